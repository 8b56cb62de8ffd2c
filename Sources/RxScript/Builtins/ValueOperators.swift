import RxCore

// `map` and `filter` over script values, specialized for `Value`.
//
// They behave exactly like RxCore's `Map` and `Filter` (same events, same disposal, same stage names), but
// their sinks handle the concrete `Event<Value>`. RxCore's generic sinks look up `Event<T>` metadata at run
// time for every element, which dominated the interpreter's throughput; these two carry almost every
// scripted pipeline, so they get non-generic element handling.

/// `map` for script values.
final class ValueMap: Producer<Value> {
    private let source: Observable<Value>
    let transform: (Value) throws -> Value

    init(source: Observable<Value>, transform: @escaping (Value) throws -> Value) {
        self.source = source
        self.transform = transform
    }

    override var operatorName: String { "map" }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Value {
        let sink = ValueMapSink(transform: transform, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink, subscription)
    }
}

private final class ValueMapSink<Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == Value {
    private let transform: (Value) throws -> Value

    init(transform: @escaping (Value) throws -> Value, observer: Observer, cancel: Cancelable) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Value>) {
        switch event {
        case .next(let element):
            do {
                forwardOn(.next(try transform(element)))
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}

/// `filter` for script values.
final class ValueFilter: Producer<Value> {
    private let source: Observable<Value>
    let predicate: (Value) throws -> Bool

    init(source: Observable<Value>, predicate: @escaping (Value) throws -> Bool) {
        self.source = source
        self.predicate = predicate
    }

    override var operatorName: String { "filter" }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Value {
        let sink = ValueFilterSink(predicate: predicate, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink, subscription)
    }
}

private final class ValueFilterSink<Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == Value {
    private let predicate: (Value) throws -> Bool

    init(predicate: @escaping (Value) throws -> Bool, observer: Observer, cancel: Cancelable) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Value>) {
        switch event {
        case .next(let element):
            do {
                if try predicate(element) { forwardOn(event) }
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}
