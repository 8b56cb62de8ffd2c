extension Infallible {
    /// Emits `element`, then completes.
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(.just(element))
    }

    /// Emits `element` on `scheduler`, then completes.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(.just(element, scheduler: scheduler))
    }

    /// Never emits anything.
    public static func never() -> Infallible<Element> {
        Infallible(.never())
    }

    /// Completes at once.
    public static func empty() -> Infallible<Element> {
        Infallible(.empty())
    }

    /// An `Infallible` built per subscription by `factory`.
    public static func deferred(_ factory: @escaping () throws -> Infallible<Element>) -> Infallible<Element> {
        Infallible(.deferred { try factory().asObservable() })
    }

    /// Emits `elements` in order, then completes.
    public static func of(
        _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    )
        -> Infallible<Element>
    {
        Infallible(.from(elements, scheduler: scheduler))
    }

    /// Emits the elements of `array` in order, then completes.
    public static func from(
        _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    )
        -> Infallible<Element>
    {
        Infallible(.from(array, scheduler: scheduler))
    }

    /// The elements that satisfy `predicate`.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().filter(predicate))
    }

    /// Each element transformed by `transform`.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible<Result>(asObservable().map(transform))
    }

    /// The non-nil results of `transform`.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        Infallible<Result>(asObservable().compactMap(transform))
    }

    /// The elements of the infallibles `selector` makes of each element, merged.
    public func flatMap<Result>(_ selector: @escaping (Element) -> Infallible<Result>) -> Infallible<Result> {
        Infallible<Result>(asObservable().flatMap { selector($0).asObservable() })
    }

    /// The elements of the latest infallible `selector` made.
    public func flatMapLatest<Result>(_ selector: @escaping (Element) -> Infallible<Result>) -> Infallible<Result> {
        Infallible<Result>(asObservable().flatMapLatest { selector($0).asObservable() })
    }

    /// Accumulates the elements from `seed`, emitting each intermediate result.
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed) -> Infallible<Seed> {
        Infallible<Seed>(asObservable().scan(seed, accumulator: accumulator))
    }

    /// `element` first, then the source's elements.
    public func startWith(_ element: Element) -> Infallible<Element> {
        Infallible(asObservable().startWith(element))
    }

    /// The first `count` elements, then completion.
    public func take(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().take(count))
    }

    /// Runs side effects on elements, completion, subscription and disposal.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil, onCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
    ) -> Infallible<Element> {
        Infallible(
            asObservable().do(
                onNext: onNext, onCompleted: onCompleted, onSubscribe: onSubscribe,
                onDispose: onDispose))
    }

    /// The elements of `sources`, merged.
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of each source in turn.
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(.concat(sources.map { $0.asObservable() }))
    }
}

extension Infallible where Element: Equatable {
    /// The elements that differ from their predecessor.
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged())
    }
}
