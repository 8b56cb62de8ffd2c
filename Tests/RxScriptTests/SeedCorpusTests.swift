import XCTest
@testable import RxScript

/// The seed articles' code blocks as an acceptance corpus (`Fixtures/seeds/`, see its README): each `<case>.rx` holds a
/// block verbatim with the declarations a reader adds, `<case>.out` what rxrepl prints when it behaves as RxSwift and
/// RxCocoa do. A case listed in `PENDING` must still fail, and every other case must run clean, so the list only
/// shrinks. With `SEED_CORPUS_ACTUAL=<directory>` in the environment, each case's output today is written there.
final class SeedCorpusTests: XCTestCase {
    private static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/seeds")

    private struct Outcome {
        let output: String
        let firstError: String?
    }

    /// Runs a case as `rxrepl --virtual-time` does: the output lines (trace columns joined by single spaces) with the
    /// notes where they happen, then the diagnostics.
    private func outcome(of file: URL) throws -> Outcome {
        let source = try String(contentsOf: file, encoding: .utf8)
        let harness = VirtualTimeHarness()
        let trace = harness.output
        harness.session.context.reportNote = { trace.write(DiagnosticFormatter().format($0)) }
        let result = harness.execute(source, name: file.lastPathComponent)
        let diagnostics = result.diagnostics.map { DiagnosticFormatter().format($0) }.joined()
        var output = harness.lines.map { $0 + "\n" }.joined() + diagnostics
        if !output.hasSuffix("\n") && !output.isEmpty { output += "\n" }
        return Outcome(
            output: output, firstError: result.status == .success ? nil : result.diagnostics.first?.description)
    }

    /// `PENDING`'s case names, one a line before any text that says why; `#` starts a comment line.
    private func pending() throws -> [String] {
        let text = try String(contentsOf: Self.directory.appendingPathComponent("PENDING"), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }
            .compactMap { $0.split(separator: " ", maxSplits: 1).first.map(String.init) }
    }

    /// Where two outputs part: the first differing line of each.
    private func firstDifference(_ actual: String, _ expected: String) -> String {
        let got = actual.components(separatedBy: "\n")
        let want = expected.components(separatedBy: "\n")
        for index in 0..<max(got.count, want.count) {
            let line = index < got.count ? got[index] : "<end>"
            let wanted = index < want.count ? want[index] : "<end>"
            if line != wanted { return "line \(index + 1): got '\(line)', expected '\(wanted)'" }
        }
        return "same"
    }

    func testEverySeedBlockRunsCleanOrIsListedAsPending() throws {
        let cases = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
            .filter { $0.hasSuffix(".rx") }.map { String($0.dropLast(3)) }.sorted()
        XCTAssertGreaterThanOrEqual(cases.count, 30, "seed cases not found at \(Self.directory.path)")
        let pending = try pending()
        XCTAssertEqual(Set(pending).count, pending.count, "PENDING lists a case twice")
        for name in pending where !cases.contains(name) {
            XCTFail("PENDING lists '\(name)', which is not a case in Fixtures/seeds")
        }
        var clean = 0
        for name in cases {
            let file = Self.directory.appendingPathComponent(name + ".rx")
            let expectedFile = Self.directory.appendingPathComponent(name + ".out")
            let outcome = try outcome(of: file)
            if let record = ProcessInfo.processInfo.environment["SEED_CORPUS_ACTUAL"] {
                try outcome.output.write(toFile: record + "/" + name + ".out", atomically: true, encoding: .utf8)
            }
            guard let expected = try? String(contentsOf: expectedFile, encoding: .utf8) else {
                XCTFail("\(name) has no expected output \(name).out")
                continue
            }
            let runsClean = outcome.firstError == nil && outcome.output == expected
            if runsClean { clean += 1 }
            if pending.contains(name) {
                XCTAssertFalse(runsClean, "\(name) runs clean now: remove it from Fixtures/seeds/PENDING")
                print("pending \(name): \(outcome.firstError ?? firstDifference(outcome.output, expected))")
            } else if let error = outcome.firstError {
                XCTFail("\(name) fails: \(error)")
            } else {
                XCTAssertEqual(
                    outcome.output, expected, "output of \(name): \(firstDifference(outcome.output, expected))")
            }
        }
        print("\(clean) of \(cases.count) seed blocks run clean")
    }

    /// Each `// seed text: <seed> lines A-B` … `// end of seed text` part is the article's lines A to B, byte for
    /// byte. The articles live outside the repository: `SEED_ARTICLES` names their folder (default
    /// /work/shared/seeds); without it the check is skipped.
    func testTheSeedTextOfEveryCaseIsTheArticlesOwn() throws {
        let folder = ProcessInfo.processInfo.environment["SEED_ARTICLES"] ?? "/work/shared/seeds"
        let articles = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        guard !articles.isEmpty else { throw XCTSkip("the seed articles are not at \(folder)") }
        let cases = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).filter {
            $0.hasSuffix(".rx")
        }
        var checked = 0
        for name in cases {
            let lines = try String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
                .components(separatedBy: "\n")
            var index = 0
            while index < lines.count {
                defer { index += 1 }
                let marker = lines[index].split(separator: " ")
                guard lines[index].hasPrefix("// seed text: "), marker.count == 6,
                    let article = articles.first(where: { $0.hasPrefix(String(marker[3]) + "_") })
                else { continue }
                let bounds = marker[5].split(separator: "-").compactMap { Int($0) }
                guard bounds.count == 2 else {
                    XCTFail("\(name): '\(lines[index])' should say 'lines A-B'")
                    continue
                }
                let (first, last) = (bounds[0], bounds[1])
                let source = try String(contentsOfFile: folder + "/" + article, encoding: .utf8)
                    .components(separatedBy: "\n")
                let quoted = Array(lines[(index + 1)...].prefix { $0 != "// end of seed text" })
                XCTAssertEqual(
                    quoted, Array(source[(first - 1)..<last]), "\(name): seed \(marker[3]) lines \(first)-\(last)")
                checked += 1
            }
        }
        XCTAssertGreaterThanOrEqual(checked, cases.count, "every case quotes at least one part of an article")
    }
}
