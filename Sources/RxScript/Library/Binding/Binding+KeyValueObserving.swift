import Foundation
import RxCocoa
import RxCore

extension Builtins {
    /// `obj.rx.observe(String.self, "name")` and `observeWeakly` on instances of `NSObject` subclasses (and
    /// `ReactiveCompatible` types): the current value on subscribe, then every assignment, on the assigning
    /// thread, following a key path such as `"student.name"` through nested objects.
    @_optimize(none) static func registerKeyValueObserving(_ registry: HostRegistry, context: ScriptContext) {
        let reactive = registry.type(for: InstanceReactiveObject.self, name: "Reactive")
        registry.reactiveTypes.append(reactive)
        reactive.property("base") { receiver in
            guard case .object(let rx as InstanceReactiveObject) = receiver else { return .nil }
            return .object(rx.base)
        }
        // `rx.deallocated`: `()` and completion once the object is gone (after its `deinit`), replayed.
        reactive.property("deallocated") { receiver in
            guard case .object(let rx as InstanceReactiveObject) = receiver else { return .nil }
            return .observable(rx.base.attachments.interceptor.deallocated.map { .void })
        }
        for weakly in [false, true] {
            let name = weakly ? "observeWeakly" : "observe"
            // The elements are `Element?`, as RxCocoa's are; the retainSelf: flag is taken and not used.
            func observation(_ rx: InstanceReactiveObject, _ keyPath: String, initial: Bool) -> Value {
                .observable(
                    KeyValueObservation.observable(
                        rx.base, path: keyPath.split(separator: ".").map(String.init), emitsInitial: initial,
                        weakly: weakly, context: context
                    ).map { $0.asOptional })
            }
            reactive.method(name, .value(), .string(), on: InstanceReactiveObject.self) { rx, _, keyPath in
                observation(rx, keyPath, initial: true)
            }
            reactive.method(name, .value(), .string(), .value("options"), on: InstanceReactiveObject.self) {
                rx, _, keyPath, options in
                observation(rx, keyPath, initial: Self.optionsInclude(options, "initial"))
            }
            reactive.method(
                name, .value(), .string(), .value("options"), .value("retainSelf"),
                on: InstanceReactiveObject.self
            ) { rx, _, keyPath, options, _ in
                observation(rx, keyPath, initial: Self.optionsInclude(options, "initial"))
            }
        }
        for option in ["initial", "new", "old", "prior"] {
            registry.implicitMembers.property(option) { _ in
                .object(EnumCaseObject("NSKeyValueObservingOptions", option))
            }
        }
    }

    private static func optionsInclude(_ options: Value, _ name: String) -> Bool {
        let cases: [Value]
        if case .array(let elements) = options { cases = elements } else { cases = [options] }
        return cases.contains { value in
            if case .object(let option as EnumCaseObject) = value { return option.caseName == name }
            return false
        }
    }
}

/// `instance.rx` for a script class instance.
final class InstanceReactiveObject: HostObject, @unchecked Sendable {
    let base: ScriptInstance

    init(base: ScriptInstance) { self.base = base }

    override var typeName: String { "Reactive<\(base.type.name)>" }
    override var description: String { "\(base.type.name).rx" }
}

/// One link of an observed key path: watches a property of one instance, and the rest of the path on its value.
final class KeyValueObservation: @unchecked Sendable {
    private let path: [String]
    private let emit: (Value) -> Void
    private let notObservable: (ScriptType, String) -> Void
    private let lock = NSRecursiveLock()
    private var watching: Disposable?
    private var rest: KeyValueObservation?

    private init(path: [String], emit: @escaping (Value) -> Void, notObservable: @escaping (ScriptType, String) -> Void)
    {
        self.path = path
        self.emit = emit
        self.notObservable = notObservable
    }

    /// The observable `observe`/`observeWeakly` return: it holds `instance` strongly unless `weakly`, and a weak
    /// observation completes when the instance goes away.
    static func observable(
        _ instance: ScriptInstance, path: [String], emitsInitial: Bool, weakly: Bool,
        context: ScriptContext
    ) -> Observable<Value> {
        weak let weakInstance = instance
        let strongInstance: ScriptInstance? = weakly ? nil : instance
        return Observable.create { observer in
            guard let target = strongInstance ?? weakInstance else {
                observer.onCompleted()
                return Disposables.create()
            }
            let observation = KeyValueObservation(
                path: path, emit: { observer.onNext($0) },
                notObservable: { type, name in
                    context.runtime.screen.warn(
                        .notObservable, about: "\(type.name).\(name)",
                        .notKeyValueObservable(type: type.name, property: name))
                })
            observation.attach(to: target, emitsInitial: emitsInitial)
            if weakly { target.onDeallocation { observer.onCompleted() } }
            return Disposables.create {
                observation.dispose()
                withExtendedLifetime(strongInstance) {}
            }
        }
    }

    private func attach(to instance: ScriptInstance, emitsInitial: Bool) {
        let name = path[0]
        let dynamic = instance.type.storedProperty(named: name)?.isDynamic ?? false
        if dynamic {
            let token = instance.observe(name) { [weak self] value in self?.changed(to: value, emitsNow: true) }
            lock.withLock { watching = token }
        } else {
            notObservable(instance.type, name)
        }
        changed(to: instance.field(name), emitsNow: emitsInitial)
    }

    private func changed(to value: Value, emitsNow: Bool) {
        guard path.count > 1 else {
            if emitsNow { emit(value) }
            return
        }
        let previous: KeyValueObservation? = lock.withLock {
            defer { rest = nil }
            return rest
        }
        previous?.dispose()
        guard case .object(let next as ScriptInstance) = value.unwrapped else {
            if emitsNow { emit(.nil) }
            return
        }
        let link = KeyValueObservation(path: Array(path.dropFirst()), emit: emit, notObservable: notObservable)
        lock.withLock { rest = link }
        link.attach(to: next, emitsInitial: emitsNow)
    }

    func dispose() {
        let (token, link) = lock.withLock {
            defer { watching = nil; rest = nil }
            return (watching, rest)
        }
        token?.dispose()
        link?.dispose()
    }
}

extension Builtins {
    /// Whether `receiver` (an `rx`) has a base of class `name`, as `extension Reactive where Base: name` needs:
    /// a script class or a subclass of it, or a virtual control by its UIKit name (`UIView` is every view).
    static func reactiveBase(of receiver: Value, conformsTo name: String) -> Bool {
        if ["NSObject", "AnyObject", "ReactiveCompatible"].contains(name) { return true }
        switch receiver {
        case .object(let rx as InstanceReactiveObject):
            var type: ScriptType? = rx.base.type
            while let current = type {
                if current.name == name { return true }
                type = current.superclass
            }
            // A subclass of a UIKit class (`class VC: UITableViewController`) is also each of its superclasses.
            guard let host = rx.base.type.hostClass?.name else { return false }
            return host == name || name == "UIResponder"
                || (name == "UIViewController" && ["UITableViewController", "UINavigationController"].contains(host))
        case .object(let rx as ReactiveObject):
            let kind = name.hasPrefix("UI") ? String(name.dropFirst(2)) : name
            if kind == "View" || kind == "Responder" { return true }
            if kind == "Control" { return rx.view is VirtualControl }
            return rx.view.kind == kind || (kind == "ScrollView" && rx.view.kind == "TableView")
        default:
            return false
        }
    }
}
