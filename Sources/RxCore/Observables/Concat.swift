extension ObservableType {
    /// This sequence's elements, then `second`'s: `second` is subscribed only when this one completes.
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    public func concat<Source: ObservableType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        Concat(sources: [asObservable(), second.asObservable()])
    }

    /// The elements of each source in turn; the next source is subscribed when the previous one completes.
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    public static func concat<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        Concat(sources: sequence)
    }

    /// The elements of each source in turn; the next source is subscribed when the previous one completes.
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    public static func concat<Sources: Collection>(_ collection: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        Concat(sources: collection)
    }

    /// The elements of each source in turn; the next source is subscribed when the previous one completes.
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        Concat(sources: sources)
    }
}

final class Concat<Element>: Producer<Element> {
    private let makeIterator: () -> AnyIterator<Observable<Element>>

    init<Sources: Sequence>(sources: Sources) where Sources.Element == Observable<Element> {
        makeIterator = { AnyIterator(sources.makeIterator()) }
    }

    override var operatorName: String { "concat" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = ConcatSink(iterator: makeIterator(), observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink, subscription)
    }
}

/// Subscribes the sources one after another through a tail-recursion gate.
///
/// A source that completes while the previous step is still running (it completed synchronously inside its own
/// `subscribe`) only leaves a request behind; the running step picks it up when it returns. So a long chain of
/// synchronous sources is a loop, not a recursion, and the next source is subscribed right after the previous
/// one completes, before any other trampolined work (RxSwift's `TailRecursiveSink` on an `AsyncLock`).
private final class ConcatSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private var iterator: AnyIterator<Observable<Element>>
    private let current = SerialDisposable()
    private let gate = SpinLock()
    private var isStepping = false
    private var pendingSteps = 0

    init(iterator: AnyIterator<Observable<Element>>, observer: Observer, cancel: Cancelable) {
        self.iterator = iterator
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        requestStep()
        return current
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            requestStep()
        }
    }

    private func requestStep() {
        let runNow: Bool = gate.performLocked {
            if isStepping {
                pendingSteps += 1
                return false
            }
            isStepping = true
            return true
        }
        guard runNow else { return }
        while true {
            step()
            let more: Bool = gate.performLocked {
                if pendingSteps == 0 || SchedulerStop.isRequested {
                    pendingSteps = 0
                    isStepping = false
                    return false
                }
                pendingSteps -= 1
                return true
            }
            if !more { return }
        }
    }

    private func step() {
        if isDisposed { return }
        guard let next = iterator.next() else {
            forwardOn(.completed)
            dispose()
            return
        }
        let subscription = SingleAssignmentDisposable()
        current.disposable = subscription
        subscription.setDisposable(next.subscribe(self))
    }
}
