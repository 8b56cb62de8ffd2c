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

    func testItListensOnIPv6AndSaysWhenAnAddressIsNotOne() throws {
        let loopback6 = PresentServer(feed: PresentFeed(), address: "::1", access: .loopbackOnly)
        do {
            try loopback6.start()
        } catch {
            throw XCTSkip("no IPv6 loopback here: \(error)")
        }
        defer { loopback6.stop() }
        XCTAssertEqual(loopback6.url, "http://[::1]:\(loopback6.port)/")
        XCTAssertGreaterThan(loopback6.port, 0)
        let bad = PresentServer(feed: PresentFeed(), address: "127.0.0.300", access: .loopbackOnly)
        XCTAssertThrowsError(try bad.start()) { error in
            XCTAssertEqual("\(error)", "'127.0.0.300' is not an IPv4 or IPv6 address")
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

/// The server's own HTTP and WebSocket handling over real sockets: limits, keep-alive, control frames, many
/// pages, pages that stop reading, and stopping.
final class PresentServerConnectionTests: XCTestCase {
    private var server: PresentServer!

    override func setUpWithError() throws {
        server = PresentServer(feed: PresentFeed(pageQueueLimit: 1_000), access: .loopbackOnly)
        try server.start()
    }

    override func tearDown() {
        server.stop()
    }

    private var host: String { "Host: 127.0.0.1:\(server.port)\r\n" }

    func testKeepAliveServesSeveralRequestsAndHeadSendsNoBody() throws {
        let connection = try RawConnection(port: server.port)
        connection.send("HEAD /present.css HTTP/1.1\r\n\(host)\r\nGET /nothing HTTP/1.1\r\n\(host)\r\n")
        let both = connection.read(until: "rxrepl's page is at /.\n")
        XCTAssertTrue(both.hasPrefix("HTTP/1.1 200 OK\r\n"), both)
        XCTAssertTrue(both.contains("Content-Type: text/css; charset=utf-8\r\n"), both)
        let heads = both.components(separatedBy: "HTTP/1.1 ")
        XCTAssertEqual(heads.count, 3, both)
        XCTAssertTrue(heads[1].hasSuffix("Connection: keep-alive\r\n\r\n"), "HEAD sent a body: \(heads[1])")
        XCTAssertTrue(heads[2].hasPrefix("404 Not Found"), both)
        connection.send("GET / HTTP/1.1\r\n\(host)Connection: close\r\n\r\n")
        let last = connection.readToEnd()
        XCTAssertTrue(last.hasPrefix("HTTP/1.1 200 OK\r\n") && last.contains("Connection: close\r\n"), last)
        XCTAssertTrue(last.hasSuffix("</html>\n"), String(last.suffix(40)))
    }

    func testMalformedAndOversizedHeadsAreRefusedAndClosed() throws {
        let malformed = try RawConnection(port: server.port)
        malformed.send("GET /\r\n\r\n")
        XCTAssertTrue(malformed.readToEnd().hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
        let noHost = try RawConnection(port: server.port)
        noHost.send("GET / HTTP/1.1\r\n\r\n")
        XCTAssertTrue(noHost.readToEnd().hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
        let huge = try RawConnection(port: server.port)
        huge.send("GET / HTTP/1.1\r\n\(host)X-Long: \(String(repeating: "x", count: 20_000))\r\n\r\n")
        XCTAssertTrue(huge.readToEnd().hasPrefix("HTTP/1.1 431 Request Header Fields Too Large\r\n"))
        let post = try RawConnection(port: server.port)
        post.send("POST / HTTP/1.1\r\n\(host)Content-Length: 2\r\n\r\nhi")
        let refused = post.readToEnd()
        XCTAssertTrue(refused.hasPrefix("HTTP/1.1 405 Method Not Allowed\r\n"), refused)
        XCTAssertTrue(refused.contains("Connection: close\r\n"), "the unread body ends the connection")
    }

    func testASlowClientDoesNotHoldOthers() throws {
        let slow = try RawConnection(port: server.port)
        slow.send("GET / HTTP/1.1\r\n")
        let started = Date()
        XCTAssertTrue(try WebSocketClient.get(port: server.port, path: "/").hasPrefix("HTTP/1.1 200"))
        XCTAssertLessThan(Date().timeIntervalSince(started), 2)
    }

    func testPingIsAnsweredAndCloseIsEchoed() throws {
        let page = try RawConnection(port: server.port)
        let opening = page.openFeed(port: server.port)
        XCTAssertTrue(opening.contains("Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=\r\n\r\n"), opening)
        XCTAssertTrue(opening.hasSuffix(#"{"hello":"rxrepl","missed":0}"#), opening)
        page.send(RawConnection.maskedFrame(0x9, Array("are you there".utf8)))
        XCTAssertEqual(page.readSome(), [0x8A, 13] + Array("are you there".utf8))
        page.send(RawConnection.maskedFrame(0x1, Array("ignored".utf8)))
        page.send(RawConnection.maskedFrame(0x8, [0x03, 0xE8]))
        XCTAssertEqual(page.readSome(), [0x88, 2, 0x03, 0xE8])
        XCTAssertNil(page.readSome(), "the server closes after the close")
        XCTAssertTrue(wait { self.server.feed.pageCount == 0 })
    }

    func testTwoPagesGetTheSameRecords() throws {
        let origin = "http://127.0.0.1:\(server.port)"
        let first = try WebSocketClient(port: server.port, path: "/feed", origin: origin, timeout: 5)
        let second = try WebSocketClient(port: server.port, path: "/feed", origin: origin, timeout: 5)
        XCTAssertTrue(wait { self.server.feed.pageCount == 2 })
        server.feed.publish(#"{"n":1}"#)
        for page in [first, second] {
            XCTAssertEqual(try page.receiveText(), #"{"hello":"rxrepl","missed":0}"#)
            XCTAssertEqual(try page.receiveText(), #"{"dropped":0,"records":[{"n":1}]}"#)
        }
    }

    func testAPageThatStopsReadingDoesNotHoldThePublisherOrOtherPages() throws {
        let stuck = try RawConnection(port: server.port)
        stuck.shrinkReceiveBuffer()
        _ = stuck.openFeed(port: server.port)
        XCTAssertTrue(wait { self.server.feed.pageCount == 1 })
        let record = #"{"padding":"\#(String(repeating: "x", count: 1_000))"}"#
        let started = Date()
        for _ in 0..<50_000 { server.feed.publish(record) }
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "publish waited for the page")
        let reader = try WebSocketClient(
            port: server.port, path: "/feed", origin: "http://127.0.0.1:\(server.port)", timeout: 5)
        // A late page gets what its queue holds of the history (the latest 1,000) and is told what it missed.
        XCTAssertEqual(try reader.receiveText(), #"{"hello":"rxrepl","missed":49000}"#)
        XCTAssertTrue(try reader.receiveText()?.hasPrefix(#"{"dropped":0,"records":[{"padding""#) == true)
    }

    func testStopEndsOpenConnections() throws {
        let page = try WebSocketClient(
            port: server.port, path: "/feed", origin: "http://127.0.0.1:\(server.port)", timeout: 5)
        XCTAssertEqual(try page.receiveText(), #"{"hello":"rxrepl","missed":0}"#)
        let idle = try RawConnection(port: server.port)
        idle.send("GET / HTTP/1.1\r\n\(host)\r\n")
        _ = idle.read(until: "</html>")
        let started = Date()
        server.stop()
        XCTAssertLessThan(Date().timeIntervalSince(started), 1)
        XCTAssertThrowsError(try page.receiveText())
        XCTAssertNil(idle.readSome())
        XCTAssertEqual(server.feed.pageCount, 0)
        XCTAssertThrowsError(try RawConnection(port: server.port), "the listener is closed")
    }

    private func wait(_ condition: @escaping () -> Bool) -> Bool {
        for _ in 0..<200 {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }
}
