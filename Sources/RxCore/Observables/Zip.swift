/// What a source's observer reports to its `zip` sink (the sink's lock is already held).
protocol ZipSinkProtocol: AnyObject {
    func next(_ index: Int)
    func fail(_ error: Swift.Error)
    func done(_ index: Int)
}

/// Bookkeeping shared by the fixed-arity `zip` sinks (`Zip+arity.swift`).
///
/// Pairs queued elements by index. Completes only when every source has completed, even when a completed source
/// left its queue empty so no further pair can form (RxSwift's rule; RxJS and RxJava complete earlier).
class ZipSink<Observer: ObserverType>: Sink<Observer>, ZipSinkProtocol {
    typealias Element = Observer.Element

    let lock = RecursiveLock()
    private let arity: Int
    private var isDone: [Bool]

    init(arity: Int, observer: Observer, cancel: Cancelable) {
        self.arity = arity
        isDone = [Bool](repeating: false, count: arity)
        super.init(observer: observer, cancel: cancel)
    }

    /// Dequeues one element from every queue and combines them.
    func getResult() throws -> Element { rxAbstractMethod() }

    func hasElements(_ index: Int) -> Bool { rxAbstractMethod() }

    func next(_ index: Int) {
        for source in 0..<arity where !hasElements(source) {
            return
        }
        do {
            forwardOn(.next(try getResult()))
        } catch {
            forwardOn(.error(error))
            dispose()
        }
    }

    func fail(_ error: Swift.Error) {
        forwardOn(.error(error))
        dispose()
    }

    func done(_ index: Int) {
        isDone[index] = true
        if isDone.allSatisfy({ $0 }) {
            forwardOn(.completed)
            dispose()
        }
    }
}

/// Observes one source of a `zip`: queues its elements and reports to the sink under the sink's lock.
final class ZipObserver<Element>: ObserverType, TraceLinked {
    typealias ValueSetter = (Element) -> Void

    private let lock: RecursiveLock
    private let parent: ZipSinkProtocol
    private let index: Int
    private let subscription: Disposable
    private let setNextValue: ValueSetter

    init(lock: RecursiveLock, parent: ZipSinkProtocol, index: Int, setNextValue: @escaping ValueSetter,
         subscription: Disposable) {
        self.lock = lock
        self.parent = parent
        self.index = index
        self.subscription = subscription
        self.setNextValue = setNextValue
    }

    /// This source's subscription is traced under the operator's stage.
    var traceStage: TraceStage? { (parent as? TraceLinked)?.traceStage }

    func on(_ event: Event<Element>) {
        lock.performLocked {
            switch event {
            case .next(let value):
                setNextValue(value)
                parent.next(index)
            case .error(let error):
                subscription.dispose()
                parent.fail(error)
            case .completed:
                subscription.dispose()
                parent.done(index)
            }
        }
    }
}
