/// One WebSocket frame (RFC 6455 section 5): what a page sends (masked) and what the server sends (unmasked).
struct WebSocketFrame: Equatable, Sendable {
    enum Opcode: UInt8, Sendable {
        case continuation = 0x0, text = 0x1, binary = 0x2, close = 0x8, ping = 0x9, pong = 0xA

        var isControl: Bool { rawValue & 0x8 != 0 }
    }

    /// Why a page's frames cannot be read; the connection closes with `code` (RFC 6455 7.4.1).
    struct Failure: Error, Equatable {
        let code: UInt16
        let reason: String
    }

    var final: Bool
    var opcode: Opcode
    var payload: [UInt8]

    init(final: Bool = true, opcode: Opcode, payload: [UInt8] = []) {
        self.final = final
        self.opcode = opcode
        self.payload = payload
    }

    static func text(_ text: String) -> WebSocketFrame { WebSocketFrame(opcode: .text, payload: Array(text.utf8)) }

    /// A close frame carrying `code` (and echoing nothing else).
    static func close(code: UInt16) -> WebSocketFrame {
        WebSocketFrame(opcode: .close, payload: [UInt8(code >> 8), UInt8(code & 0xFF)])
    }

    /// The frame as the server sends it: never masked (RFC 6455 5.1).
    func encoded() -> [UInt8] {
        var bytes: [UInt8] = [(final ? 0x80 : 0) | opcode.rawValue]
        switch payload.count {
        case ..<126: bytes.append(UInt8(payload.count))
        case ..<65_536: bytes += [126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default:
            bytes.append(127)
            bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: UInt64(payload.count) >> ($0 * 8)) }
        }
        return bytes + payload
    }

    /// Reads one client frame from the start of `buffer` and removes it; nil while the frame is incomplete.
    /// Client frames must be masked, use no extension bits, and control frames must be whole and short.
    static func take(from buffer: inout [UInt8], payloadLimit: Int) throws(Failure) -> WebSocketFrame? {
        guard buffer.count >= 2 else { return nil }
        let first = buffer[0], second = buffer[1]
        guard first & 0x70 == 0 else { throw Failure(code: 1002, reason: "reserved bits set") }
        guard let opcode = Opcode(rawValue: first & 0x0F) else { throw Failure(code: 1002, reason: "unknown opcode") }
        guard second & 0x80 != 0 else { throw Failure(code: 1002, reason: "a client frame must be masked") }
        var length = UInt64(second & 0x7F)
        var offset = 2
        if length >= 126 {
            let size = length == 126 ? 2 : 8
            guard buffer.count >= offset + size else { return nil }
            length = buffer[offset..<offset + size].reduce(0) { $0 << 8 | UInt64($1) }
            offset += size
            guard length >> 63 == 0 else { throw Failure(code: 1002, reason: "length out of range") }
        }
        let final = first & 0x80 != 0
        if opcode.isControl && (length > 125 || !final) {
            throw Failure(code: 1002, reason: "a control frame must be whole and at most 125 bytes")
        }
        guard length <= UInt64(payloadLimit) else { throw Failure(code: 1009, reason: "message too big") }
        guard buffer.count >= offset + 4 + Int(length) else { return nil }
        let mask = Array(buffer[offset..<offset + 4])
        offset += 4
        var payload = Array(buffer[offset..<offset + Int(length)])
        for index in payload.indices { payload[index] ^= mask[index & 3] }
        buffer.removeFirst(offset + Int(length))
        return WebSocketFrame(final: final, opcode: opcode, payload: payload)
    }
}
