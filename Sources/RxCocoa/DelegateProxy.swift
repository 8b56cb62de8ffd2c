import Foundation
import RxCore

/// How a host calls the methods of a delegate object it knows (a script object): whether it implements a
/// selector, and the call itself with the arguments UIKit passes. Both take the object, so they hold nothing.
public struct MessagePerformer: @unchecked Sendable {
    public let responds: (AnyObject, Selector) -> Bool
    public let perform: (AnyObject, Selector, [Any]) -> Any?

    public init(
        responds: @escaping (AnyObject, Selector) -> Bool, perform: @escaping (AnyObject, Selector, [Any]) -> Any?
    ) {
        self.responds = responds
        self.perform = perform
    }
}

/// RxCocoa's `DelegateProxy`: it stands in a view's `delegate` (or `dataSource`) slot, forwards every message to
/// the delegate the code set (`rx.setDelegate(self)`, held weakly), and for a method returning `Void` emits the
/// arguments to `sentMessage` before forwarding and to `methodInvoked` after. Non-void methods (`heightForRowAt`)
/// only forward: there is no sensible value to answer for them. Its subjects complete when the view goes away.
public final class DelegateProxy: CustomStringConvertible, @unchecked Sendable {
    /// Which slot it stands in (`delegate`, `dataSource`).
    public let slot: String
    private weak var parent: VirtualView?
    private let parentDescription: String
    private let lock = NSRecursiveLock()
    private weak var forward: AnyObject?
    private var retained: AnyObject?
    private var performer: MessagePerformer?
    private var sent: [Selector: PublishSubject<[Any]>] = [:]
    private var invoked: [Selector: PublishSubject<[Any]>] = [:]

    init(parent: VirtualView, slot: String) {
        self.parent = parent
        self.parentDescription = parent.description
        self.slot = slot
    }

    deinit {
        let subjects = lock.withLock { Array(sent.values) + Array(invoked.values) }
        for subject in subjects { subject.onCompleted() }
    }

    /// RxCocoa prints a proxy as its class: `RxTableViewDelegateProxy`.
    public var description: String {
        "Rx\(parent?.kind ?? "View")\(slot.prefix(1).uppercased() + slot.dropFirst())Proxy"
    }

    /// The delegate messages are forwarded to.
    public var forwardToDelegate: AnyObject? { lock.withLock { forward } }

    /// Sets the delegate messages are forwarded to; `performer` calls its methods.
    public func setForwardToDelegate(_ delegate: AnyObject?, retainDelegate: Bool, performer: MessagePerformer?) {
        lock.withLock {
            forward = delegate
            retained = retainDelegate ? delegate : nil
            self.performer = delegate == nil ? nil : performer
        }
    }

    /// The arguments of each `selector` message, before the delegate's method runs.
    public func sentMessage(_ selector: Selector) -> Observable<[Any]> { observable(selector, \.sent) }

    /// The arguments of each `selector` message, after the delegate's method ran.
    public func methodInvoked(_ selector: Selector) -> Observable<[Any]> { observable(selector, \.invoked) }

    /// Whether the proxy answers `selector`: the delegate implements it, or it returns `Void` and is observed.
    public func responds(to selector: Selector, returnsVoid: Bool) -> Bool {
        lock.withLock {
            if let forward, performer?.responds(forward, selector) == true { return true }
            return returnsVoid && (sent[selector]?.hasObservers == true || invoked[selector]?.hasObservers == true)
        }
    }

    /// A message from the view: emitted (when it returns `Void`) around the delegate's method; the method's result,
    /// or nil (outer) when the delegate does not implement it.
    public func receive(_ selector: Selector, arguments: [Any], returnsVoid: Bool) -> Any?? {
        let (delegate, performer, before, after) = lock.withLock {
            (forward, self.performer, sent[selector], invoked[selector])
        }
        if returnsVoid { before?.onNext(arguments) }
        var result: Any?? = nil
        if let delegate, let performer, performer.responds(delegate, selector) {
            result = .some(performer.perform(delegate, selector, arguments))
        }
        if returnsVoid { after?.onNext(arguments) }
        return result
    }

    private func observable(
        _ selector: Selector, _ table: ReferenceWritableKeyPath<DelegateProxy, [Selector: PublishSubject<[Any]>]>
    ) -> Observable<[Any]> {
        let subject: PublishSubject<[Any]> = lock.withLock {
            if let existing = self[keyPath: table][selector] { return existing }
            let made = PublishSubject<[Any]>()
            self[keyPath: table][selector] = made
            return made
        }
        guard let screen = parent?.screen else { return subject.asObservable() }
        return subject.asObservable().subscribe(on: screen.subscriptionScheduler)
    }
}

/// What stands in one of a view's delegate slots: an object with the performer that calls it.
final class DelegateSlot {
    weak var object: AnyObject?
    var performer: MessagePerformer?
}

/// RxCocoa's assertion when a forward delegate is installed over one that was already set.
public struct DelegateAlreadySet: Error, CustomStringConvertible {
    /// The view.
    public let object: String
    /// The delegate that was set before.
    public let delegate: String
    /// `delegate` or `dataSource`.
    public let slot: String

    public var description: String {
        "This is a feature to warn you that there is already a delegate (or data source) set somewhere previously. "
            + "The action you are trying to perform will clear that delegate (data source) and that means that some "
            + "of your features that depend on that delegate (data source) being set will likely stop working."
    }
}

extension VirtualView {
    private func delegateSlot(_ slot: String) -> DelegateSlot {
        associations.object("UIKit.\(slot)") { DelegateSlot() }
    }

    /// The object in the `slot` slot (`delegate`, `dataSource`), held weakly as UIKit holds delegates.
    public func currentDelegate(_ slot: String = "delegate") -> AnyObject? { delegateSlot(slot).object }

    /// `view.delegate = object` (UIKit's setter): `performer` calls the object's methods.
    public func setCurrentDelegate(_ object: AnyObject?, performer: MessagePerformer?, slot: String = "delegate") {
        let found = delegateSlot(slot)
        found.object = object
        found.performer = object == nil ? nil : performer
    }

    /// RxCocoa's `DelegateProxyType.proxy(for:)`: the view's proxy for `slot` (made once, kept for the view's
    /// life); when the slot holds something else, that becomes the proxy's forward delegate and the proxy takes
    /// the slot.
    public func delegateProxy(_ slot: String = "delegate") -> DelegateProxy {
        let proxy = associations.object("rx.\(slot)Proxy") { DelegateProxy(parent: self, slot: slot) }
        let found = delegateSlot(slot)
        if found.object !== proxy {
            proxy.setForwardToDelegate(found.object, retainDelegate: false, performer: found.performer)
            found.object = proxy
            found.performer = nil
        }
        return proxy
    }

    /// RxCocoa's `installForwardDelegate` (`rx.setDelegate(_:)`): the proxy forwards to `delegate` until the
    /// returned disposable is disposed; throws RxCocoa's assertion when the proxy forwards to another already.
    public func installForwardDelegate(
        _ delegate: AnyObject, retainDelegate: Bool, performer: MessagePerformer, slot: String = "delegate"
    ) throws -> Disposable {
        let proxy = delegateProxy(slot)
        if let existing = proxy.forwardToDelegate {
            throw DelegateAlreadySet(object: description, delegate: String(describing: existing), slot: slot)
        }
        proxy.setForwardToDelegate(delegate, retainDelegate: retainDelegate, performer: performer)
        weak let weakDelegate = delegate
        return Disposables.create { [weak proxy] in
            guard let proxy, weakDelegate == nil || proxy.forwardToDelegate === weakDelegate else { return }
            proxy.setForwardToDelegate(nil, retainDelegate: retainDelegate, performer: nil)
        }
    }

    /// Sends a delegate message as UIKit does, to whatever stands in `slot`: the proxy (which emits and
    /// forwards) or an object set directly. The method's result, or nil (outer) when nothing implements it.
    @discardableResult
    public func sendDelegateMessage(
        _ selector: Selector, arguments: [Any], returnsVoid: Bool = true, slot: String = "delegate"
    ) -> Any?? {
        let found = delegateSlot(slot)
        guard let object = found.object else { return nil }
        if let proxy = object as? DelegateProxy {
            return proxy.receive(selector, arguments: arguments, returnsVoid: returnsVoid)
        }
        guard let performer = found.performer, performer.responds(object, selector) else { return nil }
        return .some(performer.perform(object, selector, arguments))
    }
}
