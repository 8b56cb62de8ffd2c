import RxCore

/// A subject as a script value: an observable (every operator applies) and an observer (`xs.subscribe(subject)`).
public class SubjectObject: HostObject, ObservableConvertible, ObserverConvertible, @unchecked Sendable {
    /// The subject as an observable.
    public var observable: Observable<Value> {
        wrapsOptionalElements ? elements.map { $0.asOptional } : elements
    }
    private let elements: Observable<Value>
    /// Declared with an optional element type (`PublishSubject<Int?>()`): its subscribers get Optionals.
    var wrapsOptionalElements = false
    /// The subject's observer side.
    public let observer: AnyObserver<Value>
    private let kind: String
    private let observed: () -> Bool
    private let disposeSubject: () -> Void

    init<Subject: Observable<Value> & ObserverType & Cancelable>(
        _ subject: Subject, kind: String,
        hasObservers: @escaping () -> Bool
    )
    where Subject.Element == Value {
        self.elements = subject
        self.observer = AnyObserver(subject)
        self.kind = kind
        self.observed = hasObservers
        self.disposeSubject = subject.dispose
    }

    public override var typeName: String { kind }
    public override var description: String { kind }

    /// True while someone is subscribed.
    var hasObservers: Bool { observed() }

    /// Releases the subject; later subscribers get `RxError.disposed`.
    func dispose() { disposeSubject() }
}

/// `PublishSubject()`: only future events reach a subscriber.
public final class PublishSubjectObject: SubjectObject, @unchecked Sendable {
    init(_ subject: PublishSubject<Value> = PublishSubject()) {
        super.init(subject, kind: "PublishSubject", hasObservers: { subject.hasObservers })
    }
}

/// `BehaviorSubject(value:)`: replays its current value; `value()` reads it.
public final class BehaviorSubjectObject: SubjectObject, @unchecked Sendable {
    let subject: BehaviorSubject<Value>

    init(value: Value) {
        let subject = BehaviorSubject(value: value)
        self.subject = subject
        super.init(subject, kind: "BehaviorSubject", hasObservers: { subject.hasObservers })
    }
}

/// `ReplaySubject.create(bufferSize:)` and `createUnbounded()`: replays its buffer to each subscriber.
public final class ReplaySubjectObject: SubjectObject, @unchecked Sendable {
    init(_ subject: ReplaySubject<Value>) {
        super.init(subject, kind: "ReplaySubject", hasObservers: { subject.hasObservers })
    }
}

/// `AsyncSubject()`: emits only its last element, at completion.
public final class AsyncSubjectObject: SubjectObject, @unchecked Sendable {
    init(_ subject: AsyncSubject<Value> = AsyncSubject()) {
        super.init(subject, kind: "AsyncSubject", hasObservers: { subject.hasObservers })
    }
}

/// The subject side a `multicast` uses: any script subject, seen through RxCore's `SubjectType`.
struct ScriptSubject: SubjectType {
    typealias Element = Value
    let observable: Observable<Value>
    let observer: AnyObserver<Value>

    init(_ subject: SubjectObject) {
        observable = subject.observable
        observer = subject.observer
    }

    /// A stand-in when a `makeSubject` closure failed: subscribers get `error`, events are dropped.
    init(failure: Swift.Error) {
        observable = .error(failure)
        observer = AnyObserver { _ in }
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Value {
        observable.subscribe(observer)
    }

    func asObserver() -> AnyObserver<Value> { observer }
}
