import FlyingFox
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
        _ path: String, query: [HTTPRequest.QueryItem] = [], host: String = "127.0.0.1:8080",
        method: HTTPMethod = .GET, headers: [HTTPHeader: String] = [:], on routes: PresentRoutes
    ) async throws -> HTTPResponse {
        var all = headers
        all[.host] = host
        return try await routes.handleRequest(
            HTTPRequest(method: method, version: .http11, path: path, query: query, headers: all, body: Data()))
    }

    func testThePageAndItsAssetsAreServedFromTheBinary() async throws {
        let routes = routes()
        let page = try await get("/", on: routes)
        XCTAssertEqual(page.statusCode, .ok)
        XCTAssertEqual(page.headers[.contentType], "text/html; charset=utf-8")
        let htmlData = try await page.bodyData
        let html = String(decoding: htmlData, as: UTF8.self)
        XCTAssertTrue(html.contains(#"<script src="present.js"></script>"#), html)
        XCTAssertFalse(html.contains("http://") || html.contains("https://"), "the page must fetch nothing outside")
        let script = try await get("/present.js", on: routes)
        XCTAssertEqual(script.statusCode, .ok)
        let scriptData = try await script.bodyData
        XCTAssertTrue(String(decoding: scriptData, as: UTF8.self).contains("new WebSocket"))
        let status1 = try await get("/present.css", on: routes).statusCode

        XCTAssertEqual(status1, .ok)
        XCTAssertNotNil(page.headers[HTTPHeader("Content-Security-Policy")])
    }

    func testUnknownPathsAreNotFoundAndOnlyReadsAreServed() async throws {
        let routes = routes()
        let status2 = try await get("/run", on: routes).statusCode

        XCTAssertEqual(status2, .notFound)
        let status3 = try await get("/", method: .POST, on: routes).statusCode

        XCTAssertEqual(status3, .methodNotAllowed)
        let status4 = try await get("/feed", method: .PUT, on: routes).statusCode

        XCTAssertEqual(status4, .methodNotAllowed)
    }

    func testARequestWithoutTheTokenIsRefused() async throws {
        let routes = routes(token: "feedface")
        let status5 = try await get("/", on: routes).statusCode

        XCTAssertEqual(status5, .forbidden)
        let status6 = try await get("/present.js", on: routes).statusCode

        XCTAssertEqual(status6, .forbidden)
        let status7 = try await get("/feed", on: routes).statusCode

        XCTAssertEqual(status7, .forbidden)
        let status8 = try await get("/", query: [.init(name: "token", value: "feedfacf")], on: routes).statusCode

        XCTAssertEqual(status8, .forbidden)
        let status9 = try await get("/", query: [.init(name: "token", value: "feedface")], on: routes).statusCode

        XCTAssertEqual(status9, .ok)
    }

    func testAnotherHostNameIsRefused() async throws {
        let routes = routes()
        let status10 = try await get("/", host: "localhost:8080", on: routes).statusCode

        XCTAssertEqual(status10, .ok)
        let status11 = try await get("/", host: "evil.example:8080", on: routes).statusCode

        XCTAssertEqual(status11, .forbidden)
        let status12 = try await get("/", host: "127.0.0.1:9090", on: routes).statusCode

        XCTAssertEqual(status12, .forbidden)
    }

    func testTheFeedRefusesAPageFromAnotherOrigin() async throws {
        let routes = routes()
        let foreign = try await get(
            "/feed", headers: [HTTPHeader("Origin"): "http://evil.example", .upgrade: "websocket"], on: routes)
        XCTAssertEqual(foreign.statusCode, .forbidden)
    }

    func testListeningEverywhereAcceptsAnyHostButStillTheToken() async throws {
        let routes = routes(token: "abc", hosts: nil)
        let status13 = try await get("/", host: "192.168.1.20:8080", on: routes).statusCode

        XCTAssertEqual(status13, .forbidden)
        let status14 = try await get(
            "/", query: [.init(name: "token", value: "abc")], host: "192.168.1.20:8080", on: routes
        ).statusCode

        XCTAssertEqual(status14, .ok)
    }

    func testHostNamesForLoopbackIncludeLocalhost() {
        XCTAssertEqual(
            PresentServer.hostNames("127.0.0.1", port: 4000), ["127.0.0.1:4000", "localhost:4000", "[::1]:4000"])
        XCTAssertNil(PresentServer.hostNames("0.0.0.0", port: 4000))
        XCTAssertEqual(PresentServer.hostNames("10.0.0.5", port: 80), ["10.0.0.5:80"])
    }
}
