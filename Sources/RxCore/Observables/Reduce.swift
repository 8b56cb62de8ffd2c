extension ObservableType {
    /// Folds all elements into one value from `seed`, maps it, and emits it when the source completes.
    ///
    /// Emits nothing but the error when the source (or either closure) fails.
    public func reduce<Accumulate, Result>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    )
        -> Observable<Result>
    {
        Reduce(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: mapResult)
    }

    /// Folds all elements into one value from `seed` and emits it when the source completes.
    public func reduce<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    )
        -> Observable<Accumulate>
    {
        Reduce(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: { $0 })
    }
}

final class Reduce<SourceType, Accumulate, Result>: Producer<Result> {
    typealias Accumulator = (Accumulate, SourceType) throws -> Accumulate
    typealias ResultSelector = (Accumulate) throws -> Result
    private let source: Observable<SourceType>
    let seed: Accumulate
    let accumulator: Accumulator
    let mapResult: ResultSelector

    init(
        source: Observable<SourceType>, seed: Accumulate, accumulator: @escaping Accumulator,
        mapResult: @escaping ResultSelector
    ) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
    }

    override var operatorName: String { "reduce" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Result
    {
        let sink = ReduceSink(parent: self, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink, subscription)
    }
}

private final class ReduceSink<SourceType, Accumulate, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Parent = Reduce<SourceType, Accumulate, Observer.Element>
    private let parent: Parent
    @exclusivity(unchecked) private var accumulation: Accumulate

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        self.accumulation = parent.seed
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<SourceType>) {
        switch event {
        case .next(let element):
            do {
                accumulation = try parent.accumulator(accumulation, element)
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            do {
                let result = try parent.mapResult(accumulation)
                forwardOn(.next(result))
                forwardOn(.completed)
            } catch {
                forwardOn(.error(error))
            }
            dispose()
        }
    }
}
