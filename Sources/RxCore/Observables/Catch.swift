extension ObservableType {
    /// On error, continues with the sequence `handler` returns for that error (subscribed in the same tick);
    /// a throwing handler ends the sequence with the thrown error.
    ///
    /// - seealso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        Catch(source: asObservable(), handler: handler)
    }

    /// Old spelling of `catch(_:)`.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        `catch`(handler)
    }

    /// On error, emits `element` and completes.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        Catch(source: asObservable(), handler: { _ in Observable.just(element) })
    }

    /// Old spelling of `catchAndReturn(_:)`.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }

    /// Subscribes to each source in turn while they fail; completes with the first that completes, or fails
    /// with the last error.
    public static func `catch`<Sources: Swift.Sequence>(sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        CatchSequence(name: "catch", makeIterator: { AnyIterator(sequence.makeIterator()) })
    }

    /// Re-subscribes to the source after every error, forever.
    ///
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    public func retry() -> Observable<Element> {
        let source = asObservable()
        return CatchSequence(name: "retry", makeIterator: { AnyIterator { source } })
    }

    /// Subscribes to the source at most `maxAttemptCount` times in all (so `retry(2)` retries once), then
    /// passes the last error on.
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        precondition(maxAttemptCount >= 0, "maxAttemptCount can't be negative")
        let source = asObservable()
        return CatchSequence(
            name: "retry",
            makeIterator: {
                AnyIterator(Swift.repeatElement(source, count: maxAttemptCount).makeIterator())
            })
    }
}

/// `catch(_:)` and `catchAndReturn(_:)`.
final class Catch<Element>: Producer<Element> {
    typealias Handler = (Swift.Error) throws -> Observable<Element>
    fileprivate let source: Observable<Element>
    fileprivate let handler: Handler

    init(source: Observable<Element>, handler: @escaping Handler) {
        self.source = source
        self.handler = handler
    }

    override var operatorName: String { "catch" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = CatchSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink, subscription)
    }
}

private final class CatchSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let parent: Catch<Element>
    private let subscription = SerialDisposable()

    init(parent: Catch<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let first = SingleAssignmentDisposable()
        subscription.disposable = first
        first.setDisposable(parent.source.subscribe(self))
        return subscription
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .completed:
            forwardOn(event)
            dispose()
        case .error(let error):
            do {
                let fallback = try parent.handler(error)
                // Assigning disposes the failed subscription before the fallback's takes its place.
                subscription.disposable = fallback.subscribe(CatchSinkProxy(parent: self))
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        }
    }

    /// Events of the fallback sequence.
    fileprivate func onFallback(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent { dispose() }
    }
}

private struct CatchSinkProxy<Observer: ObserverType>: ObserverType, TraceLinked {
    let parent: CatchSink<Observer>

    func on(_ event: Event<Observer.Element>) {
        parent.onFallback(event)
    }

    var traceStage: TraceStage? { parent.traceStage }
}

/// `catch(sequence:)`, `retry()` and `retry(_:)`: the next source after each error.
final class CatchSequence<Element>: Producer<Element> {
    fileprivate let makeIterator: () -> AnyIterator<Observable<Element>>
    private let name: String

    init(name: String, makeIterator: @escaping () -> AnyIterator<Observable<Element>>) {
        self.name = name
        self.makeIterator = makeIterator
    }

    override var operatorName: String { name }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = CatchSequenceSink(iterator: makeIterator(), observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink, subscription)
    }
}

private final class CatchSequenceSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private var iterator: AnyIterator<Observable<Element>>
    private let subscription = SerialDisposable()
    private let gate = MoveNextGate()
    private var lastError: Swift.Error?

    init(iterator: AnyIterator<Observable<Element>>, observer: Observer, cancel: Cancelable) {
        self.iterator = iterator
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        gate.schedule(moveNext)
        return subscription
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error(let error):
            lastError = error
            gate.schedule(moveNext)
        case .completed:
            forwardOn(event)
            dispose()
        }
    }

    /// Subscribes to the next source, or ends with the last error (or completion) when none is left.
    private func moveNext() {
        if isDisposed { return }
        guard let next = iterator.next() else {
            if let lastError {
                forwardOn(.error(lastError))
            } else {
                forwardOn(.completed)
            }
            dispose()
            return
        }
        let current = SingleAssignmentDisposable()
        subscription.disposable = current
        current.setDisposable(next.subscribe(self))
    }
}

/// Runs "move to the next source" steps one at a time: a step requested while one runs (a source that fails
/// synchronously inside `subscribe`) is queued and run after it returns, so retries loop instead of recursing.
/// A stop request (`SchedulerStop.request()`) drops the queued steps, ending an endless
/// `retry()` of a source that fails at once.
final class MoveNextGate {
    private let lock = SpinLock()
    private var running = false
    private var pending: [() -> Void] = []

    func schedule(_ step: @escaping () -> Void) {
        lock.lock()
        if running {
            pending.append(step)
            lock.unlock()
            return
        }
        running = true
        lock.unlock()
        var step = step
        while true {
            step()
            lock.lock()
            if pending.isEmpty || SchedulerStop.isRequested {
                pending.removeAll()
                running = false
                lock.unlock()
                return
            }
            step = pending.removeFirst()
            lock.unlock()
        }
    }
}
