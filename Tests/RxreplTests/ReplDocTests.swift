import LineEditor
import RxScript
import XCTest

@testable import rxrepl

/// `:doc`'s pages and the catalog behind `:help` and completion, without a terminal.
final class ReplDocTests: XCTestCase {
    private let session = Session(output: { _ in })
    private var page: DocPage {
        DocPage(signatures: DocSignatures(registry: session.registry), style: ReplStyle(colors: false), width: 80)
    }

    func testEveryCommandIsDocumentedInTheCatalogAndEveryCommandEntryIsACommand() {
        let table = ReplCommandTable.standard
        for command in table.commands {
            XCTAssertEqual(command.documentation.name, ":" + command.name)
            XCTAssertFalse(command.summary.isEmpty, ":\(command.name)")
            XCTAssertEqual(ReplCatalog.entry(named: ":" + command.name)?.family, .commands, ":\(command.name)")
        }
        let documented = ReplCatalog.entries.filter { $0.kind == .command }.map { String($0.name.dropFirst()) }
        XCTAssertEqual(documented, table.commands.map(\.name), "command entries that are not commands")
        XCTAssertEqual(ReplCommand.load.usage, ":load FILE")
        XCTAssertEqual(ReplCommand.load.summary, ReplCatalog.entry(named: ":load")?.summary)
        XCTAssertTrue(DocCatalog.entries.allSatisfy { $0.kind != .command }, "the language's catalog has no commands")
    }

    func testDocFindsCommandsWithOrWithoutTheirColonAndSuggestsNearOnes() {
        func found(_ query: String) -> String? {
            if case .found(let entry, _) = DocLookup.find(query, in: ReplCatalog.entries) { return entry.name }
            return nil
        }
        XCTAssertEqual(found(":load"), ":load")
        XCTAssertEqual(found("load"), ":load")
        XCTAssertEqual(found(":adv"), ":advance")
        XCTAssertEqual(found("trace"), "trace", "the function wins over the command of the same name")
        guard case .notFound(let near) = DocLookup.find(":dispse", in: ReplCatalog.entries) else {
            return XCTFail("not a command")
        }
        XCTAssertEqual(near, [":dispose"])
    }

    func testEveryPageFitsEightyColumnsAndHasNoColoursWithoutColours() {
        var pages = [page.families()] + DocFamily.allCases.map { page.family($0) }
        pages += ReplCatalog.entries.map { page.entry($0) }
        for text in pages {
            XCTAssertFalse(text.contains("\u{1B}"), "no escape codes without colours")
            for line in text.split(separator: "\n") {
                XCTAssertLessThanOrEqual(line.count, 80, "too wide for an 80-column terminal: \(line)")
            }
        }
        XCTAssertTrue(ReplStyle(colors: true).bold("x").contains("\u{1B}["))
    }

    func testAnEntryShowsSignaturesCornerCasesExampleAndStoredLanes() {
        let throttle = page.entry(DocCatalog.entry(named: "throttle")!)
        for part in [
            ".throttle(_:latest:scheduler:)", "Watch out", "latest: defaults to true", "Example",
            "cold(\"-a-b-c---d|\").throttle(30ms, latest: false).subscribe()",
            "  cold      -a-b-c---d|\n  throttle  -a---c---d|",
        ] {
            XCTAssertTrue(throttle.contains(part), "missing \(part):\n\(throttle)")
        }
        let relay = page.entry(
            DocCatalog.entry(named: "BehaviorRelay")!,
            member: DocCatalog.entry(named: "BehaviorRelay")!.member(named: "accept"))
        XCTAssertTrue(relay.hasPrefix("BehaviorRelay.accept(_:)\n"), relay)
        XCTAssertTrue(relay.contains("  accept(_:)  replaces the current value"), relay)
    }

    func testCompletionAfterADotListsSignaturesWithTheirSummaries() {
        let completer = ReplCompleter(session: session, commands: .standard)
        XCTAssertTrue(session.evaluate("let xs = of(1, 2)").succeeded)
        let take = completer.complete(line: "xs.take", cursor: 7)
        let summary = DocCatalog.entry(named: "take")!.summary.prefix(30)
        XCTAssertTrue(
            take.listing?.contains { $0.hasPrefix("take(_:scheduler:) ") && $0.contains(summary) } ?? false,
            "\(take.listing ?? [])")
        XCTAssertTrue(take.listing?.contains { $0.hasPrefix("takeLast(_:)") } ?? false, "\(take.listing ?? [])")
        XCTAssertTrue(take.listing?.allSatisfy { $0.count < 80 } ?? false)
        XCTAssertTrue(session.evaluate("let relay = BehaviorRelay(value: 1)").succeeded)
        let relay = completer.complete(line: "relay.acc", cursor: 9)
        XCTAssertEqual(relay.candidates, ["accept("])
        XCTAssertEqual(
            relay.listing, ["accept(_:)  pushes a value to every subscriber"],
            "a member listed in its type's entry has that entry's line (relays share one table)")
        XCTAssertEqual(completer.complete(line: ":doc thro", cursor: 9).candidates, ["throttle"])
        XCTAssertEqual(completer.complete(line: ":doc :adv", cursor: 9).candidates, [":advance"])
    }
}
