import XCTest
@testable import RxScript

/// Runs every `Fixtures/**/*.rx` script and checks the `// expect…` comments written in it (see Fixtures/README.md).
final class FixtureTests: ScriptTestCase {
    private struct Expectations {
        var output: [String] = []
        var errors: [String] = []
        var runtimeErrors: [String] = []
    }

    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures")

    private func expectations(in source: String) -> Expectations {
        var result = Expectations()
        for (index, line) in source.components(separatedBy: "\n").enumerated() {
            for (marker, keyPath) in [
                ("// expect runtime error: ", \Expectations.runtimeErrors),
                ("// expect error: ", \Expectations.errors),
            ] {
                if let range = line.range(of: marker) {
                    result[keyPath: keyPath].append("\(index + 1): \(line[range.upperBound...])")
                }
            }
            if let range = line.range(of: "// expect: ") { result.output.append(String(line[range.upperBound...])) }
        }
        return result
    }

    /// The output lines and result of a fixture. A family's fixtures (`Fixtures/<family>/`, named as `:doc` names
    /// the family, or `Fixtures/<family>-<part>/` for a part of one, such as `uikit-tables`) run on a virtual clock until nothing is live, as `rxrepl --virtual-time` does, and their output
    /// includes the trace (`#1 +0.300s main next(0)`, columns joined by single spaces); the others run in a plain
    /// session and print only what `print` writes.
    private func outcome(of source: String, file: URL) -> ([String], Session.RunResult) {
        if FixtureFolder.family(of: file) != nil {
            let harness = VirtualTimeHarness()
            let result = harness.execute(source, name: file.lastPathComponent)
            return (harness.lines, result)
        }
        let output = OutputCollector()
        let result = Session(output: output.append).run(source: source, name: file.lastPathComponent)
        var lines = output.text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return (lines, result)
    }

    func testFixtures() throws {
        let files =
            FileManager.default.enumerator(at: Self.fixtures, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "rx" }.sorted { $0.path < $1.path } ?? []
        XCTAssertGreaterThanOrEqual(files.count, 10, "fixtures not found at \(Self.fixtures.path)")
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            let expected = expectations(in: source)
            let (lines, result) = outcome(of: source, file: file)
            let name = file.deletingPathExtension().lastPathComponent
            XCTAssertEqual(lines, expected.output, "output of \(name)")
            let reported = result.diagnostics.map { "\($0.range?.line ?? 0): \($0.message)" }
            switch result.status {
            case .success:
                XCTAssertTrue(expected.errors.isEmpty && expected.runtimeErrors.isEmpty, "\(name) should have failed")
            case .syntaxError:
                XCTAssertEqual(reported, expected.errors, "errors of \(name)")
            case .runtimeError:
                XCTAssertEqual(reported, expected.runtimeErrors, "runtime errors of \(name)")
            }
        }
    }
}
