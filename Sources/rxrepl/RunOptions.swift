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
    @Option(name: .customShort("e"), help: "Run this expression as the whole script.")
    var expression: String?

    @Flag(name: .customLong("virtual-time"),
          help: "Simulate every scheduler on one virtual clock: the run finishes at once and its output is reproducible.")
    var virtualTime = false

    @Option(help: "Stop after this long, disposing everything still running (for example 5s or 300ms).")
    var timeout: DurationOption?

    @Option(help: "What to trace: off, events (each top-level subscription) or stages (every operator stage).")
    var trace: TraceModeOption = .events

    @Option(help: "Trace format: text, or jsonl (one JSON object per line).")
    var format: FormatOption = .text

    @Flag(name: .customLong("no-history"), help: "Do not read or write the interactive history file.")
    var noHistory = false

    @Flag(name: .customLong("no-color"), help: "Never colour the output (also when NO_COLOR is set).")
    var noColor = false

    @Flag(help: "Draw marbles and checks with ASCII characters only (PASS/FAIL, '>' for an inner lane).")
    var ascii = false

    /// The parsed values.
    var settings: RunSettings {
        RunSettings(expression: expression, virtualTime: virtualTime, timeout: timeout, trace: trace, format: format,
                    noHistory: noHistory, noColor: noColor, ascii: ascii)
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

    /// Colour only on a terminal, never with NO_COLOR or --no-color, and never in JSON lines.
    func colorsEnabled(forDescriptor descriptor: Int32) -> Bool {
        !noColor && format == .text && isatty(descriptor) == 1 && getenv("NO_COLOR") == nil
    }
}
