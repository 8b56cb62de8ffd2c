/// Base of the observables that are not producers (subjects, share connections) but still report their stage to
/// an installed stage tracer, as every producer does: subclasses implement `subscribeUntraced`.
public class StageReportingObservable<Element>: Observable<Element> {
    public final override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        if let tracer = StageTracing.tracer {
            return StageTracing.traceSubscription(of: self, observer: observer, tracer: tracer) { traced, stage in
                self.subscribeUntraced(EndReportingObserver(observer: traced, stage: stage))
            }
        }
        return subscribeUntraced(observer)
    }

    /// Subscribes without reporting a stage (also used by operators that hold a subject internally).
    func subscribeUntraced<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        rxAbstractMethod()
    }

    /// Subscribes `observer` on behalf of `owner` (a relay wrapping this subject), reported as one stage called
    /// `name` when a stage tracer is installed.
    func subscribe<Owner: ObservableType, Observer: ObserverType>(
        _ observer: Observer, for owner: Owner, named name: String
    ) -> Disposable where Owner.Element == Element, Observer.Element == Element {
        guard let tracer = StageTracing.tracer else { return subscribeUntraced(observer) }
        return StageTracing.traceSubscription(of: owner, name: name, observer: observer, tracer: tracer) {
            traced, stage in
            self.subscribeUntraced(EndReportingObserver(observer: traced, stage: stage))
        }
    }
}

/// A stage with no sink of its own (a subject's, a share's) reports its disposal once it has delivered its end, as
/// a producer's sink does when it disposes itself after a terminal event.
struct EndReportingObserver<Observer: ObserverType>: ObserverType, TraceLinked {
    let observer: Observer
    let stage: TraceStage

    var traceStage: TraceStage? { stage }

    func on(_ event: Event<Observer.Element>) {
        observer.on(event)
        if event.isStopEvent { stage.reportDisposed() }
    }
}
