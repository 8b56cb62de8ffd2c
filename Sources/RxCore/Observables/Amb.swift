extension ObservableType {
    /// Mirrors whichever of this sequence and `right` sends the first event (of any kind); the other is disposed
    /// at that moment.
    /// - seealso: [amb operator on reactivex.io](http://reactivex.io/documentation/operators/amb.html)
    public func amb<Source: ObservableType>(_ right: Source) -> Observable<Element> where Source.Element == Element {
        Amb(left: asObservable(), right: right.asObservable())
    }

    /// Mirrors whichever source sends the first event; the others are disposed at that moment.
    /// - seealso: [amb operator on reactivex.io](http://reactivex.io/documentation/operators/amb.html)
    public static func amb<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        sequence.reduce(Observable<Element>.never()) { result, source in result.amb(source) }
    }
}

private enum AmbState {
    case neither
    case left
    case right
}

final class Amb<Element>: Producer<Element> {
    let left: Observable<Element>
    let right: Observable<Element>

    init(left: Observable<Element>, right: Observable<Element>) {
        self.left = left
        self.right = right
    }

    override var operatorName: String { "amb" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = AmbSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink, subscription)
    }
}

private final class AmbSink<Observer: ObserverType>: Sink<Observer> {
    typealias Element = Observer.Element

    private let parent: Amb<Element>
    private let lock = RecursiveLock()
    private var choice = AmbState.neither

    init(parent: Amb<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let leftSubscription = SingleAssignmentDisposable()
        let rightSubscription = SingleAssignmentDisposable()
        let all = Disposables.create(leftSubscription, rightSubscription)
        let leftObserver = AnyObserver<Element> { [self] event in
            decide(event, me: .left, loser: rightSubscription)
        }
        let rightObserver = AnyObserver<Element> { [self] event in
            decide(event, me: .right, loser: leftSubscription)
        }
        // Both sources are traced under amb's stage.
        let stage = traceStage
        let left = StageLinkedObserver(observer: leftObserver, traceStage: stage)
        let right = StageLinkedObserver(observer: rightObserver, traceStage: stage)
        leftSubscription.setDisposable(parent.left.subscribe(left))
        rightSubscription.setDisposable(parent.right.subscribe(right))
        return all
    }

    private func decide(_ event: Event<Element>, me: AmbState, loser: Disposable) {
        lock.performLocked {
            if choice == .neither {
                choice = me
                loser.dispose()
            } else if choice != me {
                return
            }
            forwardOn(event)
            if event.isStopEvent { dispose() }
        }
    }
}
