import Foundation
import PTYHarness
import XCTest

/// With standard input not a terminal, rxrepl runs what it reads as a script: no prompt, no echoed values,
/// the script runner's exit statuses.
final class PipedInputTests: XCTestCase {
    private func run(_ arguments: [String], input: String) throws -> (output: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: PseudoTerminal.productsDirectory() + "/rxrepl")
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "NO_COLOR": "1"]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stdout
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }

    func testAReplCommandPipedInSaysItBelongsToTheInteractiveSession() throws {
        let help = try run([], input: ":help\nof(1).subscribe()\n")
        XCTAssertEqual(help.status, 65)
        XCTAssertEqual(
            help.output,
            """
            <stdin>:1:1: error: ':help' is a command of the interactive session, not a statement of a script; \
            pipe documentation commands on their own (echo ':doc map' | rxrepl)
            :help
            ^~~~~

            """)
        let trace = try run([], input: "just(1).subscribe()\n:trace stages\n")
        XCTAssertTrue(
            trace.output.contains(
                "<stdin>:2:1: error: ':trace' is a command of the interactive session, "
                    + "not a statement of a script; write trace(.stages)"), trace.output)
        let run = try run([], input: ":doc map --run\n")
        XCTAssertEqual(run.status, 65, ":doc --run runs in a session only: \(run.output)")
    }

    func testPipedDocumentationCommandsAloneAreAnswered() throws {
        let answered = try run([], input: "// what is throttle?\n:doc throttle\n\n:help :time\n")
        XCTAssertEqual(answered.status, 0, answered.output)
        XCTAssertTrue(answered.output.hasPrefix("throttle "), answered.output)
        XCTAssertTrue(answered.output.contains("at most one value per window"), answered.output)
        XCTAssertTrue(answered.output.contains("\n:time virtual|real  "), answered.output)
        XCTAssertFalse(answered.output.contains("\u{1B}["), "no colour in a pipe")
        let overview = try run([], input: ":help\n")
        XCTAssertEqual(overview.status, 0)
        XCTAssertTrue(overview.output.hasPrefix("Commands\n  :help [COMMAND]"), overview.output)
        XCTAssertTrue(
            overview.output.hasSuffix(
                "rxrepl: piped in, only :help and :doc answer; the other commands belong to the interactive session "
                    + "(start rxrepl on a terminal)\n"), overview.output)
        let unknown = try run([], input: ":doc nosuchthing\n")
        XCTAssertEqual(unknown.status, 65)
        XCTAssertTrue(
            unknown.output.hasPrefix("error: no documentation for 'nosuchthing' (:doc lists the families)\n"),
            unknown.output)
    }

    func testPipedInputRunsAsAScript() throws {
        let script = "6 * 7\nprint(\"printed\")\nlet xs = of(1)\nxs.subscribe()\n"
        let piped = try run(["--virtual-time"], input: script)
        let dash = try run(["--virtual-time", "-"], input: script)
        XCTAssertEqual(piped.status, 0)
        XCTAssertEqual(piped.output, dash.output)
        XCTAssertFalse(piped.output.contains("rx>"))
        XCTAssertFalse(piped.output.contains("42"), "a script does not echo values")
        XCTAssertTrue(piped.output.hasPrefix("printed\n#1"), piped.output)
    }

    func testPipedSyntaxErrorExitsWithTheScriptStatus() throws {
        let result = try run([], input: "let = 1\n")
        XCTAssertEqual(result.status, 65, result.output)
        XCTAssertTrue(result.output.contains("<stdin>:1:"), result.output)
    }
}
