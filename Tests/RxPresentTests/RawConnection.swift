import BrowserHarness
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A plain TCP connection to the server under test, for bytes no well-behaved client sends.
final class RawConnection {
    let socket: Int32

    init(port: UInt16, timeout: TimeInterval = 5) throws {
        socket = try WebSocketClient.connect(port: port, timeout: timeout)
    }

    deinit { close(socket) }

    /// A small receive buffer, so that a client that does not read fills it soon.
    func shrinkReceiveBuffer() {
        var size: Int32 = 4096
        setsockopt(socket, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
    }

    func send(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBufferPointer { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    func send(_ text: String) { send(Array(text.utf8)) }

    /// Everything until the server closes the connection (or the read timeout passes).
    func readToEnd() -> String {
        var response: [UInt8] = []
        while let chunk = readSome() { response += chunk }
        return String(decoding: response, as: UTF8.self)
    }

    /// What arrives next; nil when the connection closed or nothing came within the timeout.
    func readSome() -> [UInt8]? {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = recv(socket, &chunk, chunk.count, 0)
        return count > 0 ? Array(chunk[..<count]) : nil
    }

    /// Reads until `text` has arrived; all that arrived.
    func read(until text: String) -> String {
        var response: [UInt8] = []
        while !String(decoding: response, as: UTF8.self).contains(text), let chunk = readSome() { response += chunk }
        return String(decoding: response, as: UTF8.self)
    }

    /// The opening handshake of a WebSocket to `/feed`; the 101's head and the greeting that follows it.
    func openFeed(port: UInt16) -> String {
        send(
            "GET /feed HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
        var opening = ""
        while opening.range(of: #""missed":[0-9]+\}"#, options: .regularExpression) == nil, let chunk = readSome() {
            opening += String(decoding: chunk, as: UTF8.self)
        }
        return opening
    }

    /// A masked frame, as a browser sends it.
    static func maskedFrame(_ opcode: UInt8, _ payload: [UInt8]) -> [UInt8] {
        let mask: [UInt8] = [1, 2, 3, 4]
        return [0x80 | opcode, 0x80 | UInt8(payload.count)] + mask
            + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    }
}
