import TextWidth
import XCTest

/// `DisplayWidth`, the columns rxrepl lays its own output out by: wide characters and emoji take two, the same
/// on every machine and in every locale.
final class DisplayWidthTests: XCTestCase {
    func testAsciiAndNarrowLettersTakeOneColumn() {
        XCTAssertEqual(DisplayWidth.of("abc"), 3)
        XCTAssertEqual(DisplayWidth.of("é→λ"), 3)
        XCTAssertEqual(DisplayWidth.of(""), 0)
    }

    func testEastAsianWideAndFullwidthCharactersTakeTwo() {
        XCTAssertEqual(DisplayWidth.of("你好"), 4)
        XCTAssertEqual(DisplayWidth.of("한글"), 4)
        XCTAssertEqual(DisplayWidth.of("ＡＢ"), 4)
        XCTAssertEqual(DisplayWidth.of("a你b"), 4)
    }

    func testEmojiTakeTwoAndAClusterCountsOnce() {
        XCTAssertEqual(DisplayWidth.of("🎉"), 2)
        XCTAssertEqual(DisplayWidth.of("👍🏽"), 2)
        XCTAssertEqual(DisplayWidth.of("e\u{301}"), 1)
    }
}
