import Foundation
import RxCore

/// One operator stage of a top-level subscription's own chain (`cold`, `map`…), kept as a lane of its own.
public struct StageLaneRecord: Sendable {
    /// The operator's name.
    public let name: String
    /// The position in `SubscriptionRecord.stages` of the stage it delivers to; nil for the last operator, which
    /// delivers to the subscriber.
    public let downstream: Int?
    /// When it was subscribed, in the tracer clock's seconds.
    public let startedAt: Double
    /// What it forwarded, oldest first: subscribed, elements, its end or its disposal. Only the latest
    /// `SubscriptionLaneRecorder.stageMomentLimit` are kept: a lane whose first moment is not `subscribed` lost
    /// its oldest ones.
    public let moments: [TracedSubscription.Recorded]

    public init(name: String, downstream: Int?, startedAt: Double, moments: [TracedSubscription.Recorded]) {
        self.name = name
        self.downstream = downstream
        self.startedAt = startedAt
        self.moments = moments
    }
}

/// An inner subscription of a top-level one (a flatMap's inner, a retry's resubscription), kept as a child lane.
public struct InnerSubscriptionRecord: Sendable {
    /// 1, 2, … in order of subscription within its top-level subscription (drawn `#3.1`).
    public let index: Int
    /// The inner it belongs to, or 0 when it is an inner of the top-level subscription itself.
    public let parent: Int
    /// For an inner of the top-level subscription, the position in `SubscriptionRecord.stages` of the stage it
    /// delivers to (the flatMap that subscribed it).
    public let downstreamStage: Int?
    /// 1 under the top-level subscription, 2 under an inner, …
    public let depth: Int
    /// Its operators, source first (`["timer", "map"]`).
    public let operators: [String]
    /// When it was subscribed, in the tracer clock's seconds.
    public let startedAt: Double
    /// What its outermost operator delivered to the higher-order operator, oldest first.
    public let moments: [TracedSubscription.Recorded]

    public init(
        index: Int, parent: Int, downstreamStage: Int?, depth: Int, operators: [String], startedAt: Double,
        moments: [TracedSubscription.Recorded]
    ) {
        self.index = index
        self.parent = parent
        self.downstreamStage = downstreamStage
        self.depth = depth
        self.operators = operators
        self.startedAt = startedAt
        self.moments = moments
    }
}

/// Follows the operator stages of top-level subscriptions: tells which inner subscription each stage belongs to
/// (`#3.2` on a stage trace line), and, while recording, keeps a lane per stage of the subscription's own chain
/// and a lane per inner subscription.
///
/// A stage joins the lane of the stage it delivers to while that stage has received nothing yet (and, for the
/// top-level lane, its `subscribe` has not returned, and for an inner lane, the lane has not ended); a stage
/// subscribed after its downstream stage received an event starts an inner lane. So `timer(1s).map { … }` returned
/// by flatMap is one lane, `timer.map`, flatMap's inners (subscribed on a received element) are inner lanes, and
/// `startWith`'s or `window`'s source, subscribed after they emitted but before they received, is a stage.
final class SubscriptionLaneRecorder: @unchecked Sendable {
    /// The most inner lanes kept per subscription; the oldest half goes first.
    static let laneLimit = 500
    /// The most stage lanes kept per subscription (a longer chain keeps its first ones).
    static let stageLaneLimit = 100
    /// The most moments a stage lane keeps; the oldest half goes first.
    static let stageMomentLimit = 1_000

    private struct Lane {
        var operators: [String]
        let parent: Int
        let downstreamStage: Int?
        let depth: Int
        let startedAt: Double
        var moments: [TracedSubscription.Recorded] = []
        /// Not ended: stages subscribed to deliver to it may belong to it.
        var isOpen = true
        var hasEnded = false
    }

    private struct StageLane {
        let name: String
        let downstream: Int?
        let startedAt: Double
        var moments: [TracedSubscription.Recorded]
        var hasEnded = false
    }

    /// The lanes of one top-level subscription; lane 0 is the subscription itself.
    private struct Book {
        /// Whether moments are kept (else only which lane each stage is in).
        let records: Bool
        var topIsOpen = true
        /// The stages that have received an event (by id): a stage subscribed to deliver to one is an inner.
        var received: Set<Int> = []
        var nextIndex = 1
        var lanes: [Int: Lane] = [:]
        var stages: [StageLane] = []
    }

    /// Where a stage belongs: its subscription, its lane (0 for the top-level one) and that lane's depth.
    private struct Place {
        let subscription: Int
        let lane: Int
        let depth: Int
        /// The lane's outermost stage, whose events are the lane's.
        let isLaneTop: Bool
        /// Its position among the book's stage lanes (a recorded stage of the subscription's own chain).
        var stage: Int? = nil
    }

    /// What a stage's forwarded event means here.
    struct Forwarding {
        /// The inner lane of the stage (0 for the subscription's own chain).
        let lane: Int
        /// Whether the event is kept: call `record`.
        let isRecorded: Bool
        /// The lane the kept event goes to.
        var note: LaneNote? = nil
    }

    private let lock = NSLock()
    private var books: [Int: Book] = [:]
    private var places: [Int: Place] = [:]

    /// Starts the book of a top-level subscription before it subscribes; `records` keeps the lanes' moments.
    func begin(_ subscription: Int, records: Bool) {
        lock.withLock { books[subscription] = Book(records: records) }
    }

    /// The top-level subscribe returned: stages subscribed from now on are inners.
    func initialSubscriptionDone(_ subscription: Int) {
        lock.withLock { books[subscription]?.topIsOpen = false }
    }

    /// The stage lanes and inner lanes so far.
    func lanes(of subscription: Int) -> (stages: [StageLaneRecord], inners: [InnerSubscriptionRecord]) {
        lock.withLock { books[subscription].map(Self.records(of:)) ?? ([], []) }
    }

    /// The lanes of a subscription that ended at `time`, which it forgets: a lane still open then was disposed
    /// with it (its disposal, travelling upstream after the subscriber's, comes after the record is taken).
    func finish(_ subscription: Int, at time: Double) -> (stages: [StageLaneRecord], inners: [InnerSubscriptionRecord])
    {
        lock.withLock {
            guard var book = books.removeValue(forKey: subscription) else { return ([], []) }
            let disposed = TracedSubscription.Recorded(time: time, kind: .disposed, value: nil)
            for position in book.stages.indices where !book.stages[position].hasEnded {
                book.stages[position].moments.append(disposed)
            }
            for (index, lane) in book.lanes where !lane.hasEnded && book.records {
                book.lanes[index]!.moments.append(disposed)
            }
            return Self.records(of: book)
        }
    }

    private static func records(of book: Book) -> (stages: [StageLaneRecord], inners: [InnerSubscriptionRecord]) {
        guard book.records else { return ([], []) }
        let stages = book.stages.map {
            StageLaneRecord(name: $0.name, downstream: $0.downstream, startedAt: $0.startedAt, moments: $0.moments)
        }
        let inners = book.lanes.sorted { $0.key < $1.key }.map { index, lane in
            InnerSubscriptionRecord(
                index: index, parent: lane.parent, downstreamStage: lane.downstreamStage, depth: lane.depth,
                operators: lane.operators.reversed(), startedAt: lane.startedAt,
                moments: lane.moments)
        }
        return (stages, inners)
    }

    /// Places a newly subscribed stage; returns its inner lane (0 for the subscription's own chain), and the lane
    /// it opened or joined while lanes are recorded.
    func stageSubscribed(_ stage: TraceStage, subscription: Int, time: Double) -> (lane: Int, note: LaneNote?) {
        lock.withLock {
            guard books[subscription] != nil else { return (0, nil) }
            let downstream =
                stage.downstream.flatMap { places[$0.id] }
                ?? Place(subscription: subscription, lane: 0, depth: 0, isLaneTop: false)
            let lateInLane = Self.hasReceivedBesideThePath(
                of: stage, inLane: downstream.lane, book: books[subscription]!, places: places)
            let (lane, place, note) = Self.place(
                stage, below: downstream, lateInLane: lateInLane, in: &books[subscription]!, time: time)
            places[stage.id] = place
            return (lane, books[subscription]!.records ? note : nil)
        }
    }

    /// Whether a stage of `lane` that `stage` does not deliver through has received an event: the lane is past
    /// being subscribed (`empty.andThen(next)` subscribes `next` after `andThen` received `empty`'s completion).
    private static func hasReceivedBesideThePath(
        of stage: TraceStage, inLane lane: Int, book: Book, places: [Int: Place]
    ) -> Bool {
        guard !book.received.isEmpty else { return false }
        var path = Set<Int>()
        var next = stage.downstream
        while let current = next {
            path.insert(current.id)
            next = current.downstream
        }
        return book.received.contains { !path.contains($0) && places[$0]?.lane == lane }
    }

    /// Where `stage`, delivering to `downstream`, goes in `book`: into that lane while it is being subscribed,
    /// else into a new inner lane.
    private static func place(
        _ stage: TraceStage, below downstream: Place, lateInLane: Bool, in book: inout Book, time: Double
    ) -> (lane: Int, place: Place, note: LaneNote?) {
        let received = stage.downstream.map { book.received.contains($0.id) } ?? false
        let joins =
            !received && !lateInLane
            && (downstream.lane == 0 ? book.topIsOpen : (book.lanes[downstream.lane]?.isOpen ?? false))
        let subscribed = TracedSubscription.Recorded(time: time, kind: .subscribed, value: nil)
        if joins {
            var place = Place(
                subscription: downstream.subscription, lane: downstream.lane, depth: downstream.depth,
                isLaneTop: false)
            var note: LaneNote?
            if downstream.lane != 0 {
                if book.records, book.lanes[downstream.lane] != nil {
                    book.lanes[downstream.lane]!.operators.append(stage.name)
                    note = .innerJoined(downstream.lane)
                }
            } else if book.records && book.stages.count < stageLaneLimit {
                place.stage = book.stages.count
                note = .stageOpened(position: book.stages.count, downstream: downstream.stage)
                book.stages.append(
                    StageLane(name: stage.name, downstream: downstream.stage, startedAt: time, moments: [subscribed]))
            }
            return (downstream.lane, place, note)
        }
        let lane = book.nextIndex
        book.nextIndex += 1
        var record = Lane(
            operators: [stage.name], parent: downstream.lane,
            downstreamStage: downstream.lane == 0 ? downstream.stage : nil,
            depth: downstream.depth + 1, startedAt: time)
        if book.records { record.moments.append(subscribed) }
        book.lanes[lane] = record
        if book.lanes.count > laneLimit {
            for old in book.lanes.keys.sorted().prefix(laneLimit / 2) { book.lanes[old] = nil }
        }
        let place = Place(
            subscription: downstream.subscription, lane: lane, depth: downstream.depth + 1, isLaneTop: true)
        let note = LaneNote.innerOpened(
            index: lane, parent: record.parent, downstreamStage: record.downstreamStage, depth: record.depth)
        return (lane, place, note)
    }

    /// `stage` forwards an event: its lane is subscribed by now. Says the stage's inner lane, and whether the event
    /// is to be kept with `record` (a recorded stage's, or an inner lane's outermost stage's, before its end).
    func stageForwards(_ stage: TraceStage) -> Forwarding {
        lock.withLock {
            guard let place = places[stage.id] else { return Forwarding(lane: 0, isRecorded: false) }
            guard let book = books[place.subscription] else {
                places[stage.id] = nil  // its subscription has ended
                return Forwarding(lane: place.lane, isRecorded: false)
            }
            if let receiver = stage.downstream { books[place.subscription]!.received.insert(receiver.id) }
            if place.lane == 0 {
                let stageRecorded = place.stage.map { !book.stages[$0].hasEnded } ?? false
                let isRecorded = book.records && stageRecorded
                return Forwarding(
                    lane: 0, isRecorded: isRecorded, note: isRecorded ? place.stage.map(LaneNote.stage) : nil)
            }
            guard let lane = book.lanes[place.lane] else { return Forwarding(lane: place.lane, isRecorded: false) }
            let isRecorded = book.records && place.isLaneTop && !lane.hasEnded
            return Forwarding(lane: place.lane, isRecorded: isRecorded, note: isRecorded ? .inner(place.lane) : nil)
        }
    }

    /// Keeps an event of a recorded stage or of an inner lane's outermost stage (after `stageForwards` said so).
    func record(_ stage: TraceStage, _ kind: TraceLineKind, value: String?, time: Double) {
        lock.withLock {
            guard let place = places[stage.id], books[place.subscription] != nil else { return }
            Self.add(
                TracedSubscription.Recorded(time: time, kind: kind, value: value), at: place,
                in: &books[place.subscription]!)
        }
    }

    /// Forgets a disposed stage, recording the disposal of a lane that had not ended; returns its inner lane, and
    /// the lane the disposal went to when it was recorded.
    func stageDisposed(_ stage: TraceStage, time: Double) -> (lane: Int, note: LaneNote?) {
        lock.withLock {
            guard let place = places.removeValue(forKey: stage.id) else { return (0, nil) }
            books[place.subscription]?.received.remove(stage.id)
            if books[place.subscription]?.records == true && (place.stage != nil || place.isLaneTop) {
                Self.add(
                    TracedSubscription.Recorded(time: time, kind: .disposed, value: nil), at: place,
                    in: &books[place.subscription]!)
                return (place.lane, place.stage.map(LaneNote.stage) ?? .inner(place.lane))
            }
            return (place.lane, nil)
        }
    }

    /// Appends `moment` to the lane of the stage at `place`, unless that lane has ended; a moment other than an
    /// element ends it. The arrays are changed in place: a lane of thousands of moments is never copied.
    private static func add(_ moment: TracedSubscription.Recorded, at place: Place, in book: inout Book) {
        if let position = place.stage {
            guard !book.stages[position].hasEnded else { return }
            book.stages[position].moments.append(moment)
            if moment.kind != .next { book.stages[position].hasEnded = true }
            if book.stages[position].moments.count > stageMomentLimit {
                book.stages[position].moments.removeFirst(stageMomentLimit / 2)
            }
        } else if place.isLaneTop, book.lanes[place.lane]?.hasEnded == false {
            book.lanes[place.lane]!.moments.append(moment)
            if moment.kind != .next {
                book.lanes[place.lane]!.hasEnded = true
                book.lanes[place.lane]!.isOpen = false
            }
            if book.lanes[place.lane]!.moments.count > TracedSubscription.recordLimit {
                book.lanes[place.lane]!.moments.removeFirst(TracedSubscription.recordLimit / 2)
            }
        }
    }
}
