import Foundation
import RxCore

/// `:time`, `:advance`, `:step`, `:now`: holding time still in class, and moving it by hand.
extension ReplCommand {
    static let time: ReplCommand = ReplCommand(
        name: "time", completion: .words(["virtual", "real"])
    ) { repl, argument in
        switch argument {
        case "":
            repl.say(repl.virtualScheduler == nil ? "real time" : "virtual time, now " + now(repl))
        case "virtual", "real":
            let virtual = argument == "virtual"
            guard virtual != (repl.virtualScheduler != nil) else {
                return repl.say(repl.style.dim("(already in \(argument) time)"))
            }
            repl.switchClock(toVirtual: virtual)
            if virtual {
                repl.say(repl.style.dim("virtual time at " + now(repl) + ": new streams wait for :advance or :step"))
            } else {
                let waiting = repl.liveVirtualSubscriptions
                repl.say(
                    repl.style.dim(
                        "real time"
                            + (waiting == 0
                                ? ""
                                : "; \(waiting) virtual subscription"
                                    + (waiting == 1 ? " waits" : "s wait") + " at " + now(repl, evenIfReal: true)
                                    + " for :time virtual")))
            }
        default:
            repl.complain(.timeTakesVirtualOrReal)
        }
    }

    static let advance: ReplCommand = ReplCommand(
        name: "advance", completion: .none
    ) { repl, argument in
        guard let scheduler = requireVirtual(repl) else { return }
        guard let seconds = parseDuration(argument) else {
            return repl.complain(.advanceNeedsDuration)
        }
        let ticks = Int((seconds / scheduler.resolution).rounded())
        repl.advanceVirtualClock(to: scheduler.clock + ticks)
        repl.say(repl.style.dim("now " + now(repl)))
    }

    static let step: ReplCommand = ReplCommand(
        name: "step", completion: .none
    ) { repl, _ in
        guard let scheduler = requireVirtual(repl) else { return }
        guard let due = scheduler.nextDueTime else {
            return repl.say(repl.style.dim("(nothing is scheduled; the clock stays at \(now(repl)))"))
        }
        repl.advanceVirtualClock(to: due)
        repl.say(repl.style.dim("stepped to " + now(repl)))
    }

    static let now: ReplCommand = ReplCommand(
        name: "now", completion: .none
    ) { repl, _ in
        guard requireVirtual(repl) != nil else { return }
        repl.say(now(repl))
    }

    private static func now(_ repl: InteractiveSession, evenIfReal: Bool = false) -> String {
        guard let scheduler = evenIfReal ? repl.runtime.virtualClock : repl.virtualScheduler else { return "real time" }
        return "@" + InteractiveSession.seconds(Double(scheduler.clock) * scheduler.resolution)
    }

    private static func requireVirtual(_ repl: InteractiveSession) -> VirtualTimeScheduler? {
        if let scheduler = repl.virtualScheduler { return scheduler }
        repl.complain(.needsVirtualTime)
        return nil
    }

    /// `500ms`, `2s`, `1.5s`: seconds, read as `--timeout` reads them (a bare number is seconds).
    static func parseDuration(_ text: String) -> Double? {
        DurationOption(argument: text.trimmingCharacters(in: .whitespaces))?.seconds
    }
}

/// `:pause #N` and `:resume #N`: hold a running subscription's trace while explaining, then let it out.
extension ReplCommand {
    static let pause: ReplCommand = ReplCommand(
        name: "pause", completion: .subscriptions
    ) { repl, argument in
        guard let id = Int(argument.drop { $0 == "#" }) else {
            return repl.complain(.pauseNeedsSubscription)
        }
        guard repl.runtime.tracer.pause(id) else {
            return repl.complain(SubscriptionList.notLive(id, tracer: repl.runtime.tracer))
        }
        repl.say(repl.style.dim("#\(id) paused: its events are held until :resume #\(id)"))
    }

    static let resume: ReplCommand = ReplCommand(
        name: "resume", completion: .subscriptions
    ) { repl, argument in
        let tracer = repl.runtime.tracer
        let ids: [Int]
        if argument == "all" {
            ids = tracer.pausedSubscriptions
        } else if let id = Int(argument.drop { $0 == "#" }) {
            ids = [id]
        } else {
            return repl.complain(.resumeNeedsSubscription)
        }
        guard !ids.isEmpty else { return repl.say(repl.style.dim("(nothing is paused)")) }
        for id in ids {
            guard let count = tracer.resume(id) else {
                repl.complain(.notPaused(id))
                continue
            }
            repl.output.flush()
            repl.say(repl.style.dim("#\(id) resumed (\(count) held line\(count == 1 ? "" : "s") above)"))
        }
    }
}
