import XCTest

@testable import rxrepl

/// When marbles and checks fall back to ASCII: `--ascii`, or a terminal whose locale is not UTF-8.
final class AsciiFallbackTests: XCTestCase {
    private func asciiOnly(
        _ environment: [String: String], arguments: [String] = [], onTerminal: Bool = true
    ) throws
        -> Bool
    {
        try RunOptions.parse(arguments).settings.asciiOnly(onTerminal: onTerminal, environment: environment)
    }

    func testAUTF8OrUnsetLocaleKeepsUnicode() throws {
        XCTAssertFalse(try asciiOnly(["LANG": "en_US.UTF-8"]))
        XCTAssertFalse(try asciiOnly(["LC_ALL": "C.utf8", "LANG": "C"]))
        XCTAssertFalse(try asciiOnly([:]))
        XCTAssertFalse(try asciiOnly(["LANG": ""]))
    }

    func testANonUTF8LocaleOnATerminalFallsBackToASCII() throws {
        XCTAssertTrue(try asciiOnly(["LANG": "C"]))
        XCTAssertTrue(try asciiOnly(["LANG": "en_US.UTF-8", "LC_CTYPE": "en_US.ISO-8859-1"]))
        XCTAssertTrue(try asciiOnly(["LC_ALL": "POSIX", "LANG": "en_US.UTF-8"]))
    }

    func testOutputThatIsNotATerminalKeepsUnicodeUnlessAsked() throws {
        XCTAssertFalse(try asciiOnly(["LANG": "C"], onTerminal: false))
        XCTAssertTrue(try asciiOnly(["LANG": "C.UTF-8"], arguments: ["--ascii"], onTerminal: false))
    }
}
