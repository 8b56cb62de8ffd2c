import RxTrace

extension Screen {
    /// Warns about one of RxSwift's delivery anomalies, as its debug build prints "⚠️ Reentrancy anomaly was
    /// detected" or "⚠️ Synchronization anomaly was detected".
    func warn(_ anomaly: DeliveryAnomaly, in subscription: TracedSubscription, event: String) {
        switch anomaly {
        case .reentrancy:
            warn(.reentrancy, in: subscription,
                 message: "reentrancy anomaly: #\(subscription.id) was sent \(event) from inside the delivery of "
                    + "its previous event (a cycle: something it drives feeds its own source)",
                 fix: "break the cycle, or if it is intended, send later: .observe(on: MainScheduler.asyncInstance)")
        case .synchronization:
            warn(.synchronization, in: subscription,
                 message: "synchronization anomaly: #\(subscription.id) was sent \(event) on \(threadName) while "
                    + "another thread was still delivering its previous event; the order of their effects is random",
                 fix: "send from one thread, or serialize first: .observe(on: serial(\"events\")) or "
                    + ".observe(on: MainScheduler.instance)")
        }
    }
}
