/// An observable restricted by a trait (`Single`, `Maybe`, `Completable`): a thin wrapper whose operators keep
/// the trait, as RxSwift's `PrimitiveSequence`.
public struct PrimitiveSequence<Trait, Element> {
    let source: Observable<Element>

    /// Wraps `source`, trusting it to obey the trait's grammar (RxSwift keeps this internal; hosts that bridge
    /// element types need it). To check a source instead, use `asSingle()`, `asMaybe()` or `asCompletable()`.
    public init(raw source: Observable<Element>) {
        self.source = source
    }
}

/// Any primitive sequence, so that extensions can be constrained by trait.
public protocol PrimitiveSequenceType {
    /// The trait: `SingleTrait`, `MaybeTrait` or `CompletableTrait`.
    associatedtype Trait
    /// The type of the element.
    associatedtype Element

    /// This value as a `PrimitiveSequence`.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The underlying observable: a success is `next(x)` then `completed`.
    public func asObservable() -> Observable<Element> { source }
}

extension PrimitiveSequence {
    /// A trait whose `create` body answers through its own kind of event (`SingleEvent`, `MaybeEvent`,
    /// `CompletableEvent`), each turned into the raw sequence's events by `rawEvents`; the body runs per
    /// subscription, and answers after the first terminal one are ignored (the raw sequence has ended).
    static func create<TraitEvent>(
        answeringWith rawEvents: @escaping (TraitEvent) -> [Event<Element>],
        subscribe: @escaping (@escaping (TraitEvent) -> Void) -> Disposable
    )
        -> PrimitiveSequence
    {
        PrimitiveSequence(
            raw: Observable<Element>.create { observer in
                subscribe { event in
                    for rawEvent in rawEvents(event) { observer.on(rawEvent) }
                }
            })
    }
}
