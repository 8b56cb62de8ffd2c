/// A `ReplaySubject` that never terminates: it replays its buffer and only accepts elements.
public final class ReplayRelay<Element>: ObservableType {
    private let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// A relay that replays at most the last `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.create(bufferSize: bufferSize))
    }

    /// A relay that replays every element it has accepted.
    public static func createUnbounded() -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.createUnbounded())
    }

    /// Buffers `element` and sends it to the current subscribers.
    public func accept(_ element: Element) {
        subject.onNext(element)
    }

    /// Subscribes `observer`, replaying the buffer first.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer, for: self, named: "ReplayRelay")
    }

    /// The underlying subject as an observable.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
