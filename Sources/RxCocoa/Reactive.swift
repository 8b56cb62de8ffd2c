import RxCore

/// RxCocoa's `Reactive`: the `rx` namespace of a view, where its Binders, ControlProperties and ControlEvents live.
public struct Reactive<Base> {
    /// The view.
    public let base: Base

    public init(_ base: Base) {
        self.base = base
    }
}

/// Types with an `rx` namespace.
public protocol ReactiveCompatible: AnyObject {}

extension ReactiveCompatible {
    /// The reactive members (`label.rx.text`).
    public var rx: Reactive<Self> { Reactive(self) }
}

extension Reactive where Base: VirtualView {
    /// A Binder for any property, by name (`label.rx.textColor`), as RxCocoa's dynamic member subscript.
    public func binder<Value>(_ property: String) -> Binder<Value> {
        Binder(base, property: property) { view, value in view.setValue(value, for: property) }
    }

    /// `view.isHidden`.
    public var isHidden: Binder<Bool> { binder("isHidden") }

    /// `view.alpha`.
    public var alpha: Binder<Double> { binder("alpha") }

    /// KVO: the property's current value, then each change (completes when the view goes away).
    public func observe(_ property: String) -> Observable<Any?> {
        weak let view = base
        let deallocated = base.deallocated
        return Observable<Any?>.create { observer in
            guard let view else {
                observer.onCompleted()
                return Disposables.create()
            }
            observer.onNext(view.value(property))
            return view.addObserver(for: property) { value in observer.onNext(value) }
        }.take(until: deallocated)
    }

    /// Emits once and completes when the view goes away.
    public var deallocated: Observable<Void> { base.deallocated.asObservable() }
}

extension Reactive where Base: VirtualControl {
    /// `control.isEnabled`.
    public var isEnabled: Binder<Bool> { binder("isEnabled") }

    /// The control's `events` as a ControlEvent (RxCocoa's `controlEvent(_:)`).
    public func controlEvent(_ events: ControlEvents) -> ControlEvent<Void> {
        weak let control = base
        let source = Observable<Void>.create { observer in
            guard let control else {
                observer.onCompleted()
                return Disposables.create()
            }
            return control.addTarget(for: events) { observer.onNext(()) }
        }.take(until: base.deallocated)
        return ControlEvent(events: source, scheduler: base.screen.subscriptionScheduler)
    }

    /// A ControlProperty read with `getter` after each of `editingEvents` and written with `setter`
    /// (RxCocoa's `controlProperty(editingEvents:getter:setter:)`).
    public func controlProperty<T>(
        editingEvents: ControlEvents, property: String? = nil,
        getter: @escaping (Base) -> T,
        setter: @escaping (Base, T) -> Void
    ) -> ControlProperty<T> {
        weak let weakControl = base
        let source = Observable<T>.create { observer in
            guard let control = weakControl else {
                observer.onCompleted()
                return Disposables.create()
            }
            observer.onNext(getter(control))
            return control.addTarget(for: editingEvents) {
                if let control = weakControl { observer.onNext(getter(control)) }
            }
        }.take(until: base.deallocated)
        let sink = Binder(base, property: property, binding: setter)
        return ControlProperty(
            values: source, valueSink: sink, scheduler: base.screen.subscriptionScheduler,
            target: sink.target)
    }

    /// A property that changes on `[.allEditingEvents, .valueChanged]`, set only when the value differs.
    func valueProperty<T: Equatable>(_ property: String, default initial: T) -> ControlProperty<T> {
        controlProperty(
            editingEvents: [.allEditingEvents, .valueChanged], property: property,
            getter: { $0.value(property) as? T ?? initial },
            setter: { control, value in
                if control.value(property) as? T != value { control.setValue(value, for: property) }
            })
    }
}
