extension ObservableType {
    /// Combines each element with the latest element of `second` (elements arriving before `second` has one are
    /// dropped); `second` is subscribed first, and its completion is silent.
    /// - seealso: [combineLatest on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public func withLatestFrom<Source: ObservableType, ResultType>(
        _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: resultSelector)
    }

    /// Replaces each element with the latest element of `second`, once `second` has one.
    /// - seealso: [combineLatest on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public func withLatestFrom<Source: ObservableType>(_ second: Source) -> Observable<Source.Element> {
        WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: { $1 })
    }
}

final class WithLatestFrom<FirstType, SecondType, ResultType>: Producer<ResultType> {
    typealias ResultSelector = (FirstType, SecondType) throws -> ResultType

    let first: Observable<FirstType>
    let second: Observable<SecondType>
    let resultSelector: ResultSelector

    init(first: Observable<FirstType>, second: Observable<SecondType>, resultSelector: @escaping ResultSelector) {
        self.first = first
        self.second = second
        self.resultSelector = resultSelector
    }

    override var operatorName: String { "withLatestFrom" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == ResultType
    {
        let sink = WithLatestFromSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink, subscription)
    }
}

private final class WithLatestFromSink<FirstType, SecondType, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Parent = WithLatestFrom<FirstType, SecondType, Observer.Element>

    private let parent: Parent
    let lock = RecursiveLock()
    var latest: SecondType?

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let secondSubscription = SingleAssignmentDisposable()
        let secondObserver = WithLatestFromSecond(parent: self, subscription: secondSubscription)
        secondSubscription.setDisposable(parent.second.subscribe(secondObserver))
        let firstSubscription = parent.first.subscribe(self)
        return Disposables.create(firstSubscription, secondSubscription)
    }

    func on(_ event: Event<FirstType>) {
        lock.performLocked {
            switch event {
            case .next(let value):
                guard let latest else { return }
                do {
                    forwardOn(.next(try parent.resultSelector(value, latest)))
                } catch {
                    forwardOn(.error(error))
                    dispose()
                }
            case .completed:
                forwardOn(.completed)
                dispose()
            case .error(let error):
                forwardOn(.error(error))
                dispose()
            }
        }
    }
}

private final class WithLatestFromSecond<FirstType, SecondType, Observer: ObserverType>: ObserverType, TraceLinked {
    typealias Parent = WithLatestFromSink<FirstType, SecondType, Observer>

    private let parent: Parent
    private let subscription: Disposable

    init(parent: Parent, subscription: Disposable) {
        self.parent = parent
        self.subscription = subscription
    }

    /// This source's subscription is traced under the operator's stage.
    var traceStage: TraceStage? { parent.traceStage }

    func on(_ event: Event<SecondType>) {
        parent.lock.performLocked {
            switch event {
            case .next(let value):
                parent.latest = value
            case .completed:
                subscription.dispose()
            case .error(let error):
                parent.forwardOn(.error(error))
                parent.dispose()
            }
        }
    }
}
