extension ObservableType {
    /// Combines the latest elements of every source with `resultSelector` whenever any source emits, once all have
    /// emitted; completes like the fixed-arity forms, and at once for an empty collection.
    /// - seealso: [combineLatest on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<Sources: Collection>(
        _ collection: Sources, resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        CombineLatestCollectionType(sources: collection, resultSelector: resultSelector)
    }

    /// Emits the array of the latest elements of every source whenever any source emits, once all have emitted.
    /// - seealso: [combineLatest on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<Sources: Collection>(_ collection: Sources) -> Observable<[Element]>
    where Sources.Element: ObservableType, Sources.Element.Element == Element {
        CombineLatestCollectionType(sources: collection, resultSelector: { $0 })
    }
}

final class CombineLatestCollectionType<Sources: Collection, Result>: Producer<Result>
where Sources.Element: ObservableType {
    typealias SourceElement = Sources.Element.Element
    typealias ResultSelector = ([SourceElement]) throws -> Result

    let sources: [Observable<SourceElement>]
    let resultSelector: ResultSelector

    init(sources: Sources, resultSelector: @escaping ResultSelector) {
        self.sources = sources.map { $0.asObservable() }
        self.resultSelector = resultSelector
    }

    override var operatorName: String { "combineLatest" }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Result {
        let sink = CombineLatestCollectionTypeSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink, subscription)
    }
}

private final class CombineLatestCollectionTypeSink<Sources: Collection, Observer: ObserverType>: Sink<Observer>
where Sources.Element: ObservableType {
    typealias Parent = CombineLatestCollectionType<Sources, Observer.Element>
    typealias SourceElement = Sources.Element.Element

    private let parent: Parent
    private let lock = RecursiveLock()
    @exclusivity(unchecked) private var numberOfValues = 0
    @exclusivity(unchecked) private var values: [SourceElement?]
    @exclusivity(unchecked) private var isDone: [Bool]
    @exclusivity(unchecked) private var numberOfDone = 0
    @exclusivity(unchecked) private var subscriptions: [SingleAssignmentDisposable]

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        let count = parent.sources.count
        values = [SourceElement?](repeating: nil, count: count)
        isDone = [Bool](repeating: false, count: count)
        subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<SourceElement>, atIndex index: Int) {
        lock.performLocked {
            let count = values.count
            switch event {
            case .next(let element):
                if values[index] == nil { numberOfValues += 1 }
                values[index] = element
                if numberOfValues < count {
                    let othersDone = numberOfDone - (isDone[index] ? 1 : 0)
                    if othersDone == count - 1 {
                        forwardOn(.completed)
                        dispose()
                    }
                    return
                }
                do {
                    forwardOn(.next(try parent.resultSelector(values.map { $0! })))
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
