extension ObservableType {
    /// The sequence's elements in order, then completion, reported to stage tracing as `name`.
    ///
    /// For bridges whose elements are another type than the sequence they model: the script language emits
    /// `range` as a sequence of its own values and wants the stage still called `range`.
    public static func sequence<S: Sequence>(
        _ sequence: S, named name: String,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    )
        -> Observable<Element> where S.Element == Element
    {
        SequenceProducer(elements: sequence, scheduler: scheduler, name: name)
    }
}

extension ObservableType {
    /// `count` integers from `start`, each made into an element by `element` as it is sent, then completion;
    /// reported to stage tracing as `name`.
    ///
    /// What `sequence(_:named:)` gives for a counting sequence, without an iterator or an optional per element: on
    /// the current-thread scheduler it counts in plain `Int`, as `range` over `Int` does. The caller checks that
    /// `start + count - 1` does not overflow.
    public static func integers(
        from start: Int, count: Int, named name: String,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        element: @escaping (Int) -> Element
    ) -> Observable<Element> {
        if scheduler is CurrentThreadScheduler {
            return MappedIntRangeProducer(start: start, count: count, name: name, element: element)
        }
        return SequenceProducer(
            elements: MappedIntegers(upcoming: start, remaining: count, element: element),
            scheduler: scheduler, name: name)
    }
}

/// `start, start + 1, …` made into elements, for schedulers other than the current thread's.
private struct MappedIntegers<Element>: Sequence, IteratorProtocol {
    var upcoming: Int
    var remaining: Int
    let element: (Int) -> Element

    mutating func next() -> Element? {
        guard remaining > 0 else { return nil }
        remaining -= 1
        let current = upcoming
        // Stepping past the last element could overflow at Int.max.
        if remaining > 0 { upcoming += 1 }
        return element(current)
    }
}

private final class MappedIntRangeProducer<Element>: Producer<Element> {
    private let start: Int
    private let count: Int
    private let name: String
    private let element: (Int) -> Element

    init(start: Int, count: Int, name: String, element: @escaping (Int) -> Element) {
        self.start = start
        self.count = count
        self.name = name
        self.element = element
    }

    override var operatorName: String { name }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = MappedIntRangeSink(observer: observer, cancel: cancel, start: start, count: count, element: element)
        CurrentThreadScheduler.enqueue(sink)
        return (sink, Disposables.create())
    }
}

/// Sends one element per trampoline step, re-enqueueing itself only when other work waits (as
/// `TrampolinedSequenceSink` does).
private final class MappedIntRangeSink<Observer: ObserverType>: Sink<Observer>, TrampolineItem {
    /// Advanced only by the thread draining the trampoline, so without dynamic exclusivity checks.
    @exclusivity(unchecked) private var current: Int
    @exclusivity(unchecked) private var remaining: Int
    private let element: (Int) -> Observer.Element

    init(observer: Observer, cancel: Cancelable, start: Int, count: Int, element: @escaping (Int) -> Observer.Element) {
        current = start
        remaining = count
        self.element = element
        super.init(observer: observer, cancel: cancel)
    }

    func runFromTrampoline() {
        let trampoline = Trampoline.current
        while !isDisposed {
            if remaining == 0 {
                forwardCompletedAndDispose()
                return
            }
            let value = current
            remaining -= 1
            if remaining > 0 { current += 1 }
            forwardNext(element(value))
            if trampoline.hasPending {
                trampoline.enqueue(self)
                return
            }
        }
    }
}
