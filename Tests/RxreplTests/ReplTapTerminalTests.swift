import PTYHarness
import RxScript
import XCTest

@testable import rxrepl

/// `:tap` beyond buttons, on a pseudo-terminal: a view's tap gesture recognizers, and a presented alert's actions.
final class ReplTapTerminalTests: XCTestCase {
    func testTapReachesAViewsTapRecognizers() throws {
        let repl = try ReplTerminal(self, home: try makeTemporaryHome(), arguments: ["--virtual-time"])
        try repl.enter("let card = UIView(); let tap = UITapGestureRecognizer(); card.addGestureRecognizer(tap)")
        try repl.enter("tap.rx.event.subscribe(onNext: { _ in print(\"card tapped\") })")
        try repl.enter(":tap card")
        try repl.expectText("    @0.000s  main        card tapped")
        try repl.expectText("card tapped")
        try repl.enter("card.isHidden = true")
        try repl.enter(":tap card")
        try repl.expectText("card ignored the tap (hidden, disabled, or it takes no touches)")
    }

    func testTapOnAnAlertTapsItsActionOnceItIsPresented() throws {
        let repl = try ReplTerminal(self, home: try makeTemporaryHome(), arguments: ["--virtual-time"])
        try repl.enter("let confirm = UIAlertController(title: \"Go?\", message: nil, preferredStyle: .alert)")
        try repl.enter("confirm.addAction(UIAlertAction(title: \"OK\", style: .default) { _ in print(\"handled\") })")
        try repl.enter(":tap confirm OK")
        try repl.expectText("'confirm' is not presented, so its actions cannot be tapped; present(confirm) first")
        try repl.enter("present(confirm)")
        try repl.expectText("confirm presented")
        try repl.enter(":tap confirm Nope")
        try repl.expectText("'confirm' has no action titled \"Nope\"; try 'OK'")
        try repl.enter(":tap confirm \"OK\"")
        try repl.expectText("confirm tapped \"OK\"")
        try repl.expectText("confirm dismissed")
        try repl.expectText("handled")
    }
}
