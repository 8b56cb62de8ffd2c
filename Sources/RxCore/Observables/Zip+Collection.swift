extension ObservableType {
    /// Combines the elements of every source, pairwise by index, with `resultSelector`.
    ///
    /// Unlike the fixed-arity forms, this one completes early: when an element arrives while some queue is empty
    /// and all sources but one have completed (RxSwift's `ZipCollectionType`). An empty collection completes at once.
    /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<Sources: Collection>(
        _ collection: Sources, resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        ZipCollectionType(sources: collection, resultSelector: resultSelector)
    }

    /// Emits arrays of the elements of every source, pairwise by index.
    /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<Sources: Collection>(_ collection: Sources) -> Observable<[Element]>
    where Sources.Element: ObservableType, Sources.Element.Element == Element {
        ZipCollectionType(sources: collection, resultSelector: { $0 })
    }
}

final class ZipCollectionType<Sources: Collection, Result>: Producer<Result> where Sources.Element: ObservableType {
    typealias SourceElement = Sources.Element.Element
    typealias ResultSelector = ([SourceElement]) throws -> Result

    let sources: [Observable<SourceElement>]
    let resultSelector: ResultSelector

    init(sources: Sources, resultSelector: @escaping ResultSelector) {
        self.sources = sources.map { $0.asObservable() }
        self.resultSelector = resultSelector
    }

    override var operatorName: String { "zip" }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Result {
        let sink = ZipCollectionTypeSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink, subscription)
    }
}

private final class ZipCollectionTypeSink<Sources: Collection, Observer: ObserverType>: Sink<Observer>
where Sources.Element: ObservableType {
    typealias Parent = ZipCollectionType<Sources, Observer.Element>
    typealias SourceElement = Sources.Element.Element

    private let parent: Parent
    private let lock = RecursiveLock()
    /// How many queues are non-empty.
    @exclusivity(unchecked) private var numberOfValues = 0
    @exclusivity(unchecked) private var queues: [ElementQueue<SourceElement>]
    @exclusivity(unchecked) private var isDone: [Bool]
    @exclusivity(unchecked) private var numberOfDone = 0
    @exclusivity(unchecked) private var subscriptions: [SingleAssignmentDisposable]

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        let count = parent.sources.count
        queues = [ElementQueue<SourceElement>](repeating: ElementQueue(), count: count)
        isDone = [Bool](repeating: false, count: count)
        subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<SourceElement>, atIndex index: Int) {
        lock.performLocked {
            let count = queues.count
            switch event {
            case .next(let element):
                queues[index].enqueue(element)
                if queues[index].count == 1 { numberOfValues += 1 }
                if numberOfValues < count {
                    if numberOfDone == count - 1 {
                        forwardOn(.completed)
                        dispose()
                    }
                    return
                }
                var arguments: [SourceElement] = []
                arguments.reserveCapacity(count)
                numberOfValues = 0
                for queueIndex in 0..<count {
                    arguments.append(queues[queueIndex].dequeue()!)
                    if !queues[queueIndex].isEmpty { numberOfValues += 1 }
                }
                do {
                    forwardOn(.next(try parent.resultSelector(arguments)))
                } catch {
                    forwardOn(.error(error))
                    dispose()
                }
            case .error(let error):
                forwardOn(.error(error))
                dispose()
            case .completed:
                if isDone[index] { return }
                isDone[index] = true
                numberOfDone += 1
                if numberOfDone == count {
                    forwardOn(.completed)
                    dispose()
                } else {
                    subscriptions[index].dispose()
                }
            }
        }
    }

    func run() -> Disposable {
        for (index, source) in parent.sources.enumerated() {
            let subscription = source.subscribe(AnyObserver { [self] event in on(event, atIndex: index) })
            subscriptions[index].setDisposable(subscription)
        }
        if parent.sources.isEmpty {
            forwardOn(.completed)
            dispose()
        }
        return Disposables.create(subscriptions)
    }
}
