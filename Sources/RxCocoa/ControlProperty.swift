import RxCore

/// RxCocoa's `ControlProperty`: a control's value, observable and bindable. As an observable it emits the
/// current value on subscribe and then every change a person makes, never errors, subscribes and observes on
/// main, and completes when its control goes away. As an observer it sets the value (errors are binding errors).
public struct ControlProperty<PropertyType>: ObservableType, ObserverType {
    public typealias Element = PropertyType
    private let values: Observable<PropertyType>
    private let valueSink: AnyObserver<PropertyType>
    /// What binding to it writes, when it belongs to a view.
    public let target: BindingTarget?

    /// A property from its `values` and the observer that sets it (`valueSink`).
    public init<Values: ObservableType, Sink: ObserverType>(
        values: Values, valueSink: Sink, scheduler: ImmediateSchedulerType = MainScheduler.instance,
        target: BindingTarget? = nil
    ) where Values.Element == PropertyType, Sink.Element == PropertyType {
        self.values = values.asObservable().subscribe(on: scheduler)
        self.valueSink = valueSink.asObserver()
        self.target = target ?? (valueSink as? Binder<PropertyType>)?.target
    }

    private init(
        subscribed values: Observable<PropertyType>, valueSink: AnyObserver<PropertyType>,
        target: BindingTarget?
    ) {
        self.values = values
        self.valueSink = valueSink
        self.target = target
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == PropertyType {
        values.subscribe(observer)
    }

    public func asObservable() -> Observable<PropertyType> { values }

    /// Changes only, without the current value (`skip(1)`), as a ControlEvent.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1), scheduler: CurrentThreadScheduler.instance)
    }

    /// Itself.
    public func asControlProperty() -> ControlProperty<PropertyType> { self }

    public func on(_ event: Event<PropertyType>) {
        switch event {
        case .error(let error):
            BindingErrorReport.report(
                error, to: target?.description, code: target?.rxDescription,
                screen: target?.view?.screen)
        case .next, .completed:
            valueSink.on(event)
        }
    }

    /// The same property seen through other types: `read` turns its values into the new ones, `write` turns
    /// what is bound back (the basis of `orEmpty`, and of a host language's own value type); a value `write`
    /// cannot convert (it throws) is a binding error.
    public func bridged<Other>(
        _ read: (Observable<PropertyType>) -> Observable<Other>,
        write: @escaping (Other) throws -> PropertyType
    ) -> ControlProperty<Other> {
        ControlProperty<Other>(subscribed: read(values), valueSink: valueSink.mapObserver(write), target: target)
    }
}

extension ControlProperty where PropertyType == String? {
    /// The text with `nil` read as `""` (RxCocoa's `orEmpty`).
    public var orEmpty: ControlProperty<String> {
        bridged({ $0.map { $0 ?? "" } }, write: { $0 })
    }
}
