import Foundation
import RxCore

/// An inner subscription of a top-level one (a flatMap's inner, a retry's resubscription), kept as a child lane.
public struct InnerSubscriptionRecord: Sendable {
    /// 1, 2, … in order of subscription within its top-level subscription (drawn `#3.1`).
    public let index: Int
    /// The inner it belongs to, or 0 when it is an inner of the top-level subscription itself.
    public let parent: Int
    /// 1 under the top-level subscription, 2 under an inner, …
    public let depth: Int
    /// Its operators, source first (`["timer", "map"]`).
    public let operators: [String]
    /// When it was subscribed, in the tracer clock's seconds.
    public let startedAt: Double
    /// What its outermost operator delivered to the higher-order operator, oldest first.
    public let moments: [TracedSubscription.Recorded]
}

/// Follows the operator stages of top-level subscriptions and keeps, per subscription, the lanes of the stages
/// subscribed later by a higher-order operator.
///
/// A stage joins the lane of the stage it delivers to while that lane is still being subscribed (nothing has
/// been forwarded in it yet, and for the top-level lane its `subscribe` has not returned); a stage subscribed
/// after that starts a child lane. So `timer(1s).map { … }` returned by flatMap is one lane, `timer.map`.
final class InnerSubscriptionRecorder: @unchecked Sendable {
    /// The most inner lanes kept per subscription; the oldest half goes first.
    static let laneLimit = 500

    private struct Lane {
        var operators: [String]
        let parent: Int
        let depth: Int
        let startedAt: Double
        var moments: [TracedSubscription.Recorded] = []
        /// Still being subscribed: stages delivering to it belong to it.
        var isOpen = true
        var hasEnded = false
    }

    /// The lanes of one top-level subscription; lane 0 is the subscription itself.
    private struct Book {
        var topIsOpen = true
        var nextIndex = 1
        var lanes: [Int: Lane] = [:]
    }

    /// Where a stage belongs: its subscription, its lane (0 for the top-level one) and that lane's depth.
    private struct Place {
        let subscription: Int
        let lane: Int
        let depth: Int
        /// The lane's outermost stage, whose events are the lane's.
        let isLaneTop: Bool
    }

    private let lock = NSLock()
    private var books: [Int: Book] = [:]
    private var places: [Int: Place] = [:]

    /// Starts the book of a top-level subscription before it subscribes.
    func begin(_ subscription: Int) {
        lock.withLock { books[subscription] = Book() }
    }

    /// The top-level subscribe returned: stages subscribed from now on are inners.
    func initialSubscriptionDone(_ subscription: Int) {
        lock.withLock { books[subscription]?.topIsOpen = false }
    }

    /// The inner lanes so far, by index; `finish` also forgets the subscription.
    func inners(of subscription: Int, finish: Bool = false) -> [InnerSubscriptionRecord] {
        lock.withLock {
            let book = finish ? books.removeValue(forKey: subscription) : books[subscription]
            return (book?.lanes ?? [:]).sorted { $0.key < $1.key }.map { index, lane in
                InnerSubscriptionRecord(
                    index: index, parent: lane.parent, depth: lane.depth,
                    operators: lane.operators.reversed(), startedAt: lane.startedAt,
                    moments: lane.moments)
            }
        }
    }

    func stageSubscribed(_ stage: TraceStage, subscription: Int, time: Double) {
        lock.withLock {
            guard var book = books[subscription] else { return }
            let downstream =
                stage.downstream.flatMap { places[$0.id] }
                ?? Place(subscription: subscription, lane: 0, depth: 0, isLaneTop: false)
            let joins = downstream.lane == 0 ? book.topIsOpen : (book.lanes[downstream.lane]?.isOpen ?? false)
            if joins {
                places[stage.id] = Place(
                    subscription: subscription, lane: downstream.lane, depth: downstream.depth,
                    isLaneTop: false)
                if downstream.lane != 0 { book.lanes[downstream.lane]?.operators.append(stage.name) }
            } else {
                let index = book.nextIndex
                book.nextIndex += 1
                places[stage.id] = Place(
                    subscription: subscription, lane: index, depth: downstream.depth + 1,
                    isLaneTop: true)
                var lane = Lane(
                    operators: [stage.name], parent: downstream.lane, depth: downstream.depth + 1,
                    startedAt: time)
                lane.moments.append(TracedSubscription.Recorded(time: time, kind: .subscribed, value: nil))
                book.lanes[index] = lane
                if book.lanes.count > Self.laneLimit {
                    for old in book.lanes.keys.sorted().prefix(Self.laneLimit / 2) { book.lanes[old] = nil }
                }
            }
            books[subscription] = book
        }
    }

    /// `stage` forwards an event: its lane is subscribed by now. True when the event is one of an inner lane's
    /// own (its outermost stage, before its end), to be kept with `record`.
    func stageForwards(_ stage: TraceStage) -> Bool {
        lock.withLock {
            guard let place = places[stage.id] else { return false }
            guard books[place.subscription] != nil else {
                places[stage.id] = nil  // its subscription has ended
                return false
            }
            if place.lane == 0 {
                if books[place.subscription]!.topIsOpen { books[place.subscription]!.topIsOpen = false }
                return false
            }
            guard let lane = books[place.subscription]!.lanes[place.lane] else { return false }
            if lane.isOpen { books[place.subscription]!.lanes[place.lane]!.isOpen = false }
            return place.isLaneTop && !lane.hasEnded
        }
    }

    /// Keeps an event of an inner lane's outermost stage (after `stageForwards` said so).
    func record(_ stage: TraceStage, _ kind: TraceLineKind, value: String?, time: Double) {
        lock.withLock {
            guard let place = places[stage.id], var lane = books[place.subscription]?.lanes[place.lane],
                !lane.hasEnded
            else { return }
            lane.moments.append(TracedSubscription.Recorded(time: time, kind: kind, value: value))
            if kind != .next { lane.hasEnded = true }
            if lane.moments.count > TracedSubscription.recordLimit { lane.moments.removeFirst(lane.moments.count / 2) }
            books[place.subscription]!.lanes[place.lane] = lane
        }
    }

    func stageDisposed(_ stage: TraceStage, time: Double) {
        lock.withLock {
            guard let place = places.removeValue(forKey: stage.id), place.isLaneTop,
                var lane = books[place.subscription]?.lanes[place.lane], !lane.hasEnded
            else { return }
            lane.hasEnded = true
            lane.isOpen = false
            lane.moments.append(TracedSubscription.Recorded(time: time, kind: .disposed, value: nil))
            books[place.subscription]!.lanes[place.lane] = lane
        }
    }
}
