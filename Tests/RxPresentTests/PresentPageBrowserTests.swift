import BrowserHarness
import XCTest

@testable import RxPresent

/// The page in headless Chromium, fed by a real server: lanes and marbles appear as records arrive, it comes
/// back after the server restarts, and a flood shows how many records were dropped.
final class PresentPageBrowserTests: XCTestCase {
    private var browser: HeadlessChromium!

    override func setUpWithError() throws {
        guard HeadlessChromium.executable != nil else {
            throw XCTSkip("headless Chromium is not installed; scripts/test installs it (apt-get install chromium)")
        }
        browser = try HeadlessChromium.shared()
    }

    private static let header =
        #"{"type":"header","format":"rxrepl-recording","version":1,"rxrepl":"0.1.0","source":"repl","name":"<repl>","clock":"virtual","frame":0.010000,"width":80,"trace":"events"}"#

    private static func trace(_ sub: Int, _ kind: String, _ time: Double, value: String? = nil) -> String {
        let valueFields = value.map { #","value":\#($0),"text":"\#($0)""# } ?? ""
        return
            #"{"type":"trace","clock":"virtual","lane":{"subscription":true},"trace":{"sub":\#(sub),"stage":"subscribe","depth":0,"kind":"\#(kind)"\#(valueFields),"time":\#(time),"thread":"main"}}"#
    }

    private func marbles(of lane: String) -> String {
        #"document.querySelectorAll('[data-lane="\#(lane)"] [data-kind="next"]').length"#
    }

    func testTheLanesOfTheSessionAppearAndANewMarbleWithinASecond() throws {
        let feed = PresentFeed()
        feed.publish(Self.header)
        feed.publish(
            #"{"type":"subscription","sub":1,"expression":"cold(\"-1-2|\").subscribe()","time":0,"clock":"virtual"}"#)
        feed.publish(Self.trace(1, "subscribed", 0))
        feed.publish(Self.trace(1, "next", 0.01, value: "1"))
        let server = PresentServer(feed: feed, access: .loopbackOnly)
        try server.start()
        defer { server.stop() }
        try browser.open(server.url)
        try browser.waitUntil("document.body.dataset.status === 'live'", timeout: 30)
        try browser.waitUntil("\(marbles(of: "#1")) === 1", timeout: 5)
        XCTAssertEqual(
            try browser.evaluate(##"document.querySelector('[data-lane="#1"] .caption title').textContent"##)
                as? String,
            #"cold("-1-2|").subscribe()"#)
        feed.publish(Self.trace(1, "next", 0.03, value: "2"))
        let took = try browser.waitUntil("\(marbles(of: "#1")) === 2", timeout: 1)
        XCTAssertLessThan(took, 1)
        feed.publish(Self.trace(1, "completed", 0.04))
        try browser.waitUntil(
            ##"document.querySelectorAll('[data-lane="#1"] [data-kind="completed"]').length === 1"##, timeout: 1)
        XCTAssertEqual(try browser.evaluate("document.getElementById('clock').textContent") as? String, "@0.040s")
    }

    func testAScriptsRunIsPlayedBackAtTheChosenSpeed() throws {
        let feed = PresentFeed()
        feed.publish(Self.header.replacingOccurrences(of: #""source":"repl""#, with: #""source":"script""#))
        feed.publish(Self.trace(1, "subscribed", 0))
        for (index, time) in [0.1, 0.6, 1.0].enumerated() {
            feed.publish(Self.trace(1, "next", time, value: "\(index)"))
        }
        feed.publish(Self.trace(1, "completed", 1.0))
        let server = PresentServer(feed: feed, access: .loopbackOnly)
        try server.start()
        defer { server.stop() }
        try browser.open(server.url + "?speed=2")
        try browser.waitUntil("document.body.dataset.status === 'live'", timeout: 30)
        try browser.waitUntil("!document.getElementById('playback').hidden", timeout: 5)
        try browser.waitUntil("\(marbles(of: "#1")) === 1", timeout: 2)
        try browser.waitUntil("\(marbles(of: "#1")) === 3", timeout: 2)
        try browser.waitUntil(
            ##"document.querySelectorAll('[data-lane="#1"] [data-kind="completed"]').length === 1"##, timeout: 1)
        XCTAssertEqual(try browser.evaluate("document.getElementById('clock').textContent") as? String, "@1.000s")
        _ = try browser.evaluate("document.getElementById('again').click()")
        try browser.waitUntil("\(marbles(of: "#1")) < 3", timeout: 1)
    }

    func testAScreenshotHasTheMarblesAtTheirTimes() throws {
        let feed = PresentFeed()
        feed.publish(Self.header)
        feed.publish(Self.trace(1, "subscribed", 0))
        feed.publish(Self.trace(1, "next", 0.2, value: "1"))
        feed.publish(Self.trace(1, "next", 0.6, value: "2"))
        feed.publish(Self.trace(1, "completed", 1.0))
        let server = PresentServer(feed: feed, access: .loopbackOnly)
        try server.start()
        defer { server.stop() }
        try browser.open(server.url)
        try browser.waitUntil("\(marbles(of: "#1")) === 2", timeout: 10)
        _ = try browser.evaluate("document.getElementById('span').value = 'fit'")
        // The axis runs from the subscription (0 s) to the clock (1 s) over the lanes' width: the labels take
        // 260 pixels on the left, 40 are kept on the right.
        let box = try XCTUnwrap(
            try browser.evaluate(
                "(() => { const r = document.getElementById('chart').getBoundingClientRect(); "
                    + "return [r.left, r.top, r.width]; })()") as? [Double])
        let (left, top, width) = (box[0], box[1], box[2])
        let x = { (time: Double) in Int((left + 260 + time * (width - 260 - 40)).rounded()) }
        let laneY = Int((top + 40 + 32).rounded())
        usleep(200_000)
        // Inside each marble above its value's glyph, on the lane between them, and above the lane.
        let colors = try browser.colors(at: [
            (x(0.2), laneY - 13), (x(0.6), laneY - 13), (x(0.4), laneY), (x(0.4), laneY - 25),
        ])
        let marble = [0xFF, 0xD2, 0x3F], lane = [0x3A, 0x43, 0x50], background = [0x0B, 0x0D, 0x10]
        func near(_ color: [Int], _ expected: [Int]) -> Bool { zip(color, expected).allSatisfy { abs($0 - $1) <= 12 } }
        XCTAssertTrue(near(colors[0], marble), "a marble at 200ms: \(colors[0])")
        XCTAssertTrue(near(colors[1], marble), "a marble at 600ms: \(colors[1])")
        XCTAssertTrue(near(colors[2], lane), "the lane between them: \(colors[2])")
        XCTAssertTrue(near(colors[3], background), "nothing above the lane: \(colors[3])")
    }

    func testThePageComesBackWhenTheServerRestarts() throws {
        let first = PresentServer(feed: PresentFeed(), access: .loopbackOnly)
        try first.start()
        first.feed.publish(Self.header)
        first.feed.publish(Self.trace(1, "subscribed", 0))
        try browser.open(first.url)
        try browser.waitUntil("document.querySelectorAll('[data-lane=\"#1\"]').length === 1", timeout: 10)
        let port = first.port
        first.stop()
        try browser.waitUntil("document.body.dataset.status === 'lost'", timeout: 5)
        let second = PresentServer(feed: PresentFeed(), port: port, access: .loopbackOnly)
        try second.start()
        defer { second.stop() }
        second.feed.publish(Self.header)
        second.feed.publish(Self.trace(7, "subscribed", 0))
        try browser.waitUntil("document.body.dataset.status === 'live'", timeout: 5)
        try browser.waitUntil("document.querySelectorAll('[data-lane=\"#7\"]').length === 1", timeout: 2)
        XCTAssertEqual(try browser.evaluate("document.querySelectorAll('[data-lane=\"#1\"]').length") as? Int, 0)
    }

    func testAFloodShowsHowManyRecordsWereDropped() throws {
        let feed = PresentFeed(historyLimit: 1_000, pageQueueLimit: 5_000)
        let server = PresentServer(feed: feed, access: .loopbackOnly)
        try server.start()
        defer { server.stop() }
        feed.publish(Self.header)
        try browser.open(server.url)
        try browser.waitUntil("document.body.dataset.status === 'live'", timeout: 30)
        feed.publish(Self.trace(1, "subscribed", 0))
        for n in 0..<100_000 { feed.publish(Self.trace(1, "next", Double(n) / 1000, value: "\(n % 10)")) }
        try browser.waitUntil("!document.getElementById('dropped').hidden", timeout: 10)
        let text = try XCTUnwrap(try browser.evaluate("document.getElementById('dropped').textContent") as? String)
        XCTAssertTrue(text.hasPrefix("dropped "), text)
        let dropped = Int(text.split(separator: " ")[1]) ?? 0
        XCTAssertGreaterThan(dropped, 0)
        XCTAssertLessThanOrEqual(dropped, 100_000)
    }
}
