extension ObservableType {
    /// Transforms each element; a throwing transform ends the sequence with that error.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        Map(source: asObservable(), transform: transform)
    }
}

final class Map<SourceType, ResultType>: Producer<ResultType> {
    typealias Transform = (SourceType) throws -> ResultType
    private let source: Observable<SourceType>
    private let transform: Transform

    init(source: Observable<SourceType>, transform: @escaping Transform) {
        self.source = source
        self.transform = transform
    }

    override var operatorName: String { "map" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == ResultType
    {
        let sink = MapSink<SourceType, ResultType, Observer>(transform: transform, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink, subscription)
    }
}

/// Generic over `ResultType` directly (not only `Observer.Element`) so the per-element path needs no
/// associated-type lookup.
private final class MapSink<SourceType, ResultType, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == ResultType {
    typealias Transform = (SourceType) throws -> ResultType
    private let transform: Transform

    init(transform: @escaping Transform, observer: Observer, cancel: Cancelable) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    /// The transform's result goes straight downstream: held in a local first, it was moved into a second buffer
    /// of the (generic) result type on every element.
    @inline(__always)
    func onNext(_ element: SourceType) {
        do {
            forwardNext(try transform(element))
        } catch {
            forwardErrorAndDispose(error)
        }
    }

    func on(_ event: Event<SourceType>) {
        switch event {
        case .next(let element):
            onNext(element)
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardCompletedAndDispose()
        }
    }

    func onCompleted() {
        forwardCompletedAndDispose()
    }
}
