extension ObservableType {
    /// Splits the source into windows, each an observable that completes when `count` elements went into it
    /// or `timeSpan` has passed, whichever comes first; a full window restarts the timer.
    ///
    /// The first window is emitted at subscription. Disposing the result keeps the source subscribed while
    /// windows are still being observed.
    /// - seealso: [window operator on reactivex.io](http://reactivex.io/documentation/operators/window.html)
    public func window(
        timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType
    )
        -> Observable<Observable<Element>>
    {
        WindowTimeCount(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

final class WindowTimeCount<Element>: Producer<Observable<Element>> {
    let source: Observable<Element>
    let timeSpan: RxTimeInterval
    let count: Int
    let scheduler: SchedulerType

    init(source: Observable<Element>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.source = source
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
    }

    override var operatorName: String { "window" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Observable<Element>
    {
        let sink = WindowTimeCountSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink, subscription)
    }
}

private final class WindowTimeCountSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Observable<Element> {
    private let parent: WindowTimeCount<Element>
    private let lock = RecursiveLock()
    @exclusivity(unchecked) private var subject = InnerSubject<Element>()
    @exclusivity(unchecked) private var countInWindow = 0
    @exclusivity(unchecked) private var windowID = 0
    private let timer = SerialDisposable()
    private let group = CompositeDisposable()
    // Open windows retain this, so the source stays subscribed until the last window observer leaves.
    private let refCount: RefCountDisposable

    init(parent: WindowTimeCount<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        _ = group.insert(timer)
        refCount = RefCountDisposable(disposable: group)
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        forwardOn(.next(InnerSequence(subject: subject, refCount: refCount, operatorName: "window")))
        armTimer(for: windowID)
        _ = group.insert(parent.source.subscribe(self))
        return refCount
    }

    private func completeWindowAndOpenNext() {
        subject.on(.completed)
        subject = InnerSubject()
        forwardOn(.next(InnerSequence(subject: subject, refCount: refCount, operatorName: "window")))
    }

    func on(_ event: Event<Element>) {
        let newWindowID: Int? = lock.performLocked {
            switch event {
            case .next(let element):
                subject.on(.next(element))
                countInWindow += 1
                guard countInWindow == parent.count else { return nil }
                countInWindow = 0
                windowID &+= 1
                completeWindowAndOpenNext()
                return windowID
            case .error(let error):
                subject.on(.error(error))
                forwardOn(.error(error))
                dispose()
                return nil
            case .completed:
                subject.on(.completed)
                forwardOn(.completed)
                dispose()
                return nil
            }
        }
        if let newWindowID { armTimer(for: newWindowID) }
    }

    private func armTimer(for id: Int) {
        if timer.isDisposed || lock.performLocked({ id != windowID }) { return }
        let scheduled = SingleAssignmentDisposable()
        timer.disposable = scheduled
        scheduled.setDisposable(
            parent.scheduler.scheduleRelative(id, dueTime: parent.timeSpan) { id in
                let newWindowID: Int? = self.lock.performLocked {
                    guard id == self.windowID else { return nil }
                    self.countInWindow = 0
                    self.windowID &+= 1
                    self.completeWindowAndOpenNext()
                    return self.windowID
                }
                if let newWindowID { self.armTimer(for: newWindowID) }
                return Disposables.create()
            })
    }
}
