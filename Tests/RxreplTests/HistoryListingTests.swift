import XCTest

@testable import rxrepl

/// What `:history` prints for its arguments: numbers, indented continuation lines, control characters shown,
/// and the note under the list.
final class HistoryListingTests: XCTestCase {
    private let entries =
        (1...25).map { "\($0) * 2" } + ["let xs = of(1, 2)\n    .map { $0 * 10 }", "ALL \u{1B}[A\u{7F}"]

    func testTheArgumentSaysWhatToList() {
        XCTAssertEqual(HistoryListing.Request(""), .latest(20))
        XCTAssertEqual(HistoryListing.Request(" 5 "), .latest(5))
        XCTAssertEqual(HistoryListing.Request("all"), .all)
        XCTAssertEqual(HistoryListing.Request("map"), .search("map"))
        XCTAssertEqual(HistoryListing.Request("\"5\""), .search("5"))
        XCTAssertEqual(HistoryListing.Request("\"all\""), .search("all"))
        XCTAssertEqual(HistoryListing.Request("-5"), .search("-5"))
    }

    func testTheLatestAreNumberedInRecallOrderWithANote() {
        let listing = HistoryListing.lines(entries, request: .latest(3))
        XCTAssertEqual(
            listing.lines, ["25  25 * 2", "26  let xs = of(1, 2)", "        .map { $0 * 10 }", "27  ALL ^[[A^?"])
        XCTAssertEqual(listing.note, "(the latest 3 of 27; :history all lists every one, :history TEXT searches)")
        XCTAssertEqual(HistoryListing.lines(entries, request: .all).lines.first, " 1  1 * 2")
        XCTAssertNil(HistoryListing.lines(entries, request: .all).note)
        XCTAssertNil(HistoryListing.lines(Array(entries.prefix(3)), request: .latest(20)).note)
    }

    func testSearchIgnoresCaseAndKeepsTheNumbers() {
        let listing = HistoryListing.lines(entries, request: .search("MAP"))
        XCTAssertEqual(listing.lines, ["26  let xs = of(1, 2)", "        .map { $0 * 10 }"])
        XCTAssertEqual(listing.note, "(1 of 27 entries contain 'MAP')")
        XCTAssertEqual(HistoryListing.lines(entries, request: .search("all")).lines, ["27  ALL ^[[A^?"])
        XCTAssertEqual(HistoryListing.lines(entries, request: .search("zzz")).note, "(no entry contains 'zzz')")
    }

    func testAnEmptyHistorySaysSo() {
        let listing = HistoryListing.lines([], request: .latest(20))
        XCTAssertEqual(listing.lines, [])
        XCTAssertEqual(listing.note, "(no history yet: what you enter is kept, and Up recalls it)")
    }
}
