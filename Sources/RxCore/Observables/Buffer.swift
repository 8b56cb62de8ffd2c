extension ObservableType {
    /// Collects elements into arrays, emitted when `count` elements are in or when `timeSpan` has passed,
    /// whichever comes first; a full buffer restarts the timer.
    ///
    /// Timer ticks emit even an empty array. Completion emits the current buffer (possibly empty), then
    /// completes; an error drops the buffer.
    /// - seealso: [buffer operator on reactivex.io](http://reactivex.io/documentation/operators/buffer.html)
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        BufferTimeCount(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

final class BufferTimeCount<Element>: Producer<[Element]> {
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

    override var operatorName: String { "buffer" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == [Element]
    {
        let sink = BufferTimeCountSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink, subscription)
    }
}

private final class BufferTimeCountSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == [Element] {
    private let parent: BufferTimeCount<Element>
    private let lock = RecursiveLock()
    private let timer = SerialDisposable()
    @exclusivity(unchecked) private var buffer: [Element] = []
    // Identifies the current buffer, so a timer armed for an earlier one does nothing.
    @exclusivity(unchecked) private var windowID = 0

    init(parent: BufferTimeCount<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        armTimer(for: windowID)
        return Disposables.create(timer, parent.source.subscribe(self))
    }

    func on(_ event: Event<Element>) {
        lock.performLocked {
            switch event {
            case .next(let element):
                buffer.append(element)
                if buffer.count == parent.count {
                    emitAndStartNewBuffer()
                }
            case .error(let error):
                buffer = []
                forwardOn(.error(error))
                dispose()
            case .completed:
                forwardOn(.next(buffer))
                forwardOn(.completed)
                dispose()
            }
        }
    }

    private func emitAndStartNewBuffer() {
        windowID &+= 1
        let id = windowID
        let full = buffer
        buffer = []
        forwardOn(.next(full))
        armTimer(for: id)
    }

    private func armTimer(for id: Int) {
        if timer.isDisposed || id != windowID { return }
        let scheduled = SingleAssignmentDisposable()
        timer.disposable = scheduled
        scheduled.setDisposable(
            parent.scheduler.scheduleRelative(id, dueTime: parent.timeSpan) { id in
                self.lock.performLocked {
                    if id == self.windowID { self.emitAndStartNewBuffer() }
                }
                return Disposables.create()
            })
    }
}
