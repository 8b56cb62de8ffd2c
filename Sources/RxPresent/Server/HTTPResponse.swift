import Foundation

/// The status codes the server answers with (RFC 9110 section 15).
struct HTTPStatus: Sendable, Equatable, CustomStringConvertible {
    let code: Int
    let reason: String

    static let switchingProtocols = HTTPStatus(code: 101, reason: "Switching Protocols")
    static let ok = HTTPStatus(code: 200, reason: "OK")
    static let badRequest = HTTPStatus(code: 400, reason: "Bad Request")
    static let forbidden = HTTPStatus(code: 403, reason: "Forbidden")
    static let notFound = HTTPStatus(code: 404, reason: "Not Found")
    static let methodNotAllowed = HTTPStatus(code: 405, reason: "Method Not Allowed")
    static let requestTimeout = HTTPStatus(code: 408, reason: "Request Timeout")
    static let upgradeRequired = HTTPStatus(code: 426, reason: "Upgrade Required")
    static let headerFieldsTooLarge = HTTPStatus(code: 431, reason: "Request Header Fields Too Large")
    static let httpVersionNotSupported = HTTPStatus(code: 505, reason: "HTTP Version Not Supported")

    static func == (left: HTTPStatus, right: HTTPStatus) -> Bool { left.code == right.code }

    var description: String { "\(code) \(reason)" }
}

/// A response: its status, fields and body; `Content-Length`, `Date` and `Connection` are added when it is sent.
struct HTTPResponse: Sendable {
    var status: HTTPStatus
    var headers: [(name: String, value: String)]
    var body: [UInt8]

    init(status: HTTPStatus, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A short plain-text answer, as every refusal is.
    static func plain(_ status: HTTPStatus, _ text: String) -> HTTPResponse {
        HTTPResponse(
            status: status,
            headers: [("Content-Type", "text/plain; charset=utf-8"), ("Cache-Control", "no-store")],
            body: Array(text.utf8))
    }

    /// The value of the field `name` (any case).
    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The bytes to send: the status line, the fields, and the body unless the request was `HEAD` (whose
    /// response still says how long the body would be). A 101 carries neither length nor body.
    func serialized(forHead: Bool, closing: Bool, date: Date = Date()) -> [UInt8] {
        var head = "HTTP/1.1 \(status.code) \(status.reason)\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if status != .switchingProtocols {
            head += "Date: \(Self.httpDate(date))\r\nContent-Length: \(body.count)\r\n"
            head += closing ? "Connection: close\r\n" : "Connection: keep-alive\r\n"
        }
        head += "\r\n"
        return Array(head.utf8) + (forHead || status == .switchingProtocols ? [] : body)
    }

    /// `Sun, 06 Nov 1994 08:49:37 GMT` (RFC 9110 5.6.7's IMF-fixdate), in English whatever the locale.
    static func httpDate(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return
            "\(days[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) \(parts.tm_year + 1900) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }
}
