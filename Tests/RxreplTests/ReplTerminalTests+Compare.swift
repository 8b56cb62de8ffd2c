import Foundation
import PTYHarness
import XCTest

/// `:compare INPUT, [PIPELINES]` on a pseudo-terminal: the lanes, the marker and the lines saying why; the last
/// comparison exported with `:export compare`; and what each mistake says.
extension ReplTerminalTests {
    func testCompareDrawsThePipelinesAndExportsTheLastComparison() throws {
        let repl = try start(["--virtual-time"])
        try repl.enter(":compare cold(\"-a-b|\"), [\"first\": { $0.take(1) }, \"rest\": { $0.skip(1) }]")
        try repl.expectText("input  -a   -b|")
        try repl.expectText("first  -(a|)")
        try repl.expectText("rest   --   -b|")
        try repl.expectText("        ^ the outputs differ first at 10ms")
        try repl.expectText("first let a through; completed at 10ms when a arrived")
        try repl.expectText("rest dropped a; let b through; completed at 40ms when the input completed")
        try repl.waitForPrompt()
        try repl.enter(":export compare " + home + "/compare.svg")
        try repl.expectText("(wrote 3 lanes of the last comparison to \(home)/compare.svg)")
        let svg = try String(contentsOfFile: home + "/compare.svg", encoding: .utf8)
        XCTAssertTrue(svg.contains(">first</text>") && svg.contains(">rest</text>"), svg)
    }

    func testCompareMistakesSayWhatToDoNext() throws {
        let repl = try start()
        try repl.enter(":export compare " + home + "/none.svg")
        try repl.expectText("error: no comparison to export yet: run :compare or compare(…) first")
        try repl.enter(":compare")
        try repl.expectText("error: :compare needs an input and 2 to 4 pipelines")
        try repl.enter(":compare cold(\"-a|\"), [{ $0 }, { $0 }]")
        try repl.expectText("error: 'compare' runs the pipelines on the virtual clock")
    }
}
