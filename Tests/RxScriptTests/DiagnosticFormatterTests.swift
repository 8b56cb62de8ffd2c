import XCTest
@testable import RxScript

final class DiagnosticFormatterTests: XCTestCase {
    private func render(_ text: String, name: String = "demo.rx") -> String {
        DiagnosticFormatter().format(Parser.parse(SourceFile(name: name, text: text)).diagnostics)
    }

    func testCaretPointsAfterTheLastTokenForAMissingCloser() {
        XCTAssertEqual(
            render("let a = 1\nlet ys = xs.map(x * 2\nlet b = 2"),
            """
            demo.rx:2:22: error: expected ')' to close '(' opened at 2:16
            let ys = xs.map(x * 2
                                 ^

            """)
    }

    func testRangesAreUnderlinedWithTildes() {
        let file = SourceFile(name: "demo.rx", text: "let value = 99999999999999999999")
        XCTAssertEqual(
            DiagnosticFormatter().format(Lexer.tokenize(file).diagnostics),
            """
            demo.rx:1:13: error: integer literal '99999999999999999999' overflows when stored into 'Int'; the largest is 9223372036854775807
            let value = 99999999999999999999
                        ^~~~~~~~~~~~~~~~~~~~

            """)
    }

    func testCaretLinesUpUnderWideCharactersAndTabs() {
        XCTAssertEqual(
            render("let 标签 = \"测试\" +\n"),
            """
            demo.rx:1:16: error: expected expression after '+', found end of input
            let 标签 = "测试" +
                               ^

            """)
        XCTAssertEqual(
            render("\tlet = 1"),
            """
            demo.rx:1:6: error: expected a variable name
            \tlet = 1
            \t    ^

            """)
    }

    func testNotesAndReplNames() {
        let session = Session(output: { _ in })
        _ = session.evaluate("let xs = of(1, 2)")
        let result = session.evaluate("xs.filtr { $0 > 1 }")
        XCTAssertEqual(
            DiagnosticFormatter().format(result.diagnostics),
            """
            <repl:2>:1:4: error: value of type 'Observable' has no member 'filtr'
            xs.filtr { $0 > 1 }
               ^~~~~
            note: did you mean 'filter'?

            """)
    }

    func testNoteWithLocationShowsItsOwnLine() {
        let file = SourceFile(name: "demo.rx", text: "let a = b ? c\n")
        XCTAssertEqual(
            DiagnosticFormatter().format(Parser.parse(file).diagnostics),
            """
            demo.rx:1:14: error: expected ':' after '? …' in ternary expression
            let a = b ? c
                         ^
            demo.rx:1:11: note: to match this '?'
            let a = b ? c
                      ^

            """)
    }

    func testColorsAreOptional() {
        let diagnostic = Diagnostic(.error, "boom", at: nil)
        XCTAssertEqual(DiagnosticFormatter(colors: false).format(diagnostic), "error: boom\n")
        XCTAssertTrue(DiagnosticFormatter(colors: true).format(diagnostic).contains("\u{1B}[1;31merror:"))
    }

    func testAVeryLongLineShowsAWindowAroundTheCaretWithEllipses() throws {
        let padding = String(repeating: "x", count: 100_000)
        let text = "let a = \"" + padding + "\" + ) + \"" + padding + "\""
        let rendered = DiagnosticFormatter(lineWidth: 80).format(
            Parser.parse(SourceFile(name: "long.rx", text: text)).diagnostics)
        let lines = rendered.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, rendered.prefix(400) + "")
        let header = lines[0].split(separator: ":")
        let column = try XCTUnwrap(Int(header[2]), lines[0])
        let (line, caret) = (lines[1], lines[2])
        XCTAssertLessThanOrEqual(line.count, 80)
        XCTAssertTrue(line.hasPrefix("…") && line.hasSuffix("…"), line)
        XCTAssertLessThanOrEqual(caret.count, 80)
        // The caret stands under the character the error is about, a third of the way in.
        let at = try XCTUnwrap(caret.firstIndex(of: "^"))
        let shown = caret.distance(from: caret.startIndex, to: at)
        XCTAssertEqual(Array(line)[shown], Array(text)[column - 1])
        XCTAssertTrue((20...30).contains(shown), caret)
    }

    func testALongLineWithTheCaretNearItsEndsKeepsThatEndWhole() {
        let tail = String(repeating: "x", count: 300)
        XCTAssertEqual(
            DiagnosticFormatter.window(of: Array("let a = (" + tail), around: 309, width: 40),
            271..<309)
        XCTAssertEqual(DiagnosticFormatter.window(of: Array("(" + tail), around: 0, width: 40), 0..<38)
        XCTAssertEqual(DiagnosticFormatter.window(of: Array("short"), around: 2, width: 40), 0..<5)
    }
}
