import ArgumentParser

/// One option of `rxrepl [run]`, declared once: how it is spelled, what `--help` and the manual say about it, and
/// what it sets in `RunSettings`. ArgumentParser's `RunOptions` takes each wrapper's name and help from here, and
/// the quick start-up reader (`QuickRunArguments`) reads names and values from `RunOption.all` alone;
/// `RunOptionParityTests` checks that both read every option the same.
struct RunOption {
    /// Whether the option stands alone or takes a value, and where that lands in `RunSettings`.
    enum Kind {
        case flag(WritableKeyPath<RunSettings, Bool>)
        /// Stores the value's text, or answers false when the text is not a value of the option.
        case value((inout RunSettings, String) -> Bool)
    }

    /// `-e` or `--timeout`: one dash for a short name, two for a long one.
    let spelling: String
    let kind: Kind
    let help: ArgumentHelp

    /// The spelling as ArgumentParser's wrappers want it.
    var name: NameSpecification {
        spelling.hasPrefix("--") ? .customLong(String(spelling.dropFirst(2))) : .customShort(spelling.last!)
    }

    /// An option that reads its value as `Value` into `path`.
    static func value<Value: ExpressibleByArgument>(_ path: WritableKeyPath<RunSettings, Value>) -> Kind {
        .value { settings, text in
            guard let value = Value(argument: text) else { return false }
            settings[keyPath: path] = value
            return true
        }
    }

    /// An option that may be absent, read as `Value` into `path`.
    static func value<Value: ExpressibleByArgument>(_ path: WritableKeyPath<RunSettings, Value?>) -> Kind {
        .value { settings, text in
            guard let value = Value(argument: text) else { return false }
            settings[keyPath: path] = value
            return true
        }
    }
}

extension RunOption {
    /// Every option, in the order `--help` lists them.
    static let all: [RunOption] = [
        expression, virtualTime, seed, timeout, trace, format, noHistory, noColor, ascii, export, record, present,
        presentPort, presentOn,
    ]

    static let expression = RunOption(
        spelling: "-e", kind: value(\.expression),
        help: ArgumentHelp("Run this expression as the whole script.", valueName: "expression"))

    static let virtualTime = RunOption(
        spelling: "--virtual-time", kind: .flag(\.virtualTime),
        help: ArgumentHelp(
            "Simulate every scheduler on one virtual clock: the run finishes at once and its output is reproducible.",
            discussion: "The thread column then shows the simulated scheduler's name, and the output is the same on "
                + "every run and machine. On a terminal with no script, the interactive session starts on it."))

    static let seed = RunOption(
        spelling: "--seed", kind: value(\.seed),
        help: ArgumentHelp(
            "Seed Int.random(in:), shuffled() and the other random members, so every run draws the same values.",
            discussion: "With --virtual-time they are seeded even without it (the same default seed every run); in "
                + "real time without it they are truly random. In the REPL, :seed N starts the sequence again.",
            valueName: "number"))

    static let timeout = RunOption(
        spelling: "--timeout", kind: value(\.timeout),
        help: ArgumentHelp(
            "Stop after this long, disposing everything still running (for example 5s or 300ms).",
            valueName: "duration"))

    static let trace = RunOption(
        spelling: "--trace", kind: value(\.trace),
        help: ArgumentHelp(
            "What to trace: off, events (each top-level subscription) or stages (every operator stage).",
            discussion: "With stages, each operator's subscribe travels upstream, events come back downstream and "
                + "disposal travels upstream again, indented by depth."))

    static let format = RunOption(
        spelling: "--format", kind: value(\.format),
        help: ArgumentHelp(
            "Trace format: text, or jsonl (one JSON object per line).",
            discussion: "Text is aligned columns for people; JSON lines are for tools."))

    static let noHistory = RunOption(
        spelling: "--no-history", kind: .flag(\.noHistory), help: "Do not read or write the interactive history file.")

    static let noColor = RunOption(
        spelling: "--no-color", kind: .flag(\.noColor), help: "Never colour the output (also when NO_COLOR is set).")

    static let ascii = RunOption(
        spelling: "--ascii", kind: .flag(\.ascii),
        help: ArgumentHelp(
            "Draw marbles and checks with ASCII characters only (PASS/FAIL, '>' for an inner lane).",
            discussion: "The default on a terminal whose locale (LC_ALL, LC_CTYPE or LANG) is not UTF-8."))

    static let export = RunOption(
        spelling: "--export", kind: value(\.export),
        help: ArgumentHelp(
            "When a script ends, write its subscriptions' marble lanes to standard output as a picture: svg, or html (the SVG with a legend); or as a test: xctest (an XCTest case using RxSwift's RxTest, a test method per subscription) or expect (an exercise of expect checks for rxrepl check). The trace and the script's output then go to standard error.",
            discussion: "Each subscription gets a group of lanes titled with its #N and expression, its inner "
                + "subscriptions (flatMap's, flatMapLatest's, a retry's) on indented lanes of their own (#N.1, #N.2), "
                + "on one time axis; long values become letters listed below. A script with syntax errors writes no "
                + "picture; with --virtual-time the same script gives the same bytes. A test needs --virtual-time "
                + "and subscriptions to cold or hot marble inputs; values with no literal are listed on standard error "
                + "and in the file.",
            valueName: "svg|html|xctest|expect"))

    static let record = RunOption(
        spelling: "--record", kind: value(\.record),
        help: ArgumentHelp(
            "Write the run to this file as a recording (JSON lines), which 'rxrepl replay FILE' plays back.",
            discussion: "The recording holds the script, every trace line as --format jsonl writes it (operator "
                + "stages too, whatever --trace says, marked with what was printed), the script's output and the "
                + "clock; docs/recording-format.md describes it. In the REPL, :record FILE does the same.",
            valueName: "file"))

    static let present = RunOption(
        spelling: "--present", kind: .flag(\.present),
        help: ArgumentHelp(
            "Serve a page of the session's marble lanes, live, for a projector: its URL is printed at start.",
            discussion: "The page (http://127.0.0.1:PORT/, a free port) shows every subscription as a lane on one "
                + "time axis as events happen, inner subscriptions indented, the bound sinks in a side panel and "
                + "binding warnings as banners; it needs no network. For a script it plays the run back, at a speed chosen on "
                + "the page; rxrepl then serves the page until Ctrl-C. In the REPL, :present does the same."))

    static let presentPort = RunOption(
        spelling: "--present-port", kind: value(\.presentPort),
        help: ArgumentHelp("Like --present, with the page on this port.", valueName: "port"))

    static let presentOn = RunOption(
        spelling: "--present-on", kind: value(\.presentOn),
        help: ArgumentHelp(
            "Like --present, with the page on this address instead of 127.0.0.1.",
            discussion: "For a room's screens on other machines: 0.0.0.0 listens on every address. The URL then "
                + "carries a random token, which the page and its feed require; the page only shows, nothing sent "
                + "from a browser runs anything.",
            valueName: "address"))
}
