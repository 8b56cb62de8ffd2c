import RxScript
import XCTest

/// What `:doc NAME` finds: exact names, aliases, members, unique prefixes, commands, and near misses.
final class DocLookupTests: XCTestCase {
    /// Command entries as the REPL joins its own to the language's (rxrepl's `ReplCatalog`).
    private let entries =
        DocCatalog.entries
        + [":load", ":advance", ":dispose", ":trace"].map {
            DocEntry($0, .command, summary: "a command", details: "", example: $0)
        }

    private func find(_ query: String) -> DocLookup.Result { DocLookup.find(query, in: entries) }

    private func found(_ query: String) -> String? {
        if case .found(let entry, let member) = find(query) {
            return entry.name + (member.map { "." + $0.name } ?? "")
        }
        return nil
    }

    func testNamesAliasesAndMembers() {
        XCTAssertEqual(found("throttle"), "throttle")
        XCTAssertEqual(found("observeOn"), "observe", "an old spelling opens today's entry")
        XCTAssertEqual(found("UILabel"), "Label")
        XCTAssertEqual(found("BehaviorRelay.accept"), "BehaviorRelay.accept")
        XCTAssertEqual(found("Observable.just"), "just")
        XCTAssertEqual(found(".seconds"), nil, "seconds is listed by more than one type")
        XCTAssertEqual(found("publishsubject"), "PublishSubject")
        XCTAssertEqual(found("orEmpty"), "ControlProperty.orEmpty")
    }

    func testAUniquePrefixIsEnoughAndAnAmbiguousOneListsTheCandidates() {
        XCTAssertEqual(found("thr"), "throttle")
        XCTAssertEqual(found("debou"), "debounce")
        guard case .ambiguous(let names) = find("fla") else { return XCTFail("fla is ambiguous") }
        XCTAssertEqual(names, ["flatMap", "flatMapCompletable", "flatMapFirst", "flatMapLatest", "flatMapMaybe"])
        guard case .ambiguous(let relays) = find("accept") else { return XCTFail("two relays accept") }
        XCTAssertEqual(relays, ["BehaviorRelay.accept", "PublishRelay.accept"])
    }

    func testCommandsWithOrWithoutTheirColon() {
        XCTAssertEqual(found(":load"), ":load")
        XCTAssertEqual(found("load"), ":load")
        XCTAssertEqual(found(":adv"), ":advance")
        XCTAssertEqual(found("trace"), "trace", "the function wins over the command of the same name")
    }

    func testAMisspellingSuggestsNearNames() {
        guard case .notFound(let suggestions) = find("thrtle") else { return XCTFail("not a name") }
        XCTAssertTrue(suggestions.contains("throttle"), "\(suggestions)")
        guard case .notFound(let commands) = find(":dispse") else { return XCTFail("not a command") }
        XCTAssertEqual(commands, [":dispose"])
        guard case .notFound(let none) = find("xyzzy") else { return XCTFail("not a name") }
        XCTAssertEqual(none, [])
    }
}
