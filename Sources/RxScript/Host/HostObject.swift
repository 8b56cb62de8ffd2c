/// Base class of objects the host exposes to scripts (observables, observers, disposables, namespaces…).
///
/// Methods and properties are not declared here but registered on a `HostType` (see `HostRegistry`),
/// keyed by the object's class.
open class HostObject: CustomStringConvertible, CustomDebugStringConvertible, @unchecked Sendable {
    public init() {}

    /// The name shown in messages (`Observable`, `DisposeBag`…).
    open var typeName: String { "Object" }

    /// How `print` shows the object.
    open var description: String { "<\(typeName)>" }

    /// How the object shows inside collections and events.
    open var debugDescription: String { description }

    /// Writes the description within the budget of `out`: an object that holds values describes them through
    /// the budget (`DictionaryObject`, `ScriptInstance`…), any other is cut whole.
    func describe(into out: inout BoundedDescription, quoted: Bool) {
        out.appendCut(quoted ? debugDescription : description)
    }

    /// Equality beyond identity (events and errors compare by content).
    open func isEqual(to other: HostObject) -> Bool { false }

    /// The type to look methods up on, when it is not the one registered for the object's class.
    open var hostTypeOverride: HostType? { nil }
}

/// A named group of static members (`Observable`, `Disposables`, `MainScheduler`), optionally callable
/// as a constructor (`DisposeBag()`, `PublishSubject<Int>()`).
public final class NamespaceObject: HostObject, @unchecked Sendable {
    /// The members.
    public let type: HostType

    init(type: HostType) {
        self.type = type
    }

    public override var typeName: String { type.name }
    public override var description: String { type.name }
    public override var hostTypeOverride: HostType? { type }
}
