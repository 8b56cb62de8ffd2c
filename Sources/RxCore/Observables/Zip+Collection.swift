extension ObservableType {
    /// Combines the elements of every source, pairwise by index, with `resultSelector`.
    ///
    /// Unlike the fixed-arity forms, this one completes early: when an element arrives while some queue is empty
    /// and all sources but one have completed (RxSwift's `ZipCollectionType`). An empty collection completes at once.
    /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<Sources: Collection>(
        _ collection: Sources, resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        ZipCollectionType<Sources.Element.Element, Element>(sources: collection, resultSelector: resultSelector)
    }

    /// Emits arrays of the elements of every source, pairwise by index.
    /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<Sources: Collection>(_ collection: Sources) -> Observable<[Element]>
    where Sources.Element: ObservableType, Sources.Element.Element == Element {
        ZipCollectionType<Element, [Element]>(sources: collection, resultSelector: { $0 })
    }
}

final class ZipCollectionType<SourceElement, Result>: CollectionCombiningProducer<SourceElement, Result> {
    override var operatorName: String { "zip" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Result
    {
        let sink = ZipCollectionTypeSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink, subscription)
    }
}

/// Queues each source's elements; when every queue has one, the first of each goes to the selector.
private final class ZipCollectionTypeSink<SourceElement, Observer: ObserverType>:
    CollectionCombiningSink<SourceElement, Observer>
{
    /// How many queues are non-empty.
    @exclusivity(unchecked) private var numberOfValues = 0
    @exclusivity(unchecked) private var queues: [ElementQueue<SourceElement>]

    override init(parent: Parent, observer: Observer, cancel: Cancelable) {
        queues = [ElementQueue<SourceElement>](repeating: ElementQueue(), count: parent.sources.count)
        super.init(parent: parent, observer: observer, cancel: cancel)
    }

    override func onNext(_ element: SourceElement, atIndex index: Int) {
        queues[index].enqueue(element)
        if queues[index].count == 1 { numberOfValues += 1 }
        if numberOfValues < count {
            if numberOfDone == count - 1 { completeEarly() }
            return
        }
        var arguments: [SourceElement] = []
        arguments.reserveCapacity(count)
        numberOfValues = 0
        for queueIndex in 0..<count {
            arguments.append(queues[queueIndex].dequeue()!)
            if !queues[queueIndex].isEmpty { numberOfValues += 1 }
        }
        forwardResult(of: arguments)
    }
}
