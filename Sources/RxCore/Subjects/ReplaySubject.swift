/// A subject that replays buffered elements to each new subscriber, then forwards live events.
///
/// New subscribers get the buffer, then the terminal event if the subject has stopped. The replay runs under
/// the subject's lock, so events sent concurrently from other threads wait and ordering holds.
public class ReplaySubject<Element>: StageReportingObservable<Element>, SubjectType, ObserverType, Cancelable,
    SynchronizedUnsubscribeType
{
    /// The observer side is the subject itself.
    public typealias SubjectObserverType = ReplaySubject<Element>

    fileprivate let lock = RecursiveLock()
    @exclusivity(unchecked) private var observers = ObserverBag<Element>()
    @exclusivity(unchecked) private var disposed = false
    @exclusivity(unchecked) private var stoppedEvent: Event<Element>?

    /// Only the factories below create replay subjects.
    init(internal: Void) {
        super.init()
    }

    /// A subject that replays at most the last `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        precondition(bufferSize >= 0, "bufferSize can't be negative")
        if bufferSize == 1 { return ReplayOne() }
        return ReplayMany(bufferSize: bufferSize)
    }

    /// A subject that replays every element it has received; the caller keeps the buffer reasonable.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplayMany(bufferSize: nil)
    }

    public override var operatorName: String { "ReplaySubject" }

    /// True while at least one observer is subscribed.
    public var hasObservers: Bool { lock.performLocked { !observers.isEmpty } }

    /// True once `dispose()` has run.
    public var isDisposed: Bool { lock.performLocked { disposed } }

    /// Buffers a `next` and broadcasts the event; ignored after a terminal event or disposal.
    public func on(_ event: Event<Element>) {
        let targets: ObserverBag<Element> = lock.performLocked {
            if disposed || stoppedEvent != nil { return ObserverBag() }
            switch event {
            case .next(let element):
                addToBuffer(element)
                return observers
            case .error, .completed:
                stoppedEvent = event
                let targets = observers
                observers.removeAll()
                return targets
            }
        }
        targets.dispatch(event)
    }

    /// Subscribes `observer`, replaying the buffer first; a stopped subject then sends its terminal event.
    override func subscribeUntraced<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        lock.performLocked {
            if disposed {
                observer.on(.error(RxError.disposed(object: self)))
                return Disposables.create()
            }
            replayBuffer(to: observer.on)
            if let stoppedEvent {
                observer.on(stoppedEvent)
                return Disposables.create()
            }
            let key = observers.insert(ConcreteObserverBox(observer))
            return SubscriptionDisposable(owner: self, key: key)
        }
    }

    func synchronizedUnsubscribe(_ key: BagKey) {
        lock.performLocked {
            if disposed { return }
            _ = observers.removeKey(key)
        }
    }

    /// The subject itself.
    public func asObserver() -> ReplaySubject<Element> { self }

    /// Drops every subscriber and the buffer; later subscribers receive `RxError.disposed`.
    public func dispose() {
        lock.performLocked {
            disposed = true
            observers.removeAll()
            stoppedEvent = nil
            clearBuffer()
        }
    }

    // Buffer policy, overridden by the concrete subjects; always called under the lock.
    func addToBuffer(_ element: Element) { rxAbstractMethod() }
    func replayBuffer(to observer: (Event<Element>) -> Void) { rxAbstractMethod() }
    func clearBuffer() { rxAbstractMethod() }
}

/// `bufferSize == 1`: a single optional slot.
private final class ReplayOne<Element>: ReplaySubject<Element> {
    @exclusivity(unchecked) private var last: Element?

    init() { super.init(internal: ()) }

    override func addToBuffer(_ element: Element) { last = element }

    override func replayBuffer(to observer: (Event<Element>) -> Void) {
        if let last { observer(.next(last)) }
    }

    override func clearBuffer() { last = nil }
}

/// A bounded (or, with `nil`, unbounded) FIFO buffer.
private final class ReplayMany<Element>: ReplaySubject<Element> {
    private let bufferSize: Int?
    @exclusivity(unchecked) private var buffer: [Element] = []
    /// Index of the oldest live element; dropped slots are compacted away in batches.
    @exclusivity(unchecked) private var head = 0

    init(bufferSize: Int?) {
        self.bufferSize = bufferSize
        super.init(internal: ())
    }

    override func addToBuffer(_ element: Element) {
        buffer.append(element)
        guard let bufferSize else { return }
        if buffer.count - head > bufferSize { head += 1 }
        if head > 64 && head * 2 > buffer.count {
            buffer.removeFirst(head)
            head = 0
        }
    }

    override func replayBuffer(to observer: (Event<Element>) -> Void) {
        // Iterate a snapshot: an observer may re-enter `on` during the replay.
        let snapshot = buffer[head...]
        for element in snapshot { observer(.next(element)) }
    }

    override func clearBuffer() {
        buffer = []
        head = 0
    }
}
