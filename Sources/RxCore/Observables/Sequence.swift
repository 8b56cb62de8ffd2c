extension ObservableType {
    /// The given elements in order, then completion; by default through the current-thread trampoline.
    public static func of(
        _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    )
        -> Observable<Element>
    {
        SequenceProducer(elements: elements, scheduler: scheduler, name: "of")
    }

    /// The array's elements in order, then completion.
    public static func from(
        _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    )
        -> Observable<Element>
    {
        SequenceProducer(elements: array, scheduler: scheduler, name: "from")
    }

    /// The sequence's elements in order, then completion.
    public static func from<S: Sequence>(
        _ sequence: S,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    )
        -> Observable<Element> where S.Element == Element
    {
        SequenceProducer(elements: sequence, scheduler: scheduler, name: "from")
    }

    /// One element if `optional` holds a value, then completion.
    public static func from(optional: Element?) -> Observable<Element> {
        if let value = optional { return just(value) }
        return empty()
    }
}

extension ObservableType where Element: FixedWidthInteger {
    /// `count` consecutive integers from `start`, then completion.
    public static func range(
        start: Element, count: Element,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        precondition(count >= 0, "count can't be negative")
        precondition(
            count == 0 || start.addingReportingOverflow(count - 1).overflow == false,
            "overflow of count")
        if Element.self == Int.self && scheduler is CurrentThreadScheduler {
            return IntRangeProducer(start: start as! Int, count: count as! Int) as! Observable<Element>
        }
        return SequenceProducer(
            elements: RangeSequence(start: start, count: count), scheduler: scheduler,
            name: "range")
    }
}

/// `start, start+1, …` for `count` elements, without overflow at the top of the type's range.
struct RangeSequence<Element: FixedWidthInteger>: Sequence, IteratorProtocol {
    var upcoming: Element
    var remaining: Element

    init(start: Element, count: Element) {
        upcoming = start
        remaining = count
    }

    mutating func next() -> Element? {
        if remaining <= 0 { return nil }
        remaining -= 1
        let value = upcoming
        if remaining > 0 { upcoming += 1 }
        return value
    }
}

final class SequenceProducer<S: Sequence>: Producer<S.Element> {
    let elements: S
    let scheduler: ImmediateSchedulerType
    let name: String

    init(elements: S, scheduler: ImmediateSchedulerType, name: String) {
        self.elements = elements
        self.scheduler = scheduler
        self.name = name
    }

    override var operatorName: String { name }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == S.Element
    {
        if scheduler is CurrentThreadScheduler {
            let sink = TrampolinedSequenceSink<S.Element, Observer, S.Iterator>(
                observer: observer, cancel: cancel,
                iterator: elements.makeIterator())
            CurrentThreadScheduler.enqueue(sink)
            return (sink, Disposables.create())
        }
        let sink = ScheduledSequenceSink(observer: observer, cancel: cancel)
        let subscription = sink.run(elements.makeIterator(), scheduler: scheduler)
        return (sink, subscription)
    }
}

/// Emits one element per trampoline step, as RxSwift's recursive scheduling does, but re-enqueues itself
/// only when other trampolined work is waiting (otherwise the next step would run at once anyway).
private final class TrampolinedSequenceSink<Element, Observer: ObserverType, Iterator: IteratorProtocol>:
    Sink<Observer>, TrampolineItem
where Iterator.Element == Element, Observer.Element == Element {
    /// Advanced only by the thread draining the trampoline, so without dynamic exclusivity checks (one per element).
    @exclusivity(unchecked) private var iterator: Iterator

    init(observer: Observer, cancel: Cancelable, iterator: Iterator) {
        self.iterator = iterator
        super.init(observer: observer, cancel: cancel)
    }

    func runFromTrampoline() {
        let trampoline = Trampoline.current
        while !isDisposed {
            guard let element = iterator.next() else {
                forwardCompletedAndDispose()
                return
            }
            forwardNext(element)
            if trampoline.hasPending {
                trampoline.enqueue(self)
                return
            }
        }
    }
}

private final class ScheduledSequenceSink<Observer: ObserverType>: Sink<Observer> {
    func run<Iterator: IteratorProtocol>(_ iterator: Iterator, scheduler: ImmediateSchedulerType) -> Disposable
    where Iterator.Element == Observer.Element {
        scheduler.scheduleRecursive(iterator) { iterator, recurse in
            var iterator = iterator
            if let element = iterator.next() {
                self.forwardOn(.next(element))
                recurse(iterator)
            } else {
                self.forwardOn(.completed)
                self.dispose()
            }
        }
    }
}

/// `range` over `Int` on the trampoline: counts in plain `Int`, since generic integer arithmetic in
/// unspecialized code costs several witness calls per element.
final class IntRangeProducer: Producer<Int> {
    private let start: Int
    private let count: Int

    init(start: Int, count: Int) {
        self.start = start
        self.count = count
    }

    override var operatorName: String { "range" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Int
    {
        let sink = IntRangeSink(observer: observer, cancel: cancel, start: start, count: count)
        CurrentThreadScheduler.enqueue(sink)
        return (sink, Disposables.create())
    }
}

private final class IntRangeSink<Observer: ObserverType>: Sink<Observer>, TrampolineItem
where Observer.Element == Int {
    private var current: Int
    private var remaining: Int

    init(observer: Observer, cancel: Cancelable, start: Int, count: Int) {
        current = start
        remaining = count
        super.init(observer: observer, cancel: cancel)
    }

    func runFromTrampoline() {
        let trampoline = Trampoline.current
        while !isDisposed {
            if remaining == 0 {
                forwardCompletedAndDispose()
                return
            }
            let element = current
            remaining -= 1
            if remaining > 0 { current += 1 }
            forwardNext(element)
            if trampoline.hasPending {
                trampoline.enqueue(self)
                return
            }
        }
    }
}
