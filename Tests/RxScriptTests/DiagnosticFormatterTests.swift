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
}
