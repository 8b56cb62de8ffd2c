import XCTest

@testable import LineEditor

/// The history file's text: entries round-trip exactly, libedit's old files are read, anything else is refused
/// with a reason.
final class HistoryFormatTests: XCTestCase {
    private func parse(_ text: String) throws -> HistoryFormat.Contents {
        try HistoryFormat.parse(Array(text.utf8))
    }

    private func reason(_ bytes: [UInt8]) -> String? {
        do {
            _ = try HistoryFormat.parse(bytes)
            return nil
        } catch {
            return (error as? HistoryFormat.Unreadable)?.reason
        }
    }

    static let awkwardEntries = [
        "of(1, 2).map { $0 * 10 }.subscribe()",
        "let xs = of(1, 2)\n    .map { $0 * 10 }\n    .subscribe()",
        "print(\"a\\(1)b\\n\") // \\",
        "tab\there, cr\r, escape \u{1B}[A, nul \u{0}, del \u{7F}",
        "条目 é 🙂 e\u{301}",
        "  leading and trailing  ",
        "ends with a newline\n\n",
        "\\n is not a newline here, \\u{41} not an A",
    ]

    func testEntriesRoundTripExactly() throws {
        for entry in Self.awkwardEntries {
            let line = HistoryFormat.encode(entry)
            XCTAssertFalse(line.contains("\n"), line)
            XCTAssertEqual(try HistoryFormat.decode(Array(line.utf8)[...], number: 1), entry)
        }
        let file = HistoryFormat.header + "\n" + Self.awkwardEntries.map(HistoryFormat.encode).joined(separator: "\n")
        XCTAssertEqual(try parse(file + "\n"), HistoryFormat.Contents(entries: Self.awkwardEntries))
        XCTAssertEqual(try parse(file), HistoryFormat.Contents(entries: Self.awkwardEntries), "no final newline")
    }

    func testTheFileReadsAsWritten() throws {
        XCTAssertEqual(
            HistoryFormat.encode("let xs = of(1)\n  .map { \"\\($0)\" }"), #"let xs = of(1)\n  .map { "\\($0)" }"#)
        XCTAssertEqual(HistoryFormat.encode("\u{1B}[A\t"), "\\u{1B}[A\t")
        XCTAssertEqual(try parse(HistoryFormat.header + "\n\na\n\nb\n").entries, ["a", "b"], "empty lines are skipped")
        XCTAssertEqual(try parse("").entries, [])
    }

    /// The bytes libedit 3.1's `history(H_SAVE)` wrote for these entries (checked against libedit itself in
    /// `HistoryStoreTests.testLibeditsOwnSaveIsRead`).
    static let libeditFile =
        "_HiStOrY_V2_\na\\040b\\011c\\012d\\134e\\040\"q\"\\040$x\nctl\\^A\\^[[A\\040del\\^?\n"
        + "条目\\040é\n\\040\\040lead\\012\\012\n"
    static let libeditEntries = ["a b\tc\nd\\e \"q\" $x", "ctl\u{01}\u{1B}[A del\u{7F}", "条目 é", "  lead\n\n"]

    func testLibeditsFormatIsRead() throws {
        XCTAssertEqual(
            try parse(Self.libeditFile), HistoryFormat.Contents(entries: Self.libeditEntries, isLibeditFormat: true))
        // Meta and C-style escapes, which strvis writes outside a UTF-8 locale or with other flags.
        XCTAssertEqual(
            LibeditHistoryFormat.unvis(Array("\\M-C\\M-)\\s\\n\\E\\M^A\\$".utf8)[...]),
            [
                0xC3, 0xA9, 0x20, 0x0A, 0x1B, 0x81,
            ])
        XCTAssertNil(LibeditHistoryFormat.unvis(Array("\\q".utf8)[...]))
        XCTAssertNil(LibeditHistoryFormat.unvis(Array("trailing\\".utf8)[...]))
    }

    func testWhatIsNotAHistoryIsRefusedWithAReason() {
        XCTAssertEqual(
            reason(Array("ls -l\ncd /tmp\n".utf8)),
            "its first line is neither '# history v1…' nor libedit's '_HiStOrY_V2_'")
        XCTAssertEqual(
            reason([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0x00]),
            "its first line is neither "
                + "'# history v1…' nor libedit's '_HiStOrY_V2_'")
        let header = Array((HistoryFormat.header + "\n").utf8)
        XCTAssertEqual(reason(header + [0x61, 0x0A, 0xFF, 0xFE, 0x0A]), "line 3 is not valid UTF-8")
        XCTAssertEqual(reason(header + Array("a\u{0}b\n".utf8)), "line 2 holds a control character")
        XCTAssertEqual(reason(header + Array("a\\qb\n".utf8)), "line 2 has an unknown escape '\\q'")
        XCTAssertEqual(reason(header + Array("a\\u{110000}\n".utf8)), "line 2 has a malformed \\u{…} escape")
        XCTAssertEqual(
            reason(header + [UInt8](repeating: 0x61, count: HistoryFormat.lineLimit + 1)), "line 2 is over 1 MB")
        XCTAssertEqual(
            reason(Array("_HiStOrY_V2_\nok\nbad\\\n".utf8)), "line 3 has a malformed escape")
    }
}
