extension ObservableType {
    /// Emits every intermediate accumulation, starting from `seed`; a throwing accumulator ends the sequence.
    public func scan<Accumulate>(
        into seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws -> Void
    )
        -> Observable<Accumulate>
    {
        Scan(source: asObservable(), seed: seed, accumulator: accumulator)
    }

    /// Emits every intermediate accumulation, starting from `seed`; a throwing accumulator ends the sequence.
    public func scan<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    )
        -> Observable<Accumulate>
    {
        Scan(source: asObservable(), seed: seed) { accumulate, element in
            accumulate = try accumulator(accumulate, element)
        }
    }
}

final class Scan<Element, Accumulate>: Producer<Accumulate> {
    typealias Accumulator = (inout Accumulate, Element) throws -> Void
    private let source: Observable<Element>
    let seed: Accumulate
    let accumulator: Accumulator

    init(source: Observable<Element>, seed: Accumulate, accumulator: @escaping Accumulator) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
    }

    override var operatorName: String { "scan" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Accumulate
    {
        let sink = ScanSink(parent: self, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink, subscription)
    }
}

private final class ScanSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Accumulate = Observer.Element
    private let parent: Scan<Element, Accumulate>
    private var accumulate: Accumulate

    init(parent: Scan<Element, Accumulate>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        self.accumulate = parent.seed
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                try parent.accumulator(&accumulate, element)
                forwardOn(.next(accumulate))
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}
