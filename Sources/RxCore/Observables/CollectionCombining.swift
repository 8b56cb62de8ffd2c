/// What the collection forms of `combineLatest` and `zip` share: the sources as observables and the selector.
class CollectionCombiningProducer<SourceElement, Result>: Producer<Result> {
    typealias ResultSelector = ([SourceElement]) throws -> Result

    let sources: [Observable<SourceElement>]
    let resultSelector: ResultSelector

    init<Sources: Collection>(sources: Sources, resultSelector: @escaping ResultSelector)
    where Sources.Element: ObservableType, Sources.Element.Element == SourceElement {
        self.sources = sources.map { $0.asObservable() }
        self.resultSelector = resultSelector
    }
}

/// What the collection forms of `combineLatest` and `zip` do alike: one subscription per source, knowing its
/// index; an error passed on at once; completion when every source has completed (each completed source
/// unsubscribed meanwhile); an empty collection completing at once. Subclasses say what an element does.
class CollectionCombiningSink<SourceElement, Observer: ObserverType>: Sink<Observer> {
    typealias Parent = CollectionCombiningProducer<SourceElement, Observer.Element>

    private let parent: Parent
    private let lock = RecursiveLock()
    /// Which sources have completed, and how many.
    private(set) var isDone: [Bool]
    private(set) var numberOfDone = 0
    private let subscriptions: [SingleAssignmentDisposable]

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        isDone = [Bool](repeating: false, count: parent.sources.count)
        subscriptions = parent.sources.map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer, cancel: cancel)
    }

    /// How many sources there are.
    var count: Int { isDone.count }

    /// An element from source `index`, under the sink's lock.
    func onNext(_ element: SourceElement, atIndex index: Int) { rxAbstractMethod() }

    /// Sends `resultSelector(elements)`, or its error.
    final func forwardResult(of elements: [SourceElement]) {
        do {
            forwardOn(.next(try parent.resultSelector(elements)))
        } catch {
            forwardOn(.error(error))
            dispose()
        }
    }

    /// Completes now, before every source has.
    final func completeEarly() {
        forwardOn(.completed)
        dispose()
    }

    private func on(_ event: Event<SourceElement>, atIndex index: Int) {
        lock.performLocked {
            switch event {
            case .next(let element):
                onNext(element, atIndex: index)
            case .error(let error):
                forwardOn(.error(error))
                dispose()
            case .completed:
                if isDone[index] { return }
                isDone[index] = true
                numberOfDone += 1
                if numberOfDone == count {
                    forwardOn(.completed)
                    dispose()
                } else {
                    subscriptions[index].dispose()
                }
            }
        }
    }

    final func run() -> Disposable {
        for (index, source) in parent.sources.enumerated() {
            let subscription = source.subscribe(AnyObserver { [self] event in on(event, atIndex: index) })
            subscriptions[index].setDisposable(subscription)
        }
        if parent.sources.isEmpty {
            forwardOn(.completed)
            dispose()
        }
        return Disposables.create(subscriptions)
    }
}
