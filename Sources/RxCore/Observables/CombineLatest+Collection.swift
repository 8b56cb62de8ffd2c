extension ObservableType {
    /// Combines the latest elements of every source with `resultSelector` whenever any source emits, once all have
    /// emitted; completes like the fixed-arity forms, and at once for an empty collection.
    /// - seealso: [combineLatest on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<Sources: Collection>(
        _ collection: Sources, resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        CombineLatestCollectionType<Sources.Element.Element, Element>(
            sources: collection, resultSelector: resultSelector)
    }

    /// Emits the array of the latest elements of every source whenever any source emits, once all have emitted.
    /// - seealso: [combineLatest on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<Sources: Collection>(_ collection: Sources) -> Observable<[Element]>
    where Sources.Element: ObservableType, Sources.Element.Element == Element {
        CombineLatestCollectionType<Element, [Element]>(sources: collection, resultSelector: { $0 })
    }
}

final class CombineLatestCollectionType<SourceElement, Result>: CollectionCombiningProducer<SourceElement, Result> {
    override var operatorName: String { "combineLatest" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Result
    {
        let sink = CombineLatestCollectionTypeSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink, subscription)
    }
}

/// Keeps each source's latest element; once every source has one, each element sends the selector's result.
private final class CombineLatestCollectionTypeSink<SourceElement, Observer: ObserverType>:
    CollectionCombiningSink<SourceElement, Observer>
{
    @exclusivity(unchecked) private var numberOfValues = 0
    @exclusivity(unchecked) private var values: [SourceElement?]

    override init(parent: Parent, observer: Observer, cancel: Cancelable) {
        values = [SourceElement?](repeating: nil, count: parent.sources.count)
        super.init(parent: parent, observer: observer, cancel: cancel)
    }

    override func onNext(_ element: SourceElement, atIndex index: Int) {
        if values[index] == nil { numberOfValues += 1 }
        values[index] = element
        if numberOfValues < count {
            // A source that completed without a value means nothing can ever be combined.
            let othersDone = numberOfDone - (isDone[index] ? 1 : 0)
            if othersDone == count - 1 { completeEarly() }
            return
        }
        forwardResult(of: values.map { $0! })
    }
}
