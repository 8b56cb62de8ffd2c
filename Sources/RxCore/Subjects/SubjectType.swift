/// A sequence that is also an observer: events sent to its observer side are broadcast to its subscribers.
public protocol SubjectType: ObservableType {
    /// The observer side's type (usually the subject itself).
    associatedtype Observer: ObserverType

    /// The observer that feeds this subject.
    func asObserver() -> Observer
}

/// An owner of observers that a `SubscriptionDisposable` can remove by key.
protocol SynchronizedUnsubscribeType: AnyObject {
    /// Removes the observer inserted under `key`; a key that is already gone is ignored.
    func synchronizedUnsubscribe(_ key: BagKey)
}

/// Removes one observer from its owner's `Bag` when disposed; disposing twice is harmless.
final class SubscriptionDisposable<Owner: SynchronizedUnsubscribeType>: Disposable {
    private let owner: Owner
    private let key: BagKey

    init(owner: Owner, key: BagKey) {
        self.owner = owner
        self.key = key
    }

    func dispose() {
        owner.synchronizedUnsubscribe(key)
    }
}

/// The observers of a subject or share connection, kept in a `Bag` so delivery follows its slot order.
typealias ObserverBag<Element> = Bag<(Event<Element>) -> Void>

extension Bag {
    /// Sends `event` to every observer in delivery order; callers take the snapshot under their lock
    /// and dispatch after releasing it, so observers may re-enter the subject.
    func dispatch<Value>(_ event: Event<Value>) where Element == (Event<Value>) -> Void {
        forEach { $0(event) }
    }
}
