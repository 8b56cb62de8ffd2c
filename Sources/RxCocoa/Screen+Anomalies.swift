import RxTrace

extension Screen {
    /// Warns about one of RxSwift's delivery anomalies, as its debug build prints "⚠️ Reentrancy anomaly was
    /// detected" or "⚠️ Synchronization anomaly was detected".
    func warn(_ anomaly: DeliveryAnomaly, in subscription: TracedSubscription, event: String) {
        switch anomaly {
        case .reentrancy:
            warn(.reentrancy, in: subscription, .reentrancy(id: subscription.id, event: event))
        case .synchronization:
            warn(
                .synchronization, in: subscription,
                .synchronization(id: subscription.id, event: event, thread: threadName))
        }
    }
}
