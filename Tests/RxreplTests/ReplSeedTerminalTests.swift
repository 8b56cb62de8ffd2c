import PTYHarness
import RxScript
import XCTest

@testable import rxrepl

/// `:seed` on a pseudo-terminal: it says which seed is in use, a seed draws the same values again, and a bad
/// argument says what to type.
final class ReplSeedTerminalTests: XCTestCase {
    func testSeedRepeatsTheDrawsAndSaysWhichSeedIsInUse() throws {
        let repl = try ReplTerminal(self, home: try makeTemporaryHome(), arguments: ["--virtual-time"])
        try repl.enter(":seed")
        try repl.expectText("no seed: the virtual clock draws from the default seed 42")
        try repl.enter(":seed 7")
        try repl.expectText("random draws start again from seed 7")
        try repl.enter("print(\"roll\", Int.random(in: 1...1_000_000))")
        try repl.enter(":seed 7")
        try repl.enter("print(\"roll\", Int.random(in: 1...1_000_000))")
        let rolls = repl.screen.lines.filter { $0.hasPrefix("roll ") }
        XCTAssertEqual(rolls.count, 2, repl.dump())
        XCTAssertEqual(Set(rolls).count, 1, "the same seed draws the same value\n\(repl.dump())")
        try repl.enter(":seed")
        try repl.expectText("seed 7")
        try repl.enter(":seed lots")
        try repl.expectText(":seed takes a whole number from 0 up, e.g. :seed 7, or 'off' for no seed")
    }
}
