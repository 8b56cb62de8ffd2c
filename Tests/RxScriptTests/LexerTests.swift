import XCTest
@testable import RxScript

final class LexerTests: XCTestCase {
    private func lex(_ text: String) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        Lexer.tokenize(SourceFile(name: "test.rx", text: text))
    }

    private func kinds(_ text: String) -> [String] {
        lex(text).tokens.dropLast().map { token in
            switch token.kind {
            case .identifier(let name): return "id:\(name)"
            case .dollar(let index): return "$\(index)"
            case .keyword(let keyword): return "kw:\(keyword.rawValue)"
            case .int(let value): return "int:\(value)"
            case .double(let value): return "double:\(value)"
            case .duration(let nanoseconds): return "dur:\(nanoseconds)"
            case .string(let segments):
                return "str:"
                    + segments.map { segment -> String in
                        switch segment {
                        case .text(let text): return text
                        case .interpolation(let tokens): return "\\(\(tokens.count - 1) tokens)"
                        }
                    }.joined()
            case .symbol(let symbol): return symbol.rawValue
            case .attribute(let name): return "@\(name)"
            case .customOperator(let spelling): return "op:\(spelling)"
            case .eof: return "eof"
            }
        }
    }

    // MARK: - Literals

    func testNumbers() {
        XCTAssertEqual(
            kinds("1_000 2.5 1e3 0x1F 0b101 0o17 42"),
            ["int:1000", "double:2.5", "double:1000.0", "int:31", "int:5", "int:15", "int:42"])
    }

    func testDurations() {
        XCTAssertEqual(
            kinds("300ms 1.5s 2s 10us 5m 7ns"),
            ["dur:300000000", "dur:1500000000", "dur:2000000000", "dur:10000", "dur:300000000000", "dur:7"])
    }

    func testInvalidDurationUnitIsDiagnosed() {
        let result = lex("let w = 5kg")
        XCTAssertEqual(result.diagnostics.count, 1)
        XCTAssertEqual(
            result.diagnostics[0].description,
            "test.rx:1:10: error: 'kg' is not a duration unit in '5kg'; use ns, us, ms, s or m (as in 300ms), or add a space"
        )
    }

    func testHugeIntegerLiteralIsDiagnosed() {
        let result = lex("99999999999999999999999999")
        XCTAssertEqual(
            result.diagnostics.map(\.message),
            [
                "integer literal '99999999999999999999999999' overflows when stored into 'Int'; the largest is 9223372036854775807"
            ])
    }

    func testTupleIndexAfterDotIsNotADouble() {
        XCTAssertEqual(kinds("pair.0.1"), ["id:pair", ".", "int:0", ".", "int:1"])
    }

    func testStringEscapes() {
        XCTAssertEqual(kinds(#""a\tb\n\"q\"\\ \u{1F600}""#), ["str:a\tb\n\"q\"\\ 😀"])
    }

    func testUnicodeStringRoundTrips() {
        let tokens = lex("let s = \"测试Lable字符串\"").tokens
        guard case .string(let segments) = tokens[3].kind, case .text(let text) = segments[0] else {
            return XCTFail("expected a string token")
        }
        XCTAssertEqual(text, "测试Lable字符串")
    }

    func testUnicodeIdentifiers() {
        XCTAssertEqual(kinds("let 测试 = café"), ["kw:let", "id:测试", "=", "id:café"])
    }

    func testNestedInterpolation() {
        let tokens = lex(#""a\("b\(1 + 2)c")d""#).tokens
        guard case .string(let segments) = tokens[0].kind, segments.count == 3,
            case .interpolation(let inner) = segments[1],
            case .string(let innerSegments) = inner[0].kind
        else {
            return XCTFail("expected nested interpolation, got \(tokens)")
        }
        XCTAssertEqual(innerSegments.count, 3)
    }

    func testDollarIdentifiersAndOperators() {
        XCTAssertEqual(
            kinds("$0 * $1 ?? a..<b -> c !== d"),
            ["$0", "*", "$1", "??", "id:a", "..<", "id:b", "->", "id:c", "!==", "id:d"])
    }

    // MARK: - Trivia

    func testCommentsNestAndNewlinesAreRecorded() {
        let result = lex("a /* x /* y */ z */ b // c\n  d")
        XCTAssertEqual(result.tokens.dropLast().map(\.range.text), ["a", "b", "d"])
        XCTAssertEqual(result.tokens.dropLast().map(\.isAtLineStart), [true, false, true])
        XCTAssertTrue(result.diagnostics.isEmpty)
    }

    func testUnterminatedCommentAndString() {
        var lexer = Lexer(file: SourceFile(name: "t", text: "a /* b"))
        _ = lexer.tokenize()
        XCTAssertTrue(lexer.endedInComment)
        var strings = Lexer(file: SourceFile(name: "t", text: "print(\"abc"))
        _ = strings.tokenize()
        XCTAssertTrue(strings.endedInString)
        XCTAssertEqual(
            strings.diagnostics.map(\.description),
            ["t:1:7: error: unterminated string literal; add a closing '\"' on the same line"])
    }

    func testShebangLineIsIgnored() {
        XCTAssertEqual(kinds("#!/usr/bin/env rxrepl\njust(1)"), ["id:just", "(", "int:1", ")"])
    }

    // MARK: - Spans

    func testSpansCarryLineColumnAndByteOffsets() {
        let tokens = lex("let s = \"测试\"\n  xs.map").tokens
        let map = tokens[6]
        XCTAssertEqual(map.range.text, "map")
        XCTAssertEqual(map.range.startLocation, SourceLocation(offset: 22, line: 2, column: 6))
        let string = tokens[3]
        XCTAssertEqual(string.range.start, 8)
        XCTAssertEqual(string.range.end, 16)
        XCTAssertEqual(string.range.endLocation.column, 13)
    }

    func testOperatorBinding() {
        let tokens = lex("a! -b c - d").tokens
        XCTAssertTrue(tokens[1].isLeftBound)
        XCTAssertFalse(tokens[1].isRightBound)
        XCTAssertFalse(tokens[2].isLeftBound)
        XCTAssertTrue(tokens[2].isRightBound)
        XCTAssertFalse(tokens[5].isLeftBound)
        XCTAssertFalse(tokens[5].isRightBound)
    }
}
