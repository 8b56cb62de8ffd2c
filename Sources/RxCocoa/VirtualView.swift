import Foundation
import RxCore
import RxTrace

/// A view on the virtual screen (UIKit's `UIView`): a name, properties that can be set and observed, and a
/// main-thread checker. Every property set is traced as `label.text = "10"` with the thread it ran on.
///
/// Properties live in one ordered table so that any property (`textColor`) can be set and bound, as
/// RxCocoa's `Reactive` subscript allows for any settable key path; subclasses add typed accessors.
open class VirtualView: ReactiveCompatible, @unchecked Sendable {
    /// The kind shown in `:sinks` (`Label`, `TextField`).
    public let kind: String
    /// The name it is shown and traced under (usually the variable that holds it).
    public private(set) var name: String
    /// True once the name was chosen (given, or taken from a variable); until then `adopt(name:)` may set it.
    public private(set) var hasChosenName: Bool
    /// The host's object that stands for this view (the language's wrapper), held weakly.
    public weak var owner: AnyObject?
    /// The view this one is part of (a table's cell, a cell's label); nil for a view on the screen itself.
    public internal(set) weak var container: VirtualView?
    /// The screen it lives on.
    public let screen: Screen
    /// Its place in the view tree and its gesture recognizers (`VirtualView+Hierarchy.swift`).
    let links = ViewLinks()

    private let lock = NSRecursiveLock()
    private var values: [String: Any?] = [:]
    private var order: [String] = []
    private var observers: [String: [Int: (Any?) -> Void]] = [:]
    private var nextObserverID = 0
    private var lastUpdateInfo: LastUpdate?
    /// Emits and completes when the view goes away (RxCocoa's `rx.deallocated`).
    public let deallocated = PublishSubject<Void>()
    /// Its associated objects (`rx.disposeBag`), released when it goes away.
    public let associations = Associations()

    /// When and where a property was last set.
    public struct LastUpdate: Sendable {
        public let property: String?
        public let thread: String
        public let time: Double
        public let subscription: Int?
    }

    /// A view named `name`, with `properties` (name and initial value) in the order `:sinks` shows them.
    public init(kind: String, name: String, screen: Screen, properties: [(String, Any?)]) {
        self.kind = kind
        self.name = name
        self.hasChosenName = true
        self.screen = screen
        for (property, value) in properties {
            values[property] = .some(value)
            order.append(property)
        }
        screen.add(self)
    }

    /// Marks the name as a placeholder (`label1`) that the first variable holding the view replaces.
    public func markUnnamed() {
        lock.withLock { hasChosenName = false }
    }

    /// Names a view that was made without a name (`let title = Label()` names it `title`); later calls do nothing.
    public func adopt(name: String) {
        lock.withLock {
            guard !hasChosenName else { return }
            self.name = name
            hasChosenName = true
        }
    }

    deinit {
        deallocated.onNext(())
        deallocated.onCompleted()
        associations.releaseAll()
    }

    /// Gives the view a new name (a reused cell takes the name of the row it now shows).
    func rename(_ newName: String) {
        lock.withLock { name = newName }
    }

    /// The properties in display order, with their values.
    public var properties: [(name: String, value: Any?)] {
        lock.withLock { order.map { ($0, values[$0] ?? nil) } }
    }

    /// True when the view has the property (declared, or set before).
    public func hasProperty(_ property: String) -> Bool { lock.withLock { values[property] != nil } }

    /// The property's value (nil when unset).
    public func value(_ property: String) -> Any? {
        lock.withLock { values[property] ?? nil }
    }

    /// The last update, for `:sinks`.
    public var lastUpdate: LastUpdate? { lock.withLock { lastUpdateInfo } }

    /// Sets a property as code does (`field.text = "x"`): no control event is sent, as in UIKit. The update is
    /// traced, KVO observers see it, and setting it off the main thread is reported.
    open func setValue(_ value: Any?, for property: String) {
        checkMainThread(property)
        let notify: [(Any?) -> Void] = lock.withLock {
            if values[property] == nil { order.append(property) }
            values[property] = .some(value)
            lastUpdateInfo = LastUpdate(
                property: property, thread: screen.threadName,
                time: screen.tracer?.clock.elapsedSeconds ?? 0,
                subscription: SubscriptionContext.current?.id)
            return observers[property].map { $0.sorted { $0.key < $1.key }.map(\.value) } ?? []
        }
        screen.tracer?.reportUpdate(
            sink: name, property: tracedProperty(property), value: value,
            arrivedOn: BinderDelivery.arrivedOn)
        for observer in notify { observer(value) }
    }

    /// The property as traces name it after the view's name; nil when the view itself stands for it (a named
    /// sink's value).
    open func tracedProperty(_ property: String) -> String? { property }

    /// What the trace calls the property: `label.text`, or `label` for a named sink.
    public func traceName(_ property: String) -> String { name + (tracedProperty(property).map { "." + $0 } ?? "") }

    /// The main-thread checker: UIKit must only be touched on main.
    private func checkMainThread(_ property: String) {
        guard !screen.isOnMain else { return }
        let target = traceName(property)
        screen.warn(
            .offMainThread, about: target,
            .propertySetOffMain(
                target: target, thread: screen.threadName, by: SubscriptionContext.current?.label,
                view: name, property: property))
    }

    /// KVO: calls `observer` after each change of `property`; returns how to stop.
    public func addObserver(for property: String, _ observer: @escaping (Any?) -> Void) -> Disposable {
        let id: Int = lock.withLock {
            nextObserverID += 1
            observers[property, default: [:]][nextObserverID] = observer
            return nextObserverID
        }
        return Disposables.create { [weak self] in
            guard let self else { return }
            self.lock.withLock { self.observers[property]?[id] = nil }
        }
    }

    /// How `print` shows the view: `Label(title)`.
    open var description: String { "\(kind)(\(name))" }
}
