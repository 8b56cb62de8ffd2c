import RxCore
import RxTest

extension Builtins {
    /// RxTest's vocabulary, so RxSwift's virtual-time tests run as written: `TestScheduler(initialClock: 0)`,
    /// `createHotObservable([.next(210, 1), .completed(300)])`, `createColdObservable`, `start { … }`,
    /// `createObserver(Int.self)`, `scheduleAt(300) { … }`, `advanceTo`, `res.events`, `res.marbles`, `xs.subscriptions`,
    /// `Subscription(200, 300)`, and the tests' errors.
    static func registerRxTest(_ registry: HostRegistry, observable: HostType, context: ScriptContext) {
        registerRecorded(registry)
        registerTestScheduler(registry, context: context)
        registerTestables(registry, observable: observable)
        registerTestErrors(registry)
        // Wrappers the tests use only to satisfy Swift's type checker.
        registry.function("EquatableArray(_:)") { arguments in arguments[0] }
        registry.function("AnyCollection(_:)") { arguments in arguments[0] }
    }

    /// `.next(210, 1)`, `.error(250, testError)`, `.completed(300)` (also as `Recorded.next(…)`, and
    /// `Recorded.events(…)` for a list), and
    /// `Subscription(200, 300)` / `Subscription(200)`.
    private static func registerRecorded(_ registry: HostRegistry) {
        let recordedNamespace = registry.namespace("Recorded")
        for type in [registry.implicitMembers, recordedNamespace] {
            type.method("next(_:_:)") { _, arguments in
                .object(RecordedObject(Recorded(time: try arguments.int(0), value: .next(arguments[1]))))
            }
            // The element type argument (`Recorded.completed(250, Int.self)`) only matters to Swift's type checker.
            for signature in ["error(_:_:)", "error(_:_:_:)"] {
                type.method(signature) { _, arguments in
                    .object(RecordedObject(Recorded(time: try arguments.int(0), value: .error(try arguments.error(1)))))
                }
            }
            for signature in ["completed(_:)", "completed(_:_:)"] {
                type.method(signature) { _, arguments in
                    .object(RecordedObject(Recorded(time: try arguments.int(0), value: .completed)))
                }
            }
        }
        recordedNamespace.method("events(_:...)") { _, arguments in .array(try arguments.array(0)) }
        let recorded = registry.type(for: RecordedObject.self, name: "Recorded")
        recorded.property("time") { .int(recordedOf($0)?.time ?? 0) }
        recorded.property("value") { value in recordedOf(value).map { .event($0.value) } ?? .nil }

        let subscriptionNamespace = registry.namespace("Subscription")
        subscriptionNamespace.constructor("init(_:_:)") { arguments in
            .object(SubscriptionObject(Subscription(try arguments.int(0), try arguments.int(1))))
        }
        subscriptionNamespace.constructor("init(_:)") { arguments in
            .object(SubscriptionObject(Subscription(try arguments.int(0))))
        }
        let subscription = registry.type(for: SubscriptionObject.self, name: "Subscription")
        subscription.property("subscribe") { value in
            (value.hostObject as? SubscriptionObject).map { .int($0.subscription.subscribe) } ?? .nil
        }
        subscription.property("unsubscribe") { value in
            (value.hostObject as? SubscriptionObject).map { .int($0.subscription.unsubscribe) } ?? .nil
        }
    }

    private static func recordedOf(_ value: Value) -> Recorded<Event<Value>>? {
        (value.hostObject as? RecordedObject)?.recorded
    }

    /// `TestScheduler(initialClock:resolution:simulateProcessingDelay:)` and its members.
    private static func registerTestScheduler(_ registry: HostRegistry, context: ScriptContext) {
        let namespace = registry.namespace("TestScheduler")
        namespace.constructor(
            "init(initialClock:resolution:simulateProcessingDelay:)",
            defaults: ["resolution": 1.0, "simulateProcessingDelay": true]
        ) { arguments in
            .object(
                TestSchedulerObject(
                    TestScheduler(
                        initialClock: try arguments.int(0),
                        resolution: try arguments.double(1),
                        simulateProcessingDelay: try arguments.bool(2))))
        }
        let schedulerType = registry.type(for: SchedulerObject.self, name: "Scheduler")
        let type = registry.type(for: TestSchedulerObject.self, name: "TestScheduler", parent: schedulerType)

        type.method("createHotObservable(_:)", on: TestSchedulerObject.self) { object, arguments in
            .object(TestableObservableObject(object.testScheduler.createHotObservable(try recordedEvents(arguments))))
        }
        type.method("createColdObservable(_:)", on: TestSchedulerObject.self) { object, arguments in
            .object(TestableObservableObject(object.testScheduler.createColdObservable(try recordedEvents(arguments))))
        }
        type.method("createObserver(_:)", on: TestSchedulerObject.self) { object, _ in
            .object(
                TestableObserverObject(
                    object.testScheduler.createObserver(Value.self),
                    origin: object.testScheduler.clock))
        }
        type.method("scheduleAt(_:action:)", on: TestSchedulerObject.self) { object, arguments in
            let action = try arguments.function(1)
            object.testScheduler.scheduleAt(try arguments.int(0)) { context.guarded { _ = try action.call() } }
            return .void
        }
        type.method("start()", on: TestSchedulerObject.self) { object, _ in
            object.testScheduler.start()
            return .void
        }
        type.method(
            "start(created:subscribed:disposed:create:)", on: TestSchedulerObject.self,
            defaults: [
                "created": .int(TestScheduler.Defaults.created),
                "subscribed": .int(TestScheduler.Defaults.subscribed),
                "disposed": .int(TestScheduler.Defaults.disposed),
            ]
        ) { object, arguments in
            let create = try arguments.function(3)
            var failure: Swift.Error?
            let subscribed = try arguments.int(1)
            let observer = object.testScheduler.start(
                created: try arguments.int(0), subscribed: subscribed,
                disposed: try arguments.int(2)
            ) { () -> Observable<Value> in
                do {
                    return try observableResult(of: create, for: "start")
                } catch {
                    failure = error
                    return .never()
                }
            }
            if let failure { throw failure }
            return .object(TestableObserverObject(observer, origin: subscribed))
        }
        type.method("advanceTo(_:)", on: TestSchedulerObject.self) { object, arguments in
            object.testScheduler.advanceTo(try arguments.int(0))
            return .void
        }
        type.method("stop()", on: TestSchedulerObject.self) { object, _ in
            object.testScheduler.stop()
            return .void
        }
        type.method("sleep(_:)", on: TestSchedulerObject.self) { object, arguments in
            object.testScheduler.sleep(try arguments.int(0))
            return .void
        }
        type.property("clock") { value in
            (value.hostObject as? TestSchedulerObject).map { .int($0.testScheduler.clock) } ?? .nil
        }
        type.method("schedule(_:action:)", on: TestSchedulerObject.self) { object, arguments in
            let action = try arguments.function(1)
            return .disposable(
                object.testScheduler.schedule(arguments[0]) { state in
                    scheduledAction(action, state, context: context)
                })
        }
        type.method("scheduleRelative(_:dueTime:action:)", on: TestSchedulerObject.self) { object, arguments in
            let action = try arguments.function(2)
            return .disposable(
                object.testScheduler.scheduleRelative(arguments[0], dueTime: try arguments.interval(1)) { state in
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

    /// The events of `createHotObservable([...])`.
    private static func recordedEvents(_ arguments: Arguments) throws -> [Recorded<Event<Value>>] {
        try arguments.array(0).map { element in
            guard let recorded = recordedOf(element) else {
                throw arguments.failure(
                    .argumentType(
                        "1", of: arguments.signature.description,
                        expected: "recorded events such as .next(210, 1)",
                        got: element.typeName), at: 0)
            }
            return recorded
        }
    }

    /// A closure's result as an observable (test sources included), or an error naming the closure.
    static func observableResult(
        of function: Function, argument: Value? = nil,
        for operatorName: String
    ) throws -> Observable<Value> {
        let result = try argument.map { try function.call($0) } ?? function.call()
        if let convertible = result.hostObject as? ObservableConvertible { return convertible.observable }
        throw ScriptError(
            .closureResult(operatorName, expected: "Observable", got: result.typeName),
            at: function.sourceRange)
    }

    /// `xs.subscriptions`, `xs.recordedEvents`, `res.events`.
    private static func registerTestables(_ registry: HostRegistry, observable: HostType) {
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

    /// The tests' other errors: `retryError` and `CustomErrorType()` (`testError…` come with the events,
    /// `RxError.*` with error handling).
    private static func registerTestErrors(_ registry: HostRegistry) {
        registry.value("retryError", .object(ErrorObject(TestError("retryError"))))
        registry.namespace("CustomErrorType").constructor("init()") { _ in
            .object(ErrorObject(TestError("CustomErrorType()")))
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
