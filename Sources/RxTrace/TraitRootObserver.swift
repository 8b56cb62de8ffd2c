import RxCore

/// How a top-level subscription's events are shown: as an Observable's, or as one of RxSwift's traits'
/// (`SingleEvent`: `success`/`failure`; `MaybeEvent`: `success`/`error`/`completed`; `CompletableEvent`).
public enum TraceEventStyle: Sendable {
    case observable, single, maybe, completable
}

/// The subscriber end of a traced trait subscription: the first event ends it, as RxSwift's trait `subscribe`
/// ignores everything after it (the underlying `completed` that follows a success is not shown).
final class TraitRootObserver<Element>: ObserverBase<Element>, TraceLinked {
    private weak var subscription: TracedSubscription?
    private let style: TraceEventStyle
    private let onSuccess: ((Element) -> Void)?
    private let onError: ((Swift.Error) -> Void)?
    private let onCompleted: (() -> Void)?

    init(
        subscription: TracedSubscription, style: TraceEventStyle, onSuccess: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?
    ) {
        self.subscription = subscription
        self.style = style
        self.onSuccess = onSuccess
        self.onError = onError
        self.onCompleted = onCompleted
    }

    var traceStage: TraceStage? { subscription?.rootStage }

    override func onCore(_ event: Event<Element>) {
        guard let subscription, !subscription.isFinished else { return }
        let delivery = subscription.beginDelivery(of: event)
        defer { subscription.endDelivery(delivery) }
        SubscriptionContext.with(subscription) {
            switch event {
            case .next(let element):
                guard style != .completable else { return }
                subscription.receivedTraitEvent(
                    .success, value: subscription.describeValue(element), json: subscription.json(of: element))
                onSuccess?(element)
            case .error(let error):
                subscription.receivedTraitEvent(
                    style == .single ? .failure : .error,
                    value: subscription.describeError(error))
                onError?(error)
            case .completed:
                // A Single that completes without an element breaks its trait; RxSwift's release builds ignore it.
                if style != .single {
                    subscription.receivedTraitEvent(.completed)
                    onCompleted?()
                }
            }
            subscription.terminated()
        }
    }
}
