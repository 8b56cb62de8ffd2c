import Foundation
import XCTest
@testable import RxScript

/// A shared script variable (`VariableBox`) updated and read from many threads at once, as closures scheduled on
/// other threads do (run under the thread sanitizer too): no update is lost and no read sees a torn value.
final class VariableBoxConcurrencyTests: XCTestCase {
    func testCountersUpdatedFromManyThreadsLoseNothing() {
        let counter = VariableBox(name: "count", isMutable: true, value: .int(0))
        let label = VariableBox(name: "label", isMutable: true, value: .string("start"))
        let threads = 8
        let perThread = 5_000
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<perThread {
                XCTAssertTrue(counter.updateInt { $0 + 1 })
                label.write(.string("thread \(thread) step \(index)"))
                guard case .string(let text)? = label.read(), text.hasPrefix("thread ") || text == "start" else {
                    return XCTFail("a read saw \(String(describing: label.read()))")
                }
            }
        }
        XCTAssertEqual(counter.read(), .int(threads * perThread))
    }
}
