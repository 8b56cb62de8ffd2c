import Foundation
import RxCore
import RxTrace

/// Watches a cold source whose subscription runs user side effects (a `create` or `deferred` body): counts the
/// runs for `:subs`, and warns when it is subscribed again while an earlier subscription is still live, so its
/// side effects (a request, a print) happen once per subscriber.
public final class SideEffectMonitor<Element>: Observable<Element>, SideEffectCounting, @unchecked Sendable {
    private let source: Observable<Element>
    /// What it is: `create at file:3:15`.
    public let label: String
    private weak var screen: Screen?
    /// False for `deferred`, whose point is a fresh observable per subscriber: its runs are counted, not warned about.
    private let warnsOnRepeat: Bool
    private let lock = NSLock()
    private var runs = 0
    private var live: [Int: TracedSubscription?] = [:]
    private var nextToken = 0

    public init(_ source: Observable<Element>, label: String, screen: Screen, warnsOnRepeat: Bool = true) {
        self.source = source
        self.label = label
        self.screen = screen
        self.warnsOnRepeat = warnsOnRepeat
    }

    public override var operatorName: String { source.operatorName }

    public var runCount: Int { lock.withLock { runs } }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let subscription = SubscriptionContext.current
        subscription?.noteSideEffectSource(self)
        let (token, count, earlier): (Int, Int, TracedSubscription??) = lock.withLock {
            runs += 1
            nextToken += 1
            let earlier = live.min { $0.key < $1.key }.map { $0.value }
            live[nextToken] = subscription
            return (nextToken, runs, earlier)
        }
        if warnsOnRepeat, let earlier, let screen {
            let who = earlier.map { $0.label } ?? "an earlier subscription"
            screen.warn(
                .repeatedSideEffects, in: subscription, about: label,
                .repeatedSideEffects(source: label, count: count, earlier: who))
        }
        let ended: () -> Void = { [weak self] in
            guard let self else { return }
            _ = self.lock.withLock { self.live.removeValue(forKey: token) }
        }
        let inner = source.subscribe(EndingObserver(observer: observer, ended: ended))
        return Disposables.create {
            inner.dispose()
            ended()
        }
    }
}

/// Forwards events, noting a terminal event before passing it on (a finished run is no longer live).
private struct EndingObserver<Observer: ObserverType>: ObserverType, TraceLinked {
    let observer: Observer
    let ended: () -> Void

    var traceStage: TraceStage? { (observer as? TraceLinked)?.traceStage }

    func on(_ event: Event<Observer.Element>) {
        if event.isStopEvent { ended() }
        observer.on(event)
    }
}
