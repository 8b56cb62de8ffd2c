import Synchronization

/// A sequence that shares one subscription to its source, made by `connect()`.
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes the shared subject to the source; disposing the result disconnects.
    func connect() -> Disposable
}

/// An observable wrapper that subscribers can join before or after it is connected to its source.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    /// Subscribes the shared subject to the source; returns the current connection if already connected.
    public func connect() -> Disposable {
        rxAbstractMethod()
    }
}

extension ObservableType {
    /// Multicasts through `subject`, the same one for every connection, so late subscribers see what it retained.
    ///
    /// - seealso: [multicast operator on reactivex.io](http://reactivex.io/documentation/operators/publish.html)
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), name: "multicast", makeSubject: { subject })
    }

    /// Multicasts through a new subject per connection; the subject is dropped when the connection is disposed
    /// or the source terminates.
    public func multicast<Subject: SubjectType>(
        makeSubject: @escaping () -> Subject
    )
        -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element
    {
        ConnectableObservableAdapter(source: asObservable(), name: "multicast", makeSubject: makeSubject)
    }

    /// A connectable sequence that shares one subscription through a new `PublishSubject` per connection.
    ///
    /// - seealso: [publish operator on reactivex.io](http://reactivex.io/documentation/operators/publish.html)
    public func publish() -> ConnectableObservable<Element> {
        ConnectableObservableAdapter(source: asObservable(), name: "publish", makeSubject: { PublishSubject() })
    }

    /// A connectable sequence that shares one subscription through a new `ReplaySubject` of `bufferSize` per
    /// connection.
    ///
    /// - seealso: [replay operator on reactivex.io](http://reactivex.io/documentation/operators/replay.html)
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        ConnectableObservableAdapter(
            source: asObservable(), name: "replay",
            makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })
    }

    /// A connectable sequence that shares one subscription through a new unbounded `ReplaySubject` per
    /// connection.
    public func replayAll() -> ConnectableObservable<Element> {
        ConnectableObservableAdapter(
            source: asObservable(), name: "replayAll",
            makeSubject: { ReplaySubject.createUnbounded() })
    }

    /// For each subscription, multicasts the source through a fresh subject into `selector`, subscribes to its
    /// result, then connects.
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        Multicast(source: asObservable(), subjectSelector: subjectSelector, selector: selector)
    }
}

extension ConnectableObservableType {
    /// Connects on the first subscriber and disconnects when the last one leaves or the source terminates.
    ///
    /// - seealso: [refCount operator on reactivex.io](http://reactivex.io/documentation/operators/refcount.html)
    public func refCount() -> Observable<Element> {
        RefCount(source: self, name: "refCount")
    }
}

/// The connectable behind `multicast`, `publish`, `replay` and `replayAll`.
final class ConnectableObservableAdapter<Subject: SubjectType>: ConnectableObservable<Subject.Element> {
    fileprivate let source: Observable<Subject.Observer.Element>
    private let makeSubject: () -> Subject
    private let name: String

    fileprivate let lock = RecursiveLock()
    fileprivate var subject: Subject?
    fileprivate var connection: MulticastConnection<Subject>?
    /// With stage tracing: the stage of the latest subscriber, under which a connection traces the upstream.
    private weak var subscriberStage: TraceStage?

    init(source: Observable<Subject.Observer.Element>, name: String, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.name = name
        self.makeSubject = makeSubject
        super.init()
    }

    override var operatorName: String { name }

    override func connect() -> Disposable {
        lock.performLocked {
            if let connection { return connection }
            let subscription = SingleAssignmentDisposable()
            let connection = MulticastConnection(
                parent: self, subjectObserver: lazySubject.asObserver(),
                subscription: subscription)
            self.connection = connection
            if let stage = subscriberStage {
                let linked = StageLinkedObserver(observer: connection, traceStage: stage)
                subscription.setDisposable(source.subscribe(linked))
            } else {
                subscription.setDisposable(source.subscribe(connection))
            }
            return connection
        }
    }

    /// The current connection's subject, made on first use after each disconnection.
    private var lazySubject: Subject {
        lock.performLocked {
            if let subject { return subject }
            let subject = makeSubject()
            self.subject = subject
            return subject
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Subject.Element {
        if let tracer = StageTracing.tracer {
            return StageTracing.traceSubscription(of: self, observer: observer, tracer: tracer) { traced, stage in
                self.lock.performLocked { self.subscriberStage = stage }
                return self.lazySubject.subscribe(EndReportingObserver(observer: traced, stage: stage))
            }
        }
        return lazySubject.subscribe(observer)
    }

    /// Forgets `connection` (and its subject) if it is still the current one.
    fileprivate func disconnect(_ connection: MulticastConnection<Subject>) {
        lock.performLocked {
            if self.connection === connection {
                self.connection = nil
                subject = nil
            }
        }
    }
}

/// One connection of a connectable: feeds the subject until disposed or the source terminates.
final class MulticastConnection<Subject: SubjectType>: ObserverType, Cancelable {
    typealias Element = Subject.Observer.Element

    private let lock: RecursiveLock
    private var parent: ConnectableObservableAdapter<Subject>?
    private var subscription: Disposable?
    private let subjectObserver: Subject.Observer
    private let disposed = Atomic<Bool>(false)

    fileprivate init(
        parent: ConnectableObservableAdapter<Subject>, subjectObserver: Subject.Observer,
        subscription: Disposable
    ) {
        self.parent = parent
        self.lock = parent.lock
        self.subjectObserver = subjectObserver
        self.subscription = subscription
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    func on(_ event: Event<Element>) {
        if isDisposed { return }
        // Disconnect before the subject sees the terminal event, so its subscribers can reconnect from their
        // handlers and get a new connection (and, for `makeSubject`, a new subject).
        if event.isStopEvent { dispose() }
        subjectObserver.on(event)
    }

    func dispose() {
        let (parent, subscription): (ConnectableObservableAdapter<Subject>?, Disposable?) = lock.performLocked {
            disposed.store(true, ordering: .releasing)
            let taken = (self.parent, self.subscription)
            self.parent = nil
            self.subscription = nil
            return taken
        }
        parent?.disconnect(self)
        subscription?.dispose()
    }
}

/// `refCount()`: connects on the first subscriber, disconnects at zero or when the source terminates.
final class RefCount<Source: ConnectableObservableType>: Producer<Source.Element> {
    fileprivate let lock = RecursiveLock()
    fileprivate var count = 0
    /// Bumped when the source terminates, so subscriptions of an older connection don't touch the new count.
    fileprivate var connectionID: Int64 = 0
    fileprivate var connectableSubscription: Disposable?
    fileprivate let source: Source
    private let name: String

    init(source: Source, name: String) {
        self.source = source
        self.name = name
    }

    override var operatorName: String { name }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Source.Element
    {
        let sink = RefCountSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink, subscription)
    }
}

private final class RefCountSink<Source: ConnectableObservableType, Observer: ObserverType>: Sink<Observer>,
    ObserverType
where Source.Element == Observer.Element {
    typealias Element = Observer.Element

    private let parent: RefCount<Source>
    private var connectionIDSnapshot: Int64 = -1

    init(parent: RefCount<Source>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        // Subscribe to the subject first, then connect: a synchronous source reaches this subscriber too.
        let subscription = parent.source.subscribe(self)
        parent.lock.lock()
        defer { parent.lock.unlock() }
        connectionIDSnapshot = parent.connectionID
        // Terminated during subscription (e.g. a `.forever` subject that already stopped): no connection.
        if isDisposed { return Disposables.create() }
        parent.count += 1
        if parent.count == 1 {
            parent.connectableSubscription = parent.source.connect()
        }
        let parent = self.parent
        let snapshot = connectionIDSnapshot
        return Disposables.create {
            subscription.dispose()
            let connection: Disposable? = parent.lock.performLocked {
                if parent.connectionID != snapshot { return nil }
                precondition(parent.count > 0, "refCount disposed more subscriptions than it counted")
                parent.count -= 1
                if parent.count > 0 { return nil }
                let connection = parent.connectableSubscription
                parent.connectableSubscription = nil
                return connection
            }
            connection?.dispose()
        }
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error, .completed:
            let connection: Disposable? = parent.lock.performLocked {
                if parent.connectionID != connectionIDSnapshot { return nil }
                let connection = parent.connectableSubscription
                parent.count = 0
                parent.connectionID &+= 1
                parent.connectableSubscription = nil
                return connection
            }
            connection?.dispose()
            forwardOn(event)
            dispose()
        }
    }
}

/// `multicast(_:selector:)`: a private connectable per subscription.
final class Multicast<Subject: SubjectType, Result>: Producer<Result> {
    typealias SubjectSelector = () throws -> Subject
    typealias Selector = (Observable<Subject.Element>) throws -> Observable<Result>

    fileprivate let source: Observable<Subject.Observer.Element>
    fileprivate let subjectSelector: SubjectSelector
    fileprivate let selector: Selector

    init(
        source: Observable<Subject.Observer.Element>, subjectSelector: @escaping SubjectSelector,
        selector: @escaping Selector
    ) {
        self.source = source
        self.subjectSelector = subjectSelector
        self.selector = selector
    }

    override var operatorName: String { "multicast" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Result
    {
        let sink = MulticastSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink, subscription)
    }
}

private final class MulticastSink<Subject: SubjectType, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let parent: Multicast<Subject, Element>

    init(parent: Multicast<Subject, Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        do {
            let subject = try parent.subjectSelector()
            let connectable = ConnectableObservableAdapter(
                source: parent.source, name: "multicast",
                makeSubject: { subject })
            let observable = try parent.selector(connectable.asObservable())
            let subscription = observable.subscribe(self)
            let connection = connectable.connect()
            return Disposables.create(subscription, connection)
        } catch {
            forwardOn(.error(error))
            dispose()
            return Disposables.create()
        }
    }

    func on(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent { dispose() }
    }
}
