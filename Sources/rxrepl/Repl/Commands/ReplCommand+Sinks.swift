import Foundation
import RxCocoa
import RxScript

extension ReplCommand {
    static let sinks: ReplCommand = ReplCommand(
        name: "sinks", completion: .none
    ) { repl, _ in
        let rows = ScreenDrawing.rows(repl.runtime.screen)
        guard !rows.isEmpty else {
            return repl.say(repl.style.dim("(no sinks or controls; try: sink label, or let field = TextField())"))
        }
        repl.say(rows.joined(separator: "\n"))
    }

    static let ui: ReplCommand = ReplCommand(
        name: "ui", completion: .none
    ) { repl, argument in sinks.action(repl, argument) }

    static let type: ReplCommand = ReplCommand(
        name: "type", completion: .none
    ) { repl, argument in
        let name = String(argument.prefix { !$0.isWhitespace })
        let text = argument.dropFirst(name.count).drop { $0 == " " }
        guard let field = repl.runtime.screen.view(named: name) as? TextField else {
            return repl.complain(
                name.isEmpty
                    ? .typeNeedsFieldAndText
                    : notA(TextField.self, "text field", named: name, on: repl.runtime.screen, making: "TextField()"))
        }
        field.type(String(text))
        repl.output.flush()
    }

    static let tap: ReplCommand = ReplCommand(
        name: "tap", completion: .none
    ) { repl, argument in
        guard let button = repl.runtime.screen.view(named: argument) as? Button else {
            return repl.complain(
                argument.isEmpty
                    ? .tapNeedsButton
                    : notA(Button.self, "button", named: argument, on: repl.runtime.screen, making: "Button(\"Go\")"))
        }
        // Said first, so the events the tap causes follow it; a disabled button ignores it, as UIKit does.
        repl.runtime.tracer.reportAction(
            on: argument, button.isEnabled ? "tapped" : "ignored the tap (isEnabled is false)")
        button.tap()
        repl.output.flush()
    }

    /// Why `name` cannot be typed into or tapped: there is no such view (then the nearest name of the right kind, or
    /// those there are, or how to make one), or it is another kind.
    private static func notA<View: VirtualView>(
        _ type: View.Type, _ kind: String, named name: String, on screen: Screen, making example: String
    ) -> ReplMessage {
        if let view = screen.view(named: name) { return .wrongView(name, is: view.kind, not: kind) }
        let names = screen.liveViews.filter { $0 is View }.map(\.name)
        if let guess = Suggestions.closest(to: name, among: names) { return .noView(kind, named: name, guess: guess) }
        return .noView(kind, named: name, among: names, example: "let \(name) = \(example)")
    }
}
