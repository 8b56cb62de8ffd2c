extension ObservableType {
    /// On each `sampler` tick, emits the latest source element if a new one arrived since the last tick,
    /// otherwise `defaultValue` when one is given.
    ///
    /// The sampler's completion takes a last sample; the result completes at the first sampler tick (or
    /// sampler completion) after the source completed, so a sampler that completes first leaves it running.
    /// - seealso: [sample operator on reactivex.io](http://reactivex.io/documentation/operators/sample.html)
    public func sample<Source: ObservableType>(
        _ sampler: Source, defaultValue: Element? = nil
    )
        -> Observable<Element>
    {
        Sample(source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue)
    }
}

final class Sample<Element, SampleType>: Producer<Element> {
    let source: Observable<Element>
    let sampler: Observable<SampleType>
    let defaultValue: Element?

    init(source: Observable<Element>, sampler: Observable<SampleType>, defaultValue: Element?) {
        self.source = source
        self.sampler = sampler
        self.defaultValue = defaultValue
    }

    override var operatorName: String { "sample" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = SampleSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink, subscription)
    }
}

private final class SampleSink<Observer: ObserverType, SampleType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: Sample<Element, SampleType>
    fileprivate let lock = RecursiveLock()
    private let sourceSubscription = SingleAssignmentDisposable()
    private var latest: Element?
    private var sourceEnded = false

    init(parent: Sample<Element, SampleType>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        sourceSubscription.setDisposable(parent.source.subscribe(self))
        let samplerSubscription = parent.sampler.subscribe(SamplerObserver(sink: self))
        return Disposables.create(sourceSubscription, samplerSubscription)
    }

    func on(_ event: Event<Element>) {
        lock.performLocked {
            switch event {
            case .next(let element):
                latest = element
            case .error:
                forwardOn(event)
                dispose()
            case .completed:
                // Completion only marks the end; the result completes at the next sample.
                sourceEnded = true
                sourceSubscription.dispose()
            }
        }
    }

    fileprivate func samplerOn(_ event: Event<SampleType>) {
        lock.performLocked {
            switch event {
            case .next, .completed:
                if let element = latest {
                    latest = nil
                    forwardOn(.next(element))
                } else if let defaultValue = parent.defaultValue {
                    forwardOn(.next(defaultValue))
                }
                if sourceEnded {
                    forwardOn(.completed)
                    dispose()
                }
            case .error(let error):
                forwardOn(.error(error))
                dispose()
            }
        }
    }
}

private struct SamplerObserver<Observer: ObserverType, SampleType>: ObserverType, TraceLinked {
    let sink: SampleSink<Observer, SampleType>

    func on(_ event: Event<SampleType>) { sink.samplerOn(event) }

    var traceStage: TraceStage? { sink.traceStage }
}
