import RxCore
import RxTest

/// When a test source was subscribed and unsubscribed: `(200, 300)`, `(200, Infinity)`.
public final class SubscriptionObject: HostObject, @unchecked Sendable {
    /// The wrapped log entry.
    public let subscription: Subscription

    public init(_ subscription: Subscription) {
        self.subscription = subscription
    }

    public override var typeName: String { "Subscription" }
    public override var description: String { subscription.debugDescription }

    public override func isEqual(to other: HostObject) -> Bool {
        (other as? SubscriptionObject)?.subscription == subscription
    }
}
