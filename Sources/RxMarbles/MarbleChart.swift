/// What a real run did, as marble lanes on one time axis: a group of lanes per subscription, a lane per operator
/// stage (sources first, the result last) with its inner subscriptions' lanes (depth 1 and more) above the
/// operator that subscribed them. Drawn as text (`MarbleChartText`: `marbles()`, `:marbles #N`) or as a picture
/// (`MarbleSVG`, `MarbleHTML`), with one legend (`MarbleValueLabels`).
public struct MarbleChart: Sendable {
    /// One thing that happened on a lane.
    public enum Mark: Sendable, Equatable {
        case subscribed
        /// An element, as traced (`10`, `"a"`, `(1, "x")`).
        case value(String)
        case completed
        /// An error, with its message.
        case error(String)
        /// A disposal before (or instead of) an end of its own.
        case disposed

        /// Whether the lane stops here: completion, error or disposal.
        public var isEnd: Bool {
            switch self {
            case .completed, .error, .disposed: return true
            case .subscribed, .value: return false
            }
        }
    }

    /// A mark at its time, in seconds.
    public struct Moment: Sendable, Equatable {
        public let time: Double
        public let mark: Mark

        public init(time: Double, mark: Mark) {
            self.time = time
            self.mark = mark
        }
    }

    /// One subscription's events on one line.
    public struct Lane: Sendable {
        /// `#1`, or `#1.2 timer.map` for an inner subscription.
        public let label: String
        /// 0 for a top-level subscription, 1 for its inners, 2 for theirs, …
        public let depth: Int
        /// When it was subscribed, in seconds.
        public let startedAt: Double
        /// Whether it has ended (by itself or by a disposal).
        public let isFinished: Bool
        /// What happened, oldest first.
        public let moments: [Moment]
        /// When the moments kept begin, for a lane whose older moments were dropped: nothing is known of it
        /// between its start and then.
        public let lostBefore: Double?

        public init(
            label: String, depth: Int = 0, startedAt: Double, isFinished: Bool, moments: [Moment],
            lostBefore: Double? = nil
        ) {
            self.label = label
            self.depth = depth
            self.startedAt = startedAt
            self.isFinished = isFinished
            self.moments = moments
            self.lostBefore = lostBefore
        }

        /// The time of its last moment, or its start.
        public var lastTime: Double { moments.last?.time ?? startedAt }
    }

    /// A subscription: a title (`#1  interval(1s).take(3)`, empty for none) and its lanes, sources first.
    public struct Group: Sendable {
        public let title: String
        public let lanes: [Lane]

        public init(title: String, lanes: [Lane]) {
            self.title = title
            self.lanes = lanes
        }
    }

    public let groups: [Group]
    /// Where the time axis starts, in seconds (its `0`).
    public let origin: Double
    /// Where the time axis ends: `now` for a chart with lanes still running, else the last moment.
    public let end: Double

    /// A chart of `groups` from `origin` to at least their last moment (and to `now` while a lane runs).
    public init(groups: [Group], origin: Double, now: Double) {
        self.groups = groups
        self.origin = origin
        let lanes = groups.flatMap(\.lanes)
        let last = lanes.map(\.lastTime).max() ?? origin
        self.end = lanes.contains { !$0.isFinished } ? max(last, now) : last
    }

    /// A traced string of one character without its quotes (`"a"` is drawn `a`).
    public static func unquoted(_ text: String) -> String? {
        text.count == 3 && text.first == "\"" && text.last == "\"" ? String(text.dropFirst().dropLast()) : nil
    }
}
