import XCTest

@testable import RxPresent

/// WebSocket frames as RFC 6455 section 5 lays them out.
final class WebSocketFrameTests: XCTestCase {
    /// A frame as a browser sends it: masked.
    private func clientFrame(
        _ opcode: UInt8, _ payload: [UInt8], final: Bool = true, mask: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]
    ) -> [UInt8] {
        var bytes: [UInt8] = [(final ? 0x80 : 0) | opcode]
        switch payload.count {
        case ..<126: bytes.append(0x80 | UInt8(payload.count))
        case ..<65_536: bytes += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default: bytes += [0x80 | 127] + (0..<8).reversed().map { UInt8(truncatingIfNeeded: payload.count >> ($0 * 8)) }
        }
        return bytes + mask + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    }

    func testMaskedClientFramesOfEveryLengthEncoding() throws {
        for count in [0, 125, 126, 65_535, 65_536] {
            let payload = (0..<count).map { UInt8(truncatingIfNeeded: $0 * 7) }
            var buffer = clientFrame(0x1, payload) + [0x81]
            let frame = try XCTUnwrap(WebSocketFrame.take(from: &buffer, payloadLimit: 1 << 20), "\(count)")
            XCTAssertEqual(frame, WebSocketFrame(opcode: .text, payload: payload), "\(count)")
            XCTAssertEqual(buffer, [0x81], "the next frame's first byte stays")
        }
    }

    func testRFC6455sMaskedHelloExample() throws {
        var buffer: [UInt8] = [0x81, 0x85, 0x37, 0xFA, 0x21, 0x3D, 0x7F, 0x9F, 0x4D, 0x51, 0x58]
        XCTAssertEqual(try WebSocketFrame.take(from: &buffer, payloadLimit: 100), .text("Hello"))
        XCTAssertEqual(WebSocketFrame.text("Hello").encoded(), [0x81, 0x05, 0x48, 0x65, 0x6C, 0x6C, 0x6F])
    }

    func testAnIncompleteFrameWaitsForMoreBytes() throws {
        let whole = clientFrame(0x1, Array(repeating: 1, count: 300))
        for cut in [1, 2, 3, 7, 299] {
            var buffer = Array(whole[..<cut])
            XCTAssertNil(try WebSocketFrame.take(from: &buffer, payloadLimit: 1_000), "\(cut)")
            XCTAssertEqual(buffer.count, cut)
        }
    }

    func testServerFramesAreUnmaskedWithTheShortestLength() {
        XCTAssertEqual(WebSocketFrame(opcode: .text, payload: []).encoded(), [0x81, 0])
        XCTAssertEqual(
            Array(WebSocketFrame.text(String(repeating: "a", count: 126)).encoded()[..<4]), [0x81, 126, 0, 126])
        XCTAssertEqual(
            Array(WebSocketFrame.text(String(repeating: "a", count: 65_536)).encoded()[..<10]),
            [0x81, 127, 0, 0, 0, 0, 0, 1, 0, 0])
        XCTAssertEqual(WebSocketFrame.close(code: 1000).encoded(), [0x88, 2, 0x03, 0xE8])
    }

    func testControlFramesAndFragments() throws {
        var buffer =
            clientFrame(0x9, Array("hi".utf8)) + clientFrame(0x8, [0x03, 0xE8])
            + clientFrame(0x1, [1], final: false) + clientFrame(0x0, [2])
        XCTAssertEqual(try WebSocketFrame.take(from: &buffer, payloadLimit: 10)?.opcode, .ping)
        XCTAssertEqual(
            try WebSocketFrame.take(from: &buffer, payloadLimit: 10),
            WebSocketFrame(opcode: .close, payload: [0x03, 0xE8]))
        XCTAssertEqual(try WebSocketFrame.take(from: &buffer, payloadLimit: 10)?.final, false)
        XCTAssertEqual(try WebSocketFrame.take(from: &buffer, payloadLimit: 10)?.opcode, .continuation)
        XCTAssertTrue(buffer.isEmpty)
    }

    func testFramesThatBreakTheProtocolAreRefusedWithTheirCloseCode() {
        func failure(_ bytes: [UInt8], limit: Int = 1_000) -> UInt16? {
            var buffer = bytes
            do {
                _ = try WebSocketFrame.take(from: &buffer, payloadLimit: limit)
                return nil
            } catch {
                return error.code
            }
        }
        XCTAssertEqual(failure([0x81, 0x01, 0x41]), 1002, "unmasked")
        XCTAssertEqual(failure([0xC1] + clientFrame(0x1, [])[1...]), 1002, "a reserved bit")
        XCTAssertEqual(failure(clientFrame(0x3, [])), 1002, "an unknown opcode")
        XCTAssertEqual(failure(clientFrame(0x9, Array(repeating: 0, count: 126))), 1002, "a long ping")
        XCTAssertEqual(failure(clientFrame(0x9, [], final: false)), 1002, "a fragmented ping")
        XCTAssertEqual(failure(clientFrame(0x1, Array(repeating: 0, count: 2_000))), 1009, "too big")
    }
}
