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
