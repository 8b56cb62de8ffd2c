import Foundation
import RxTrace

/// `:marbles #N`: a subscription of this session drawn as a marble lane, from what its trace recorded.
extension ReplCommand {
    static let marbles: ReplCommand = ReplCommand(
        name: "marbles", synopsis: "#N", summary: "draw a subscription's marble lanes",
        details: """
            ':marbles #3' draws #3 (live or finished) as ':export' pictures it: a lane per operator stage, \
            sources on top and the result at the bottom, inner subscriptions on lanes of their own (#3.1, \
            #3.2), on one time axis, one frame per column (10ms, or longer so the run fits the terminal; a \
            longer run wraps onto rows between frames, never inside a group such as (9|)). A lane is blank \
            where it was not subscribed, '-' where it was and nothing happened, '~' where its events were not \
            kept; a long quiet stretch shows its length (' 500ms '). '^' is a later subscription, '|' \
            completion, '#' an error, '!' a disposal; wide values become letters, with the legend the picture \
            shows too, and a ruler gives the time. A subscription still running in real time is redrawn in \
            place until it ends or a key is pressed. ':marbles frame 100ms' sets the frame of marble \
            diagrams in this session: cold, hot, expect and marbles() without frame:, and :marbles.
            """,
        example: ":marbles #1", completion: .subscriptions
    ) { repl, argument in
        let words = argument.split(separator: " ").map(String.init)
        if words.first == "frame" {
            guard words.count == 2, let seconds = parseDuration(words[1]), seconds > 0 else {
                return repl.complain(.marblesFrameNeedsDuration)
            }
            repl.runtime.marbleFrameNanoseconds = Int((seconds * 1e9).rounded())
            return repl.say(
                repl.style.dim("marble frames are \(words[1]) now (cold, hot, expect, marbles(), :marbles)"))
        }
        guard words.count == 1, let id = Int(words[0].drop { $0 == "#" }) else {
            return repl.complain(.marblesNeedsSubscription)
        }
        guard repl.runtime.tracer.record(of: id) != nil else {
            return repl.complain(.noSubscriptionToDraw(id))
        }
        MarbleWatch(repl: repl, id: id).run()
    }
}
