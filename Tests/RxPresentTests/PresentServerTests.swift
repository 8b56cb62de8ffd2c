import Foundation
import XCTest

@testable import RxPresent

#if canImport(Glibc)
    import Glibc
#endif

/// The server on a real socket: the page over HTTP, the feed over a WebSocket.
final class PresentServerTests: XCTestCase {
    func testItListensOnAFreeLoopbackPortAndServesThePage() throws {
        let server = PresentServer(feed: PresentFeed(), access: .loopbackOnly)
        try server.start()
        defer { server.stop() }
        XCTAssertGreaterThan(server.port, 0)
        XCTAssertEqual(server.url, "http://127.0.0.1:\(server.port)/")
        let client = try RawClient(port: server.port)
        try client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n")
        let response = try client.readAll()
        XCTAssertTrue(response.hasPrefix("HTTP/1.1 200"), response)
        XCTAssertTrue(response.contains("<title>rxrepl"), response)
    }

    func testATokenServerPrintsItInItsURLAndRefusesWithoutIt() throws {
        let access = PresentAccess.withRandomToken()
        let server = PresentServer(feed: PresentFeed(), access: access)
        try server.start()
        defer { server.stop() }
        XCTAssertTrue(server.url.hasSuffix("/?token=\(access.token!)"), server.url)
        let refused = try RawClient(port: server.port)
        try refused.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n")
        XCTAssertTrue(try refused.readAll().hasPrefix("HTTP/1.1 403"))
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
        let client = try RawClient(port: server.port)
        try client.send(
            "GET /feed HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
                + "Origin: http://127.0.0.1:\(server.port)\r\n\r\n")
        let head = try client.readHead()
        XCTAssertTrue(head.hasPrefix("HTTP/1.1 101"), head)
        XCTAssertEqual(try client.readTextFrame(), #"{"hello":"rxrepl","missed":0}"#)
        XCTAssertEqual(try client.readTextFrame(), #"{"dropped":0,"records":[{"sub":1,"kind":"subscribed","time":0}]}"#)
        feed.publish(#"{"sub":1,"kind":"next","value":1,"time":1}"#)
        XCTAssertEqual(
            try client.readTextFrame(), #"{"dropped":0,"records":[{"sub":1,"kind":"next","value":1,"time":1}]}"#)
        XCTAssertEqual(feed.pageCount, 1)
    }
}

/// A blocking TCP client with a read timeout, enough to speak HTTP and read unmasked WebSocket text frames.
private final class RawClient {
    private let socket: Int32
    private var buffer: [UInt8] = []

    init(port: UInt16) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
    }

    deinit { close(socket) }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        guard Glibc.send(socket, bytes, bytes.count, 0) == bytes.count else { throw POSIXError(.EIO) }
    }

    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = recv(socket, &chunk, chunk.count, 0)
        if count < 0 { throw POSIXError(.ETIMEDOUT) }
        buffer += chunk[..<count]
        return count > 0
    }

    func readAll() throws -> String {
        while try fill() {}
        return String(decoding: buffer, as: UTF8.self)
    }

    func readHead() throws -> String {
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        while true {
            if let range = buffer.indices.first(where: { buffer[$0...].starts(with: end) }) {
                let head = String(decoding: buffer[..<range], as: UTF8.self)
                buffer.removeFirst(range + end.count)
                return head
            }
            guard try fill() else { throw POSIXError(.ECONNRESET) }
        }
    }

    private func take(_ count: Int) throws -> [UInt8] {
        while buffer.count < count { guard try fill() else { throw POSIXError(.ECONNRESET) } }
        let taken = Array(buffer[..<count])
        buffer.removeFirst(count)
        return taken
    }

    func readTextFrame() throws -> String {
        let head = try take(2)
        var length = Int(head[1] & 0x7F)
        if length == 126 { length = try take(2).reduce(0) { $0 << 8 | Int($1) } }
        if length == 127 { length = try take(8).reduce(0) { $0 << 8 | Int($1) } }
        return String(decoding: try take(length), as: UTF8.self)
    }
}
