import RxScript
import XCTest

/// Every example runs on the virtual clock without an error, and the lanes `:doc` shows are the ones a run
/// draws today. After changing an example or an operator: `scripts/generate-doc-lanes`.
final class DocLaneTests: XCTestCase {
    func testEveryExampleRunsAndItsStoredLanesAreCurrent() {
        var drawn: Set<String> = []
        for entry in DocCatalog.entries where entry.kind != .command {
            do {
                let lanes = try DocLanes.run(entry)
                XCTAssertEqual(
                    entry.lanes, lanes, "\(entry.name): stored lanes are stale; run scripts/generate-doc-lanes")
                if lanes != nil { drawn.insert(entry.name) }
            } catch {
                XCTFail("\(error)")
            }
        }
        XCTAssertEqual(
            Set(DocCatalog.entries.compactMap { $0.lanes == nil ? nil : $0.name }), drawn,
            "lanes stored for entries that draw none; run scripts/generate-doc-lanes")
    }

    func testAnExampleThatFailsSaysWhy() {
        XCTAssertThrowsError(try DocExample.run("undefinedName.subscribe()")) { error in
            XCTAssertTrue("\(error)".contains("undefinedName"), "\(error)")
        }
        XCTAssertThrowsError(try DocExample.run("let x = 1\nx.subscribe()"))
        XCTAssertEqual(try DocExample.run("cold(\"-a|\").subscribe()"), "cold  -a|")
        XCTAssertNil(try DocExample.run("print(1)"))
    }

    func testTheGeneratedSourceHoldsEveryDrawing() throws {
        let source = try DocLanes.generatedSource()
        XCTAssertTrue(
            source.contains("\"throttle\": #\"\"\"\n        cold      -a-b-c---d|\n        throttle  -a---c---d|"),
            source)
    }
}
