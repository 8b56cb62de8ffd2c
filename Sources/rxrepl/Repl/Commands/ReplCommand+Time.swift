import Foundation
import RxCore
import RxScript

/// `:time`, `:seed`, `:advance`, `:step`, `:now`: holding time still in class, and moving it by hand.
extension ReplCommand {
    static let time: ReplCommand = ReplCommand(
        name: "time", synopsis: "virtual|real", summary: "new streams on a virtual clock, or in real time",
        details: """
            ':time virtual' puts new streams and subscriptions on a virtual clock: nothing happens on it until \
            :advance or :step moves it, and the prompt shows its time (rx @1.500s>). ':time real' goes back. \
            What already runs keeps its clock, so both kinds can live in one session: virtual ones print their \
            times with '@' (and say 'virtual' in :subs), real ones with '+'. A stream keeps the clock it was \
            made on, so make it again after switching.
            """,
        example: ":time virtual", completion: .words(["virtual", "real"])
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

    static let seed: ReplCommand = ReplCommand(
        name: "seed", synopsis: "N|off", summary: "seed random values, so runs draw the same ones",
        details: """
            ':seed 7' starts Int.random(in:), Double.random(in:), Bool.random(), randomElement() and shuffled() \
            on the sequence of seed 7, as --seed 7 does: the same seed draws the same values every time. \
            ':seed off' forgets it: on the virtual clock the draws then follow the default seed, in real time \
            they are truly random. ':seed' alone says which seed is in use.
            """,
        example: ":seed 7", completion: .words(["off"])
    ) { repl, argument in
        let random = repl.runtime.random
        switch argument {
        case "":
            if let seed = random.seed {
                repl.say("seed \(seed)")
            } else {
                repl.say(
                    repl.virtualScheduler == nil
                        ? "no seed: random draws are truly random"
                        : "no seed: the virtual clock draws from the default seed \(ScriptRandom.defaultSeed)")
            }
        case "off":
            random.reseed(nil)
            repl.say(repl.style.dim("random draws unseeded"))
        default:
            guard let seed = UInt64(argument) else { return repl.complain(.seedTakesNumber) }
            random.reseed(seed)
            repl.say(repl.style.dim("random draws start again from seed \(seed)"))
        }
    }

    static let advance: ReplCommand = ReplCommand(
        name: "advance", synopsis: "DURATION",
        summary: "move the virtual clock on, running what falls due",
        details: "':advance 500ms', ':advance 2s', ':advance 1.5s'. Needs :time virtual.",
        example: ":advance 500ms", completion: .none
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
        name: "step", summary: "run the next scheduled instant of the virtual clock",
        details: "Moves the clock to the next instant anything is scheduled for and runs it.",
        example: ":step", completion: .none
    ) { repl, _ in
        guard let scheduler = requireVirtual(repl) else { return }
        guard let due = scheduler.nextDueTime else {
            return repl.say(repl.style.dim("(nothing is scheduled; the clock stays at \(now(repl)))"))
        }
        repl.advanceVirtualClock(to: due)
        repl.say(repl.style.dim("stepped to " + now(repl)))
    }

    static let now: ReplCommand = ReplCommand(
        name: "now", summary: "the virtual clock's time", details: "", example: ":now", completion: .none
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
        name: "pause", synopsis: "#N", summary: "hold back a subscription's trace lines",
        details: "':pause #2' holds #2's events; ':resume #2' prints them and lets new ones through.",
        example: ":pause #2", completion: .subscriptions
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
        name: "resume", synopsis: "#N|all", summary: "print what a paused subscription traced, and go on",
        details: "':resume #2' or ':resume all'.", example: ":resume all", completion: .subscriptions
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
