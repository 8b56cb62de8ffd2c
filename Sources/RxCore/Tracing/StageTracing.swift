import Synchronization

/// Receives the lifecycle of every operator stage while installed in `StageTracing.tracer`.
///
/// Callbacks run synchronously on the thread where the lifecycle step happens.
public protocol StageTracer: AnyObject, Sendable {
    /// `stage` is being subscribed (before it subscribes upstream).
    func stageSubscribed(_ stage: TraceStage)
    /// `stage` forwards `event` downstream (reported before forwarding).
    func stage(_ stage: TraceStage, forwards event: TracedEvent)
    /// `stage` was disposed, by its downstream or after a terminal event.
    func stageDisposed(_ stage: TraceStage)
}

/// An event as the tracer sees it: the element boxed as `Any`.
public enum TracedEvent {
    case next(Any)
    case error(Swift.Error)
    case completed
}

/// One subscribed operator stage: its operator name and the downstream stage it delivers to.
public final class TraceStage: @unchecked Sendable {
    private static let nextID = Atomic<Int>(1)

    /// Unique for the process.
    public let id: Int
    /// The operator's name (`map`, `filter`, `PublishSubject`, …).
    public let name: String
    /// The stage that subscribed to this one; `nil` for the outermost.
    public let downstream: TraceStage?
    /// Number of stages below this one.
    public let depth: Int
    /// Free for the tracer's own bookkeeping (e.g. a top-level subscription id).
    public let tag: AnyObject?
    private let tracer: StageTracer
    private let disposed = Atomic<Bool>(false)

    public init(name: String, downstream: TraceStage?, tracer: StageTracer, tag: AnyObject? = nil) {
        self.id = Self.nextID.add(1, ordering: .relaxed).oldValue
        self.name = name
        self.downstream = downstream
        self.depth = (downstream?.depth ?? -1) + 1
        self.tracer = tracer
        self.tag = tag ?? downstream?.tag
    }

    /// The outermost stage of this chain.
    public var root: TraceStage { downstream?.root ?? self }

    /// Reports disposal once.
    public func reportDisposed() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        tracer.stageDisposed(self)
    }

    func report<Element>(_ event: Event<Element>) {
        switch event {
        case .next(let element): tracer.stage(self, forwards: .next(element))
        case .error(let error): tracer.stage(self, forwards: .error(error))
        case .completed: tracer.stage(self, forwards: .completed)
        }
    }
}

/// Anything that knows which traced stage it feeds (sinks, traced observers, a tracer's root observer).
public protocol TraceLinked {
    var traceStage: TraceStage? { get }
}

/// The global switch for stage tracing. With no tracer installed, subscription pays one load and nothing more.
public enum StageTracing {
    nonisolated(unsafe) private static var installed: StageTracer?
    private static let lock = SpinLock()

    /// The installed tracer, if any.
    @inline(__always)
    public static var tracer: StageTracer? { installed }

    /// Installs (or with `nil`, removes) the tracer for subscriptions made from now on.
    public static func install(_ tracer: StageTracer?) {
        lock.performLocked { installed = tracer }
    }

    /// Removes `tracer` if it is the one installed; a tracer that goes away must not leave itself behind, nor
    /// remove another's.
    public static func uninstall(_ tracer: StageTracer) {
        lock.performLocked { if installed === tracer { installed = nil } }
    }

    /// Subscribes through `subscribe` with `observer` wrapped so `source`'s stage reports its lifecycle.
    public static func traceSubscription<Source: ObservableType, Observer: ObserverType>(
        of source: Source,
        name: String? = nil,
        observer: Observer,
        tracer: StageTracer,
        subscribe: (TracingObserver<Observer>, TraceStage) -> Disposable
    ) -> Disposable where Observer.Element == Source.Element {
        let downstream = (observer as? TraceLinked)?.traceStage
        let stageName = name ?? (source as? Observable<Source.Element>)?.operatorName ?? "\(Source.self)"
        let stage = TraceStage(name: stageName, downstream: downstream, tracer: tracer)
        tracer.stageSubscribed(stage)
        let subscription = subscribe(TracingObserver(observer: observer, stage: stage), stage)
        return TracedDisposable(subscription, stage: stage)
    }
}

/// Reports each event a stage forwards, then forwards it.
public struct TracingObserver<Observer: ObserverType>: ObserverType, TraceLinked {
    let observer: Observer
    let stage: TraceStage

    public var traceStage: TraceStage? { stage }

    public func on(_ event: Event<Observer.Element>) {
        stage.report(event)
        observer.on(event)
    }
}

/// Forwards to `observer` while naming `traceStage` as its downstream stage: a shared connection subscribes
/// upstream through it, so the upstream stages are traced under the subscriber that made the connection.
struct StageLinkedObserver<Observer: ObserverType>: ObserverType, TraceLinked {
    let observer: Observer
    let traceStage: TraceStage?

    func on(_ event: Event<Observer.Element>) {
        observer.on(event)
    }
}

/// Disposes the traced subscription and reports the stage's disposal (once, if the sink did not already).
private final class TracedDisposable: Cancelable {
    private let subscription: Disposable
    private let stage: TraceStage
    private let disposed = Atomic<Bool>(false)

    init(_ subscription: Disposable, stage: TraceStage) {
        self.subscription = subscription
        self.stage = stage
    }

    var isDisposed: Bool { disposed.load(ordering: .relaxed) }

    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        subscription.dispose()
        stage.reportDisposed()
    }
}
