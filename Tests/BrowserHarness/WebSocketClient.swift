import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A blocking WebSocket client over a TCP socket on this machine, enough for the DevTools protocol and for
/// reading a page's feed: masked text frames out, text frames in (fragments joined, pings answered).
public final class WebSocketClient {
    private let socket: Int32
    private var buffer: [UInt8] = []

    /// Why the connection failed or ended.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Connects to `ws://127.0.0.1:port/path…` and completes the opening handshake; `timeout` bounds each read.
    public init(port: UInt16, path: String, origin: String? = nil, timeout: TimeInterval = 30) throws {
        socket = try Self.connect(port: port, timeout: timeout)
        var request =
            "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        if let origin { request += "Origin: \(origin)\r\n" }
        try send(bytes: Array((request + "\r\n").utf8))
        let head = try readHead()
        guard head.hasPrefix("HTTP/1.1 101") else { throw Failure(description: "no WebSocket upgrade: \(head)") }
    }

    deinit { close(socket) }

    /// Opens a TCP connection to 127.0.0.1:`port` with a read timeout.
    public static func connect(port: UInt16, timeout: TimeInterval) throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var limit = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(socket)
            throw Failure(description: "cannot connect to 127.0.0.1:\(port)")
        }
        return socket
    }

    /// The whole response to a plain `GET path` on 127.0.0.1:`port` (the connection closed after it).
    public static func get(port: UInt16, path: String, timeout: TimeInterval = 10) throws -> String {
        let socket = try connect(port: port, timeout: timeout)
        defer { close(socket) }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8)
        _ = request.withUnsafeBufferPointer { Glibc.send(socket, $0.baseAddress, $0.count, 0) }
        var response: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(socket, &chunk, chunk.count, 0)
            if count <= 0 { break }
            response += chunk[..<count]
        }
        return String(decoding: response, as: UTF8.self)
    }

    /// Sends one text message.
    public func send(text: String) throws {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81]
        switch payload.count {
        case ..<126: frame.append(0x80 | UInt8(payload.count))
        case ..<65_536: frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default:
            frame.append(0x80 | 127)
            frame += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
        }
        let mask: [UInt8] = (0..<4).map { _ in UInt8.random(in: 0...255) }
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        try send(bytes: frame)
    }

    /// The next text message (nil when the server closed the connection).
    public func receiveText() throws -> String? {
        var message: [UInt8] = []
        while true {
            let head = try take(2)
            let opcode = head[0] & 0x0F, final = head[0] & 0x80 != 0
            var length = Int(head[1] & 0x7F)
            if length == 126 { length = try take(2).reduce(0) { $0 << 8 | Int($1) } }
            if length == 127 { length = try take(8).reduce(0) { $0 << 8 | Int($1) } }
            let mask = head[1] & 0x80 != 0 ? try take(4) : nil
            var payload = try take(length)
            if let mask { payload = payload.enumerated().map { $0.element ^ mask[$0.offset % 4] } }
            switch opcode {
            case 0x8: return nil
            case 0x9: try send(bytes: [0x8A, 0x80] + [0, 0, 0, 0])
            case 0xA: continue
            default:
                message += payload
                if final { return String(decoding: message, as: UTF8.self) }
            }
        }
    }

    private func send(bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBufferPointer { Glibc.send(socket, $0.baseAddress, $0.count, 0) }
            guard sent > 0 else { throw Failure(description: "the connection closed while sending") }
            offset += sent
        }
    }

    private func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = recv(socket, &chunk, chunk.count, 0)
        if count < 0 { throw Failure(description: "timed out waiting to read") }
        if count == 0 { throw Failure(description: "the connection closed") }
        buffer += chunk[..<count]
    }

    private func readHead() throws -> String {
        let end = Array("\r\n\r\n".utf8)
        while true {
            if let index = buffer.indices.first(where: { buffer[$0...].starts(with: end) }) {
                let head = String(decoding: buffer[..<index], as: UTF8.self)
                buffer.removeFirst(index + end.count)
                return head
            }
            try fill()
        }
    }

    private func take(_ count: Int) throws -> [UInt8] {
        while buffer.count < count { try fill() }
        let taken = Array(buffer[..<count])
        buffer.removeFirst(count)
        return taken
    }
}
