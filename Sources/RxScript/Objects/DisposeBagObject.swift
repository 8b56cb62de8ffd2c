import Foundation
import RxCore
import RxTrace

/// A dispose bag: disposes what it holds when the script drops it (`bag = DisposeBag()`).
///
/// A bag a script makes remembers the statement that made it; released before that statement ends while it holds
/// a live traced subscription (`.disposed(by: DisposeBag())`, a bag local to a function), it warns for each.
public final class DisposeBagObject: HostObject, @unchecked Sendable {
    /// The wrapped bag.
    public let bag: DisposeBag
    /// The session of a bag script code made, while a statement ran (nil for a host's bag, or one made by a timer).
    private weak var context: ScriptContext?
    private let statement: Int
    private let place: String?
    private let lock = NSLock()
    private var traced: [TracedSubscription] = []

    /// A bag the host made (a table cell's): it never warns.
    public init(_ bag: DisposeBag = DisposeBag()) {
        self.bag = bag
        self.statement = 0
        self.place = nil
    }

    /// A bag made by script code at `place` while `context` runs a statement.
    init(madeIn context: ScriptContext, at place: SourceRange?) {
        self.bag = DisposeBag()
        self.statement = context.currentStatement
        self.context = statement == 0 ? nil : context
        self.place = place?.description
    }

    /// Adds `disposable`, remembering it when it is a traced subscription.
    func insert(_ disposable: Disposable) {
        if context != nil, let subscription = disposable as? TracedSubscription {
            lock.withLock { traced.append(subscription) }
        }
        bag.insert(disposable)
    }

    public override var typeName: String { "DisposeBag" }

    deinit {
        guard let context, context.currentStatement == statement else { return }
        for subscription in traced where !subscription.isFinished {
            context.runtime.screen.warn(
                .bagReleasedAtOnce, in: subscription, .bagReleasedAtOnce(id: subscription.id, bagPlace: place))
        }
    }
}
