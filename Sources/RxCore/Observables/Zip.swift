/// Bookkeeping shared by the fixed-arity `zip` sinks (`Zip+arity.swift`).
///
/// Pairs queued elements by index. Completes only when every source has completed, even when a completed source
/// left its queue empty so no further pair can form (RxSwift's rule; RxJS and RxJava complete earlier).
class ZipSink<Observer: ObserverType>: Sink<Observer>, IndexedSourceSink {
    typealias Element = Observer.Element

    let lock = RecursiveLock()
    private let arity: Int
    @exclusivity(unchecked) private var isDone: [Bool]

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
