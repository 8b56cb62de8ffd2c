import Foundation
import RxCore
import RxTrace

/// An observable of script values.
public final class ObservableObject: HostObject, ObservableConvertible, @unchecked Sendable {
    /// The wrapped observable.
    public let observable: Observable<Value>

    public init(_ observable: Observable<Value>) {
        self.observable = observable
    }

    /// The calls that built it as the script wrote them, outermost last (`["interval", "take", "map"]`); set by
    /// the interpreter when a host function or method returns it, nil when it was made some other way.
    public internal(set) var chain: [String]?

    public override var typeName: String { "Observable" }
    /// `Observable(map)`: the operator that produced it.
    public override var description: String { "Observable(\(observable.operatorName))" }

    /// `Observable(interval → take → map)`: how the REPL shows an observable without subscribing to it.
    public var chainDescription: String {
        var names = chain ?? [observable.operatorName]
        if names.count > 8 { names = Array(names.prefix(3)) + ["…"] + Array(names.suffix(4)) }
        return "Observable(" + names.joined(separator: " → ") + ")"
    }

    /// Records how `result` was made, when it is an observable that does not know yet: by calling `name` on
    /// `receiver` (nil for a global function).
    static func noteCall(_ result: Value, name: String, receiver: Value?) {
        guard case .object(let object) = result, let made = object as? ObservableObject, made.chain == nil else {
            return
        }
        var chain: [String] = []
        if case .object(let source)? = receiver {
            if let observable = source as? ObservableObject {
                chain = observable.chain ?? [observable.observable.operatorName]
            } else if source is ObservableConvertible {
                chain = [source.typeName]
            }
        }
        made.chain = chain + [name]
    }
}
