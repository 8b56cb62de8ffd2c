import Foundation

/// One request as RFC 9112 frames it: the request line and the header fields (the server reads no bodies).
struct HTTPRequest: Sendable, Equatable {
    var method: String
    var path: String
    /// The query's `name=value` pairs, percent-decoded.
    var query: [String: String]
    /// `1` for HTTP/1.1, `0` for HTTP/1.0.
    var minorVersion: Int
    /// The fields in order, names as sent.
    var headers: [(name: String, value: String)]

    init(
        method: String, path: String, query: [String: String] = [:], minorVersion: Int = 1,
        headers: [(name: String, value: String)] = []
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.minorVersion = minorVersion
        self.headers = headers
    }

    /// The value of the field `name` (any case); several fields of that name joined with commas (RFC 9110 5.3).
    func header(_ name: String) -> String? {
        let values = headers.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
        return values.isEmpty ? nil : values.joined(separator: ", ")
    }

    /// Whether the comma-separated field `name` lists `token` (any case), as `Connection: keep-alive, Upgrade`.
    func header(_ name: String, lists token: String) -> Bool {
        guard let value = header(name) else { return false }
        return value.split(separator: ",").contains {
            $0.trimmingCharacters(in: .whitespaces).lowercased() == token.lowercased()
        }
    }

    /// Whether a body follows the head (the server does not read it, so the connection must close after).
    var hasBody: Bool {
        if header("Transfer-Encoding") != nil { return true }
        guard let length = header("Content-Length") else { return false }
        return length.trimmingCharacters(in: .whitespaces) != "0"
    }

    /// Whether the connection stays open for another request after the response (RFC 9112 9.3).
    var keepsAlive: Bool {
        if hasBody || header("Connection", lists: "close") { return false }
        return minorVersion >= 1 || header("Connection", lists: "keep-alive")
    }

    static func == (left: HTTPRequest, right: HTTPRequest) -> Bool {
        left.method == right.method && left.path == right.path && left.query == right.query
            && left.minorVersion == right.minorVersion
            && left.headers.map { [$0.name, $0.value] } == right.headers.map { [$0.name, $0.value] }
    }
}
