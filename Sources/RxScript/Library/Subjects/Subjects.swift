import RxCore

extension Builtins {
    /// An observer's `onNext`, `onError`, `onCompleted` and `on(_:)`.
    @_optimize(none) static func registerObserver(_ registry: HostRegistry) {
        let observer = registry.type(for: ObserverObject.self, name: "Observer")
        registerObserverMembers(observer, on: ObserverObject.self) { $0.observer }
    }

    /// Subjects and relays as values: `PublishSubject()`, `BehaviorSubject(value:)`,
    /// `ReplaySubject.create(bufferSize:)`, `ReplaySubject.createUnbounded()`, `AsyncSubject()`, `PublishRelay()`,
    /// `BehaviorRelay(value:)`, `ReplayRelay.create(bufferSize:)`, with `onNext`/`onError`/`onCompleted`/`on`,
    /// `asObserver()`, `value()`, `hasObservers`, `dispose()`, `accept` and `.value`. Every observable operator
    /// applies to them.
    @_optimize(none) static func registerSubjects(_ registry: HostRegistry, observable: HostType) {
        registry.namespace("PublishSubject").constructor("init") { .object(PublishSubjectObject()) }
        registry.namespace("BehaviorSubject").constructor("init", .value("value")) { value in
            .object(BehaviorSubjectObject(value: value))
        }
        let replay = registry.namespace("ReplaySubject")
        replay.method("create", bufferSize("ReplaySubject.create")) { _, size in
            .object(ReplaySubjectObject(.create(bufferSize: size)))
        }
        replay.method("createUnbounded") { _ in .object(ReplaySubjectObject(.createUnbounded())) }
        registry.namespace("AsyncSubject").constructor("init") { .object(AsyncSubjectObject()) }

        let subject = registry.type(for: SubjectObject.self, name: "Subject", parent: observable)
        registerObserverMembers(subject, on: SubjectObject.self) { $0.observer }
        subject.method("asObserver", on: SubjectObject.self) { object in .object(ObserverObject(object.observer)) }
        subject.property("hasObservers") { receiver in
            guard case .object(let object as SubjectObject) = receiver else { return .nil }
            return .bool(object.hasObservers)
        }
        subject.method("dispose", on: SubjectObject.self) { object in
            object.dispose()
            return .void
        }
        for (type, name) in [
            (PublishSubjectObject.self, "PublishSubject"), (ReplaySubjectObject.self, "ReplaySubject"),
            (AsyncSubjectObject.self, "AsyncSubject"),
        ] as [(HostObject.Type, String)] {
            registry.type(for: type, name: name, parent: subject)
        }
        let behavior = registry.type(for: BehaviorSubjectObject.self, name: "BehaviorSubject", parent: subject)
        behavior.method("value", on: BehaviorSubjectObject.self) { object in
            let value = try object.subject.value()
            return object.wrapsOptionalElements ? value.asOptional : value
        }

        registerRelays(registry, observable: observable)
    }

    @_optimize(none) private static func registerRelays(_ registry: HostRegistry, observable: HostType) {
        registry.namespace("PublishRelay").constructor("init") { .object(RelayObject.publish()) }
        registry.namespace("BehaviorRelay").constructor("init", .value("value")) { value in
            .object(RelayObject.behavior(value))
        }
        let replay = registry.namespace("ReplayRelay")
        replay.method("create", bufferSize("ReplayRelay.create")) { _, size in
            .object(RelayObject.replay(.create(bufferSize: size)))
        }
        replay.method("createUnbounded") { _ in .object(RelayObject.replay(.createUnbounded())) }

        let relay = registry.type(for: RelayObject.self, name: "Relay", parent: observable)
        relay.method("accept", .value(), on: RelayObject.self) { object, element in
            object.accept(element)
            return .void
        }
        relay.property("value") { receiver in
            guard case .object(let object as RelayObject) = receiver, let value = object.currentValue else {
                throw ScriptError(.relayHasNoValue(receiver.typeName), at: nil)
            }
            return object.wrapsOptionalElements ? value().asOptional : value()
        }
    }

    /// `onNext`, `onError`, `onCompleted` and `on(_:)` for any object with an observer side.
    @_optimize(none) static func registerObserverMembers<T: HostObject>(
        _ type: HostType, on objectType: T.Type,
        observer: @escaping (T) -> AnyObserver<Value>
    ) {
        type.method("onNext", .value(), on: T.self) { object, element in
            observer(object).onNext(element)
            return .void
        }
        type.method("onError", .error(), on: T.self) { object, error in
            observer(object).onError(error)
            return .void
        }
        type.method("onCompleted", on: T.self) { object in
            observer(object).onCompleted()
            return .void
        }
        let event = HostParameter<EventObject>.object(as: EventObject.self, expected: "an Event such as .next(1)")
        type.method("on", event, on: T.self) { object, event in
            observer(object).on(event.event)
            return .void
        }
    }

    /// A buffer size parameter: RxSwift traps on a negative one; here it is a diagnostic.
    private static func bufferSize(_ name: String) -> HostParameter<Int> {
        .count("bufferSize", for: name)
    }
}
