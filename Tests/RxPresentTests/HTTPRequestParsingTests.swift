import Foundation
import XCTest

@testable import RxPresent

/// Request heads as RFC 9112 frames them, and responses as the server writes them.
final class HTTPRequestParsingTests: XCTestCase {
    private func parse(_ head: String) throws -> HTTPRequest {
        try HTTPRequest.parse(head: Array(head.utf8)[...])
    }

    private func refusal(_ head: String) -> HTTPRequestError? {
        do {
            _ = try parse(head)
            return nil
        } catch {
            return error as? HTTPRequestError
        }
    }

    func testARequestLineFieldsAndQuery() throws {
        let request = try parse("GET /present.js?token=ab%20c&x HTTP/1.1\r\nHost: 127.0.0.1:80\r\nX-A:  one \r\n\r\n")
        XCTAssertEqual(request.method, "GET")
        XCTAssertEqual(request.path, "/present.js")
        XCTAssertEqual(request.query, ["token": "ab c", "x": ""])
        XCTAssertEqual(request.minorVersion, 1)
        XCTAssertEqual(request.header("host"), "127.0.0.1:80")
        XCTAssertEqual(request.header("X-A"), "one")
        XCTAssertTrue(request.keepsAlive)
    }

    func testMalformedRequestLinesAreBadRequests() {
        for head in [
            "GET\r\nHost: a\r\n\r\n", "GET / HTTP/1.1 extra\r\nHost: a\r\n\r\n", "GET  / HTTP/1.1\r\nHost: a\r\n\r\n",
            "GET / HTTX/1.1\r\nHost: a\r\n\r\n", "GET example.com HTTP/1.1\r\nHost: a\r\n\r\n",
            "G(T / HTTP/1.1\r\nHost: a\r\n\r\n",
        ] {
            XCTAssertEqual(refusal(head)?.status, .badRequest, head)
        }
        XCTAssertEqual(refusal("GET / HTTP/2.0\r\nHost: a\r\n\r\n")?.status, .httpVersionNotSupported)
    }

    func testMalformedFieldsAreBadRequests() {
        XCTAssertEqual(refusal("GET / HTTP/1.1\r\nHost : a\r\n\r\n")?.status, .badRequest, "space before the colon")
        XCTAssertEqual(refusal("GET / HTTP/1.1\r\nHost: a\r\nX: b\r\n  c\r\n\r\n")?.status, .badRequest, "folding")
        XCTAssertEqual(refusal("GET / HTTP/1.1\r\nHost: a\r\nNo colon\r\n\r\n")?.status, .badRequest)
    }

    func testHTTP11NeedsExactlyOneHost() throws {
        XCTAssertEqual(refusal("GET / HTTP/1.1\r\n\r\n")?.status, .badRequest)
        XCTAssertEqual(refusal("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n")?.status, .badRequest)
        let old = try parse("GET / HTTP/1.0\r\n\r\n")
        XCTAssertNil(old.header("Host"))
        XCTAssertFalse(old.keepsAlive, "HTTP/1.0 closes unless it asks to keep alive")
    }

    func testConnectionCloseAndBodiesEndTheConnection() throws {
        XCTAssertFalse(try parse("GET / HTTP/1.1\r\nHost: a\r\nConnection: Close\r\n\r\n").keepsAlive)
        XCTAssertFalse(try parse("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\n\r\n").keepsAlive)
        XCTAssertTrue(try parse("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n").keepsAlive)
    }

    func testTheEndOfAHeadIsFoundAcrossReads() {
        let bytes = Array("GET / HTTP/1.1\r\nHost: a\r\n\r\nGET".utf8)
        XCTAssertEqual(HTTPRequest.endOfHead(in: bytes), bytes.count - 3)
        XCTAssertEqual(HTTPRequest.endOfHead(in: bytes, from: 20), bytes.count - 3)
        XCTAssertNil(HTTPRequest.endOfHead(in: Array("GET / HTTP/1.1\r\nHost: a\r\n\r".utf8)))
    }

    func testAHeadResponseSaysTheLengthButSendsNoBody() {
        let response = HTTPResponse.plain(.notFound, "gone\n")
        let date = Date(timeIntervalSince1970: 784_111_777)
        let get = String(decoding: response.serialized(forHead: false, closing: false, date: date), as: UTF8.self)
        XCTAssertEqual(
            get,
            "HTTP/1.1 404 Not Found\r\nContent-Type: text/plain; charset=utf-8\r\nCache-Control: no-store\r\n"
                + "Date: Sun, 06 Nov 1994 08:49:37 GMT\r\nContent-Length: 5\r\nConnection: keep-alive\r\n\r\ngone\n")
        let head = String(decoding: response.serialized(forHead: true, closing: true, date: date), as: UTF8.self)
        XCTAssertTrue(head.hasSuffix("Content-Length: 5\r\nConnection: close\r\n\r\n"), head)
    }
}
