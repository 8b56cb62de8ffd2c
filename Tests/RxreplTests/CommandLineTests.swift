import Foundation
import PTYHarness
import XCTest

@testable import rxrepl

/// The command line as people expect it: `--version`, and `--help` showing what a bare `rxrepl` (that is, `run`)
/// accepts, on the quick path and through ArgumentParser alike.
final class CommandLineTests: XCTestCase {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func rxrepl(_ arguments: [String]) throws -> (output: String, status: Int32) {
        try PipedRun.run(
            PseudoTerminal.productsDirectory() + "/rxrepl", arguments, in: Self.packageRoot,
            environment: ["PATH": "/usr/bin:/bin", "NO_COLOR": "1", "COLUMNS": "100"])
    }

    func testVersionPrintsTheOneVersionWhereverItIsAsked() throws {
        XCTAssertEqual(RxreplVersion.line, "rxrepl " + RxreplVersion.number)
        // Alone; after options the quick path reads (which hands it on); after the default subcommand's name.
        for arguments in [
            ["--version"], ["--virtual-time", "--version"], ["run", "--version"], ["x.rx", "--version"],
        ] {
            let result = try rxrepl(arguments)
            XCTAssertEqual(result.status, 0, "rxrepl \(arguments.joined(separator: " ")): \(result.output)")
            XCTAssertEqual(result.output, RxreplVersion.line + "\n", arguments.joined(separator: " "))
        }
    }

    func testHelpShowsTheRunOptionsAndTheSubcommands() throws {
        for arguments in [["--help"], ["-h"], ["help"]] {
            let result = try rxrepl(arguments)
            XCTAssertEqual(result.status, 0, result.output)
            let help = result.output
            XCTAssertTrue(help.hasPrefix("OVERVIEW: Compose and inspect Rx streams"), help)
            XCTAssertTrue(help.contains("USAGE: rxrepl [run] [<options>] [<file>]"), help)
            XCTAssertTrue(help.contains("\n       rxrepl <subcommand>\n"), help)
            for option in ["-e <expression>", "--virtual-time", "--timeout <duration>", "--trace <trace>", "--version"]
            {
                XCTAssertTrue(help.contains("\n  \(option) "), "rxrepl --help lacks \(option)\n\(help)")
            }
            XCTAssertTrue(help.contains("  <file>  "), help)
            XCTAssertTrue(help.contains("SUBCOMMANDS:\n  run (default)"), help)
            XCTAssertTrue(help.contains("\n  conformance "), help)
            XCTAssertTrue(help.contains("Exit status: 0 success"), help)
            XCTAssertFalse(help.contains("generate-manual"), "hidden subcommands stay hidden\n\(help)")
        }
    }

    func testHelpAfterOptionsIsRunsHelpAndSubcommandHelpIsUnchanged() throws {
        let afterOption = try rxrepl(["--virtual-time", "--help"])
        XCTAssertEqual(afterOption.status, 0)
        XCTAssertTrue(afterOption.output.contains("USAGE: rxrepl run [<options>] [<file>]"), afterOption.output)
        let check = try rxrepl(["help", "check"])
        XCTAssertEqual(check.status, 0)
        XCTAssertTrue(check.output.contains("USAGE: rxrepl check"), check.output)
    }
}
