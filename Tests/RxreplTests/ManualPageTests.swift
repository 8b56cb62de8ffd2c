import Foundation
import PTYHarness
import XCTest

@testable import rxrepl

/// The manual page is generated from its template, the command line's declarations and the doc catalog, so it
/// cannot disagree with `--help`, `:help` or `:doc`; these tests fail until `scripts/generate-manual` has been run.
final class ManualPageTests: XCTestCase {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func rxrepl(_ arguments: [String]) throws -> String {
        let result = try PipedRun.run(PseudoTerminal.productsDirectory() + "/rxrepl", arguments, in: Self.packageRoot)
        XCTAssertEqual(result.status, 0, "rxrepl \(arguments.joined(separator: " ")): \(result.output)")
        return result.output
    }

    private func checkedIn(_ path: String) throws -> String {
        try String(contentsOf: Self.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    func testTheCheckedInManualPageIsTheGeneratedOne() throws {
        let generated = try rxrepl(["generate-manual", "man/rxrepl.1.in"])
        XCTAssertTrue(
            generated == (try checkedIn("man/rxrepl.1")),
            "man/rxrepl.1 is stale: run scripts/generate-manual (and edit man/rxrepl.1.in, not the page)")
    }

    func testTheReadmeListsTheReplCommandsAsTheCatalogHasThem() throws {
        let list = try rxrepl(["generate-manual", "--readme-commands"]).trimmingCharacters(in: .newlines)
        XCTAssertTrue(
            try checkedIn("README.md").contains(list),
            "README.md's REPL commands are stale: run scripts/generate-manual")
        XCTAssertTrue(list.contains("- `:doc [NAME] [--run]` — "), list)
    }

    func testEveryOptionThatHelpShowsIsInTheManualPage() throws {
        let page = try checkedIn("man/rxrepl.1")
        for command in [["run"], ["conformance"], ["check"]] {
            let help = try rxrepl(command + ["--help"])
            // The option column: a line that starts (after indentation) with a dash, up to the first double space.
            let spellings = help.split(separator: "\n").flatMap { line -> [String] in
                let trimmed = line.drop { $0 == " " }
                guard trimmed.first == "-" else { return [] }
                let column = trimmed.components(separatedBy: "  ")[0]
                return column.split(separator: " ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ",")) }
                    .filter { $0.hasPrefix("-") }
            }
            XCTAssertFalse(spellings.isEmpty, help)
            for spelling in Set(spellings) where !spelling.contains("<") {
                XCTAssertTrue(
                    page.contains("Fl " + spelling.dropFirst()),
                    "\(command[0]) --help shows \(spelling), which man/rxrepl.1 does not document")
            }
        }
    }

    func testTheManualPageIsLintClean() throws {
        let mandoc = ["/usr/bin/mandoc", "/usr/local/bin/mandoc"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let mandoc else { throw XCTSkip("mandoc is not installed (scripts/test installs it)") }
        let result = try PipedRun.run(mandoc, ["-Tlint", "man/rxrepl.1"], in: Self.packageRoot)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(result.output, "")
    }

    func testProseKeepsOneSentenceALineWithinEightyBytesAndMarksFunctions() {
        let lines = ManualPage.prose(
            "Runs it. Then marbles() draws it, and dispose(), ends; .hidden words stay text "
                + "even when the line grows longer than eighty bytes would allow. A \\ is escaped.")
        XCTAssertEqual(
            lines,
            [
                "Runs it.",
                "Then",
                ".Fn marbles",
                "draws it, and",
                ".Fn dispose ,",
                "ends; .hidden words stay text even when the line grows longer than eighty bytes",
                "would allow.",
                "A \\e is escaped.",
            ])
        XCTAssertEqual(ManualPage.prose(".dot starts"), ["\\&.dot starts"])
    }
}
