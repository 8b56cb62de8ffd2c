import RxCore

extension Builtins {
    /// Subjects and relays as values: `PublishSubject()`, `BehaviorSubject(value:)`,
    /// `ReplaySubject.create(bufferSize:)`, `ReplaySubject.createUnbounded()`, `AsyncSubject()`, `PublishRelay()`,
    /// `BehaviorRelay(value:)`, `ReplayRelay.create(bufferSize:)`, with `onNext`/`onError`/`onCompleted`/`on`,
    /// `asObserver()`, `value()`, `hasObservers`, `dispose()`, `accept` and `.value`. Every observable operator
    /// applies to them.
    static func registerSubjects(_ registry: HostRegistry, observable: HostType) {
        registry.namespace("PublishSubject").constructor("init()") { _ in .object(PublishSubjectObject()) }
        registry.namespace("BehaviorSubject").constructor("init(value:)") { arguments in
            .object(BehaviorSubjectObject(value: arguments[0]))
        }
        let replay = registry.namespace("ReplaySubject")
        replay.method("create(bufferSize:)") { _, arguments in
            .object(ReplaySubjectObject(.create(bufferSize: try bufferSize(arguments, "ReplaySubject.create"))))
        }
        replay.method("createUnbounded()") { _, _ in .object(ReplaySubjectObject(.createUnbounded())) }
        registry.namespace("AsyncSubject").constructor("init()") { _ in .object(AsyncSubjectObject()) }

        let subject = registry.type(for: SubjectObject.self, name: "Subject", parent: observable)
        registerObserverMembers(subject, on: SubjectObject.self) { $0.observer }
        subject.method("asObserver()", on: SubjectObject.self) { object, _ in .object(ObserverObject(object.observer)) }
        subject.property("hasObservers") { receiver in
            guard case .object(let object as SubjectObject) = receiver else { return .nil }
            return .bool(object.hasObservers)
        }
        subject.method("dispose()", on: SubjectObject.self) { object, _ in
            object.dispose()
            return .void
        }
        for (type, name) in [(PublishSubjectObject.self, "PublishSubject"), (ReplaySubjectObject.self, "ReplaySubject"),
                             (AsyncSubjectObject.self, "AsyncSubject")] as [(HostObject.Type, String)] {
            registry.type(for: type, name: name, parent: subject)
        }
        let behavior = registry.type(for: BehaviorSubjectObject.self, name: "BehaviorSubject", parent: subject)
        behavior.method("value()", on: BehaviorSubjectObject.self) { object, _ in try object.subject.value() }

        registerRelays(registry, observable: observable)
    }

    private static func registerRelays(_ registry: HostRegistry, observable: HostType) {
        registry.namespace("PublishRelay").constructor("init()") { _ in .object(RelayObject.publish()) }
        registry.namespace("BehaviorRelay").constructor("init(value:)") { arguments in
            .object(RelayObject.behavior(arguments[0]))
        }
        let replay = registry.namespace("ReplayRelay")
        replay.method("create(bufferSize:)") { _, arguments in
            .object(RelayObject.replay(.create(bufferSize: try bufferSize(arguments, "ReplayRelay.create"))))
        }
        replay.method("createUnbounded()") { _, _ in .object(RelayObject.replay(.createUnbounded())) }

        let relay = registry.type(for: RelayObject.self, name: "Relay", parent: observable)
        relay.method("accept(_:)", on: RelayObject.self) { object, arguments in
            object.accept(arguments[0])
            return .void
        }
        relay.property("value") { receiver in
            guard case .object(let object as RelayObject) = receiver, let value = object.currentValue else {
                throw ScriptError(.relayHasNoValue(receiver.typeName), at: nil)
            }
            return value()
        }
    }

    /// `onNext`, `onError`, `onCompleted` and `on(_:)` for any object with an observer side.
    static func registerObserverMembers<T: HostObject>(_ type: HostType, on objectType: T.Type,
                                                       observer: @escaping (T) -> AnyObserver<Value>) {
        type.method("onNext(_:)", on: T.self) { object, arguments in
            observer(object).onNext(arguments[0])
            return .void
        }
        type.method("onError(_:)", on: T.self) { object, arguments in
            observer(object).onError(try arguments.error(0))
            return .void
        }
        type.method("onCompleted()", on: T.self) { object, _ in
            observer(object).onCompleted()
            return .void
        }
        type.method("on(_:)", on: T.self) { object, arguments in
            let event = try arguments.object(0, as: EventObject.self, expected: "an Event such as .next(1)")
            observer(object).on(event.event)
            return .void
        }
    }

    /// A buffer size argument: RxSwift traps on a negative one; here it is a diagnostic.
    private static func bufferSize(_ arguments: Arguments, _ name: String) throws -> Int {
        let size = try arguments.int(0)
        guard size >= 0 else { throw arguments.failure(.negativeCount(name), at: 0) }
        return size
    }
}
