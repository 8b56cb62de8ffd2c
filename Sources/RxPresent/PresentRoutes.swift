import Foundation

/// What the presenter answers: the page and its script and style, and the feed of records as a WebSocket; every
/// request is refused unless it carries the token (when there is one) and names this server as its host, and
/// nothing a browser sends runs anything.
struct PresentRoutes: Sendable {
    let feed: PresentFeed
    let access: PresentAccess
    /// Host names a request may give in `Host:` (so a page on another site cannot reach the server through a
    /// name that resolves to this machine); nil for any. Read per request: the port is known once listening.
    let hosts: @Sendable () -> Set<String>?

    /// The answer to `request`; a 101 means the connection becomes the page's feed.
    func respond(to request: HTTPRequest) -> HTTPResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            var refusal = HTTPResponse.plain(.methodNotAllowed, "rxrepl's page is read-only: only GET is served.\n")
            refusal.headers.append(("Allow", "GET, HEAD"))
            return refusal
        }
        let hosts = self.hosts()
        guard let host = request.header("Host")?.lowercased(), hosts?.contains(host) ?? true else {
            return .plain(.forbidden, "This server answers only as \(hosts?.sorted().first ?? "itself").\n")
        }
        guard access.allows(token: request.query["token"]) else {
            return .plain(.forbidden, "This page needs the token rxrepl printed: open the URL with ?token=… exactly.\n")
        }
        switch request.path {
        case "/": return Self.asset(PresentPage.html, type: "text/html; charset=utf-8")
        case "/present.js": return Self.asset(PresentPage.script, type: "text/javascript; charset=utf-8")
        case "/present.css": return Self.asset(PresentPage.style, type: "text/css; charset=utf-8")
        case "/feed":
            // A page on another site may open a WebSocket here in the watcher's browser; only our own may.
            if let origin = request.header("Origin"), Self.hostPart(of: origin) != host {
                return .plain(.forbidden, "The feed is for rxrepl's own page.\n")
            }
            return WebSocketHandshake.response(to: request)
        default: return .plain(.notFound, "Nothing here: rxrepl's page is at /.\n")
        }
    }

    /// `host:port` of an origin such as `http://127.0.0.1:8000`.
    static func hostPart(of origin: String) -> String {
        guard let schemeEnd = origin.range(of: "://") else { return origin.lowercased() }
        return String(origin[schemeEnd.upperBound...]).lowercased()
    }

    private static func asset(_ text: String, type: String) -> HTTPResponse {
        HTTPResponse(
            status: .ok,
            headers: [
                ("Content-Type", type), ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff"),
                (
                    "Content-Security-Policy",
                    "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:; frame-ancestors 'none'"
                ),
            ],
            body: Array(text.utf8))
    }
}
