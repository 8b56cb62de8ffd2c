import RxCore
import RxTest

extension Builtins {
    /// RxTest's vocabulary, so RxSwift's virtual-time tests run as written: `TestScheduler(initialClock: 0)`,
    /// `createHotObservable([.next(210, 1), .completed(300)])`, `createColdObservable`, `start { … }`,
    /// `createObserver(Int.self)`, `scheduleAt(300) { … }`, `advanceTo`, `res.events`, `res.marbles`, `xs.subscriptions`,
    /// `Subscription(200, 300)` (the tests' errors are with the errors: `registerTestErrors`).
    @_optimize(none) static func registerRxTest(_ registry: HostRegistry, observable: HostType, context: ScriptContext)
    {
        registerRecorded(registry)
        registerTestScheduler(registry, context: context)
        registerTestables(registry, observable: observable)
        // Wrappers the tests use only to satisfy Swift's type checker.
        registry.function("EquatableArray", .value()) { $0 }
        registry.function("AnyCollection", .value()) { $0 }
    }

    /// `.next(210, 1)`, `.error(250, testError)`, `.completed(300)` (also as `Recorded.next(…)`, and
    /// `Recorded.events(…)` for a list), and
    /// `Subscription(200, 300)` / `Subscription(200)`.
    @_optimize(none) private static func registerRecorded(_ registry: HostRegistry) {
        let recordedNamespace = registry.namespace("Recorded")
        for type in [registry.implicitMembers, recordedNamespace] {
            type.method("next", .int(), .value()) { _, time, element in recordedEvent(time, .next(element)) }
            // The element type argument (`Recorded.completed(250, Int.self)`) only matters to Swift's type checker.
            type.method("error", .int(), .error()) { _, time, error in recordedEvent(time, .error(error)) }
            type.method("error", .int(), .error(), .value()) { _, time, error, _ in recordedEvent(time, .error(error)) }
            type.method("completed", .int()) { _, time in recordedEvent(time, .completed) }
            type.method("completed", .int(), .value()) { _, time, _ in recordedEvent(time, .completed) }
        }
        recordedNamespace.method("events", .variadic()) { _, events in .array(events) }
        let recorded = registry.type(for: RecordedObject.self, name: "Recorded")
        recorded.property("time") { .int(recordedOf($0)?.time ?? 0) }
        recorded.property("value") { value in recordedOf(value).map { .event($0.value) } ?? .nil }

        let subscriptionNamespace = registry.namespace("Subscription")
        subscriptionNamespace.constructor("init", .int(), .int()) { subscribe, unsubscribe in
            .object(SubscriptionObject(Subscription(subscribe, unsubscribe)))
        }
        subscriptionNamespace.constructor("init", .int()) { subscribe in
            .object(SubscriptionObject(Subscription(subscribe)))
        }
        let subscription = registry.type(for: SubscriptionObject.self, name: "Subscription")
        subscription.property("subscribe") { value in
            (value.hostObject as? SubscriptionObject).map { .int($0.subscription.subscribe) } ?? .nil
        }
        subscription.property("unsubscribe") { value in
            (value.hostObject as? SubscriptionObject).map { .int($0.subscription.unsubscribe) } ?? .nil
        }
    }

    private static func recordedEvent(_ time: Int, _ event: Event<Value>) -> Value {
        .object(RecordedObject(Recorded(time: time, value: event)))
    }

    private static func recordedOf(_ value: Value) -> Recorded<Event<Value>>? {
        (value.hostObject as? RecordedObject)?.recorded
    }

    /// `TestScheduler(initialClock:resolution:simulateProcessingDelay:)` and its members.
    @_optimize(none) private static func registerTestScheduler(_ registry: HostRegistry, context: ScriptContext) {
        let namespace = registry.namespace("TestScheduler")
        namespace.constructor(
            "init", .int("initialClock"), .double("resolution", default: 1.0),
            .bool("simulateProcessingDelay", default: true)
        ) { initialClock, resolution, simulateProcessingDelay in
            .object(
                TestSchedulerObject(
                    TestScheduler(
                        initialClock: initialClock, resolution: resolution,
                        simulateProcessingDelay: simulateProcessingDelay)))
        }
        let schedulerType = registry.type(for: SchedulerObject.self, name: "Scheduler")
        let type = registry.type(for: TestSchedulerObject.self, name: "TestScheduler", parent: schedulerType)

        type.method("createHotObservable", .recordedEvents(), on: TestSchedulerObject.self) { object, events in
            .object(TestableObservableObject(object.testScheduler.createHotObservable(events)))
        }
        type.method("createColdObservable", .recordedEvents(), on: TestSchedulerObject.self) { object, events in
            .object(TestableObservableObject(object.testScheduler.createColdObservable(events)))
        }
        // The element type only matters to Swift's type checker.
        type.method("createObserver", .value(), on: TestSchedulerObject.self) { object, _ in
            .object(
                TestableObserverObject(
                    object.testScheduler.createObserver(Value.self),
                    origin: object.testScheduler.clock))
        }
        // The closure is checked before the times, hence the deferred reads.
        func deferredTime(_ label: String? = nil, default value: Int? = nil) -> HostParameter<() throws -> Int> {
            HostParameter<Int>.int(label, default: value).deferred()
        }
        type.method("scheduleAt", deferredTime(), .function("action"), on: TestSchedulerObject.self) {
            object, time, action in
            object.testScheduler.scheduleAt(try time()) { context.guarded { _ = try action.call() } }
            return .void
        }
        type.method("start", on: TestSchedulerObject.self) { object in
            object.testScheduler.start()
            return .void
        }
        type.method(
            "start", deferredTime("created", default: TestScheduler.Defaults.created),
            deferredTime("subscribed", default: TestScheduler.Defaults.subscribed),
            deferredTime("disposed", default: TestScheduler.Defaults.disposed), .function("create"),
            on: TestSchedulerObject.self
        ) { object, created, subscribed, disposed, create in
            var failure: Swift.Error?
            let subscribedTime = try subscribed()
            let observer = object.testScheduler.start(
                created: try created(), subscribed: subscribedTime, disposed: try disposed()
            ) { () -> Observable<Value> in
                do {
                    return try create.observableResult(of: create.call(), for: "start")
                } catch {
                    failure = error
                    return .never()
                }
            }
            if let failure { throw failure }
            return .object(TestableObserverObject(observer, origin: subscribedTime))
        }
        type.method("advanceTo", .int(), on: TestSchedulerObject.self) { object, time in
            object.testScheduler.advanceTo(time)
            return .void
        }
        type.method("stop", on: TestSchedulerObject.self) { object in
            object.testScheduler.stop()
            return .void
        }
        type.method("sleep", .int(), on: TestSchedulerObject.self) { object, time in
            object.testScheduler.sleep(time)
            return .void
        }
        type.property("clock") { value in
            (value.hostObject as? TestSchedulerObject).map { .int($0.testScheduler.clock) } ?? .nil
        }
        type.method("schedule", .value(), .function("action"), on: TestSchedulerObject.self) { object, state, action in
            .disposable(
                object.testScheduler.schedule(state) { state in scheduledAction(action, state, context: context) })
        }
        let dueTime = HostParameter<RxTimeInterval>.interval("dueTime").deferred()
        type.method("scheduleRelative", .value(), dueTime, .function("action"), on: TestSchedulerObject.self) {
            object, state, dueTime, action in
            .disposable(
                object.testScheduler.scheduleRelative(state, dueTime: try dueTime()) { state in
                    scheduledAction(action, state, context: context)
                })
        }
    }

    /// Runs a scheduled script action; what it returns is its cancellation, when it is a disposable.
    private static func scheduledAction(_ action: Function, _ state: Value, context: ScriptContext) -> Disposable {
        var result: Value = .void
        context.guarded { result = try action.call(state) }
        return (result.hostObject as? DisposableObject)?.disposable ?? Disposables.create()
    }

    /// `xs.subscriptions`, `xs.recordedEvents`, `res.events`.
    @_optimize(none) private static func registerTestables(_ registry: HostRegistry, observable: HostType) {
        let testable = registry.type(for: TestableObservableObject.self, name: "TestableObservable", parent: observable)
        testable.property("subscriptions") { value in
            guard let object = value.hostObject as? TestableObservableObject else { return .nil }
            return .array(object.testable.subscriptions.map { .object(SubscriptionObject($0)) })
        }
        testable.property("recordedEvents") { value in
            guard let object = value.hostObject as? TestableObservableObject else { return .nil }
            return .array(object.testable.recordedEvents.map { .object(RecordedObject($0)) })
        }
        let observerType = registry.type(for: ObserverObject.self, name: "Observer")
        let observer = registry.type(for: TestableObserverObject.self, name: "TestableObserver", parent: observerType)
        observer.property("events") { value in
            guard let object = value.hostObject as? TestableObserverObject else { return .nil }
            return .array(object.testable.events.map { .object(RecordedObject($0)) })
        }
        observer.property("marbles") { value in
            guard let object = value.hostObject as? TestableObserverObject else { return .nil }
            return .string(RxTestText.marbles(object.testable.events, from: object.origin))
        }
        testable.property("marbles") { value in
            guard let object = value.hostObject as? TestableObservableObject else { return .nil }
            return .string(RxTestText.marbles(object.testable.recordedEvents, from: 0))
        }
    }
}

extension Value {
    /// The host object, if this value is one.
    var hostObject: HostObject? {
        if case .object(let object) = self { return object }
        return nil
    }
}
