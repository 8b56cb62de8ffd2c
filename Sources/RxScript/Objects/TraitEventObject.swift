import RxCore
import RxTrace

/// A `Single`'s answer as a script value: `.success(x)` or `.failure(e)` (a `Maybe`'s success too); prints as
/// RxSwift's `SingleEvent` (a `Result`) does: `success(1)`, `success("a")`, `failure(e)`.
public final class TraitEventObject: HostObject, CaseMatchable, @unchecked Sendable {
    /// The answer.
    public let result: Result<Value, Swift.Error>

    init(_ result: Result<Value, Swift.Error>) {
        self.result = result
    }

    public override var typeName: String { "SingleEvent" }

    public override var description: String {
        switch result {
        case .success(let value): return "success(\(value.debugDescription))"
        case .failure(let error): return "failure(\(error))"
        }
    }

    /// RxSwift 5's `SingleEvent` failed with `.error(e)`; RxSwift 6 made it a `Result`, whose case is `.failure(e)`.
    public var olderCaseNames: [String: String] { ["error": "failure"] }

    public func associatedValues(ofCase name: String) -> [Value]? {
        switch (name, result) {
        case ("success", .success(let value)): return [value]
        case ("failure", .failure(let error)): return [.error(error)]
        default: return nil
        }
    }

    public override func isEqual(to other: HostObject) -> Bool {
        guard let other = other as? TraitEventObject else { return false }
        switch (result, other.result) {
        case (.success(let l), .success(let r)): return l == r
        case (.failure(let l), .failure(let r)): return errorsEqual(l, r)
        default: return false
        }
    }
}

/// The callback a `create` body answers through (`single(.success(1))`, `completable(.completed)`,
/// `observer(.next(1))` for an `Infallible`).
final class EventCallbackFunction: Function, @unchecked Sendable {
    private let expected: String
    private let translate: (Value) -> [Event<Value>]?
    private let send: (Event<Value>) -> Void

    /// `translate` gives the underlying events of an answer, or nil when the trait cannot give it.
    init(
        name: String, expected: String, translate: @escaping (Value) -> [Event<Value>]?,
        send: @escaping (Event<Value>) -> Void
    ) {
        self.expected = expected
        self.translate = translate
        self.send = send
        super.init(name: name)
    }

    override func invoke(_ arguments: CallArguments) throws -> Value {
        guard arguments.values.count == 1, arguments.labels[0] == nil else {
            throw ScriptError(.eventCallbackArgument(name, expected: expected), at: arguments.callRange)
        }
        guard let events = translate(arguments.values[0]) else {
            throw ScriptError(
                .eventCallbackArgument(name, expected: expected),
                at: arguments.ranges[0] ?? arguments.callRange)
        }
        events.forEach(send)
        return .void
    }

    /// The observer of a trait's `create`: a `Single` takes `.success`/`.failure`, a `Maybe` `.success`/`.error`/
    /// `.completed`, a `Completable` `.completed`/`.error`.
    static func trait(_ kind: PrimitiveTraitKind, send: @escaping (Event<Value>) -> Void) -> EventCallbackFunction {
        let expected: String
        switch kind {
        case .single: expected = ".success(value) or .failure(error)"
        case .maybe: expected = ".success(value), .error(error) or .completed"
        case .completable: expected = ".completed or .error(error)"
        }
        return EventCallbackFunction(
            name: kind.rawValue, expected: expected,
            translate: { answer in
                switch answer {
                case .object(let answer as TraitEventObject):
                    switch answer.result {
                    case .success(let value) where kind != .completable: return [.next(value), .completed]
                    case .failure(let error) where kind == .single: return [.error(error)]
                    default: return nil
                    }
                case .object(let event as EventObject) where kind != .single && event.event.isStopEvent:
                    return [event.event]
                default:
                    return nil
                }
            }, send: send)
    }

    /// The observer of `Infallible.create`: `.next(value)` or `.completed`.
    static func infallible(send: @escaping (Event<Value>) -> Void) -> EventCallbackFunction {
        EventCallbackFunction(
            name: "Infallible", expected: ".next(value) or .completed",
            translate: { answer in
                guard case .object(let event as EventObject) = answer, event.event.error == nil else { return nil }
                return [event.event]
            }, send: send)
    }
}
