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
typealias ObserverBag<Element> = Bag<ObserverBox<Element>>

/// A type-erased observer held by subjects: a class with an `onNext` entry, so a pushed element reaches
/// each observer without building an `Event` (which costs a metadata lookup per observer in generic code).
class ObserverBox<Element> {
    func on(_ event: Event<Element>) { rxAbstractMethod() }
    func onNext(_ element: Element) { rxAbstractMethod() }
}

/// The box for one concrete observer.
final class ConcreteObserverBox<Observer: ObserverType>: ObserverBox<Observer.Element> {
    private let observer: Observer

    init(_ observer: Observer) {
        self.observer = observer
    }

    override func on(_ event: Event<Observer.Element>) { observer.on(event) }
    override func onNext(_ element: Observer.Element) { observer.onNext(element) }
}

/// The observers of a bag, frozen in delivery order as plain references: iterating it on every push needs
/// no generic metadata (unlike walking the generic `Bag`), which keeps `onNext` fan-out cheap.
struct ObserverSnapshot {
    private(set) var boxes: ContiguousArray<AnyObject> = []

    init() {}

    init<Element>(_ bag: ObserverBag<Element>) {
        boxes.reserveCapacity(bag.count)
        bag.forEach { boxes.append($0) }
    }

    /// Sends `element` to every observer, in the bag's delivery order. The snapshot keeps the boxes alive, so they
    /// are called without retaining each one (a retain and a release per observer per element).
    @inline(__always)
    func dispatchNext<Element>(_ element: Element, as type: Element.Type = Element.self) {
        boxes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: Unmanaged<AnyObject>.self) { observers in
                for observer in observers {
                    observer._withUnsafeGuaranteedRef {
                        unsafeDowncast($0, to: ObserverBox<Element>.self).onNext(element)
                    }
                }
            }
        }
    }
}

extension Bag {
    /// Sends `event` to every observer in delivery order; callers take the snapshot under their lock
    /// and dispatch after releasing it, so observers may re-enter the subject.
    func dispatch<Value>(_ event: Event<Value>) where Element == ObserverBox<Value> {
        forEach { $0.on(event) }
    }

    /// Sends `element` to every observer in delivery order, without building an `Event`.
    func dispatchNext<Value>(_ element: Value) where Element == ObserverBox<Value> {
        forEach { $0.onNext(element) }
    }
}
