import RxCore

// Operators whose elements are not script values (`interval` counts in `Int`, `toArray` emits `[Value]`,
// `materialize` emits `Event<Value>`) are bridged to `Observable<Value>` here without an extra stage: the
// bridge is not a Producer, so stage tracing shows the RxCore operator under its own name, and nothing else.

/// An `Observable<Value>` view of a typed observable: each element is converted as it is delivered.
final class ValueBridge<Source>: Observable<Value> {
    private let source: Observable<Source>
    private let convert: (Source) -> Value

    init(_ source: Observable<Source>, convert: @escaping (Source) -> Value) {
        self.source = source
        self.convert = convert
    }

    override var operatorName: String { source.operatorName }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Value {
        source.subscribe(BridgeObserver(observer: observer, convert: convert))
    }
}

/// Converts elements on their way to a script-value observer, keeping the downstream trace stage visible.
private struct BridgeObserver<Source, Observer: ObserverType>: ObserverType, TraceLinked
where Observer.Element == Value {
    let observer: Observer
    let convert: (Source) -> Value

    var traceStage: TraceStage? { (observer as? TraceLinked)?.traceStage }

    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element): observer.on(.next(convert(element)))
        case .error(let error): observer.on(.error(error))
        case .completed: observer.on(.completed)
        }
    }
}

extension ObservableType {
    /// This observable's elements as script values.
    func values(_ convert: @escaping (Element) -> Value) -> Observable<Value> {
        ValueBridge(asObservable(), convert: convert)
    }
}

/// `dematerialize` over script values: an event value (`.next(1)`, what `materialize` emits) is that event;
/// any other value is an error event naming what arrived instead.
extension Value: EventConvertible {
    public var event: Event<Value> {
        if case .object(let object as EventObject) = self { return object.event }
        return .error(ScriptError(.dematerializeNeedsEvents(got: typeName), at: nil))
    }
}

/// A case of one of RxSwift's small enums, written as an implicit member: `.inclusive`, `.stages`, `.userInitiated`.
public final class EnumCaseObject: HostObject, CaseMatchable, @unchecked Sendable {
    /// The enum's name (`TakeBehavior`).
    public let enumName: String
    /// The case's name (`inclusive`).
    public let caseName: String

    public init(_ enumName: String, _ caseName: String) {
        self.enumName = enumName
        self.caseName = caseName
    }

    public override var typeName: String { enumName }
    /// `inclusive`, as Swift prints an enum case.
    public override var description: String { caseName }

    public override func isEqual(to other: HostObject) -> Bool {
        guard let other = other as? EnumCaseObject else { return false }
        return enumName == other.enumName && caseName == other.caseName
    }

    /// `case .success:` matches the case of that name (it has no associated values).
    public func associatedValues(ofCase name: String) -> [Value]? { name == caseName ? [] : nil }
}

extension Arguments {
    /// The case name of an enum-case argument of `enumName`, also accepted as a string (`"stages"`).
    func enumCase(_ index: Int, of enumName: String, cases: [String]) throws -> String {
        let name: String?
        switch values[index] {
        case .object(let object as EnumCaseObject) where object.enumName == enumName: name = object.caseName
        case .string(let text): name = text
        default: name = nil
        }
        if let name, cases.contains(name) { return name }
        throw failure(
            .argumentType(
                parameterName(index), of: signature.description,
                expected: cases.map { "." + $0 }.joined(separator: ", "),
                got: values[index].description), at: index)
    }

    /// A count that must not be negative (RxCore traps on negative counts; a script gets a diagnostic).
    func count(_ index: Int, for operatorName: String) throws -> Int {
        let count = try int(index)
        guard count >= 0 else { throw failure(.negativeCount(operatorName), at: index) }
        return count
    }
}

extension Value {
    /// The observable this value is where Swift expects one: an observable, subject, relay or trait, or `.error(e)`,
    /// which there means `Observable.error(e)` (an implicit member takes its meaning from the type expected, and
    /// `.error` is otherwise an event). `nil` for anything else.
    var asExpectedObservable: Observable<Value>? {
        guard case .object(let object) = self else { return nil }
        if let convertible = object as? ObservableConvertible { return convertible.observable }
        if let event = object as? EventObject, case .error(let error) = event.event { return .error(error) }
        return nil
    }
}

extension Function {
    /// The closure as a Swift selector for `operatorName` (a flattening operator, a recovery): its result must be
    /// an observable.
    public func observableSelector(for operatorName: String) -> (Value) throws -> Observable<Value> {
        { value in try self.observableResult(of: self.call(value), for: operatorName) }
    }

    /// The observable a closure returned (`return .just([])` and `return .error(e)` included), or an error naming
    /// the closure's place.
    func observableResult(of result: Value, for operatorName: String) throws -> Observable<Value> {
        if let observable = result.asExpectedObservable { return observable }
        throw ScriptError(
            .closureResult(operatorName, expected: "an Observable", got: result.typeName),
            at: sourceRange)
    }

    /// How many parameters a script closure declares (or uses as `$n`); `nil` for host functions.
    var declaredParameterCount: Int? { (self as? ScriptFunction)?.code.parameterCount }
}
