import BrowserHarness
import Foundation
import XCTest

@testable import RxPresent

/// The server on a real socket: the page over HTTP, the feed over a WebSocket.
final class PresentServerTests: XCTestCase {
    func testItListensOnAFreeLoopbackPortAndServesThePage() throws {
        let server = PresentServer(feed: PresentFeed(), access: .loopbackOnly)
        try server.start()
        defer { server.stop() }
        XCTAssertGreaterThan(server.port, 0)
        XCTAssertEqual(server.url, "http://127.0.0.1:\(server.port)/")
        let response = try WebSocketClient.get(port: server.port, path: "/")
        XCTAssertTrue(response.hasPrefix("HTTP/1.1 200"), response)
        XCTAssertTrue(response.contains("<title>rxrepl"), response)
    }

    func testATokenServerPrintsItInItsURLAndRefusesWithoutIt() throws {
        let access = PresentAccess.withRandomToken()
        let server = PresentServer(feed: PresentFeed(), access: access)
        try server.start()
        defer { server.stop() }
        XCTAssertTrue(server.url.hasSuffix("/?token=\(access.token!)"), server.url)
        XCTAssertTrue(try WebSocketClient.get(port: server.port, path: "/").hasPrefix("HTTP/1.1 403"))
    }

    func testATakenPortIsAnErrorThatSaysSo() throws {
        let first = PresentServer(feed: PresentFeed(), access: .loopbackOnly)
        try first.start()
        defer { first.stop() }
        let second = PresentServer(feed: PresentFeed(), port: first.port, access: .loopbackOnly)
        XCTAssertThrowsError(try second.start()) { error in
            XCTAssertTrue("\(error)".contains("cannot listen on 127.0.0.1 port \(first.port)"), "\(error)")
        }
    }

    func testTheFeedSendsHistoryThenLiveRecordsOverAWebSocket() throws {
        let feed = PresentFeed()
        feed.publish(#"{"sub":1,"kind":"subscribed","time":0}"#)
        let server = PresentServer(feed: feed, access: .loopbackOnly)
        try server.start()
        defer { server.stop() }
        let client = try WebSocketClient(
            port: server.port, path: "/feed", origin: "http://127.0.0.1:\(server.port)", timeout: 5)
        XCTAssertEqual(try client.receiveText(), #"{"hello":"rxrepl","missed":0}"#)
        XCTAssertEqual(try client.receiveText(), #"{"dropped":0,"records":[{"sub":1,"kind":"subscribed","time":0}]}"#)
        feed.publish(#"{"sub":1,"kind":"next","value":1,"time":1}"#)
        XCTAssertEqual(
            try client.receiveText(), #"{"dropped":0,"records":[{"sub":1,"kind":"next","value":1,"time":1}]}"#)
        XCTAssertEqual(feed.pageCount, 1)
    }
}
