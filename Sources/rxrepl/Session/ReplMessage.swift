import Foundation
import RxRecording

/// An error message of the interactive session's commands. Every one is written here, saying what was wrong and
/// what to type instead; `complain` takes nothing else, so a message cannot be written at a call site.
struct ReplMessage: Equatable, Error {
    let text: String

    private init(_ text: String) {
        self.text = text
    }
}

extension ReplMessage {
    // Commands
    static let noCommandName = Self("a command name must follow ':'; :help lists them")
    static func unknownCommand(_ name: String, guess: String?) -> Self {
        Self(
            "unknown command :\(name); "
                + (guess.map { "did you mean :\($0)? (:help lists the commands)" }
                    ?? ":help lists the commands"))
    }
    static func noHelpFor(_ name: String, guess: String?) -> Self {
        Self("no command :\(name)" + (guess.map { "; did you mean :\($0)?" } ?? ""))
    }

    // Files
    static let loadNeedsFile = Self(":load needs a file name, e.g. :load samples/01-creation.rx")
    static func cannotRead(_ path: String) -> Self { Self("cannot read \(path): no such readable UTF-8 file") }

    // Subscriptions
    static func subsTakesAll(_ argument: String) -> Self {
        Self(":subs takes nothing or --all, not '\(argument)' (:subs --all lists the finished subscriptions too)")
    }
    static let disposeNeedsTarget = Self(":dispose needs #N or all (see :subs)")
    static func notASubscriptionID(_ word: String, guess: String?) -> Self {
        Self("'\(word)' is not a subscription id; " + (guess.map { "did you mean \($0)?" } ?? "write #N or all"))
    }
    static func subscriptionEnded(_ id: Int, how: String) -> Self {
        Self("#\(id) has already ended (\(how)); :subs --all lists it")
    }
    /// `live` are the live subscriptions' `#N`; `guess` the one nearest to `id`.
    static func noLiveSubscription(_ id: Int, guess: String?, live: [String]) -> Self {
        if let guess { return Self("no live subscription #\(id); did you mean \(guess)? (:subs lists them)") }
        guard !live.isEmpty else {
            return Self("no live subscription #\(id): nothing is running (:subs --all lists the finished)")
        }
        let shown = live.count > 5 ? live.prefix(5).joined(separator: ", ") + ", …" : live.joined(separator: ", ")
        return Self("no live subscription #\(id); live: \(shown) (:subs lists them)")
    }
    static func unknownTraceMode(_ mode: String) -> Self {
        Self("unknown trace mode '\(mode)'; use off, events or stages")
    }
    static let pauseNeedsSubscription = Self(":pause needs a subscription, e.g. :pause #1 (see :subs)")
    static let resumeNeedsSubscription = Self(":resume needs a subscription or all, e.g. :resume #1")
    static func notPaused(_ id: Int) -> Self { Self("#\(id) is not paused") }

    // Documentation
    static let docTakesOneName = Self(":doc takes one name, e.g. :doc throttle")
    static let docRunNeedsName = Self(":doc --run needs a name, e.g. :doc map --run")
    static func docAmbiguous(_ query: String, candidates: String) -> Self {
        Self("'\(query)' could be \(candidates); type more of the name")
    }
    static func noDocumentation(_ query: String, suggestions: String?) -> Self {
        Self(
            "no documentation for '\(query)'" + (suggestions.map { "; did you mean \($0)?" } ?? "")
                + " (:doc lists the families)")
    }
    static func commandHasNoExampleToRun(_ name: String, example: String) -> Self {
        Self("\(name) is a command: type it, e.g. \(example)")
    }

    // Marbles and time
    static let marblesFrameNeedsDuration = Self(":marbles frame needs a duration, e.g. :marbles frame 100ms")
    static let marblesNeedsSubscription = Self(":marbles needs a subscription, e.g. :marbles #1 (see :subs)")
    static func noSubscriptionToDraw(_ id: Int) -> Self {
        Self("no subscription #\(id) to draw (see :subs --all, which lists the finished ones too)")
    }
    static let exportNeedsSubscriptions = Self(
        ":export needs subscriptions and a file, e.g. :export #1 talk.svg (see :subs)")
    static let exportNeedsFile = Self(
        ":export needs a file name ending in .svg, .html, .swift or .rx, e.g. :export #1 talk.svg")
    static func exportFileKind(_ path: String) -> Self {
        Self("cannot export to \(path): the file name must end in .svg, .html, .swift (a test) or .rx (an exercise)")
    }
    static let compareNeedsPipelines = Self(
        ":compare needs an input and 2 to 4 pipelines, e.g. :compare cold(\"-a-b|\"), [{ $0.skip(1) }, { $0.take(1) }]")
    static let noComparisonToExport = Self(
        "no comparison to export yet: run :compare or compare(…) first, then :export compare FILE.svg")
    static func noSubscriptionToExport(_ id: Int, kept: Int) -> Self {
        Self("no subscription #\(id) to export (see :subs --all; the latest \(kept) finished ones are kept)")
    }
    static func cannotWriteExport(_ path: String, reason: String, example: String) -> Self {
        Self("cannot write \(path): \(reason); choose a writable path, e.g. \(example)")
    }
    static let timeTakesVirtualOrReal = Self(":time takes virtual or real, e.g. :time virtual")
    static let seedTakesNumber = Self(":seed takes a whole number from 0 up, e.g. :seed 7, or 'off' for no seed")
    static let advanceNeedsDuration = Self(":advance needs a duration such as 500ms, 2s or 1.5s")
    static let needsVirtualTime = Self("the session runs in real time; switch with :time virtual first")

    // The virtual screen
    static let typeNeedsFieldAndText = Self(":type needs a text field and text, e.g. :type field rx")
    static let tapNeedsButton = Self(":tap needs a button's name, e.g. :tap button")
    static func tapNeedsActionTitle(_ alert: String, titles: [String]) -> Self {
        Self(":tap \(alert) needs the title of one of its actions, e.g. :tap \(alert) \(titles.first ?? "OK")")
    }
    static func alertNotPresented(_ alert: String) -> Self {
        Self("'\(alert)' is not presented, so its actions cannot be tapped; present(\(alert)) first")
    }
    static func alertHasNoAction(_ alert: String, title: String, titles: [String]) -> Self {
        Self("'\(alert)' has no action titled \"\(title)\"; try \(ReplText.list(titles, limit: 5))")
    }
    static let selectNeedsTableAndRow = Self(":select needs a table and a row number, e.g. :select table 3")
    static func noRow(_ noun: String, _ indexPath: String, in table: String, count: Int) -> Self {
        Self("\(table) has no \(noun) \(indexPath) to tap (\(count) in that section; see :sinks)")
    }
    static func noView(_ kind: String, named name: String, guess: String) -> Self {
        Self("no \(kind) named '\(name)'; did you mean '\(guess)'? (see :sinks)")
    }
    /// `names` are the views of that kind there are; with none, `example` makes one.
    static func noView(_ kind: String, named name: String, among names: [String], example: String) -> Self {
        guard !names.isEmpty else {
            return Self("no \(kind) named '\(name)', and no \(kind) yet: \(example) makes one")
        }
        return Self("no \(kind) named '\(name)'; try \(ReplText.list(names, limit: 5)) (see :sinks)")
    }
    static func wrongView(_ name: String, is actual: String, not expected: String) -> Self {
        Self("'\(name)' is a \(actual), not a \(expected) (see :sinks)")
    }
}

extension ReplMessage {
    // Editing
    static func editorDidNotStart(_ command: String, reason: String) -> Self {
        Self("could not start the editor '\(command)': \(reason); set VISUAL or EDITOR to one that works")
    }
    static func editorFailed(_ command: String, reason: String) -> Self {
        Self("the editor '\(command)' ended with \(reason); nothing ran")
    }
    static func cannotWriteEditFile(_ path: String) -> Self {
        Self("cannot write \(path) for the editor; check that the directory exists and is writable")
    }
}

extension ReplMessage {
    // Recording
    static let recordNeedsFile = Self(":record needs a file name, e.g. :record lesson.jsonl (:record stop ends it)")
    static func alreadyRecording(_ path: String) -> Self {
        Self("already recording to \(path); :record stop ends it before another starts")
    }
    static let notRecording = Self("no recording is on; :record lesson.jsonl starts one")
    static func cannotWriteRecording(_ path: String, reason: String) -> Self {
        Self("cannot write \(path): \(reason); choose a writable path, e.g. :record /tmp/lesson.jsonl")
    }
}

extension ReplMessage {
    // Presenting
    static func cannotPresent(reason: String) -> Self {
        Self("cannot serve the page: \(reason); start rxrepl with --present-port to choose another port")
    }
    static let notPresenting = Self("the page is not served; :present serves it")
    static func presentArgument(_ argument: String) -> Self {
        Self(":present takes nothing or 'stop', not '\(argument)': :present serves the page, :present stop ends it")
    }
}
