import Foundation
import Synchronization

/// RxSwift's two debug-build anomalies: an observer sent an event while it was still delivering the previous one.
public enum DeliveryAnomaly: String, Sendable {
    /// Sent from inside the delivery itself, on the same thread (a cycle: a subscriber feeding its own source).
    case reentrancy
    /// Sent from another thread while one was still delivering (two unsynchronized producers).
    case synchronization
}

/// Watches one observer's deliveries for overlap, as RxSwift's `SynchronizationTracker` does in debug builds.
///
/// The thread inside the outermost delivery owns the monitor until that delivery returns: one compare-and-swap and
/// one store per event are the whole cost.
final class DeliveryMonitor: Sendable {
    /// How a delivery entered; pass it back to `exit`.
    enum Entry {
        case owner, nested, foreign
    }

    private let owner = Atomic<UInt>(0)

    /// Starts a delivery on the running thread; `anomaly` is set when it overlaps another.
    @inline(__always)
    func enter(anomaly: inout DeliveryAnomaly?) -> Entry {
        let me = Self.currentThread
        let (exchanged, holder) = owner.compareExchange(expected: 0, desired: me, ordering: .acquiring)
        if exchanged { return .owner }
        if holder == me {
            anomaly = .reentrancy
            return .nested
        }
        anomaly = .synchronization
        return .foreign
    }

    /// Ends a delivery that `enter` started.
    @inline(__always)
    func exit(_ entry: Entry) {
        if entry == .owner { owner.store(0, ordering: .releasing) }
    }

    private static var currentThread: UInt {
        #if canImport(Glibc)
            UInt(pthread_self())
        #else
            UInt(bitPattern: pthread_self())
        #endif
    }
}
