import RxTest
import RxTrace

/// Draws a traced subscription's lane (`MarbleChart.Lane`, the model `:export`'s pictures draw too) as one
/// marble lane with a time ruler under it, fitting the terminal: the frame grows (from the session's frame) until
/// the run fits, and a run longer than the coarsest frame allows wraps onto several rows, each with its own ruler.
enum MarbleLaneDrawing {
    static let niceFrames: [Double] = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 30, 60]
    /// Frames between two labels of the ruler.
    static let ticksEvery = 10

    /// The drawing's lines: lane rows with their rulers, then the legend of values drawn as letters.
    static func lines(
        of subscription: SubscriptionRecord, frameSeconds: Double, width: Int = 80,
        colors: Bool = false
    ) -> [String] {
        let lane = MarbleChart.Lane(record: subscription)
        let start = lane.startedAt
        let end = max(lane.lastTime, lane.isFinished ? start : subscription.now)
        let label = lane.label
        let room = max(20, width - label.count - 2 - 32)  // 32: the note with the longest frame
        let frame = niceFrames.first { $0 >= frameSeconds && (end - start) / $0 < Double(room) } ?? niceFrames.last!
        var letters = MarbleLetters()
        let events = events(of: lane, frame: frame, letters: &letters)
        let frames = Int(((end - start) / frame + 1e-9).rounded(.down)) + 1
        let note =
            "   (frame " + MarbleLanes.progression(nanoseconds: Int((frame * 1e9).rounded()))
            + (lane.isFinished ? ")" : ", still running)")
        var lines: [String] = []
        var rowStart = 0
        while rowStart < frames {
            let rowFrames = min(room, frames - rowStart)
            var row: MarbleLanes.Lane = [:]
            for (index, symbols) in events where index >= rowStart && index < rowStart + rowFrames {
                row[index - rowStart] = symbols
            }
            let drawn = MarbleLanes([row], frames: rowFrames)
            let prefix = rowStart == 0 ? label : String(repeating: " ", count: label.count)
            var text = prefix + "  " + (colors ? colored(drawn.lines[0]) : drawn.lines[0])
            if rowStart == 0 { text += note }
            lines.append(text)
            lines.append(
                String(repeating: " ", count: label.count + 2)
                    + ruler(drawn, firstFrame: rowStart, frames: rowFrames, frameSeconds: frame))
            rowStart += rowFrames
        }
        if !letters.legend.isEmpty { lines.append(letters.legendText) }
        return lines
    }

    /// The lane's symbols by frame: values (as letters when wide), `|`, `#`, and `!` for a disposal mid-stream.
    private static func events(
        of subscription: MarbleChart.Lane, frame: Double,
        letters: inout MarbleLetters
    ) -> MarbleLanes.Lane {
        var lane: MarbleLanes.Lane = [:]
        var ended = false
        for moment in subscription.moments {
            let index = Int(((moment.time - subscription.startedAt) / frame + 1e-9).rounded(.down))
            switch moment.mark {
            case .value(let shown):
                lane[index, default: []].append(letters.symbol(for: shown, plain: MarbleChart.unquoted(shown)))
            case .completed:
                lane[index, default: []].append("|")
                ended = true
            case .error:
                lane[index, default: []].append("#")
                ended = true
            case .disposed:
                if !ended { lane[index, default: []].append("!") }
                ended = true
            case .subscribed:
                break
            }
        }
        return lane
    }

    /// The time at every tenth frame, under the column where that frame starts (`0`, `200ms`, `400ms`).
    private static func ruler(_ drawn: MarbleLanes, firstFrame: Int, frames: Int, frameSeconds: Double) -> String {
        var ruler = ""
        var frame = (firstFrame + ticksEvery - 1) / ticksEvery * ticksEvery
        while frame < firstFrame + frames {
            let column = drawn.column(ofFrame: frame - firstFrame)
            let text = frame == 0 ? "0" : MarbleTimeAxis.label(seconds: Double(frame) * frameSeconds)
            if column >= ruler.count + (ruler.isEmpty ? 0 : 1) {
                ruler += String(repeating: " ", count: column - ruler.count) + text
            }
            frame += ticksEvery
        }
        return ruler
    }

    /// The lane in the trace's colours: values green, completion blue, an error red, quiet frames and disposal dim.
    private static func colored(_ lane: String) -> String {
        var result = ""
        for character in lane {
            let code: String?
            switch character {
            case "-", "!": code = "2"
            case "|": code = "34"
            case "#": code = "31"
            case "(", ")", " ": code = nil
            default: code = "32"
            }
            result += code.map { "\u{1B}[\($0)m\(character)\u{1B}[0m" } ?? String(character)
        }
        return result
    }
}
