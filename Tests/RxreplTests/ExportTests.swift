import Foundation
import PTYHarness
import XCTest

/// `rxrepl --export svg|html FILE.rx`: a picture of a script's subscriptions on standard output, the trace on
/// standard error, the same bytes on every virtual-time run (golden files in `Exports/`).
final class ExportTests: XCTestCase {
    private static let exports = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Exports")
    private var rxrepl: String { PseudoTerminal.productsDirectory() + "/rxrepl" }

    private func export(
        _ format: String, _ script: String = "slides.rx"
    )
        throws -> (standardOutput: String, standardError: String, status: Int32)
    {
        try PipedRun.runApart(
            rxrepl, ["--virtual-time", "--export", format, script], in: Self.exports,
            environment: ["NO_COLOR": "1", "PATH": "/usr/bin:/bin"])
    }

    /// Compares with `Exports/<name>`; with RECORD_SNAPSHOTS set, rewrites it and fails.
    private func assertGolden(_ actual: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        assertGoldenFile(
            actual, at: Self.exports.appendingPathComponent(name), name: "Exports/" + name, file: file, line: line)
    }

    func testTheSVGOfAScriptIsItsGoldenPictureAndTheTraceGoesToStandardError() throws {
        let run = try export("svg")
        XCTAssertEqual(run.status, 0, run.standardError)
        assertGolden(run.standardOutput, "slides.svg")
        XCTAssertTrue(
            run.standardError.contains("#1  +0.040s  main        next(\"results for rx\")"), run.standardError)
        XCTAssertFalse(run.standardOutput.contains("subscribed\n"), "no trace line in the picture")
    }

    func testTheHTMLOfAScriptIsItsGoldenPage() throws {
        let run = try export("html")
        XCTAssertEqual(run.status, 0, run.standardError)
        assertGolden(run.standardOutput, "slides.html")
    }

    func testEveryRunGivesTheSameBytes() throws {
        XCTAssertEqual(try export("svg").standardOutput, try export("svg").standardOutput)
    }

    func testAScriptThatDoesNotParseWritesNoPicture() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rxrepl-export-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let broken = directory.appendingPathComponent("broken.rx")
        try "of(1, 2.subscribe(\n".write(to: broken, atomically: true, encoding: .utf8)
        let run = try export("svg", broken.path)
        XCTAssertEqual(run.status, 65)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertTrue(run.standardError.contains("error:"), run.standardError)
    }

    /// Writes `source` to a script file in a fresh directory and exports it.
    private func export(
        _ format: String, source: String
    ) throws -> (
        standardOutput: String, standardError: String, status: Int32
    ) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rxrepl-export-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("talk.rx")
        try source.write(to: script, atomically: true, encoding: .utf8)
        return try export(format, script.path)
    }

    /// A script whose picture comes from marbles() exports those lanes, with the legend the terminal showed.
    func testTheLanesOfMarblesAreExported() throws {
        let run = try export("svg", source: "cold(\"-1-2-3|\").map { $0 * 10 }.marbles()\n")
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertTrue(run.standardError.contains("map   -a-b-c|\na = 10, b = 20, c = 30"), run.standardError)
        let svg = run.standardOutput
        XCTAssertTrue(svg.contains(">cold(&quot;-1-2-3|&quot;).map { $0 * 10 }.marbles()</text>"), svg)
        XCTAssertTrue(svg.contains(">cold</text>") && svg.contains(">map</text>"), svg)
        XCTAssertTrue(svg.contains(">a = 10</text>") && svg.contains(">c = 30</text>"), svg)
    }

    /// A comparison is one picture group: the input's lane, then each pipeline's output and inners, by name.
    func testAComparisonIsOnePictureWithLanesLabelledByPipeline() throws {
        let run = try export("svg", "compare.rx")
        XCTAssertEqual(run.status, 0, run.standardError)
        assertGolden(run.standardOutput, "compare.svg")
        XCTAssertTrue(
            run.standardError.contains("flatMapLatest disposed #2.1 at 30ms when b arrived"), run.standardError)
        for label in ["input", "flatMap", "#1.1 cold", "flatMapLatest", "#2.2 cold"] {
            XCTAssertTrue(run.standardOutput.contains(">\(label)</text>"), label)
        }
    }

    /// Nothing to draw is an error that says so, never an empty picture with exit 0.
    func testARunWithNothingToDrawIsAnErrorAndWritesNoPicture() throws {
        let run = try export("html", source: "let x = 1\nprint(x)\n")
        XCTAssertEqual(run.status, 70)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertTrue(
            run.standardError.contains("--export html: ") && run.standardError.contains("nothing to draw"),
            run.standardError)
        XCTAssertTrue(run.standardError.contains("stream.marbles()"), "it says what to do\n\(run.standardError)")
    }

    func testAnUnknownFormatIsAUsageErrorNamingTheChoices() throws {
        let run = try export("png")
        XCTAssertEqual(run.status, 64)
        XCTAssertTrue(run.standardError.contains("svg"), run.standardError)
        XCTAssertTrue(run.standardError.contains("html"), run.standardError)
    }
}
