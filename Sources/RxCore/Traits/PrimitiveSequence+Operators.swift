extension PrimitiveSequence {
    /// A primitive sequence built per subscription by `factory`; a throwing factory fails the subscription.
    public static func deferred(
        _ factory: @escaping () throws -> PrimitiveSequence<Trait, Element>
    )
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: Observable.deferred { try factory().asObservable() })
    }

    /// The events shifted later by `dueTime`; an error is not delayed.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// Subscribes to the source `dueTime` after being subscribed.
    public func delaySubscription(
        _ dueTime: RxTimeInterval, scheduler: SchedulerType
    )
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Delivers the events on `scheduler`.
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    /// Subscribes to (and disposes) the source on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    /// On error, continues with the sequence `handler` returns for it.
    public func `catch`(
        _ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>
    )
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.catch { try handler($0).asObservable() })
    }

    /// Resubscribes on error, up to `maxAttemptCount` subscriptions in all.
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    /// Resubscribes on error each time the trigger built from the errors of type `Failure` emits.
    public func retry<Trigger: ObservableType, Failure: Swift.Error>(
        when notificationHandler: @escaping (Observable<Failure>) -> Trigger
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Resubscribes on error each time the trigger built from the errors emits.
    public func retry<Trigger: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Logs subscription, events and disposal, as `Observable.debug`.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false,
        file: String = #file, line: UInt = #line, function: String = #function
    )
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(
            raw: source.debug(
                identifier, trimOutput: trimOutput, file: file, line: line,
                function: function))
    }

    /// A sequence that owns a resource for the lifetime of each subscription.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.using(resourceFactory) { try primitiveSequenceFactory($0).asObservable() })
    }

    /// Fails with `RxError.timeout` unless the source terminates within `dueTime`.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// Switches to `other` unless the source terminates within `dueTime`.
    public func timeout(
        _ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>,
        scheduler: SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
    }
}

extension PrimitiveSequence where Element: RxAbstractInteger {
    /// Emits 0 after `dueTime`, then completes.
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}
