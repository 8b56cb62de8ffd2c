import Foundation
import RxCore
import Synchronization

/// Prints the lifecycle of top-level subscriptions (`#N`), and in stage mode of every operator stage.
///
/// With the mode `off` nothing is formatted; subscriptions are still counted so a runner knows when all ended.
public final class Tracer: @unchecked Sendable {
    /// How much is printed.
    public enum Mode: String, Sendable, CaseIterable {
        case off, events, stages
    }

    public let output: TraceOutput
    public let formatter: TraceFormatter
    /// Shows an element as Swift would (`"10"`, `(1, "a")`).
    public let describeValue: (Any) -> String
    /// Shows an error's message.
    public let describeError: (Swift.Error) -> String
    /// Writes an element as JSON for JSON lines (the language installs its own); nil writes its description as
    /// a JSON string.
    public let valueJSON: ((Any) -> String)?
    /// Whether lines carry their elements as JSON: JSON lines, with a `valueJSON` hook.
    private let writesValueJSON: Bool

    private let lock = NSLock()
    private var currentClock: TraceClock
    /// The mode as an atomic raw value: read on every traced event, so no lock there.
    private let currentMode: Atomic<Int>
    private let switches = TracerSwitches()
    private var nextID = 1
    private var live: [Int: TracedSubscription] = [:]
    private lazy var stageTracer = StageLineTracer(tracer: self)
    /// Set once `stageTracer` was installed in the core, which it holds (unowned) past this tracer's life.
    private let didInstallStageTracer = Atomic<Bool>(false)
    let laneRecorder = SubscriptionLaneRecorder()
    private var anomalyHandler: (@Sendable (DeliveryAnomaly, TracedSubscription, String) -> Void)?

    public init(
        output: TraceOutput, clock: TraceClock, formatter: TraceFormatter = TraceFormatter(),
        mode: Mode = .events,
        describeValue: @escaping (Any) -> String = defaultDescription,
        describeError: @escaping (Swift.Error) -> String = { "\($0)" },
        valueJSON: ((Any) -> String)? = nil
    ) {
        self.output = output
        self.currentClock = clock
        self.formatter = formatter
        self.describeValue = describeValue
        self.describeError = describeError
        self.valueJSON = valueJSON
        self.writesValueJSON = valueJSON != nil && formatter.style == .jsonl
        self.currentMode = Atomic(Self.code(for: mode))
        updateQuiet()
        if mode == .stages { installStageTracer() }
    }

    /// A tracer that goes away removes its stage tracer from the core: left installed, it would trace the next
    /// session's stages into this freed tracer (found by the fuzzer, running sessions one after another).
    deinit {
        if didInstallStageTracer.load(ordering: .acquiring) { StageTracing.uninstall(stageTracer) }
    }

    /// The clock new subscriptions are traced with (each keeps the one it started with), and updates outside any
    /// subscription. A session that switches between real and virtual time sets it.
    public var clock: TraceClock {
        get { lock.withLock { currentClock } }
        set { lock.withLock { currentClock = newValue } }
    }

    /// The current mode; switching to or from `stages` installs or removes the core's stage tracer.
    public var mode: Mode {
        get { Self.allModes[currentMode.load(ordering: .relaxed)] }
        set {
            currentMode.store(Self.code(for: newValue), ordering: .relaxed)
            updateQuiet()
            installStageTracer()
        }
    }

    /// The core's stage tracer is needed for stage lines and for recording inner subscriptions.
    private func installStageTracer() {
        guard mode == .stages || recordsInnerSubscriptions else { return StageTracing.install(nil) }
        didInstallStageTracer.store(true, ordering: .releasing)
        StageTracing.install(stageTracer)
    }

    private static let allModes = Mode.allCases
    private static func code(for mode: Mode) -> Int { allModes.firstIndex(of: mode)! }

    /// Makes each element's delivery run with its subscription as `SubscriptionContext.current` (subscribing and
    /// terminal events always do). Off until something needs it (a view that traces who updated it), so plain
    /// streams pay nothing per element.
    public func trackElementContext() {
        switches.tracksElementContext.store(true, ordering: .relaxed)
    }

    /// Whether elements are delivered with their subscription as the context.
    public var tracksElementContext: Bool { switches.tracksElementContext.load(ordering: .relaxed) }

    /// Stops stage tracing in the core (call when the tracer is retired).
    public func uninstall() {
        StageTracing.uninstall(stageTracer)
    }

    /// The subscriptions that have neither terminated nor been disposed, by id.
    public var liveSubscriptions: [TracedSubscription] {
        lock.withLock { live.values.sorted { $0.id < $1.id } }
    }

    /// How many subscriptions are live (cheap: no list is built).
    public var liveCount: Int { lock.withLock { live.count } }

    /// The live subscription with this id.
    public func subscription(id: Int) -> TracedSubscription? { lock.withLock { live[id] } }

    /// Disposes every live subscription (each disposal is traced); returns how many.
    @discardableResult
    public func disposeAll() -> Int {
        let all = liveSubscriptions
        for subscription in all { subscription.dispose() }
        return all.count
    }

    /// Called when a subscription receives an event while still delivering the previous one (RxSwift's reentrancy
    /// and synchronization anomalies), with the event as the trace shows it.
    public var onAnomaly: (@Sendable (DeliveryAnomaly, TracedSubscription, String) -> Void)? {
        get { lock.withLock { anomalyHandler } }
        set { lock.withLock { anomalyHandler = newValue } }
    }

    func reportAnomaly<Element>(
        _ anomaly: DeliveryAnomaly, in subscription: TracedSubscription,
        event: Event<Element>
    ) {
        guard let handler = onAnomaly else { return }
        let text: String
        switch event {
        case .next(let element): text = "next(\(describeValue(element)))"
        case .error(let error): text = "error(\(describeError(error)))"
        case .completed: text = "completed"
        }
        handler(anomaly, subscription, text)
    }

    /// Writes a line of program output (e.g. `print`) in order with the trace.
    public func writeMessage(_ text: String) {
        output.writeLine(text)
    }

    /// Subscribes `source` as top-level subscription `#N`, tracing it and calling the handlers.
    ///
    /// With a trait `style` the subscription shows and ends as RxSwift's trait subscriptions do: `onNext` is then
    /// the success handler, and the success ends it (`success(x)` then `disposed`).
    ///
    /// Order follows RxSwift: on a terminal event the handler runs, then `onDisposed`, then the upstream is
    /// disposed; on `dispose()` the upstream is disposed first and `onDisposed` runs last.
    public func subscribe<Source: ObservableType>(
        _ source: Source, expression: String, place: (any CustomStringConvertible)? = nil,
        willSubscribe: ((TracedSubscription) -> Void)? = nil,
        onNext: ((Source.Element) -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil, style: TraceEventStyle = .observable
    ) -> TracedSubscription {
        let subscription: TracedSubscription = lock.withLock {
            let subscription = TracedSubscription(
                id: nextID, expression: expression, place: place,
                clock: currentClock, tracer: self, switches: switches)
            nextID += 1
            live[subscription.id] = subscription
            return subscription
        }
        subscription.onDisposed = onDisposed
        let recordsLanes = recordsInnerSubscriptions
        let followsStages = recordsLanes || mode == .stages
        if followsStages {
            subscription.rootStage = TraceStage(
                name: "subscribe", downstream: nil, tracer: stageTracer,
                tag: SubscriptionTag(id: subscription.id, clock: subscription.clock))
            laneRecorder.begin(subscription.id, records: recordsLanes)
        }
        defer { if followsStages { laneRecorder.initialSubscriptionDone(subscription.id) } }
        report(subscription, .subscribed)
        willSubscribe?(subscription)
        if style != .observable {
            let observer = TraitRootObserver<Source.Element>(
                subscription: subscription, style: style, onSuccess: onNext,
                onError: onError, onCompleted: onCompleted)
            subscription.attach(SubscriptionContext.with(subscription) { source.subscribe(observer) })
            return subscription
        }
        let observer = RootObserver<Source.Element>(
            subscription: subscription, onNext: onNext, onError: onError,
            onCompleted: onCompleted)
        subscription.attach(SubscriptionContext.with(subscription) { source.subscribe(observer) })
        return subscription
    }

    /// Reports that `sink` (a named sink, or a view with its `property`) took `value`, set by the current
    /// subscription; `arrivedOn` names the thread the value came from when a Binder moved it to main.
    public func reportUpdate(sink: String, property: String?, value: Any?, arrivedOn: String? = nil) {
        let mode = self.mode
        if mode == .off { return }
        let text = value.map(describeValue) ?? "nil"
        let subscription = SubscriptionContext.current
        let clock = subscription?.clock ?? self.clock
        emit(
            TraceLine(
                subscription: subscription?.id ?? 0, stage: "sink", depth: 0, kind: .update,
                value: text, valueJSON: value.map(json(of:)) ?? (writesValueJSON || keepsUnprintedLines ? "null" : nil),
                time: clock.elapsedSeconds, timeMark: clock.timeMark, thread: clock.threadName,
                isStageLine: false, sink: sink, property: property, arrivedOn: arrivedOn))
    }

    /// An element as JSON when lines carry JSON values (JSON lines, or a recording listening), else nil (and
    /// nothing is done).
    @inline(__always)
    func json(of element: Any) -> String? {
        writesValueJSON || keepsUnprintedLines ? valueJSON?(element) : nil
    }

    /// Reports a person's action on a control (`:tap go` → `go tapped`), at the tracer's time and thread, with no
    /// subscription: it is traced even when nothing observes the control.
    public func reportAction(on control: String, _ action: String) {
        if mode == .off { return }
        let clock = self.clock
        emit(
            TraceLine(
                subscription: 0, stage: "action", depth: 0, kind: .action, value: action, time: clock.elapsedSeconds,
                timeMark: clock.timeMark, thread: clock.threadName, isStageLine: false, sink: control))
    }

    /// Reports that UIKit called a lifecycle method of a view controller (`vc.viewWillAppear(true)`), at the
    /// tracer's time and thread.
    public func reportLifecycle(controller: String, _ call: String) {
        if mode == .off { return }
        let clock = self.clock
        emit(
            TraceLine(
                subscription: 0, stage: "lifecycle", depth: 0, kind: .lifecycle, value: call,
                time: clock.elapsedSeconds, timeMark: clock.timeMark, thread: clock.threadName, isStageLine: false,
                sink: controller))
    }

    /// Reports that the run ended, as a program exits, with `subscription` still open (nothing is disposed);
    /// `summary` says how long it ran and what it is (`after 5.0s: ticks.map { … }`).
    public func reportStillSubscribedAtExit(_ subscription: TracedSubscription, summary: String) {
        if mode == .off { return }
        let clock = subscription.clock
        emit(
            TraceLine(
                subscription: subscription.id, stage: "subscribe", depth: 0, kind: .stillSubscribed, value: summary,
                time: clock.elapsedSeconds, timeMark: clock.timeMark, thread: clock.threadName, isStageLine: false))
    }

    /// Nothing is printed nor recorded: events need not even be described.
    var isQuiet: Bool { switches.isQuiet.load(ordering: .relaxed) }

    /// Recomputes `isQuiet` after the mode, `recordsMoments` or `unprintedLines` changed; under the lock, so that
    /// of two setters at once the one that stores last also read the other's input.
    private func updateQuiet() {
        lock.withLock {
            switches.isQuiet.store(mode == .off && !recordsMoments && !keepsUnprintedLines, ordering: .relaxed)
        }
    }

    func report(
        _ subscription: TracedSubscription, _ kind: TraceLineKind, value: String? = nil,
        json: @autoclosure () -> String? = nil
    ) {
        let mode = self.mode
        let recording = recordsMoments
        if mode == .off && !recording && !keepsUnprintedLines { return }
        let clock = subscription.clock
        let time = clock.elapsedSeconds
        if recording { subscription.record(TracedSubscription.Recorded(time: time, kind: kind, value: value)) }
        if mode == .off && !keepsUnprintedLines { return }
        var line = TraceLine(
            subscription: subscription.id, stage: "subscribe", depth: 0, kind: kind, value: value,
            valueJSON: json(), time: time, timeMark: clock.timeMark, thread: clock.threadName,
            isStageLine: mode == .stages)
        line.lane = .subscription
        if mode == .off { return keepUnprinted(line) }
        emit(line)
    }

    // MARK: - Lines not printed

    private let hasUnprintedHandler = Atomic<Bool>(false)
    private var unprintedHandler: (@Sendable (TraceLine) -> Void)?

    /// Sees every line the tracer makes but does not print, in order with the printed ones: stage lines outside
    /// `stages` mode and, with the trace off, the subscriptions' own lines (a recording keeps them to draw marble
    /// lanes later). Stage lines are made only while `recordsInnerSubscriptions` is on; nil makes none.
    public var unprintedLines: (@Sendable (TraceLine) -> Void)? {
        get { lock.withLock { unprintedHandler } }
        set {
            lock.withLock { unprintedHandler = newValue }
            hasUnprintedHandler.store(newValue != nil, ordering: .releasing)
            updateQuiet()
        }
    }

    var keepsUnprintedLines: Bool { hasUnprintedHandler.load(ordering: .relaxed) }

    func keepUnprinted(_ line: TraceLine) {
        lock.withLock { unprintedHandler }?(line)
    }

    func emit(_ line: TraceLine) {
        if hasPaused.load(ordering: .relaxed), hold(line) { return }
        output.writeLine(line, formatter: formatter)
    }

    // MARK: - Pausing

    private let hasPaused = Atomic<Bool>(false)
    /// The lines held back for each paused subscription, in order.
    private var held: [Int: [TraceLine]] = [:]

    /// Holds back the trace lines of subscription `id` until `resume(_:)`; false when it is not live.
    @discardableResult
    public func pause(_ id: Int) -> Bool {
        lock.withLock {
            guard live[id] != nil else { return false }
            if held[id] == nil { held[id] = [] }
            hasPaused.store(true, ordering: .relaxed)
            return true
        }
    }

    /// Prints what subscription `id` traced while paused, and traces it as it happens again; returns how many
    /// lines were held (nil when it was not paused).
    @discardableResult
    public func resume(_ id: Int) -> Int? {
        let lines: [TraceLine]? = lock.withLock {
            let lines = held.removeValue(forKey: id)
            hasPaused.store(!held.isEmpty, ordering: .relaxed)
            return lines
        }
        guard let lines else { return nil }
        for line in lines { output.writeLine(line, formatter: formatter) }
        return lines.count
    }

    /// The paused subscriptions' ids.
    public var pausedSubscriptions: [Int] { lock.withLock { held.keys.sorted() } }

    private func hold(_ line: TraceLine) -> Bool {
        lock.withLock {
            guard held[line.subscription] != nil else { return false }
            held[line.subscription]!.append(line)
            return true
        }
    }

    func ended(_ subscription: TracedSubscription) {
        let lanes = laneRecorder.finish(subscription.id, at: subscription.clock.elapsedSeconds)
        let record = recordsMoments ? subscription.record(isFinished: true, lanes: lanes) : nil
        lock.withLock {
            live.removeValue(forKey: subscription.id)
            if let record {
                recent.append(record)
                if recent.count > keptRecords { recent.removeFirst(recent.count - keptRecords) }
            }
        }
    }

    /// Whether each subscription keeps what it traced, for drawing it later (`:marbles #N` in the REPL), also
    /// with the trace off; scripts leave it off and pay nothing for it.
    public var recordsMoments: Bool {
        get { recording.load(ordering: .relaxed) }
        set {
            recording.store(newValue, ordering: .relaxed)
            updateQuiet()
        }
    }
    private let recording = Atomic<Bool>(false)

    /// Whether records also keep a lane per operator stage and per inner subscription of higher-order operators
    /// (flatMap's inners), for `:marbles #N` and `:export`. Stage tracing runs in the core while it is on.
    public var recordsInnerSubscriptions: Bool {
        get { recordingInners.load(ordering: .relaxed) }
        set {
            recordingInners.store(newValue, ordering: .relaxed)
            installStageTracer()
        }
    }
    private let recordingInners = Atomic<Bool>(false)

    /// How many finished subscriptions' records are kept for `record(of:)` (50; a script exporting all of its
    /// subscriptions keeps more).
    public var recentLimit: Int {
        get { lock.withLock { keptRecords } }
        set { lock.withLock { keptRecords = max(1, newValue) } }
    }
    private var keptRecords = 50
    /// Records only: a finished subscription itself would keep its operators' state alive.
    private var recent: [SubscriptionRecord] = []

    /// What subscription `id` traced, live or among the latest finished ones (when `recordsMoments` is on).
    public func record(of id: Int) -> SubscriptionRecord? {
        if let running = lock.withLock({ live[id] }) { return snapshot(of: running) }
        return lock.withLock { recent.last { $0.id == id } }
    }

    /// Every subscription's record still kept, live or finished, by id.
    public var records: [SubscriptionRecord] {
        let (running, finished) = lock.withLock { (Array(live.values), recent) }
        return (finished + running.map(snapshot(of:))).sorted { $0.id < $1.id }
    }

    private func snapshot(of running: TracedSubscription) -> SubscriptionRecord {
        running.record(isFinished: running.isFinished, lanes: laneRecorder.lanes(of: running.id))
    }

    /// Shows strings quoted and other values as they describe themselves.
    public static func defaultDescription(_ value: Any) -> String {
        if let string = value as? String { return string.debugDescription }
        return "\(value)"
    }
}

/// A top-level subscription: its id, the expression it came from, and its live state.
public final class TracedSubscription: Disposable, @unchecked Sendable {
    public let id: Int
    /// The source text that created it.
    public let expression: String
    /// Where it was made, as the host records it (the language's source range); its description is `file:line:col`.
    public let origin: (any CustomStringConvertible)?
    /// Where it was made (`file:line:col`), when known.
    public let place: String?
    /// When it started, in its clock's seconds.
    public let startedAt: Double
    /// The clock its trace lines are stamped with: the tracer's when it started.
    public let clock: TraceClock
    private unowned let tracer: Tracer
    /// What each delivery reads and updates, shared with the subscriber end (`RootObserver`).
    fileprivate let state: DeliveryState
    private let inner = SingleAssignmentDisposable()
    var onDisposed: (() -> Void)?
    var rootStage: TraceStage?

    private let sourcesLock = NSLock()
    private var countedSources: [SideEffectCounting] = []

    init(
        id: Int, expression: String, place: (any CustomStringConvertible)?, clock: TraceClock, tracer: Tracer,
        switches: TracerSwitches
    ) {
        self.state = DeliveryState(switches: switches)
        self.id = id
        self.expression = expression
        self.origin = place
        self.place = place?.description
        self.clock = clock
        self.startedAt = clock.elapsedSeconds
        self.tracer = tracer
    }

    /// A subscriber end that outlives its subscription (a subject keeps its stopped observers) delivers no more.
    deinit { state.finished.store(true, ordering: .releasing) }

    /// Events received so far.
    public var eventCount: Int { state.events.load(ordering: .relaxed) }

    /// One traced moment of the subscription, kept for drawing it (`:marbles #N`).
    public struct Recorded: Sendable {
        /// In the subscription clock's seconds.
        public let time: Double
        public let kind: TraceLineKind
        /// The element or error as traced.
        public let value: String?

        public init(time: Double, kind: TraceLineKind, value: String?) {
            self.time = time
            self.kind = kind
            self.value = value
        }
    }

    /// The most that is kept; older moments are dropped first.
    public static let recordLimit = 5_000
    private let recordLock = NSLock()
    private var recordedMoments: [Recorded] = []
    private var droppedMoments = 0

    func record(_ moment: Recorded) {
        recordLock.withLock {
            if recordedMoments.count >= Self.recordLimit {
                droppedMoments += recordedMoments.count / 2
                recordedMoments.removeFirst(recordedMoments.count / 2)
            }
            recordedMoments.append(moment)
        }
    }

    /// What was traced for this subscription (the latest `recordLimit` moments), oldest first.
    public var recorded: [Recorded] { recordLock.withLock { recordedMoments } }

    /// How many of its oldest moments were dropped to keep `recordLimit`.
    public var droppedRecordedCount: Int { recordLock.withLock { droppedMoments } }

    func record(
        isFinished: Bool, lanes: (stages: [StageLaneRecord], inners: [InnerSubscriptionRecord])
    ) -> SubscriptionRecord {
        SubscriptionRecord(
            id: id, expression: expression, startedAt: startedAt, now: clock.elapsedSeconds,
            isFinished: isFinished, moments: recorded, stages: lanes.stages, inners: lanes.inners,
            origin: origin, isVirtual: clock is VirtualTraceClock, earlierMomentsNotKept: droppedRecordedCount)
    }
    /// True once it terminated or was disposed.
    public var isFinished: Bool { state.finished.load(ordering: .acquiring) }

    func attach(_ disposable: Disposable) { inner.setDisposable(disposable) }

    /// Records that this subscription subscribed `source`, a source whose side effects run per subscription.
    public func noteSideEffectSource(_ source: SideEffectCounting) {
        sourcesLock.withLock {
            if !countedSources.contains(where: { $0 === source }) { countedSources.append(source) }
        }
    }

    /// The side-effecting sources (`create`, `deferred`) this subscription subscribed, for `:subs`.
    public var sideEffectSources: [SideEffectCounting] { sourcesLock.withLock { countedSources } }

    var tracksElementContext: Bool { state.switches.tracksElementContext.load(ordering: .relaxed) }

    /// `#3 at file:12:5`, or `#3` when the place is unknown.
    public var label: String { "#\(id)" + (place.map { " at \($0)" } ?? "") }

    /// Starts delivering `event`, reporting it first when it overlaps the previous delivery.
    @inline(__always)
    func beginDelivery<Element>(of event: Event<Element>) -> DeliveryMonitor.Entry {
        var anomaly: DeliveryAnomaly?
        let entry = state.deliveries.enter(anomaly: &anomaly)
        if let anomaly { tracer.reportAnomaly(anomaly, in: self, event: event) }
        return entry
    }

    /// `beginDelivery(of: .next(element))`, making the event only when there is an anomaly to report.
    @inline(__always)
    func beginDelivery<Element>(ofNext element: Element) -> DeliveryMonitor.Entry {
        state.beginDelivery(ofNext: element, in: self)
    }

    @inline(never)
    fileprivate func reportAnomaly<Element>(_ anomaly: DeliveryAnomaly, next element: Element) {
        tracer.reportAnomaly(anomaly, in: self, event: Event.next(element))
    }

    @inline(__always)
    func endDelivery(_ entry: DeliveryMonitor.Entry) { state.deliveries.exit(entry) }

    func receivedNext<Element>(_ element: Element) {
        state.events.add(1, ordering: .relaxed)
        if state.switches.isQuiet.load(ordering: .relaxed) { return }
        tracer.report(self, .next, value: tracer.describeValue(element), json: tracer.json(of: element))
    }

    func describeValue(_ value: Any) -> String { tracer.describeValue(value) }
    func describeError(_ error: Swift.Error) -> String { tracer.describeError(error) }

    /// Counts and reports a trait's event (`success(x)`, `failure(e)`, `error(e)`, `completed`).
    func receivedTraitEvent(_ kind: TraceLineKind, value: String? = nil, json: @autoclosure () -> String? = nil) {
        state.events.add(1, ordering: .relaxed)
        if state.switches.isQuiet.load(ordering: .relaxed) { return }
        tracer.report(self, kind, value: value, json: json())
    }

    func json(of element: Any) -> String? { tracer.json(of: element) }

    func received<Element>(_ event: Event<Element>) {
        state.events.add(1, ordering: .relaxed)
        if state.switches.isQuiet.load(ordering: .relaxed) { return }
        switch event {
        case .next(let element):
            tracer.report(self, .next, value: tracer.describeValue(element), json: tracer.json(of: element))
        case .error(let error): tracer.report(self, .error, value: tracer.describeError(error))
        case .completed: tracer.report(self, .completed)
        }
    }

    /// After a terminal event: report disposal and run `onDisposed`; the upstream is released afterwards.
    func terminated() {
        if state.finished.exchange(true, ordering: .acquiringAndReleasing) { return }
        tracer.report(self, .disposed)
        tracer.ended(self)
        runOnDisposed()
    }

    public func dispose() {
        if state.finished.exchange(true, ordering: .acquiringAndReleasing) {
            inner.dispose()
            return
        }
        tracer.report(self, .disposed)
        inner.dispose()
        tracer.ended(self)
        runOnDisposed()
    }

    private func runOnDisposed() {
        let action = onDisposed
        onDisposed = nil
        action?()
    }
}

/// The subscriber end of a traced subscription: enforces the grammar, reports, then calls the handlers.
private final class RootObserver<Element>: ObserverBase<Element>, TraceLinked {
    /// Weak: the tracer holds a live subscription. A subject keeps its stopped observers (as RxSwift's do), and
    /// a strong reference would let them keep the subject's own subscription disposable, so the subject, alive.
    private weak var subscription: TracedSubscription?
    /// The subscription's delivery state, held strongly: an element that is neither traced nor delivered in its
    /// subscription's context needs only this, not a load of the weak reference.
    private let state: DeliveryState
    private let onNext: ((Element) -> Void)?
    private let onError: ((Swift.Error) -> Void)?
    private let onCompleted: (() -> Void)?

    init(
        subscription: TracedSubscription, onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?
    ) {
        self.subscription = subscription
        self.state = subscription.state
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
    }

    var traceStage: TraceStage? { subscription?.rootStage }

    override func onNextCore(_ element: Element) {
        if !state.switches.isQuiet.load(ordering: .relaxed)
            || state.switches.tracksElementContext.load(ordering: .relaxed)
        {
            return tracedNext(element)
        }
        if state.finished.load(ordering: .acquiring) { return }
        let entry = state.beginDelivery(ofNext: element, in: subscription)
        defer { state.deliveries.exit(entry) }
        state.events.add(1, ordering: .relaxed)
        onNext?(element)
    }

    /// An element the trace reports, or that is delivered with its subscription as the context.
    private func tracedNext(_ element: Element) {
        guard let subscription, !subscription.isFinished else { return }
        let delivery = subscription.beginDelivery(ofNext: element)
        defer { subscription.endDelivery(delivery) }
        subscription.receivedNext(element)
        guard let onNext else { return }
        if subscription.tracksElementContext {
            SubscriptionContext.with(subscription) { onNext(element) }
        } else {
            onNext(element)
        }
    }

    override func onCore(_ event: Event<Element>) {
        guard let subscription, !subscription.isFinished else { return }
        let delivery = subscription.beginDelivery(of: event)
        defer { subscription.endDelivery(delivery) }
        subscription.received(event)
        if case .next(let element) = event, !subscription.tracksElementContext {
            onNext?(element)
            return
        }
        SubscriptionContext.with(subscription) {
            switch event {
            case .next(let element):
                onNext?(element)
            case .error(let error):
                onError?(error)
                subscription.terminated()
            case .completed:
                onCompleted?()
                subscription.terminated()
            }
        }
    }
}

/// What a subscription's deliveries read and update, apart from the subscription so that its subscriber end can hold
/// it strongly (the subscription itself it holds weakly) and deliver an untraced element without loading a weak
/// reference.
final class DeliveryState: Sendable {
    let deliveries = DeliveryMonitor()
    let events = Atomic<Int>(0)
    /// Set by a terminal event, `dispose()` or the subscription's end.
    let finished = Atomic<Bool>(false)
    /// The tracer's switches, held here so the per-element checks need no access to the (unowned) tracer.
    let switches: TracerSwitches

    init(switches: TracerSwitches) { self.switches = switches }

    /// Enters the delivery of `element`; an anomaly (another delivery still in progress) is reported on
    /// `subscription`, read only then (the subscriber end holds it weakly).
    @inline(__always)
    func beginDelivery<Element>(
        ofNext element: Element, in subscription: @autoclosure () -> TracedSubscription?
    ) -> DeliveryMonitor.Entry {
        var anomaly: DeliveryAnomaly?
        let entry = deliveries.enter(anomaly: &anomaly)
        if let anomaly { subscription()?.reportAnomaly(anomaly, next: element) }
        return entry
    }
}

/// A tracer's flags that its subscriptions read on every element, shared so that reading them needs no access to
/// the (unowned) tracer.
final class TracerSwitches: Sendable {
    /// Whether elements are delivered with their subscription as the context (see `Tracer.trackElementContext`).
    let tracksElementContext = Atomic<Bool>(false)
    /// `Tracer.isQuiet`: nothing is printed nor recorded, so events need not be described.
    let isQuiet = Atomic<Bool>(false)
}

/// A source whose subscription runs user side effects (a `create` or `deferred` body), counted for `:subs`.
public protocol SideEffectCounting: AnyObject, Sendable {
    /// How many times its body has run.
    var runCount: Int { get }
    /// What it is, for people: `create at file:3:15`.
    var label: String { get }
}

/// What every stage of a top-level subscription carries as its tag: the id and clock only, so stages (which
/// the subscription's disposables hold) do not keep the subscription alive in a cycle.
final class SubscriptionTag: Sendable {
    let id: Int
    let clock: TraceClock

    init(id: Int, clock: TraceClock) {
        self.id = id
        self.clock = clock
    }
}

/// Turns the core's stage callbacks into indented trace lines for the subscription each stage belongs to (in
/// stage mode), and into the inner subscriptions' records (while they are recorded).
final class StageLineTracer: StageTracer, @unchecked Sendable {
    private unowned let tracer: Tracer

    init(tracer: Tracer) {
        self.tracer = tracer
    }

    /// Places the stage in its inner lane, records what is recorded, and in stage mode traces the line, named
    /// `#N.inner` for a stage of an inner subscription. The value is described once, and only when needed.
    private func emit(
        _ stage: TraceStage, _ kind: TraceLineKind, value describe: () -> String? = { nil },
        json: () -> String? = { nil }
    ) {
        guard let subscription = stage.tag as? SubscriptionTag else { return }
        let clock = subscription.clock
        let recorder = tracer.laneRecorder
        var described: String??
        func value() -> String? {
            if let described { return described }
            let text = describe()
            described = .some(text)
            return text
        }
        let inner: Int
        let note: LaneNote?
        switch kind {
        case .subscribed:
            (inner, note) = recorder.stageSubscribed(stage, subscription: subscription.id, time: clock.elapsedSeconds)
        case .disposed: (inner, note) = recorder.stageDisposed(stage, time: clock.elapsedSeconds)
        default:
            // Most stages' events are not recorded: the time and the value are made only for those that are.
            let forwarding = recorder.stageForwards(stage)
            inner = forwarding.lane
            note = forwarding.note
            if forwarding.isRecorded { recorder.record(stage, kind, value: value(), time: clock.elapsedSeconds) }
        }
        let printed = tracer.mode == .stages
        guard printed || tracer.keepsUnprintedLines else { return }
        var line = TraceLine(
            subscription: subscription.id, inner: inner, stage: stage.name, depth: stage.depth, kind: kind,
            value: value(), valueJSON: json(), time: clock.elapsedSeconds, timeMark: clock.timeMark,
            thread: clock.threadName, isStageLine: true)
        line.lane = note
        if printed { tracer.emit(line) } else { tracer.keepUnprinted(line) }
    }

    func stageSubscribed(_ stage: TraceStage) { emit(stage, .subscribed) }

    func stage(_ stage: TraceStage, forwards event: TracedEvent) {
        switch event {
        case .next(let value):
            emit(stage, .next, value: { self.tracer.describeValue(value) }, json: { self.tracer.json(of: value) })
        case .error(let error): emit(stage, .error, value: { self.tracer.describeError(error) })
        case .completed: emit(stage, .completed)
        }
    }

    func stageDisposed(_ stage: TraceStage) { emit(stage, .disposed) }
}

/// What one subscription traced, for drawing it (`:marbles #N`, `:export`), kept after it has finished.
/// `@unchecked`: `origin` is the host's immutable source range.
public struct SubscriptionRecord: @unchecked Sendable {
    public let id: Int
    /// The source text that created it.
    public let expression: String
    /// When it started, in its clock's seconds.
    public let startedAt: Double
    /// Its clock's time when the record was taken.
    public let now: Double
    public let isFinished: Bool
    /// Its traced moments, oldest first.
    public let moments: [TracedSubscription.Recorded]
    /// The operator stages of its own chain, in order of subscription (when `Tracer.recordsInnerSubscriptions`
    /// is on): the last operator first, its sources after it.
    public let stages: [StageLaneRecord]
    /// Its inner subscriptions (when `Tracer.recordsInnerSubscriptions` is on), by index.
    public let inners: [InnerSubscriptionRecord]
    /// Where it was made, as the host records it (`TracedSubscription.origin`).
    public let origin: (any CustomStringConvertible)?
    /// Whether its times are a virtual clock's, exact to the tick.
    public let isVirtual: Bool
    /// How many of its oldest moments were not kept (`TracedSubscription.recordLimit`).
    public let earlierMomentsNotKept: Int

    public init(
        id: Int, expression: String, startedAt: Double, now: Double, isFinished: Bool,
        moments: [TracedSubscription.Recorded], stages: [StageLaneRecord] = [], inners: [InnerSubscriptionRecord] = [],
        origin: (any CustomStringConvertible)? = nil, isVirtual: Bool = false, earlierMomentsNotKept: Int = 0
    ) {
        self.earlierMomentsNotKept = earlierMomentsNotKept
        self.origin = origin
        self.isVirtual = isVirtual
        self.id = id
        self.expression = expression
        self.startedAt = startedAt
        self.now = now
        self.isFinished = isFinished
        self.moments = moments
        self.stages = stages
        self.inners = inners
    }
}
