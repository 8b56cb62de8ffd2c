import PTYHarness
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Tables on a pseudo-terminal, as a person meets them: `:select` taps a row, `:sinks` draws the rows.
final class ReplTablesTerminalTests: XCTestCase {
    private var home = ""

    override func setUpWithError() throws {
        home = "/tmp/rxrepl-pty-tables-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        XCTAssertEqual(mkdir(home, 0o700), 0)
    }

    override func tearDown() {
        _ = try? FileManager.default.removeItem(atPath: home)
    }

    func testSelectTapsARowAndSinksDrawsTheRows() throws {
        let repl = try ReplTerminal(self, home: home)
        try repl.enter("let table = UITableView(); let rows = just([\"a\", \"b\", \"c\"])")
        try repl.enter(
            "rows.bind(to: table.rx.items(cellIdentifier: \"Cell\")) { row, element, cell in "
                + "cell.textLabel?.text = element; cell.accessoryType = .checkmark }")
        try repl.enter("table.rx.modelSelected(String.self).subscribe(onNext: { print(\"tapped\", $0) })")
        try repl.enter(":select table 1")
        try repl.expect("the action line, then the model of the row") { screen in
            screen.lines.contains { $0.hasSuffix("table selected row [0, 1]") }
                && screen.lines.contains { $0 == "tapped b" }
        }
        try repl.enter(":sinks")
        try repl.expect("the table, then its rows with the selected one marked") { screen in
            screen.lines.contains { $0.hasPrefix("table") && $0.contains("TableView") }
                && screen.lines.contains { $0.contains("[0, 0]  a ✓") }
                && screen.lines.contains { $0.contains("▸ [0, 1]  b ✓") }
        }
        try repl.enter(":select table 7")
        try repl.expectText("table has no row [0, 7] to tap")
        try repl.enter(":select tabel 1")
        try repl.expectText("did you mean 'table'?")
    }
}
