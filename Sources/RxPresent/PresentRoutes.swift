internal import FlyingFox
import Foundation

/// What the presenter answers: the page and its script and style, and the feed of records as a WebSocket; every
/// request is refused unless it carries the token (when there is one) and names this server as its host, and
/// nothing a browser sends runs anything.
struct PresentRoutes: HTTPHandler {
    let feed: PresentFeed
    let access: PresentAccess
    /// Host names a request may give in `Host:` (so a page on another site cannot reach the server through a
    /// name that resolves to this machine); nil for any. Read per request: the port is known once listening.
    let hosts: @Sendable () -> Set<String>?

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.method == .GET || request.method == .HEAD else {
            return Self.plain(.methodNotAllowed, "rxrepl's page is read-only: only GET is served.\n")
        }
        let hosts = self.hosts()
        guard let host = request.headers[.host]?.lowercased(), hosts?.contains(host) ?? true else {
            return Self.plain(.forbidden, "This server answers only as \(hosts?.sorted().first ?? "itself").\n")
        }
        guard access.allows(token: request.query["token"]) else {
            return Self.plain(
                .forbidden, "This page needs the token rxrepl printed: open the URL with ?token=… exactly.\n")
        }
        switch request.path {
        case "/": return Self.asset(PresentPage.html, type: "text/html; charset=utf-8")
        case "/present.js": return Self.asset(PresentPage.script, type: "text/javascript; charset=utf-8")
        case "/present.css": return Self.asset(PresentPage.style, type: "text/css; charset=utf-8")
        case "/feed":
            // A page on another site may open a WebSocket here in the watcher's browser; only our own may.
            if let origin = request.headers[HTTPHeader("Origin")], Self.hostPart(of: origin) != host {
                return Self.plain(.forbidden, "The feed is for rxrepl's own page.\n")
            }
            return try await WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: FeedSocket(feed: feed)))
                .handleRequest(request)
        default: return Self.plain(.notFound, "Nothing here: rxrepl's page is at /.\n")
        }
    }

    /// `host:port` of an origin such as `http://127.0.0.1:8000`.
    static func hostPart(of origin: String) -> String {
        guard let schemeEnd = origin.range(of: "://") else { return origin.lowercased() }
        return String(origin[schemeEnd.upperBound...]).lowercased()
    }

    private static func asset(_ text: String, type: String) -> HTTPResponse {
        HTTPResponse(
            statusCode: .ok,
            headers: [
                .contentType: type, .cacheControl: "no-store", HTTPHeader("X-Content-Type-Options"): "nosniff",
                HTTPHeader("Content-Security-Policy"):
                    "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:; frame-ancestors 'none'",
            ],
            body: Data(text.utf8))
    }

    private static func plain(_ status: HTTPStatusCode, _ text: String) -> HTTPResponse {
        HTTPResponse(
            statusCode: status, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
            body: Data(text.utf8))
    }
}

/// One page's WebSocket: the records waiting for it, sent in batches as JSON messages
/// `{"records":[…],"dropped":N,"missed":M}`; what the page sends is read and ignored.
struct FeedSocket: WSMessageHandler {
    let feed: PresentFeed
    /// The most records in one message. With a message at most every 30 ms, a page gets about 16,000 records a
    /// second: more than a room can watch, few enough for a projector's browser to draw; a faster flood fills the
    /// page's queue, and what does not fit is dropped and counted.
    static let batchLimit = 500

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let queue = feed.attach()
        let (messages, sender) = AsyncStream<WSMessage>.makeStream(bufferingPolicy: .bufferingOldest(8))
        let sending = Task {
            for await _ in queue.wakes {
                // A greeting first, and again whenever the session starts over: the page clears its lanes.
                let start = queue.takeStart()
                if start.startsOver {
                    sender.yield(.text(#"{"hello":"rxrepl","missed":\#(start.missed)}"#))
                }
                while let (records, dropped) = queue.take(maximum: Self.batchLimit) {
                    let message = #"{"dropped":\#(dropped),"records":["# + records.joined(separator: ",") + "]}"
                    if case .dropped = sender.yield(.text(message)) {
                        queue.countDropped(records.count)
                    }
                    // Many records at once arrive as a few large messages rather than as many small ones.
                    try? await Task.sleep(for: .milliseconds(30))
                }
            }
            sender.finish()
        }
        Task {
            for await _ in client {}
            feed.detach(queue)
            sending.cancel()
            sender.finish()
        }
        return messages
    }
}
