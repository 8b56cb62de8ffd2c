import Foundation
import PTYHarness
import XCTest

/// Tab on a pseudo-terminal completes from what the session holds now: a subject's `onNext`, a control's reactive
/// members, a struct's fields and methods, each listed with its signature and summary; `:load` offers scripts only.
extension ReplTerminalTests {
    func testTabCompletesTheMembersOfWhatAVariableHoldsNow() throws {
        let repl = try start()
        try repl.enter("let s = PublishSubject<Int>()")
        repl.send("s.onN" + Key.tab)
        try repl.expectLine("rx> s.onNext(")
        repl.send("\u{15}")  // Ctrl-U: clear the line
        try repl.waitForPrompt()

        try repl.enter("let field = TextField()")
        repl.send("field.rx.te" + Key.tab)
        try repl.expectLine("rx> field.rx.text")
        repl.send(".subscribe()" + Key.enter)
        try repl.expect("the field's text, at once") { repl.traceLines(1, "next(", in: $0).count == 1 }
        try repl.waitForPrompt()

        try repl.enter("struct Point { var x: Int; func moved(by dx: Int) -> Point { Point(x: x + dx) } }")
        try repl.enter("let p = Point(x: 4)")
        repl.send("p." + Key.tab)
        try repl.expect("the struct's members, each with its signature") { screen in
            screen.lines.contains { $0.hasPrefix("func moved(by dx: Int) -> Point") }
                && screen.lines.contains { $0.hasPrefix("var x: Int") && $0.hasSuffix("= 4") }
        }
        repl.send("mo" + Key.tab)
        try repl.expectLine("rx> p.moved(")
        repl.send("\u{15}")
        try repl.waitForPrompt()

        repl.send("s.on" + Key.tab)
        try repl.expect("onNext listed with its summary, aligned with the others") { screen in
            let onNext = screen.lines.first { $0.hasPrefix("onNext(_:) ") }
            let onError = screen.lines.first { $0.hasPrefix("onError(_:) ") }
            guard let onNext, let onError, onNext.hasSuffix("pushes a value") else { return false }
            return onNext.range(of: "pushes")?.lowerBound.utf16Offset(in: onNext)
                == onError.range(of: "ends with")?.lowerBound.utf16Offset(in: onError)
        }
    }

    func testTabAfterLoadOffersScriptsAndFoldersOnly() throws {
        try FileManager.default.createDirectory(atPath: home + "/lessons", withIntermediateDirectories: true)
        try "let loaded = of(1)\n".write(toFile: home + "/lessons/intro.rx", atomically: true, encoding: .utf8)
        try "#1 subscribed\n".write(toFile: home + "/lessons/intro.out", atomically: true, encoding: .utf8)
        let repl = try start()
        repl.send(":load " + home + "/les" + Key.tab)
        try repl.expectLine("rx> :load " + home + "/lessons/")
        repl.send("in" + Key.tab)
        try repl.expectLine("rx> :load " + home + "/lessons/intro.rx")
        repl.send(Key.enter)
        try repl.waitForPrompt()
        try repl.enter("loaded")
        XCTAssertTrue(repl.screen.lines.contains("Observable(of)"), repl.dump())
    }
}
