import RxTrace

/// A binding mistake caught while it happens: what went wrong, where the subscription that did it was made,
/// and how to fix it.
public struct BindingWarning: Sendable {
    /// The mistakes rxrepl recognises.
    public enum Kind: String, Sendable, CaseIterable {
        /// A view's property was set off the main thread.
        case offMainThread = "off-main-thread"
        /// An error reached a binding (RxCocoa stops a debug build there).
        case bindingError = "binding-error"
        /// A cold source with side effects was subscribed again while an earlier subscription was live.
        case repeatedSideEffects = "repeated-side-effects"
        /// A second live source was bound to one sink or property.
        case twoSources = "two-sources"
        /// An observer received an event while still delivering the previous one (RxSwift's reentrancy anomaly).
        case reentrancy
        /// Two threads delivered to one observer at once (RxSwift's synchronization anomaly).
        case synchronization
        /// `rx.observe` of a property that key-value observing cannot see change (not `@objc dynamic`).
        case notObservable = "not-observable"
        /// A live subscription's DisposeBag was released by the code that made it (`.disposed(by: DisposeBag())`).
        case bagReleasedAtOnce = "bag-released-at-once"
        /// A controller was asked to present while it was already presenting (UIKit refuses and logs it).
        case presentWhilePresenting = "present-while-presenting"
        /// A person's touch on a view with gesture recognizers for it never reached them: the view, or a view it is
        /// in, is hidden, transparent or takes no touches (a label starts so).
        case touchBlocked = "touch-blocked"
    }

    /// Which mistake.
    public let kind: Kind
    /// What happened, lowercase, naming the target and the subscription.
    public let message: String
    /// What to write instead.
    public let fix: String
    /// The subscription that made the mistake, when known (its `place` is the bind's `file:line:col`).
    public let subscription: TracedSubscription?

    public init(kind: Kind, message: String, fix: String, subscription: TracedSubscription?) {
        self.kind = kind
        self.message = message
        self.fix = fix
        self.subscription = subscription
    }

    /// The message, followed by the subscription's place when the message does not name it already.
    public var headline: String {
        guard let place = subscription?.place, !message.contains(place) else { return message }
        return message + " (at \(place))"
    }
}
