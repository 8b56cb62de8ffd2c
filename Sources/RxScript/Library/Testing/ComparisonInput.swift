import Foundation
import RxCore
import RxMarbles

/// What `compare` gives one pipeline as its input: the one source all pipelines share, passed through untouched
/// (a traced stage beneath still sees its subscriber), with every subscription to it and what it delivered
/// noted in `log`, so the run can draw the input once and count each pipeline's subscriptions.
final class ComparisonInput: Observable<Value>, @unchecked Sendable {
    let source: Observable<Value>
    let pipeline: Int
    let log: ComparisonInputLog

    init(_ source: Observable<Value>, pipeline: Int, log: ComparisonInputLog) {
        self.source = source
        self.pipeline = pipeline
        self.log = log
        super.init()
    }

    override var operatorName: String { source.operatorName }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Value {
        let log = log
        let number = log.subscribed(by: pipeline)
        let subscription = source.subscribe(NotingObserver(observer: observer) { log.note($0, of: number) })
        return Disposables.create {
            subscription.dispose()
            log.disposed(number)
        }
    }
}

/// Forwards to `observer` after noting the event; names the observer's traced stage as its own.
private struct NotingObserver<Observer: ObserverType>: ObserverType, TraceLinked where Observer.Element == Value {
    let observer: Observer
    let note: (Event<Value>) -> Void

    var traceStage: TraceStage? { (observer as? TraceLinked)?.traceStage }

    func on(_ event: Event<Value>) {
        note(event)
        observer.on(event)
    }
}

/// Every subscription to a comparison's input: which pipeline made it, and its moments on the run's clock.
final class ComparisonInputLog: @unchecked Sendable {
    /// One subscription to the input.
    struct Subscription {
        let pipeline: Int
        var moments: [MarbleChart.Moment]
        var hasEnded = false
    }

    private let lock = NSLock()
    private let now: () -> Double
    private let describe: (Value) -> String
    private(set) var subscriptions: [Subscription] = []

    init(now: @escaping () -> Double, describe: @escaping (Value) -> String) {
        self.now = now
        self.describe = describe
    }

    func subscribed(by pipeline: Int) -> Int {
        let time = now()
        return lock.withLock {
            subscriptions.append(Subscription(pipeline: pipeline, moments: [.init(time: time, mark: .subscribed)]))
            return subscriptions.count - 1
        }
    }

    func note(_ event: Event<Value>, of number: Int) {
        add(MarbleChart.Mark(event, describe: describe), to: number)
    }

    func disposed(_ number: Int) {
        add(.disposed, to: number)
    }

    private func add(_ mark: MarbleChart.Mark, to number: Int) {
        let time = now()
        lock.withLock {
            guard !subscriptions[number].hasEnded else { return }
            subscriptions[number].moments.append(.init(time: time, mark: mark))
            if mark.isEnd { subscriptions[number].hasEnded = true }
        }
    }

    /// How many subscriptions `pipeline` made to the input, and when.
    func subscriptionTimes(of pipeline: Int) -> [Double] {
        lock.withLock { subscriptions.filter { $0.pipeline == pipeline }.compactMap { $0.moments.first?.time } }
    }
}

extension MarbleChart.Mark {
    /// An event as a lane shows it, its value or error described as the trace describes them.
    init(_ event: Event<Value>, describe: (Value) -> String = { ScriptRuntime.describeValue($0) }) {
        switch event {
        case .next(let value): self = .value(describe(value))
        case .error(let error): self = .error(ScriptRuntime.describeError(error))
        case .completed: self = .completed
        }
    }
}
