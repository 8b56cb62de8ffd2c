import Foundation
import RxCore

/// An instance of a script `struct` or `class`: its stored properties by name.
///
/// A struct instance is never changed in place once made: assigning to a property through a variable stores a
/// changed copy back into that variable, which gives Swift's value semantics. A class instance is changed in
/// place and shared; when the last reference goes, its `deinit` runs.
final class ScriptInstance: HostObject, NameAdopting, @unchecked Sendable {
    let type: ScriptType
    /// The host object it stands on when its class inherits from a host class (`UIViewController`).
    var hostBase: HostObject?
    private let lock = NSRecursiveLock()
    private var fields: [String: Value]
    /// `weak var` fields of class instances, held without keeping them alive.
    private var weakFields: [String: WeakObject] = [:]
    private var observers: [PropertyObserver] = []
    private var deallocationActions: [() -> Void] = []
    private var attached: InstanceAttachments?

    /// False for the stand-in a `deinit` body runs on, so its own release does not run `deinit` again.
    private let runsDeinitializer: Bool
    /// True while its `init` runs: assignments there do not call `willSet`/`didSet`, as in Swift.
    var isInitializing: Bool {
        get { lock.withLock { initializing } }
        set { lock.withLock { initializing = newValue } }
    }
    private var initializing = false

    init(type: ScriptType, fields: [String: Value], runsDeinitializer: Bool = true) {
        self.type = type
        self.fields = fields
        self.runsDeinitializer = runsDeinitializer
    }

    deinit {
        let attachments = lock.withLock { attached }
        attachments?.interceptor.beginDeallocation()
        for action in deallocationActions { action() }
        if runsDeinitializer {
            (hostBase as? HostBaseObject)?.ownerWillDeinit()
            // `self` cannot escape a Swift deinit, so the bodies see a stand-in holding the same properties
            // (which are released after them, as Swift releases them after `deinit`); a subclass's runs first,
            // then its superclass's, as in Swift.
            var declaring: ScriptType? = type
            var standIn: ScriptInstance?
            while let current = declaring {
                if let deinitializer = current.deinitializer {
                    let made =
                        standIn
                        ?? ScriptInstance(type: type, fields: lock.withLock { fields }, runsDeinitializer: false)
                    made.hostBase = hostBase
                    standIn = made
                    _ = try? deinitializer.call(.object(made))
                }
                declaring = current.superclass
            }
        }
        attachments?.objectWentAway()
    }

    /// What RxCocoa attaches to an `NSObject` (`rx.disposeBag`, message interception), made on first use.
    var attachments: InstanceAttachments {
        lock.withLock {
            if let attached { return attached }
            let made = InstanceAttachments()
            attached = made
            return made
        }
    }

    /// The attachments if something made them (a method call asks this, so an unobserved object stays bare).
    var existingAttachments: InstanceAttachments? { lock.withLock { attached } }

    override var typeName: String { type.name }
    override var hostTypeOverride: HostType? { type.instanceMembers }

    /// Swift's `String(describing:)`: `description`, else `debugDescription`, else the memberwise form of a
    /// struct, or the qualified name of a class as a script run with `swift file.swift` prints it (`main.Foo`).
    override var description: String {
        if let custom = type.customDescription(of: self) { return custom }
        if let custom = type.customDescription(of: self, property: "debugDescription") { return custom }
        if type.isValueType {
            let shown = type.allStoredProperties.map { "\($0.name): \(field($0.name).debugDescription)" }
            return "\(type.name)(\(shown.joined(separator: ", ")))"
        }
        // An NSObject subclass prints `<main.Foo: 0x…>` in Swift, an address no two runs share: its name stands in.
        if type.hostClass != nil || type.conforms(to: "NSObject") { return type.name }
        return "main." + type.name
    }

    /// Swift's `String(reflecting:)`: `debugDescription`, else `description`, else a struct's memberwise form
    /// qualified by the module (`main.Player(name: "Ann")`), as inside collections and Optionals.
    override var debugDescription: String {
        if let custom = type.customDescription(of: self, property: "debugDescription") { return custom }
        if type.isValueType && type.customDescription(of: self) == nil { return "main." + description }
        return description
    }

    override func describe(into out: inout BoundedDescription, quoted: Bool) {
        guard type.isValueType, type.computedProperty(named: "description") == nil,
            type.computedProperty(named: "debugDescription") == nil
        else { return super.describe(into: &out, quoted: quoted) }
        out.append((quoted ? "main." : "") + type.name + "(")
        for (index, property) in type.allStoredProperties.enumerated() {
            if index > 0 { out.append(", ") }
            out.append(property.name + ": ")
            field(property.name).describePart(into: &out)
        }
        out.append(")")
    }

    override func isEqual(to other: HostObject) -> Bool {
        if let declared = OperatorFunctions.equal(.object(self), .object(other)) { return declared }
        guard type.isValueType, let other = other as? ScriptInstance, other.type === type else { return false }
        return type.allStoredProperties.allSatisfy { field($0.name) == other.field($0.name) }
    }

    /// Names the host base after the variable it is first stored in (`let vc = SearchViewController()`).
    func adopt(name: String) { (hostBase as? NameAdopting)?.adopt(name: name) }

    /// A stored property's value (`nil` for a weak one whose object is gone).
    func field(_ name: String) -> Value {
        lock.withLock {
            // A weak property is an Optional in Swift: `Optional(main.Foo)` while its object lives.
            if let weak = weakFields[name] { return weak.object.map { Value.wrapping(.object($0)) } ?? .nil }
            return fields[name] ?? .nil
        }
    }

    func hasField(_ name: String) -> Bool { lock.withLock { fields[name] != nil || weakFields[name] != nil } }

    /// Sets a stored property in place (class instances, and copies being built), then tells its observers, on
    /// this thread, as key-value observing does.
    func setField(_ name: String, _ value: Value, isWeak: Bool = false) {
        var value = value
        switch value {
        case .int, .double: if let number = type.numberType(ofStored: name) { value = number.convert(value) }
        default: break
        }
        if !isWeak && type.wrapsOptional(name) { value = value.asOptional }
        let watching: [PropertyObserver] = lock.withLock {
            if isWeak, case .object(let object) = value.unwrapped {
                weakFields[name] = WeakObject(object: object)
                fields[name] = nil
            } else {
                weakFields[name] = nil
                fields[name] = value
            }
            return observers.filter { $0.property == name }
        }
        for observer in watching { observer.changed(value) }
    }

    /// Calls `changed` with each new value of the property `name` until the returned token is disposed.
    func observe(_ name: String, _ changed: @escaping (Value) -> Void) -> Disposable {
        let observer = PropertyObserver(property: name, changed: changed)
        lock.withLock { observers.append(observer) }
        return Disposables.create { [weak self] in
            guard let self else { return }
            self.lock.withLock { self.observers.removeAll { $0 === observer } }
        }
    }

    /// Runs `action` when this instance goes away (`observeWeakly` completes then).
    func onDeallocation(_ action: @escaping () -> Void) {
        lock.withLock { deallocationActions.append(action) }
    }

    /// A copy with the same properties (a struct assigned elsewhere).
    func copy() -> ScriptInstance {
        lock.withLock {
            let copy = ScriptInstance(type: type, fields: fields)
            copy.initializing = initializing
            return copy
        }
    }
}

/// A weakly held host object (`weak var` properties).
final class WeakObject {
    weak var object: HostObject?
    init(object: HostObject) { self.object = object }
}

/// One observer of one property of an instance.
final class PropertyObserver {
    let property: String
    let changed: (Value) -> Void

    init(property: String, changed: @escaping (Value) -> Void) {
        self.property = property
        self.changed = changed
    }
}
