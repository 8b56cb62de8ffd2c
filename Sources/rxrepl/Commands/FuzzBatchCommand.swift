import ArgumentParser
import Foundation
import RxScript

/// `rxrepl fuzz-batch` (hidden): runs many scripts in one process for `scripts/fuzz`, each in a fresh session
/// through the same `ScriptRunner` as `rxrepl --virtual-time --timeout T FILE`, and reports each exit status.
///
/// One process per input costs ~90 ms of start-up; a batch runs an input in a few milliseconds, which is what lets
/// CI afford a few thousand inputs. A crash still isolates the input: the driver reads one status per input, so
/// when the process dies it knows which input killed it, keeps it, and starts a new batch at the next one.
///
/// After each run it also asks the completion engine for candidates at a few places of the input (as Tab would, on
/// the variables the input left), so a crash there is a failure of that input too.
///
/// Protocol. Standard input: for each script a line `<byte count> <trace mode> <format>`, then the bytes. The
/// report descriptor: one line `<exit status> <1 if the wall-clock limit interrupted it, else 0> <stage>` per
/// script, the stage being `syntax` or `compile` for exit 65 (which error stopped it), else `-`.
/// Trace output and diagnostics go to standard output and standard error, as in a normal run.
struct FuzzBatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz-batch",
        abstract: "Run length-prefixed scripts from standard input and report their exit statuses (for scripts/fuzz).",
        shouldDisplay: false)

    @Option(help: "The descriptor the statuses are written to.")
    var reportDescriptor: Int32 = 3

    @Option(help: "The virtual-time limit of each run, as --timeout (for example 60s).")
    var timeout: String = "60s"

    @Option(help: "Seconds of real time after which a run is interrupted as by Ctrl-C.")
    var wallLimit: Double = 2

    func run() throws {
        let input = DescriptorReader(descriptor: STDIN_FILENO)
        let interrupts = InterruptWatcher()
        let limit = WallClockLimit(seconds: wallLimit, interrupts: interrupts)
        while let header = input.readLine() {
            let fields = header.split(separator: " ").map(String.init)
            guard fields.count == 3, let count = Int(fields[0]), let bytes = input.read(count: count) else {
                throw ValidationError("fuzz-batch: malformed header '\(header)'")
            }
            let options = try RunOptions.parse([
                "--virtual-time", "--timeout", timeout, "--no-color",
                "--trace", fields[1], "--format", fields[2],
            ]).settings
            let status: ExitStatus
            interrupts.reset()
            let wasLimited: Bool
            var stage = "-"
            if let text = String(data: Data(bytes), encoding: .utf8) {
                limit.start()
                status = ScriptRunner(options: options).run(
                    source: text, name: "fuzz.rx", interrupts: interrupts,
                    examine: { session in Self.askForCompletions(in: text, session: session) },
                    stopped: { phase in stage = phase == .syntax ? "syntax" : "compile" })
                wasLimited = limit.stop()
            } else {
                // As `rxrepl FILE` answers a file that is not UTF-8.
                status = .noInput
                wasLimited = false
            }
            RunInterrupt.clear()
            writeAll("\(status.rawValue) \(wasLimited ? 1 : 0) \(stage)\n", to: reportDescriptor)
        }
    }

    /// Asks the REPL's completer (the one Tab asks) for candidates at a few places of the input, on the session the
    /// input left behind: a crash or a hang there fails the input like one in the run.
    static func askForCompletions(in text: String, session: Session) {
        let completer = ReplCompleter(session: session, commands: .standard)
        for cursor in completionCursors(in: text) {
            _ = completer.complete(line: text, cursor: cursor)
        }
    }

    /// The end, the middle, and just after the first few dots (and one character further): where Tab is pressed.
    static func completionCursors(in text: String) -> [Int] {
        let scalars = Array(text.unicodeScalars)
        var cursors = [scalars.count, scalars.count / 2]
        for (index, scalar) in scalars.enumerated() where scalar == "." {
            cursors += [index + 1, min(index + 2, scalars.count)]
            if cursors.count >= 8 { break }
        }
        var seen = Set<Int>()
        return cursors.filter { seen.insert($0).inserted }
    }

    private func writeAll(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
