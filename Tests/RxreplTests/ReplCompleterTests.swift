import LineEditor
import RxScript
import XCTest

@testable import rxrepl

/// What Tab offers in each place, without a terminal.
final class ReplCompleterTests: XCTestCase {
    private let session = Session(output: { _ in })
    private lazy var completer = ReplCompleter(session: session, commands: .standard)

    private func complete(_ line: String) -> Completions {
        completer.complete(line: line, cursor: line.unicodeScalars.count)
    }

    func testOperatorsAfterADotCompleteToAnOpenParenthesisAndListTheirLabels() {
        XCTAssertTrue(session.evaluate("let xs = of(1, 2)").succeeded)
        let throttle = complete("xs.thro")
        XCTAssertEqual(throttle.wordLength, 4)
        XCTAssertEqual(throttle.candidates, ["throttle("])
        XCTAssertEqual(throttle.listing?.count, 1)
        XCTAssertTrue(
            throttle.listing?.first?.hasPrefix("throttle(_:latest:scheduler:)  at most one value per window")
                ?? false, "the signature, then the catalog's summary: \(throttle)")
        // A chain ending in a call is taken for an observable.
        XCTAssertEqual(complete("interval(1s).map { $0 }.thro").candidates, ["throttle("])
        let take = complete("xs.take")
        XCTAssertTrue(take.candidates.contains("take(") && take.candidates.contains("takeWhile("), "\(take)")
        XCTAssertTrue(take.listing?.contains { $0.hasPrefix("take(_:scheduler:) ") } ?? false, "\(take)")
    }

    func testNamespacesImplicitMembersGlobalsAndKeywords() {
        XCTAssertEqual(complete("Observable<Int>.interv").candidates, ["interval("])
        XCTAssertEqual(complete("Observable.jus").candidates, ["just("])
        XCTAssertTrue(complete("interval(.millis").candidates.contains("milliseconds("))
        XCTAssertTrue(session.evaluate("let numbers = [1]").succeeded)
        XCTAssertEqual(complete("numb").candidates, ["numbers"])
        XCTAssertEqual(complete("interv").candidates, ["interval("])
        XCTAssertEqual(complete("gua").candidates, ["guard"])
        XCTAssertEqual(complete("print(\"inter").candidates, [], "nothing inside a string")
        XCTAssertEqual(complete("").candidates, [])
    }

    func testCommandsAndTheirArguments() throws {
        XCTAssertEqual(complete(":lo").candidates, [":load "])
        XCTAssertEqual(complete(":su").candidates, [":subs "])
        XCTAssertEqual(complete(":subs --a").candidates, ["--all"])
        XCTAssertEqual(complete(":trace st").candidates, ["stages"])
        XCTAssertEqual(complete(":help di").candidates, ["dispose"])
        XCTAssertEqual(complete(":dispose a").candidates, ["all"])

        let directory = NSTemporaryDirectory() + "rxrepl-complete-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory + "/sub", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        XCTAssertTrue(FileManager.default.createFile(atPath: directory + "/stream.rx", contents: Data()))
        let files = complete(":load " + directory + "/s")
        XCTAssertEqual(files.candidates, [directory + "/stream.rx", directory + "/sub/"])
        XCTAssertEqual(files.listing, ["stream.rx", "sub/"])
        XCTAssertEqual(files.wordLength, (directory + "/s").unicodeScalars.count)
    }

    func testUnknownCommandsGetASuggestion() {
        let table = ReplCommandTable.standard
        XCTAssertEqual(table.suggestion(for: "sbus"), "subs")
        XCTAssertEqual(table.suggestion(for: "hlep"), "help")
        XCTAssertEqual(table.suggestion(for: "q"), "quit")
        XCTAssertEqual(table.suggestion(for: "exit"), "quit")
        XCTAssertEqual(table.suggestion(for: "xyzzy"), nil)
        XCTAssertEqual(table.suggestion(for: "dispos"), "dispose")
    }
}

/// `:help` is read on an 80-column terminal as often as on a projector.
final class ReplHelpTests: XCTestCase {
    func testTheOverviewFitsEightyColumns() {
        let overview = ReplHelp.overview(.standard, style: ReplStyle(colors: false))
        for line in overview.split(separator: "\n") {
            XCTAssertLessThanOrEqual(line.count, 80, "too wide for an 80-column terminal: \(line)")
        }
        XCTAssertTrue(overview.contains(":advance DURATION"), overview)
    }
}
