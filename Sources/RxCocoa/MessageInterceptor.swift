import Foundation
import RxCore

/// RxCocoa's message interception for one object (`NSObject+Rx`): `sentMessage` emits a call's arguments before
/// the method body runs and `methodInvoked` after it returns, one subject per selector made on first use and
/// shared by every subscriber (publish behaviour: only calls after subscribing are seen); `deallocating` replays
/// the start of deallocation and `deallocated` its end. Every subject completes when the object goes away.
///
/// The object's owner calls `intercept(_:arguments:_:)` around each call of an intercepted method, then
/// `beginDeallocation()` and `endDeallocation()` as it goes away.
public final class MessageInterceptor<Argument>: @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var sent: [Selector: PublishSubject<[Argument]>] = [:]
    private var invoked: [Selector: PublishSubject<[Argument]>] = [:]
    private var ended = false
    private let deallocatingSubject = ReplaySubject<Void>.create(bufferSize: 1)
    private let deallocatedSubject = ReplaySubject<Void>.create(bufferSize: 1)

    public init() {}

    /// The arguments of each call of `selector`, before its body runs (`dealloc`: `[]` as deallocation starts).
    public func sentMessage(_ selector: Selector) -> Observable<[Argument]> {
        if selector == Self.dealloc { return deallocating.map { _ in [] } }
        return subject(for: selector, in: \.sent).asObservable()
    }

    /// The arguments of each call of `selector`, after it returns (`dealloc`: `[]` once the object is gone).
    public func methodInvoked(_ selector: Selector) -> Observable<[Argument]> {
        if selector == Self.dealloc { return deallocated.map { _ in [] } }
        return subject(for: selector, in: \.invoked).asObservable()
    }

    /// `NSSelectorFromString("dealloc")`, which RxCocoa answers from deallocation instead of a method.
    public static var dealloc: Selector { Selector("dealloc") }

    /// `()` when deallocation starts, replayed to later subscribers; completes when it ends.
    public var deallocating: Observable<Void> { deallocatingSubject.asObservable() }

    /// `()` and completion when the object is gone, replayed to later subscribers.
    public var deallocated: Observable<Void> { deallocatedSubject.asObservable() }

    /// True when some `sentMessage` or `methodInvoked` asked for `selector`.
    public func intercepts(_ selector: Selector) -> Bool {
        lock.withLock { sent[selector] != nil || invoked[selector] != nil }
    }

    /// Runs `body` (the method) between the `sentMessage` and `methodInvoked` of `selector`; a body that throws
    /// sends no `methodInvoked`, as a method that does not return.
    public func intercept<Result>(
        _ selector: Selector, arguments: [Argument], _ body: () throws -> Result
    ) rethrows
        -> Result
    {
        let (before, after) = lock.withLock { (sent[selector], invoked[selector]) }
        before?.onNext(arguments)
        let result = try body()
        after?.onNext(arguments)
        return result
    }

    /// Deallocation starts: `deallocating` emits (before `deinit` runs, as RxCocoa's swizzled `dealloc`).
    public func beginDeallocation() {
        deallocatingSubject.onNext(())
    }

    /// Deallocation ended: every message subject completes, then `deallocating` completes and `deallocated`
    /// emits and completes (RxCocoa's associated objects released after `deinit`).
    public func endDeallocation() {
        let subjects: [PublishSubject<[Argument]>] = lock.withLock {
            guard !ended else { return [] }
            ended = true
            return Array(sent.values) + Array(invoked.values)
        }
        for subject in subjects { subject.onCompleted() }
        deallocatingSubject.onCompleted()
        deallocatedSubject.onNext(())
        deallocatedSubject.onCompleted()
    }

    private func subject(
        for selector: Selector,
        in table: ReferenceWritableKeyPath<MessageInterceptor, [Selector: PublishSubject<[Argument]>]>
    ) -> PublishSubject<[Argument]> {
        lock.withLock {
            if let existing = self[keyPath: table][selector] { return existing }
            let made = PublishSubject<[Argument]>()
            if ended { made.onCompleted() }
            self[keyPath: table][selector] = made
            return made
        }
    }
}
