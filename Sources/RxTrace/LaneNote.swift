/// Where a trace line's moment goes among its subscription's marble lanes (`SubscriptionRecord`'s moments, stages
/// and inners), as the tracer's lane recorder placed it: what a recording keeps so a replay can draw `:marbles`
/// without running anything.
public enum LaneNote: Sendable, Equatable {
    /// A moment of the top-level subscription itself (its `subscribed`, events and `disposed`).
    case subscription
    /// A stage of the subscription's own chain opens lane `position` of `SubscriptionRecord.stages` (the line is
    /// its `subscribed`), delivering to the stage lane `downstream` (nil: to the subscriber).
    case stageOpened(position: Int, downstream: Int?)
    /// A moment of stage lane `position`.
    case stage(Int)
    /// An inner subscription opens lane `index` (the line is its outermost operator's `subscribed`).
    case innerOpened(index: Int, parent: Int, downstreamStage: Int?, depth: Int)
    /// The line's stage joins inner lane `index` as its next operator upstream.
    case innerJoined(Int)
    /// A moment of inner lane `index` (its outermost operator's event, or its disposal).
    case inner(Int)
}
