import Foundation
import RxCore
import RxTrace

/// The virtual screen that controls and named sinks live on: the main scheduler they must be updated on, the
/// tracer their updates are reported to, who is bound to what, and where binding warnings go.
///
/// A host (the language, a test, a Swift program) makes one per session and passes it to every control.
public final class Screen: @unchecked Sendable {
    /// The main queue (or its virtual stand-in), for timers and for work that must queue behind main's.
    public var mainScheduler: SchedulerType { currentMainScheduler() }
    private let currentMainScheduler: @Sendable () -> SchedulerType
    /// Subscribes control properties and events: inline on main, otherwise on main (RxCocoa's
    /// `ConcurrentMainScheduler`, which, unlike `MainScheduler`, never queues behind pending main work).
    public var subscriptionScheduler: ImmediateSchedulerType { MainSubscriptionScheduler(screen: self) }
    private let makeMain: @Sendable () -> ImmediateSchedulerType
    /// Reports every update; `nil` to keep updates silent.
    public let tracer: Tracer?
    /// Receives each warning once per subscription (or once per place, outside any subscription).
    public var onWarning: @Sendable (BindingWarning) -> Void
    private let isOnMainThread: @Sendable () -> Bool
    private let currentThreadName: @Sendable () -> String
    private let scheduleAfter: @Sendable (RxTimeInterval, @escaping () -> Void) -> Disposable

    private let lock = NSRecursiveLock()
    private var views: [WeakView] = []
    private var controllers: [WeakController] = []
    private var root: ViewController?
    private var rootKeeper: AnyObject?
    /// Who feeds each target, held weakly: the tracer keeps live subscriptions, and a finished one must not be
    /// kept here (its Binders hold this screen, so a strong reference would be a cycle).
    private var bindings: [BindingKey: [WeakSubscription]] = [:]
    private var warned: Set<String> = []
    /// What is presented over the screen, bottom first (`Screen+Presentation.swift`).
    let presentation = PresentationStack()
    private var bindingErrorCount = 0

    /// - Parameters:
    ///   - mainScheduler: the scheduler Binders move values to, evaluated each time it is needed (a session that
    ///     switches between real and virtual time passes the one of its current clock).
    ///   - tracer: where updates are reported (their thread column comes from its clock).
    ///   - isOnMainThread: whether the running code is on main (the main-thread checker's test).
    ///   - threadName: the running thread's name, as traces show it.
    ///   - scheduleAfter: runs an action on main after a delay, counted as pending work by the host
    ///     (user actions spaced in time, such as `type("abc", every: 100ms)`).
    ///   - makeMainScheduler: a new main scheduler, as RxCocoa's `MainScheduler()` makes one per Binder and per
    ///     Driver (each counts its own pending work, so it runs inline on main when it has none).
    public init(
        mainScheduler: @autoclosure @escaping @Sendable () -> SchedulerType, tracer: Tracer?,
        makeMainScheduler: (@Sendable () -> ImmediateSchedulerType)? = nil,
        isOnMainThread: @escaping @Sendable () -> Bool = { Thread.isMainThread },
        threadName: (@Sendable () -> String)? = nil,
        scheduleAfter: (@Sendable (RxTimeInterval, @escaping () -> Void) -> Disposable)? = nil,
        onWarning: @escaping @Sendable (BindingWarning) -> Void = { print("warning: \($0.headline)\n  fix: \($0.fix)") }
    ) {
        self.currentMainScheduler = mainScheduler
        self.makeMain = makeMainScheduler ?? { MainScheduler() }
        self.tracer = tracer
        self.isOnMainThread = isOnMainThread
        self.currentThreadName = threadName ?? { [weak tracer] in tracer?.clock.threadName ?? ThreadName.current }
        self.scheduleAfter =
            scheduleAfter ?? { delay, action in
                mainScheduler().scheduleRelative((), dueTime: delay) { _ in
                    action()
                    return Disposables.create()
                }
            }
        self.onWarning = onWarning
        tracer?.onAnomaly = { [weak self] anomaly, subscription, event in
            self?.warn(anomaly, in: subscription, event: event)
        }
    }

    /// A new main scheduler (see `makeMainScheduler`).
    public func makeMainScheduler() -> ImmediateSchedulerType { makeMain() }

    /// True when the running code is on the main thread.
    public var isOnMain: Bool { isOnMainThread() }
    /// The running thread's name (`main`, `background`).
    public var threadName: String { currentThreadName() }

    /// Runs `action` on main after `delay`.
    @discardableResult
    public func after(_ delay: RxTimeInterval, _ action: @escaping () -> Void) -> Disposable {
        scheduleAfter(delay, action)
    }

    // MARK: - Views

    func add(_ view: VirtualView) {
        tracer?.trackElementContext()
        lock.withLock {
            views.removeAll { $0.view == nil }
            views.append(WeakView(view: view))
        }
    }

    /// The views still alive, in the order they were made.
    public var liveViews: [VirtualView] {
        lock.withLock { views.compactMap(\.view) }
    }

    /// The view named `name`, if it is alive.
    public func view(named name: String) -> VirtualView? {
        liveViews.last { $0.name == name }
    }

    // MARK: - View controllers

    func add(_ controller: ViewController) {
        lock.withLock {
            controllers.removeAll { $0.controller == nil }
            controllers.append(WeakController(controller: controller))
        }
    }

    /// The view controllers still alive, in the order they were made.
    public var liveControllers: [ViewController] {
        lock.withLock { controllers.compactMap(\.controller) }
    }

    /// The controller the window shows (`show(vc)`), kept alive while shown.
    public var rootViewController: ViewController? { lock.withLock { root } }

    /// Lets go of the controller the window shows and of what is presented (a session ends or is reset): they
    /// hold the screen, so holding them here would keep both alive.
    public func closeWindow() {
        setRoot(nil, keeper: nil)
        // What is presented holds the screen too (an alert is a view).
        let presented = presentation.lock.withLock {
            defer { presentation.items = [] }
            return presentation.items
        }
        withExtendedLifetime(presented) {}
    }

    /// Shows `controller` in the window; returns what kept the one shown before alive, for its caller to hold
    /// until that one has disappeared.
    @discardableResult
    func setRoot(_ controller: ViewController?, keeper: AnyObject?) -> AnyObject? {
        lock.withLock {
            let previous = rootKeeper
            root = controller
            rootKeeper = keeper
            return previous
        }
    }

    // MARK: - Bindings

    /// Records that `subscription` feeds `target`; warns when another live subscription already does.
    public func attach(_ subscription: TracedSubscription, to target: BindingTarget) {
        let key = BindingKey(target)
        let existing: TracedSubscription? = lock.withLock {
            bindings = bindings.filter { $0.key.view != nil }
            var list = live(bindings[key])
            let earlier = list.first { $0 !== subscription }
            list.append(subscription)
            bindings[key] = list.map(WeakSubscription.init)
            return earlier
        }
        if existing == nil, let list = target.view as? ListView, target.property == list.itemsProperty,
            let own = list.currentDelegate("dataSource"), !(own is DelegateProxy)
        {
            return warn(
                .twoSources, in: subscription,
                .dataSourceAlreadySet(list: list.name, dataSource: String(describing: own), newID: subscription.id))
        }
        guard let existing else { return }
        if let list = target.view as? ListView, target.property == list.itemsProperty {
            return warn(
                .twoSources, in: subscription,
                .secondDataSource(
                    list: list.name, existing: existing.label, existingID: existing.id, newID: subscription.id))
        }
        warn(
            .twoSources, in: subscription,
            .twoSources(
                target: target.description, existing: existing.label,
                existingID: existing.id, newID: subscription.id,
                rxTarget: target.rxDescription))
    }

    /// The live subscriptions feeding `target`.
    public func sources(of target: BindingTarget) -> [TracedSubscription] {
        lock.withLock { live(bindings[BindingKey(target)]) }
    }

    /// The live subscriptions feeding any property of `view`, by property (`nil` for the view itself).
    public func sources(of view: VirtualView) -> [(property: String?, subscription: TracedSubscription)] {
        lock.withLock {
            bindings.flatMap { key, list in
                key.view === view ? live(list).map { (key.property, $0) } : []
            }.sorted { $0.1.id < $1.1.id }
        }
    }

    private func live(_ list: [WeakSubscription]?) -> [TracedSubscription] {
        (list ?? []).compactMap(\.subscription).filter { !$0.isFinished }
    }

    // MARK: - Warnings

    /// How many binding errors reached a binding (a script exits 70 when there were any).
    public var bindingErrors: Int { lock.withLock { bindingErrorCount } }

    /// Reports an error that reached a binding to `target` (RxCocoa's `bindingError`).
    public func bindingError(_ error: Swift.Error, target: String?) {
        BindingErrorReport.report(error, to: target, screen: self)
    }

    func noteBindingError() { lock.withLock { bindingErrorCount += 1 } }

    /// Sends one warning of `kind` for `subscription` (the current one by default), unless it was sent before.
    public func warn(
        _ kind: BindingWarning.Kind, in subscription: TracedSubscription? = SubscriptionContext.current,
        about subject: String = "", _ text: WarningText
    ) {
        let once = "\(kind.rawValue)|\(subscription.map { "#\($0.id)" } ?? subject)"
        let first = lock.withLock { warned.insert(once).inserted }
        guard first else { return }
        onWarning(BindingWarning(kind: kind, message: text.message, fix: text.fix, subscription: subscription))
    }

    /// Forgets which warnings were sent (a REPL reset).
    public func resetWarnings() {
        lock.withLock { warned.removeAll() }
    }
}

/// Runs work inline when on main, otherwise on main (RxCocoa's `ConcurrentMainScheduler`).
private struct MainSubscriptionScheduler: ImmediateSchedulerType {
    unowned let screen: Screen

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if screen.isOnMain { return action(state) }
        return screen.mainScheduler.schedule(state, action: action)
    }
}

private struct WeakSubscription {
    weak var subscription: TracedSubscription?
}

private struct WeakController {
    weak var controller: ViewController?
}

private struct WeakView {
    weak var view: VirtualView?
}

/// A view and one of its properties, compared by identity, as a dictionary key; the view is held weakly, so
/// being bound does not keep a view alive.
private struct BindingKey: Hashable {
    weak var view: VirtualView?
    let property: String?
    private let identity: ObjectIdentifier?

    init(_ target: BindingTarget) {
        view = target.view
        property = target.property
        identity = target.view.map(ObjectIdentifier.init)
    }

    static func == (lhs: BindingKey, rhs: BindingKey) -> Bool {
        lhs.identity == rhs.identity && lhs.property == rhs.property
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
        hasher.combine(property)
    }
}
