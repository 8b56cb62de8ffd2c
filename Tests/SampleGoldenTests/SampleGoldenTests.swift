import Foundation
import PTYHarness
import XCTest

/// Every script in `samples/` runs in virtual time and must print exactly its checked-in `.out` file.
///
/// To regenerate one after an intended change: `.build/debug/rxrepl --virtual-time samples/X.rx > samples/X.out 2>&1`,
/// then read the diff line by line against RxSwift's semantics before committing it.
final class SampleGoldenTests: XCTestCase {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `rxrepl` built next to this test bundle (on Linux the bundle is the running test executable).
    private static var rxrepl: URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        while directory.path != "/" && !directory.lastPathComponent.hasSuffix(".xctest")
            && !FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("rxrepl").path)
        {
            directory.deleteLastPathComponent()
        }
        if directory.lastPathComponent.hasSuffix(".xctest") { directory.deleteLastPathComponent() }
        return directory.appendingPathComponent("rxrepl")
    }

    private var samples: [String] {
        let directory = Self.packageRoot.appendingPathComponent("samples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".rx") }.sorted()
    }

    func testThereAreAtLeastFifteenSamples() {
        XCTAssertGreaterThanOrEqual(samples.count, 15)
    }

    func testEverySampleMatchesItsExpectedOutput() throws {
        XCTAssertTrue(
            FileManager.default.isExecutableFile(atPath: Self.rxrepl.path),
            "build rxrepl first: swift build --product rxrepl")
        for sample in samples {
            let base = String(sample.dropLast(3))
            let expectedURL = Self.packageRoot.appendingPathComponent("samples/\(base).out")
            guard let expected = try? String(contentsOf: expectedURL, encoding: .utf8) else {
                XCTFail(
                    "samples/\(sample) has no samples/\(base).out; generate it with "
                        + "`.build/debug/rxrepl --virtual-time samples/\(sample) > samples/\(base).out 2>&1` and review it"
                )
                continue
            }
            let actual = try run(["--virtual-time", "samples/\(sample)"])
            if actual != expected {
                XCTFail(
                    "samples/\(sample) differs from samples/\(base).out:\n"
                        + Self.diff(expected: expected, actual: actual))
            }
        }
    }

    func testVirtualTimeOutputIsTheSameOnEveryRun() throws {
        guard let sample = samples.first(where: { $0.contains("request") }) ?? samples.first else { return }
        XCTAssertEqual(
            try run(["--virtual-time", "samples/\(sample)"]), try run(["--virtual-time", "samples/\(sample)"]))
    }

    /// Runs rxrepl from the package root with stdout and stderr in one pipe, colour off.
    private func run(_ arguments: [String]) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        return try PipedRun.run(Self.rxrepl.path, arguments, in: Self.packageRoot, environment: environment).output
    }

    /// The first differing lines, numbered, with a little context.
    static func diff(expected: String, actual: String) -> String {
        let e = expected.components(separatedBy: "\n"), a = actual.components(separatedBy: "\n")
        guard let first = (0..<max(e.count, a.count)).first(where: { $0 >= e.count || $0 >= a.count || e[$0] != a[$0] })
        else { return "(same lines)" }
        var lines: [String] = []
        for index in max(0, first - 2)..<min(max(e.count, a.count), first + 6) {
            let expectedLine = index < e.count ? e[index] : "<none>"
            let actualLine = index < a.count ? a[index] : "<none>"
            lines.append(
                expectedLine == actualLine
                    ? "  \(index + 1)  \(expectedLine)"
                    : "- \(index + 1)  \(expectedLine)\n+ \(index + 1)  \(actualLine)")
        }
        return lines.joined(separator: "\n")
    }
}
