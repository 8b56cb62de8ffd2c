import XCTest

@testable import RxPresent

final class PresentRoutesTests: XCTestCase {
    private func routes(
        token: String? = nil, hosts: Set<String>? = ["127.0.0.1:8080", "localhost:8080"]
    )
        -> PresentRoutes
    {
        PresentRoutes(feed: PresentFeed(), access: PresentAccess(token: token), hosts: { hosts })
    }

    private func get(
        _ path: String, query: [String: String] = [:], host: String = "127.0.0.1:8080", method: String = "GET",
        headers: [(name: String, value: String)] = [], on routes: PresentRoutes
    ) -> HTTPResponse {
        routes.respond(
            to: HTTPRequest(method: method, path: path, query: query, headers: [("Host", host)] + headers))
    }

    func testThePageAndItsAssetsAreServedFromTheBinary() {
        let routes = routes()
        let page = get("/", on: routes)
        XCTAssertEqual(page.status, .ok)
        XCTAssertEqual(page.header("Content-Type"), "text/html; charset=utf-8")
        let html = String(decoding: page.body, as: UTF8.self)
        XCTAssertTrue(html.contains(#"<script src="present.js"></script>"#), html)
        XCTAssertFalse(html.contains("http://") || html.contains("https://"), "the page must fetch nothing outside")
        let script = get("/present.js", on: routes)
        XCTAssertEqual(script.status, .ok)
        XCTAssertEqual(script.header("Content-Type"), "text/javascript; charset=utf-8")
        XCTAssertTrue(String(decoding: script.body, as: UTF8.self).contains("new WebSocket"))
        XCTAssertEqual(get("/present.css", on: routes).header("Content-Type"), "text/css; charset=utf-8")
        XCTAssertNotNil(page.header("Content-Security-Policy"))
        XCTAssertEqual(
            get("/", method: "HEAD", on: routes).body, page.body, "HEAD is answered as GET; the body is cut when sent")
    }

    func testUnknownPathsAreNotFoundAndOnlyReadsAreServed() {
        let routes = routes()
        XCTAssertEqual(get("/run", on: routes).status, .notFound)
        let post = get("/", method: "POST", on: routes)
        XCTAssertEqual(post.status, .methodNotAllowed)
        XCTAssertEqual(post.header("Allow"), "GET, HEAD")
        XCTAssertEqual(get("/feed", method: "PUT", on: routes).status, .methodNotAllowed)
    }

    func testARequestWithoutTheTokenIsRefused() {
        let routes = routes(token: "feedface")
        XCTAssertEqual(get("/", on: routes).status, .forbidden)
        XCTAssertEqual(get("/present.js", on: routes).status, .forbidden)
        XCTAssertEqual(get("/feed", on: routes).status, .forbidden)
        XCTAssertEqual(get("/", query: ["token": "feedfacf"], on: routes).status, .forbidden)
        XCTAssertEqual(get("/", query: ["token": "feedface"], on: routes).status, .ok)
    }

    func testAnotherHostNameIsRefused() {
        let routes = routes()
        XCTAssertEqual(get("/", host: "localhost:8080", on: routes).status, .ok)
        XCTAssertEqual(get("/", host: "LOCALHOST:8080", on: routes).status, .ok)
        XCTAssertEqual(get("/", host: "evil.example:8080", on: routes).status, .forbidden)
        XCTAssertEqual(get("/", host: "127.0.0.1:9090", on: routes).status, .forbidden)
    }

    func testTheFeedRefusesAPageFromAnotherOrigin() {
        let routes = routes()
        let upgrade: [(name: String, value: String)] = [
            ("Upgrade", "websocket"), ("Connection", "keep-alive, Upgrade"),
            ("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="), ("Sec-WebSocket-Version", "13"),
        ]
        let foreign = get("/feed", headers: [("Origin", "http://evil.example")] + upgrade, on: routes)
        XCTAssertEqual(foreign.status, .forbidden)
        let own = get("/feed", headers: [("Origin", "http://127.0.0.1:8080")] + upgrade, on: routes)
        XCTAssertEqual(own.status, .switchingProtocols)
        XCTAssertEqual(own.header("Sec-WebSocket-Accept"), "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    }

    func testTheFeedWithoutAnUpgradeOrWithAnotherVersionIsRefused() {
        let routes = routes()
        XCTAssertEqual(get("/feed", on: routes).status, .upgradeRequired)
        let upgrade: [(name: String, value: String)] = [("Upgrade", "websocket"), ("Connection", "Upgrade")]
        let old = get(
            "/feed",
            headers: upgrade + [("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="), ("Sec-WebSocket-Version", "8")],
            on: routes)
        XCTAssertEqual(old.status, .upgradeRequired)
        XCTAssertEqual(old.header("Sec-WebSocket-Version"), "13")
        let noKey = get("/feed", headers: upgrade + [("Sec-WebSocket-Version", "13")], on: routes)
        XCTAssertEqual(noKey.status, .badRequest)
    }

    func testListeningEverywhereAcceptsAnyHostButStillTheToken() {
        let routes = routes(token: "abc", hosts: nil)
        XCTAssertEqual(get("/", host: "192.168.1.20:8080", on: routes).status, .forbidden)
        XCTAssertEqual(get("/", query: ["token": "abc"], host: "192.168.1.20:8080", on: routes).status, .ok)
    }

    func testHostNamesForLoopbackIncludeLocalhost() {
        XCTAssertEqual(
            PresentServer.hostNames("127.0.0.1", port: 4000), ["127.0.0.1:4000", "localhost:4000", "[::1]:4000"])
        XCTAssertNil(PresentServer.hostNames("0.0.0.0", port: 4000))
        XCTAssertEqual(PresentServer.hostNames("10.0.0.5", port: 80), ["10.0.0.5:80"])
    }
}
