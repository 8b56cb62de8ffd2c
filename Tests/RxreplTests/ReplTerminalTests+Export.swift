import Foundation
import PTYHarness
import XCTest

/// `:export #N FILE` on a pseudo-terminal: Tab completes the command, the subscription and the file, the
/// picture lands in the file with the inner subscriptions' lanes, and each mistake says what to do next.
extension ReplTerminalTests {
    func testExportWritesTheSubscriptionsLanesWithItsInnersAsSVGOrHTML() throws {
        let repl = try start(["--virtual-time"])
        try repl.enter(
            "cold(\"-a---b|\").flatMapLatest { x in cold(\"--x|\", values: [\"x\": x + \"!\"]) }.subscribe()")
        try repl.enter(":advance 1s")
        repl.send(":exp" + Key.tab)
        try repl.expectLine("rx @1.000s> :export")
        repl.send(Key.tab)
        try repl.expectLine("rx @1.000s> :export #1")
        repl.send(" " + home + "/talk.svg" + Key.enter)
        try repl.expectText("(wrote 4 lanes of #1 to \(home)/talk.svg)")
        try repl.waitForPrompt()
        let svg = try String(contentsOfFile: home + "/talk.svg", encoding: .utf8)
        XCTAssertTrue(
            svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        XCTAssertTrue(svg.contains(">#1 cold(&quot;-a---b|&quot;).flatMapLatest"), svg)
        XCTAssertTrue(svg.contains(">#1.1 cold</text>"), svg)
        XCTAssertTrue(svg.contains(">#1.2 cold</text>"), svg)
        XCTAssertTrue(svg.contains(">c = &quot;a!&quot;</text>"), svg)
        XCTAssertTrue(svg.hasSuffix("</svg>\n"))

        try repl.enter(":export #1 " + home + "/talk.html")
        let html = try String(contentsOfFile: home + "/talk.html", encoding: .utf8)
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(html.contains("<table class=\"legend\">"))
    }

    func testExportCompletesFileNamesAfterTheSubscription() throws {
        try "old".write(toFile: home + "/slides.svg", atomically: true, encoding: .utf8)
        let repl = try start()
        try repl.enter("of(1).subscribe()")
        repl.send(":export #1 " + home + "/sli" + Key.tab)
        try repl.expectLine("rx> :export #1 " + home + "/slides.svg")
        repl.send(Key.enter)
        try repl.expectText("(wrote 1 lane of #1 to \(home)/slides.svg)")
        XCTAssertTrue(try String(contentsOfFile: home + "/slides.svg", encoding: .utf8).contains(">1</text>"))
    }

    func testEachMistakeSaysWhatToDoNext() throws {
        let repl = try start()
        try repl.enter("of(1).subscribe()")
        try repl.enter(":export")
        try repl.expectText("error: :export needs subscriptions and a file, e.g. :export #1 talk.svg (see :subs)")
        try repl.enter(":export #1")
        try repl.expectText("error: :export needs a file name ending in .svg, .html, .swift or .rx")
        try repl.enter(":export #1 talk.png")
        try repl.expectText("error: cannot export to talk.png: the file name must end in .svg, .html, .swift")
        try repl.enter(":export #9 talk.svg")
        try repl.expectText("error: no subscription #9 to export (see :subs")
        try repl.enter(":export #1 /no/such/dir/talk.svg")
        try repl.expectText("error: cannot write /no/such/dir/talk.svg: No such file or directory; choose a writable")
        XCTAssertFalse(FileManager.default.fileExists(atPath: home + "/talk.png"))
    }
}
