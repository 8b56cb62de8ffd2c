import RxMarbles

/// Where a comparison's outputs part: frame by frame, what each pipeline delivered, and the first frame (and the
/// last) where they are not all the same.
struct ComparisonDifference {
    /// The first frame where the outputs differ; nil when they never do.
    let first: Int?
    /// The last frame where they differ.
    let last: Int?

    init(_ outputs: [MarbleChart.Lane], frameSeconds: Double) {
        let cells = outputs.map { Self.cells(of: $0, frameSeconds: frameSeconds) }
        let lastFrame = cells.flatMap(\.keys).max() ?? -1
        let differing = (0...max(0, lastFrame)).filter { frame in
            let row = cells.map { $0[frame] ?? [] }
            return row.contains { $0 != row[0] }
        }
        first = differing.first
        last = differing.last
    }

    /// What a lane delivered in each frame, comparably.
    static func cells(of lane: MarbleChart.Lane, frameSeconds: Double) -> [Int: [String]] {
        var cells: [Int: [String]] = [:]
        for moment in lane.moments {
            let token: String
            switch moment.mark {
            case .subscribed: continue
            case .value(let value): token = "v" + value
            case .completed: token = "|"
            case .error(let message): token = "#" + message
            case .disposed: token = "!"
            }
            cells[frame(of: moment.time, frameSeconds: frameSeconds), default: []].append(token)
        }
        return cells
    }

    static func frame(of time: Double, frameSeconds: Double) -> Int {
        max(0, Int((time / frameSeconds + 1e-9).rounded(.down)))
    }
}
