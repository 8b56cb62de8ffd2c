import Foundation
import RxTest
import RxTrace

/// `:marbles #N`: a subscription of this session drawn as a marble lane, from what its trace recorded.
extension ReplCommand {
    static let marbles: ReplCommand = ReplCommand(
        name: "marbles", completion: .subscriptions
    ) { repl, argument in
        let words = argument.split(separator: " ").map(String.init)
        if words.first == "frame" {
            guard words.count == 2, let seconds = parseDuration(words[1]), seconds > 0 else {
                return repl.complain(":marbles frame needs a duration, e.g. :marbles frame 100ms")
            }
            repl.runtime.marbleFrameNanoseconds = Int((seconds * 1e9).rounded())
            return repl.say(repl.style.dim("marble frames are \(words[1]) now (cold, hot, expect, marbles(), :marbles)"))
        }
        guard words.count == 1, let id = Int(words[0].drop { $0 == "#" }) else {
            return repl.complain(":marbles needs a subscription, e.g. :marbles #1 (see :subs)")
        }
        guard let subscription = repl.runtime.tracer.record(of: id) else {
            return repl.complain("no subscription #\(id) to draw (see :subs)")
        }
        repl.output.flush()
        repl.say(MarbleLaneDrawing.lane(of: subscription, frameSeconds: Double(repl.runtime.marbleFrameNanoseconds) / 1e9,
                                        now: repl.runtime.tracer.clock.elapsedSeconds, width: TerminalWidth.current()))
    }
}

/// Draws a traced subscription's recorded moments as one lane that fits 80 columns.
enum MarbleLaneDrawing {
    static let niceFrames: [Double] = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 30, 60]

    static func lane(of subscription: SubscriptionRecord, frameSeconds: Double, now: Double, width: Int = 80) -> String {
        let moments = subscription.moments
        let start = subscription.startedAt
        let end = max(moments.last?.time ?? start, subscription.isFinished ? start : now)
        let label = "#\(subscription.id)"
        let room = Double(max(20, width - label.count - 2 - 32))  // 32: "   (frame 100ms, still running)"
        let frame = niceFrames.first { $0 >= frameSeconds && (end - start) / $0 <= room } ?? niceFrames.last!
        var letters = MarbleLetters()
        var lane: MarbleLanes.Lane = [:]
        var ended = false
        for moment in moments {
            let index = Int(((moment.time - start) / frame + 1e-9).rounded(.down))
            switch moment.kind {
            case .next, .success, .update:
                let shown = moment.value ?? "()"
                lane[index, default: []].append(letters.symbol(for: shown, plain: unquoted(shown)))
                if moment.kind == .success { lane[index, default: []].append("|"); ended = true }
            case .completed:
                lane[index, default: []].append("|")
                ended = true
            case .error, .failure:
                lane[index, default: []].append("#")
                ended = true
            case .disposed:
                if !ended { lane[index, default: []].append("!") }
                ended = true
            case .subscribed:
                break
            }
        }
        let frames = Int(((end - start) / frame + 1e-9).rounded(.down)) + 1
        let drawn = MarbleLanes([lane], frames: frames)
        var text = label + "  " + drawn.lines[0]
        text += "   (frame " + MarbleLanes.progression(nanoseconds: Int((frame * 1e9).rounded()))
            + (subscription.isFinished ? "" : ", still running") + ")"
        if !letters.legend.isEmpty { text += "\n" + letters.legendText }
        return text
    }

    /// A traced string of one character without its quotes (`"a"` is drawn `a`).
    private static func unquoted(_ text: String) -> String? {
        text.count == 3 && text.first == "\"" && text.last == "\"" ? String(text.dropFirst().dropLast()) : nil
    }
}
