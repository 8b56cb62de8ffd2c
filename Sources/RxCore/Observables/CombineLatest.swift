/// What a source's observer reports to its `combineLatest` sink (the sink's lock is already held).
protocol CombineLatestProtocol: AnyObject {
    func next(_ index: Int)
    func fail(_ error: Swift.Error)
    func done(_ index: Int)
}

/// Bookkeeping shared by the fixed-arity `combineLatest` sinks (`CombineLatest+arity.swift`).
///
/// Emits once every source has a value, then on every later value. Completes when all sources have completed, or
/// early when a source emits while some source still has no value and every other source has already completed
/// (that source could never combine).
class CombineLatestSink<Observer: ObserverType>: Sink<Observer>, CombineLatestProtocol {
    typealias Element = Observer.Element

    let lock = RecursiveLock()
    private let arity: Int
    private var numberOfValues = 0
    private var numberOfDone = 0
    private var hasValue: [Bool]
    private var isDone: [Bool]

    init(arity: Int, observer: Observer, cancel: Cancelable) {
        self.arity = arity
        hasValue = [Bool](repeating: false, count: arity)
        isDone = [Bool](repeating: false, count: arity)
        super.init(observer: observer, cancel: cancel)
    }

    func getResult() throws -> Element { rxAbstractMethod() }

    func next(_ index: Int) {
        if !hasValue[index] {
            hasValue[index] = true
            numberOfValues += 1
        }
        if numberOfValues == arity {
            do {
                forwardOn(.next(try getResult()))
            } catch {
                forwardOn(.error(error))
                dispose()
            }
            return
        }
        var allOthersDone = true
        for other in 0..<arity where other != index && !isDone[other] {
            allOthersDone = false
            break
        }
        if allOthersDone {
            forwardOn(.completed)
            dispose()
        }
    }

    func fail(_ error: Swift.Error) {
        forwardOn(.error(error))
        dispose()
    }

    func done(_ index: Int) {
        if isDone[index] { return }
        isDone[index] = true
        numberOfDone += 1
        if numberOfDone == arity {
            forwardOn(.completed)
            dispose()
        }
    }
}

/// Observes one source of a `combineLatest`: stores its value and reports to the sink under the sink's lock.
final class CombineLatestObserver<Element>: ObserverType, TraceLinked {
    typealias ValueSetter = (Element) -> Void

    private let lock: RecursiveLock
    private let parent: CombineLatestProtocol
    private let index: Int
    private let subscription: Disposable
    private let setLatestValue: ValueSetter

    init(lock: RecursiveLock, parent: CombineLatestProtocol, index: Int, setLatestValue: @escaping ValueSetter,
         subscription: Disposable) {
        self.lock = lock
        self.parent = parent
        self.index = index
        self.subscription = subscription
        self.setLatestValue = setLatestValue
    }

    /// This source's subscription is traced under the operator's stage.
    var traceStage: TraceStage? { (parent as? TraceLinked)?.traceStage }

    func on(_ event: Event<Element>) {
        lock.performLocked {
            switch event {
            case .next(let value):
                setLatestValue(value)
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
