import XCTest

@testable import RxPresent

final class PresentFeedTests: XCTestCase {
    func testAPageThatConnectsLateGetsTheHistoryThenWhatFollows() throws {
        let feed = PresentFeed(historyLimit: 10, pageQueueLimit: 100)
        feed.publish(#"{"n":1}"#)
        feed.publish(#"{"n":2}"#)
        let page = feed.attach()
        feed.publish(#"{"n":3}"#)
        XCTAssertNil(page.take(maximum: 10), "the greeting comes first")
        XCTAssertEqual(page.takeStart().startsOver, true)
        let batch = try XCTUnwrap(page.take(maximum: 10))
        XCTAssertEqual(Array(batch.records), [#"{"n":1}"#, #"{"n":2}"#, #"{"n":3}"#])
        XCTAssertEqual(batch.dropped, 0)
        XCTAssertNil(page.take(maximum: 10))
        XCTAssertEqual(page.trimmedBeforeConnecting, 0)
    }

    func testARestartGivesEveryPageTheNewRecordsAfterAGreeting() throws {
        let feed = PresentFeed(historyLimit: 2, pageQueueLimit: 100)
        let page = feed.attach()
        _ = page.takeStart()
        feed.publish("old 1")
        feed.publish("old 2")
        feed.restart(with: ["new 1", "new 2", "new 3"])
        XCTAssertNil(page.take(maximum: 10), "the page starts over before the new records")
        XCTAssertEqual(page.takeStart().startsOver, true)
        XCTAssertEqual(Array(try XCTUnwrap(page.take(maximum: 10)).records), ["new 2", "new 3"])
        XCTAssertEqual(page.trimmedBeforeConnecting, 1)
        let late = feed.attach()
        _ = late.takeStart()
        XCTAssertEqual(Array(try XCTUnwrap(late.take(maximum: 10)).records), ["new 2", "new 3"])
    }

    func testTheHistoryKeepsTheLatestAndCountsWhatItTrimmed() throws {
        let feed = PresentFeed(historyLimit: 3, pageQueueLimit: 100)
        for n in 1...8 { feed.publish("\(n)") }
        let page = feed.attach()
        XCTAssertEqual(page.takeStart().missed, 5)
        XCTAssertEqual(Array(try XCTUnwrap(page.take(maximum: 10)).records), ["6", "7", "8"])
    }

    func testAFloodedPageDropsAndCountsWithoutHoldingThePublisher() throws {
        let feed = PresentFeed(historyLimit: 5, pageQueueLimit: 100)
        let page = feed.attach()
        _ = page.takeStart()
        for n in 0..<100_000 { feed.publish("\(n)") }
        let batch = try XCTUnwrap(page.take(maximum: 1_000))
        XCTAssertEqual(batch.records.count, 100)
        XCTAssertEqual(batch.records.first, "0")
        XCTAssertEqual(batch.dropped, 99_900)
    }

    func testTakingInBatchesKeepsOrder() throws {
        let feed = PresentFeed()
        let page = feed.attach()
        _ = page.takeStart()
        for n in 0..<25 { feed.publish("\(n)") }
        var seen: [String] = []
        while let batch = page.take(maximum: 10) { seen += batch.records }
        XCTAssertEqual(seen, (0..<25).map(String.init))
    }

    func testADetachedPageGetsNothingMore() {
        let feed = PresentFeed()
        let page = feed.attach()
        XCTAssertEqual(feed.pageCount, 1)
        feed.detach(page)
        feed.publish("1")
        XCTAssertEqual(feed.pageCount, 0)
        XCTAssertNil(page.take(maximum: 10))
    }
}

final class PresentFeedOutputTests: XCTestCase {
    func testLinesWrittenToTheFeedAreItsRecords() throws {
        let feed = PresentFeed()
        let page = feed.attach()
        _ = page.takeStart()
        feed.writeLine(#"{"type":"header"}"#)
        feed.write("{\"type\":\"entry\"}\n{\"type\":\"end\"}\n")
        feed.flush()
        XCTAssertEqual(
            Array(try XCTUnwrap(page.take(maximum: 10)).records),
            [#"{"type":"header"}"#, #"{"type":"entry"}"#, #"{"type":"end"}"#])
    }
}

/// Publishing from many threads while pages attach, take and detach (run under the thread sanitizer by scripts/test).
final class PresentFeedConcurrencyTests: XCTestCase {
    func testPublishersAndPagesOnManyThreadsLoseNothingThatFits() {
        let feed = PresentFeed(historyLimit: 100_000, pageQueueLimit: 100_000)
        let page = feed.attach()
        _ = page.takeStart()
        let taken = LockedCounter()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            var seen = 0
            while seen < 8 * 1_000 {
                if let batch = page.take(maximum: 100) { seen += batch.records.count } else { usleep(100) }
            }
            taken.add(seen)
            done.signal()
        }
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for n in 0..<1_000 {
                feed.publish("\(thread)-\(n)")
                if n % 250 == 0 {
                    let other = feed.attach()
                    _ = other.take(maximum: 10)
                    feed.detach(other)
                }
            }
        }
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(taken.value, 8_000)
        XCTAssertEqual(page.droppedCount, 0)
        XCTAssertEqual(feed.records.count, 8_000)
    }
}

private final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add(_ amount: Int) { lock.withLock { count += amount } }
    var value: Int { lock.withLock { count } }
}
