import XCTest

@testable import RxPresent

final class PresentAccessTests: XCTestCase {
    func testLoopbackOnlyNeedsNoToken() {
        XCTAssertTrue(PresentAccess.loopbackOnly.allows(token: nil))
        XCTAssertTrue(PresentAccess.loopbackOnly.allows(token: "anything"))
    }

    func testATokenIsRequiredExactly() {
        let access = PresentAccess(token: "0123456789abcdef0123456789abcdef")
        XCTAssertTrue(access.allows(token: "0123456789abcdef0123456789abcdef"))
        XCTAssertFalse(access.allows(token: nil))
        XCTAssertFalse(access.allows(token: ""))
        XCTAssertFalse(access.allows(token: "0123456789abcdef0123456789abcde"))
        XCTAssertFalse(access.allows(token: "0123456789abcdef0123456789abcdeff"))
        XCTAssertFalse(access.allows(token: "0123456789abcdef0123456789abcdee"))
    }

    func testRandomTokensAre128BitsOfHexAndDiffer() throws {
        let first = try XCTUnwrap(PresentAccess.withRandomToken().token)
        let second = try XCTUnwrap(PresentAccess.withRandomToken().token)
        XCTAssertEqual(first.count, 32)
        XCTAssertTrue(first.allSatisfy(\.isHexDigit))
        XCTAssertNotEqual(first, second)
    }
}
