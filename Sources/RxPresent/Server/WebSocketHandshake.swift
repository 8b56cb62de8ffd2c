import Foundation

/// The server's side of RFC 6455's opening handshake (section 4.2).
enum WebSocketHandshake {
    /// The GUID RFC 6455 appends to the page's key.
    static let guid = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

    /// `Sec-WebSocket-Accept` for `key`: base64(SHA-1(key + GUID)).
    static func accept(key: String) -> String {
        Data(SHA1.digest(Array((key + guid).utf8))).base64EncodedString()
    }

    /// The 101 that upgrades `request` to a WebSocket, or the refusal of a request that is not a valid opening.
    static func response(to request: HTTPRequest) -> HTTPResponse {
        guard request.header("Upgrade", lists: "websocket"), request.header("Connection", lists: "upgrade") else {
            var refusal = HTTPResponse.plain(.upgradeRequired, "The feed is a WebSocket: open it from rxrepl's page.\n")
            refusal.headers += [("Upgrade", "websocket"), ("Connection", "Upgrade")]
            return refusal
        }
        guard request.minorVersion >= 1, request.method == "GET" else {
            return .plain(.badRequest, "A WebSocket opens with GET over HTTP/1.1.\n")
        }
        guard request.header("Sec-WebSocket-Version")?.trimmingCharacters(in: .whitespaces) == "13" else {
            var refusal = HTTPResponse.plain(.upgradeRequired, "Only WebSocket version 13 is spoken.\n")
            refusal.headers.append(("Sec-WebSocket-Version", "13"))
            return refusal
        }
        guard let key = request.header("Sec-WebSocket-Key")?.trimmingCharacters(in: .whitespaces),
            Data(base64Encoded: key)?.count == 16
        else {
            return .plain(.badRequest, "Sec-WebSocket-Key must be 16 bytes in base64.\n")
        }
        return HTTPResponse(
            status: .switchingProtocols,
            headers: [("Upgrade", "websocket"), ("Connection", "Upgrade"), ("Sec-WebSocket-Accept", accept(key: key))])
    }
}
