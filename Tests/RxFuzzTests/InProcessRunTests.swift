import Foundation
import RxFuzz
import XCTest

/// The in-process path the coverage-guided fuzz target takes (`InProcessRun`): every kept fuzz fixture goes through
/// it one after another in this process (as libFuzzer sends inputs), and every kind of endless input is stopped.
final class InProcessRunTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/fuzz").standardizedFileURL

    func testEveryFuzzFixtureRunsInProcessOneAfterAnother() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path)
            .filter { $0.hasSuffix(".rx") }.sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let bytes = try Data(contentsOf: Self.fixtures.appendingPathComponent(name))
            let start = Date()
            _ = InProcessRun.run(Array(bytes))
            XCTAssertLessThan(Date().timeIntervalSince(start), 10, name)
        }
    }

    func testEndlessInputsAreStopped() {
        XCTAssertEqual(InProcessRun.run(Array("while true { }".utf8), wallSeconds: 0.2), .runtimeError)
        let start = Date()
        _ = InProcessRun.run(Array("repeatElement(1).subscribe()".utf8), wallSeconds: 0.2)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        XCTAssertEqual(InProcessRun.run(Array("interval(.milliseconds(1)).subscribe()".utf8)), .stopped)
        XCTAssertEqual(InProcessRun.run(Array("just(1).subscribe()".utf8)), .finished)
        XCTAssertEqual(InProcessRun.run(Array("let = 1".utf8)), .syntaxError)
    }

    func testInvalidUTF8IsReadLossily() {
        XCTAssertEqual(InProcessRun.run([0x6C, 0x65, 0x74, 0x20, 0xFF, 0x3D, 0x31]), .syntaxError)
    }
}
