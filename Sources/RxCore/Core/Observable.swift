/// A type-erased observable sequence; the base class of every sequence in the core.
open class Observable<Element>: ObservableType {
    public init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    open func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        rxAbstractMethod()
    }

    public func asObservable() -> Observable<Element> { self }

    /// The operator name shown by stage tracing (`map`, `filter`, …).
    open var operatorName: String { "observable" }
}

/// Traps when an abstract method was not overridden.
func rxAbstractMethod(file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("Abstract method", file: file, line: line)
}
