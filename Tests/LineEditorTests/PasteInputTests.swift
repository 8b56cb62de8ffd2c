import XCTest

@testable import LineEditor

#if canImport(Glibc)
    import Glibc
#endif

/// Reading a bracketed paste and looking at waiting input without losing it, on a pipe standing in for the tty.
final class PasteInputTests: XCTestCase {
    private var pipeFDs: [Int32] = [-1, -1]

    override func setUpWithError() throws {
        XCTAssertEqual(pipe(&pipeFDs), 0)
    }

    override func tearDown() {
        for fd in pipeFDs where fd >= 0 { close(fd) }
    }

    private func write(_ text: String) {
        let bytes = Array(text.utf8)
        XCTAssertEqual(Glibc.write(pipeFDs[1], bytes, bytes.count), bytes.count)
    }

    func testLineEndsBecomeNewlinesAndEscapesAreDropped() {
        XCTAssertEqual(BracketedPaste.normalized("a\r\nb\rc\nd"), "a\nb\nc\nd")
        XCTAssertEqual(BracketedPaste.normalized("x\r\r\ny"), "x\n\ny")
        XCTAssertEqual(BracketedPaste.normalized("\tlet 名 = 1\u{1B}[A\u{7}"), "\tlet 名 = 1[A")
    }

    func testThePasteEndsAtItsEndMarkerAndWhatFollowsStaysForTheEditor() {
        let input = TerminalInput(fd: pipeFDs[0])
        write("s\r    .map { $0 * 2 }\r\u{1B}[201~next")
        XCTAssertEqual(BracketedPaste.readBody(from: input), "s\n    .map { $0 * 2 }\n")
        XCTAssertEqual(input.readByte(), UInt8(ascii: "n"))
    }

    func testAPasteWhoseEndNeverComesEndsAfterASilence() {
        let input = TerminalInput(fd: pipeFDs[0])
        write("of(1)")
        XCTAssertEqual(BracketedPaste.readBody(from: input), "of(1)")
    }

    func testWaitingInputIsSeenWithoutBeingConsumed() {
        let input = TerminalInput(fd: pipeFDs[0])
        XCTAssertTrue(input.waiting().isEmpty)
        write("    .map { $0 }\rs.onNext(1)\r")
        let waiting = input.waiting()
        XCTAssertEqual(TerminalInput.firstLine(of: waiting), "    .map { $0 }")
        XCTAssertTrue(input.hasBufferedBytes)
        var read: [UInt8] = []
        for _ in 0..<waiting.count { read.append(input.readByte() ?? 0) }
        XCTAssertEqual(String(decoding: read, as: UTF8.self), "    .map { $0 }\rs.onNext(1)\r")
        XCTAssertFalse(input.hasBufferedBytes)
    }

    func testALineCutAfterItsIndentWaitsBrieflyForTheRest() {
        let input = TerminalInput(fd: pipeFDs[0])
        write("    ")
        let writer = pipeFDs[1]
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(5)) {
            let rest = Array(".subscribe()\r".utf8)
            _ = Glibc.write(writer, rest, rest.count)
        }
        let waiting = input.waiting(milliseconds: 2000) { bytes in
            !bytes.contains { $0 != 0x20 }
        }
        XCTAssertEqual(TerminalInput.firstLine(of: waiting), "    .subscribe()")
    }
}
