import ArgumentParser
import Foundation
import RxScript
import RxTrace

/// How much a run traces.
enum TraceModeOption: String, ExpressibleByArgument, CaseIterable {
    case off, events, stages

    var mode: Tracer.Mode {
        switch self {
        case .off: return .off
        case .events: return .events
        case .stages: return .stages
        }
    }
}

/// Trace line format.
enum FormatOption: String, ExpressibleByArgument, CaseIterable {
    case text, jsonl
}

/// A duration on the command line: `5s`, `300ms`, `1.5s`, `2m`, or plain seconds.
struct DurationOption: ExpressibleByArgument {
    let seconds: Double

    init?(argument: String) {
        let units: [(String, Double)] = [("ms", 0.001), ("us", 0.000_001), ("ns", 0.000_000_001), ("s", 1), ("m", 60)]
        for (suffix, scale) in units where argument.hasSuffix(suffix) {
            guard let value = Double(argument.dropLast(suffix.count)), value >= 0 else { return nil }
            seconds = value * scale
            return
        }
        guard let value = Double(argument), value >= 0 else { return nil }
        seconds = value
    }

    static var defaultValueDescription: String { "a duration such as 5s or 300ms" }
}

/// Options shared by script runs and the interactive session.
struct RunOptions: ParsableArguments {
    @Option(
        name: .customShort("e"), help: ArgumentHelp("Run this expression as the whole script.", valueName: "expression")
    )
    var expression: String?

    @Flag(
        name: .customLong("virtual-time"),
        help: ArgumentHelp(
            "Simulate every scheduler on one virtual clock: the run finishes at once and its output is reproducible.",
            discussion: "The thread column then shows the simulated scheduler's name, and the output is the same on "
                + "every run and machine. On a terminal with no script, the interactive session starts on it."))
    var virtualTime = false

    @Option(
        help: ArgumentHelp(
            "Stop after this long, disposing everything still running (for example 5s or 300ms).",
            valueName: "duration"))
    var timeout: DurationOption?

    @Option(
        help: ArgumentHelp(
            "What to trace: off, events (each top-level subscription) or stages (every operator stage).",
            discussion: "With stages, each operator's subscribe travels upstream, events come back downstream and "
                + "disposal travels upstream again, indented by depth."))
    var trace: TraceModeOption = .events

    @Option(
        help: ArgumentHelp(
            "Trace format: text, or jsonl (one JSON object per line).",
            discussion: "Text is aligned columns for people; JSON lines are for tools."))
    var format: FormatOption = .text

    @Flag(name: .customLong("no-history"), help: "Do not read or write the interactive history file.")
    var noHistory = false

    @Flag(name: .customLong("no-color"), help: "Never colour the output (also when NO_COLOR is set).")
    var noColor = false

    @Flag(
        help: ArgumentHelp(
            "Draw marbles and checks with ASCII characters only (PASS/FAIL, '>' for an inner lane).",
            discussion: "The default on a terminal whose locale (LC_ALL, LC_CTYPE or LANG) is not UTF-8."))
    var ascii = false

    @Option(
        help: ArgumentHelp(
            "When a script ends, write its subscriptions' marble lanes to standard output as a picture: svg, or html (the SVG with a legend). The trace and the script's output then go to standard error.",
            discussion: "Each subscription gets a group of lanes titled with its #N and expression, its inner "
                + "subscriptions (flatMap's, flatMapLatest's, a retry's) on indented lanes of their own (#N.1, #N.2), "
                + "on one time axis; long values become letters listed below. A script with syntax errors writes no "
                + "picture; with --virtual-time the same script gives the same bytes.",
            valueName: "svg|html"))
    var export: MarbleExport?

    /// The parsed values.
    var settings: RunSettings {
        RunSettings(
            expression: expression, virtualTime: virtualTime, timeout: timeout, trace: trace, format: format,
            noHistory: noHistory, noColor: noColor, ascii: ascii, export: export)
    }
}

/// What `RunOptions` holds, as plain values: runs take these, so a command line read without ArgumentParser
/// (`QuickRunArguments`) never builds its property wrappers.
struct RunSettings {
    var expression: String?
    var virtualTime = false
    var timeout: DurationOption?
    var trace = TraceModeOption.events
    var format = FormatOption.text
    var noHistory = false
    var noColor = false
    var ascii = false
    var export: MarbleExport?

    /// ASCII-only marbles and checks: with --ascii, or on a terminal whose locale (LC_ALL, LC_CTYPE or LANG, the
    /// first one set) names a character set other than UTF-8. An unset locale is taken as UTF-8, as terminals are.
    func asciiOnly(onTerminal: Bool, environment: [String: String]) -> Bool {
        if ascii { return true }
        guard onTerminal,
            let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap({ environment[$0] }).first(where: {
                !$0.isEmpty
            })
        else { return false }
        let lowered = locale.lowercased()
        return !lowered.contains("utf-8") && !lowered.contains("utf8")
    }

    /// Colour only on a terminal, never with NO_COLOR or --no-color, and never in JSON lines.
    func colorsEnabled(forDescriptor descriptor: Int32) -> Bool {
        !noColor && format == .text && isatty(descriptor) == 1 && getenv("NO_COLOR") == nil
    }
}
