import Foundation
import LineEditor
import RxRecording

/// A message the command-line tool writes to standard error, after `rxrepl: `. Every one is written here.
struct ToolMessage: Equatable {
    let text: String

    private init(_ text: String) {
        self.text = text
    }

    /// `rxrepl: <text>`
    var line: String { "rxrepl: " + text }

    /// Writes `rxrepl: <text>` and a newline to standard error.
    func write() {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

extension ToolMessage {
    static func cannotRead(_ path: String) -> Self { Self("cannot read \(path): no such readable UTF-8 file") }
    static func corpusUnreadable(_ error: Error) -> Self { Self("\(error)") }
    static func noCaseForOperator(_ name: String) -> Self { Self("no case has the operator '\(name)'") }
    static func exampleDidNotRun(_ error: Error) -> Self { Self("an example did not run: \(error)") }
    /// A note above the prompt about the history file, with what to do when saving stopped.
    static func history(_ problem: HistoryProblem) -> Self {
        switch problem {
        case .notSaved, .unreadable:
            return Self("\(problem) (RXREPL_HISTORY=FILE keeps history in another file)")
        case .movedAside, .entryTooLong:
            return Self("\(problem)")
        }
    }
    static let manualNeedsTemplate = Self("generate-manual needs its template, man/rxrepl.1.in")
    /// A script's natural end with subscriptions open: they stay open, as a program's exit leaves them.
    static func endsWithOpenSubscriptions(_ count: Int) -> Self {
        Self(
            "nothing more can happen; the script ends as a program exits, leaving \(count) subscription"
                + "\(count == 1 ? "" : "s") open (not disposed)")
    }
    /// After piped `:help`/`:doc` answers: what the other commands need.
    static let pipedDocumentationOnly = Self(
        "piped in, only :help and :doc answer; the other commands belong to the interactive session (start rxrepl "
            + "on a terminal)")
    /// Closes a list of syntax errors (written as it is, under the diagnostics, without `rxrepl: `).
    static func syntaxErrorCount(_ count: Int) -> Self { Self("\(count) errors; nothing ran.") }
    /// `--export xctest|expect` left values out of the test (`2 values could not be written as Swift literals: …`).
    static func unwrittenValues(_ note: String) -> Self { Self(note) }
    /// `--export xctest|expect` of a run with no subscription it could write.
    static func nothingToTest(format: String, script: String) -> Self {
        Self(
            "--export \(format): \(script) made no subscription that can be written as a test, so nothing was "
                + "written; subscribe on the virtual clock to a pipeline of cold(…)/hot(…) inputs "
                + "(cold(\"-a-b|\").map { $0 }.subscribe())")
    }
    /// `--export` of a run that drew nothing: no picture is written.
    static func nothingToExport(format: String, script: String) -> Self {
        Self(
            "--export \(format): \(script) made no subscription and called no marbles(), so there is nothing to draw "
                + "and no picture was written; subscribe to a stream (stream.subscribe()) or draw one (stream.marbles())"
        )
    }
    static func cannotWriteRecording(_ path: String, reason: String) -> Self {
        Self("--record \(path): cannot write it: \(reason); choose a writable path, e.g. --record /tmp/run.jsonl")
    }
    /// `rxrepl replay` of a file that is not a recording: where, and what the format has there.
    static func notARecording(_ path: String, line: Int, expected: String) -> Self {
        Self("\(path):\(line): not a recording: \(expected) (docs/recording-format.md describes the format)")
    }
    static func cannotPresent(reason: String) -> Self {
        Self("--present: cannot serve the page: \(reason); choose another port with --present-port, or leave it out")
    }
    static func presentingRun(_ url: String) -> Self {
        Self("the page of this run is at \(url) (open it in a browser; it plays the run back)")
    }
    static let presentedRunEnded = Self("the run has ended; the page is served until Ctrl-C")
    static func stoppedAtVirtualHorizon(seconds: Int) -> Self {
        Self("stopped at \(seconds)s of virtual time with streams still running; pass --timeout to choose when to stop")
    }
}
