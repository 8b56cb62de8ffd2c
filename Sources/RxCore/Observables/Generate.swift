extension ObservableType {
    /// Emits `initialState`, then each `iterate`d state, while `condition` holds; one step per scheduled action.
    ///
    /// A throwing `condition` or `iterate` ends the sequence with that error.
    public static func generate(
        initialState: Element, condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        Generate(initialState: initialState, condition: condition, iterate: iterate, scheduler: scheduler)
    }
}

final class Generate<Element>: Producer<Element> {
    let initialState: Element
    let condition: (Element) throws -> Bool
    let iterate: (Element) throws -> Element
    let scheduler: ImmediateSchedulerType

    init(
        initialState: Element, condition: @escaping (Element) throws -> Bool,
        iterate: @escaping (Element) throws -> Element, scheduler: ImmediateSchedulerType
    ) {
        self.initialState = initialState
        self.condition = condition
        self.iterate = iterate
        self.scheduler = scheduler
    }

    override var operatorName: String { "generate" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = GenerateSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink, subscription)
    }
}

private final class GenerateSink<Observer: ObserverType>: Sink<Observer> {
    private let parent: Generate<Observer.Element>
    @exclusivity(unchecked) private var state: Observer.Element

    init(parent: Generate<Observer.Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        self.state = parent.initialState
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        parent.scheduler.scheduleRecursive(true) { isFirst, recurse in
            do {
                if !isFirst { self.state = try self.parent.iterate(self.state) }
                if try self.parent.condition(self.state) {
                    self.forwardOn(.next(self.state))
                    recurse(false)
                } else {
                    self.forwardOn(.completed)
                    self.dispose()
                }
            } catch {
                self.forwardOn(.error(error))
                self.dispose()
            }
        }
    }
}
