/// Draws one or more marble lanes frame by frame, aligned one above the other.
///
/// Each lane maps a frame to the symbols of its events: none draws `-`, one draws the symbol, several draw a
/// group `(ab)`. A frame is as wide as its widest cell across the lanes, the others padded with spaces (which
/// the marble grammar ignores), so every lane stays a diagram `MarbleParser` reads back.
public struct MarbleLanes {
    /// Events by frame.
    public typealias Lane = [Int: [String]]

    /// A run of quiet frames drawn as a time progression (` 500ms `) instead of dashes.
    public struct LongGap {
        /// The fewest quiet frames (in every lane) drawn as a progression.
        public let minimumFrames: Int
        /// The progression's text for a number of frames (`500ms`).
        public let label: (Int) -> String

        public init(minimumFrames: Int, label: @escaping (Int) -> String) {
            self.minimumFrames = max(1, minimumFrames)
            self.label = label
        }

        /// Ten or more quiet frames of `frameNanoseconds` each, labelled as a time progression (` 500ms `).
        public static func progressions(frameNanoseconds: Int) -> LongGap {
            LongGap(minimumFrames: 10) { frames in MarbleLanes.progression(nanoseconds: frames * frameNanoseconds) }
        }
    }

    /// A duration as a diagram's time progression spells it: `30ms`, `2s`, `1m`, `0.5ms`.
    public static func progression(nanoseconds: Int) -> String {
        if nanoseconds != 0 && nanoseconds % 60_000_000_000 == 0 { return "\(nanoseconds / 60_000_000_000)m" }
        if nanoseconds != 0 && nanoseconds % 1_000_000_000 == 0 { return "\(nanoseconds / 1_000_000_000)s" }
        if nanoseconds % 1_000_000 == 0 { return "\(nanoseconds / 1_000_000)ms" }
        return "\(Double(nanoseconds) / 1_000_000)ms"
    }

    /// Where a lane is drawn: blank outside `drawn` (not subscribed then), `~` across `lost` (its events there
    /// were not kept), dashes or its events elsewhere, so a gap never looks like a quiet stretch.
    public struct Span: Equatable {
        public let drawn: ClosedRange<Int>
        public let lost: Range<Int>?

        public init(drawn: ClosedRange<Int>, lost: Range<Int>? = nil) {
            self.drawn = drawn
            self.lost = lost
        }

        /// What a lane with no event shows at `frame`: nothing, a lost stretch, or a quiet one.
        func filler(at frame: Int) -> Filler {
            if !drawn.contains(frame) { return .blank }
            if lost?.contains(frame) == true { return .lost }
            return .quiet
        }
    }

    /// What fills a frame without events.
    enum Filler: Equatable {
        case blank, lost, quiet

        var symbol: String {
            switch self {
            case .blank: return " "
            case .lost: return "~"
            case .quiet: return "-"
            }
        }
    }

    /// The drawn lanes, in the order given.
    public let lines: [String]
    /// The column at which each frame starts (a frame inside a progression starts where the progression does).
    public let frameColumns: [Int]

    /// Draws `lanes` over at least `frames` frames (more when a lane has later events); `spans` says where each
    /// lane is drawn (everywhere without it).
    public init(_ lanes: [Lane], frames: Int, longGap: LongGap? = nil, spans: [Span?]? = nil) {
        let lastEvent = lanes.flatMap(\.keys).max() ?? -1
        let count = max(frames, lastEvent + 1)
        let fillers = { (frame: Int) -> [Filler] in
            lanes.indices.map { spans?[$0]?.filler(at: frame) ?? .quiet }
        }
        var lines = Array(repeating: "", count: lanes.count)
        var columns: [Int] = []
        var width = 0
        var frame = 0
        while frame < count {
            if let longGap {
                // A run of frames where nothing happens and no lane starts, ends or is lost or found again.
                let state = fillers(frame)
                var quiet = frame
                while quiet < count && lanes.allSatisfy({ ($0[quiet] ?? []).isEmpty }) && fillers(quiet) == state {
                    quiet += 1
                }
                if quiet - frame >= longGap.minimumFrames {
                    let label = " " + longGap.label(quiet - frame) + " "
                    columns.append(contentsOf: Array(repeating: width, count: quiet - frame))
                    for lane in lines.indices {
                        switch state[lane] {
                        case .quiet: lines[lane] += label
                        case .blank, .lost: lines[lane] += String(repeating: state[lane].symbol, count: label.count)
                        }
                    }
                    width += label.count
                    frame = quiet
                    continue
                }
            }
            let state = fillers(frame)
            let cells = lanes.indices.map { lane in
                let symbols = lanes[lane][frame] ?? []
                return symbols.isEmpty ? state[lane].symbol : Self.cell(symbols)
            }
            let cellWidth = cells.map(\.count).max() ?? 1
            columns.append(width)
            for lane in lines.indices {
                let padding = state[lane] == .lost && cells[lane] == "~" ? "~" : " "
                lines[lane] += cells[lane] + String(repeating: padding, count: cellWidth - cells[lane].count)
            }
            width += cellWidth
            frame += 1
        }
        self.lines = lines
        self.frameColumns = columns
    }

    /// The column where `frame` starts (past the end for a frame after the last).
    public func column(ofFrame frame: Int) -> Int {
        if frame < frameColumns.count { return frameColumns[frame] }
        return (lines.map(\.count).max() ?? 0) + frame - frameColumns.count
    }

    /// The line that marks a frame of the lanes above it (the first differing one, for `expect` and `compare`):
    /// a `^` under the frame's column.
    public static func differenceMarker(atColumn column: Int) -> String {
        String(repeating: " ", count: max(0, column)) + "^"
    }

    private static func cell(_ symbols: [String]) -> String {
        switch symbols.count {
        case 0: return "-"
        case 1: return symbols[0]
        default: return "(" + symbols.joined() + ")"
        }
    }
}
