import ArgumentParser
import Foundation
import RxTrace

/// `rxrepl check FILE...`: runs exercise files in virtual time and counts their `expect` checks.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run exercise files in virtual time and count their expect checks.",
        discussion: """
            Each file runs as with --virtual-time; every expect(stream, "marbles") prints a pass or the expected \
            and actual lanes. Ends with 'N passed, M failed'; exits 1 when a check failed or a file stopped \
            with an error, 0 otherwise.
            """)

    @Argument(help: ArgumentHelp("Exercise files to run.", valueName: "file"), completion: .file(extensions: ["rx"]))
    var files: [String]

    @Option(help: "What to trace while checking: off, events or stages.")
    var trace: TraceModeOption = .off

    @Flag(name: .customLong("no-color"), help: "Never colour the output.")
    var noColor = false

    func run() throws {
        let options = RunSettings(virtualTime: true, trace: trace, noColor: noColor)
        var passed = 0, failed = 0, broken = 0
        for file in files {
            say("== \(file)")
            guard let data = FileManager.default.contents(atPath: file),
                let text = String(data: data, encoding: .utf8)
            else {
                ToolMessage.cannotRead(file).write()
                broken += 1
                continue
            }
            var counts = (passed: 0, failed: 0)
            let status = ScriptRunner(options: options, keepsSessionUntilExit: true).run(source: text, name: file) {
                runtime in
                counts = (runtime.expectations.passed, runtime.expectations.failed)
            }
            passed += counts.passed
            failed += counts.failed
            var summary = "\(file): \(counts.passed) passed, \(counts.failed) failed"
            if status != .success {
                broken += 1
                summary += "; stopped with exit status \(status.rawValue)"
            }
            say(summary)
        }
        say(
            "\(passed) passed, \(failed) failed"
                + (broken > 0 ? " (\(broken) file\(broken == 1 ? "" : "s") did not run to the end)" : ""))
        if failed > 0 || broken > 0 { throw ExitCode(1) }
    }

    /// A line in order with the scripts' output, which goes through the same buffer.
    private func say(_ line: String) {
        FileTraceOutput.standardOutput.writeLine(line)
        FileTraceOutput.standardOutput.flush()
    }
}
