import XCTest
import RxConformance

/// The whole public corpus through the language: every case must pass, none may be skipped.
final class PublicCorpusTests: XCTestCase {
    func testEveryPublicCaseMatchesRxSwift() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/rxswift-public.json").standardizedFileURL.path
        let cases = try loadConformanceCases(path: path)
        XCTAssertEqual(cases.count, 503)
        let results = ConformanceRunner(cases: cases, makeEngine: { ScriptConformanceEngine() }).run()
        let failures = results.filter { $0.status != .passed }
        for failure in failures.prefix(20) {
            XCTFail(([failure.testCase.id] + failure.details.prefix(12)).joined(separator: "\n    "))
        }
        XCTAssertEqual(ConformanceRunner.summary(results), "503 passed, 0 failed")
    }
}
