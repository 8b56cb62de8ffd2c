extension ObservableType {
    /// Emits `element` forever, one element per scheduled action.
    public static func repeatElement(
        _ element: Element,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    )
        -> Observable<Element>
    {
        RepeatElement(element: element, scheduler: scheduler)
    }
}

final class RepeatElement<Element>: Producer<Element> {
    let element: Element
    let scheduler: ImmediateSchedulerType

    init(element: Element, scheduler: ImmediateSchedulerType) {
        self.element = element
        self.scheduler = scheduler
    }

    override var operatorName: String { "repeatElement" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = RepeatElementSink(observer: observer, cancel: cancel)
        let subscription = sink.run(element, scheduler: scheduler)
        return (sink, subscription)
    }
}

private final class RepeatElementSink<Observer: ObserverType>: Sink<Observer> {
    func run(_ element: Observer.Element, scheduler: ImmediateSchedulerType) -> Disposable {
        scheduler.scheduleRecursive(element) { element, recurse in
            self.forwardOn(.next(element))
            recurse(element)
        }
    }
}
