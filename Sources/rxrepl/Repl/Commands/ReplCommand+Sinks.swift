import Foundation
import RxCocoa
import RxScript

extension ReplCommand {
    static let sinks: ReplCommand = ReplCommand(
        name: "sinks", summary: "the virtual screen: controls, values, bindings",
        details: """
            One row per named sink and control: its kind, its value (a slider as a bar, a switch as on/off, a \
            table as its rows), the live bindings feeding it (#N and where each was made), and the thread and \
            time of its last update. ':type field text' types into a text field, ':tap button' taps a button.
            """,
        example: ":sinks", completion: .none
    ) { repl, _ in
        let rows = ScreenDrawing.rows(repl.runtime.screen)
        guard !rows.isEmpty else {
            return repl.say(repl.style.dim("(no sinks or controls; try: sink label, or let field = TextField())"))
        }
        repl.say(rows.joined(separator: "\n"))
    }

    static let ui: ReplCommand = ReplCommand(
        name: "ui", summary: "the same as :sinks", details: "", example: ":ui", completion: .none
    ) { repl, argument in sinks.action(repl, argument) }

    static let type: ReplCommand = ReplCommand(
        name: "type", synopsis: "FIELD TEXT", summary: "type into a text field, one event per character",
        details: "':type field rxswift' is field.type(\"rxswift\"); each key's update to the field's text is "
            + "traced. A name that is no text field gets the nearest one suggested.",
        example: ":type field rxswift", completion: .none
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

    /// Why `name` cannot be typed into or tapped: there is no such view (then the nearest name of the right kind, or
    /// those there are, or how to make one), or it is another kind.
    static func notA<View: VirtualView>(
        _ type: View.Type, _ kind: String, named name: String, on screen: Screen, making example: String
    ) -> ReplMessage {
        if let view = screen.view(named: name) { return .wrongView(name, is: view.kind, not: kind) }
        let names = screen.liveViews.filter { $0 is View }.map(\.name)
        if let guess = Suggestions.closest(to: name, among: names) { return .noView(kind, named: name, guess: guess) }
        return .noView(kind, named: name, among: names, example: "let \(name) = \(example)")
    }
}
