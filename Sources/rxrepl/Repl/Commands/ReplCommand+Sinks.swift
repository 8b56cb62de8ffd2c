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

/// Draws the virtual screen as aligned rows of text for `:sinks`.
enum ScreenDrawing {
    static func rows(_ screen: Screen) -> [String] {
        let views = screen.liveViews.filter { $0.container == nil }
        let table = views.map { view -> (String, String, String, String) in
            let sources = screen.sources(of: view).map { property, subscription in
                "#\(subscription.id)" + (property.map { " → \($0)" } ?? "")
                    + (subscription.place.map { " (\($0))" } ?? "")
            }
            let update = view.lastUpdate.map { "\($0.thread) +" + String(format: "%.3fs", $0.time) } ?? "never set"
            return (view.name, view.kind, shown(view), sources.joined(separator: ", ") + "  " + update)
        }
        let widths = (table.map(\.0.count).max() ?? 0, table.map(\.1.count).max() ?? 0, table.map(\.2.count).max() ?? 0)
        return table.map { name, kind, value, rest in
            ReplText.pad(name, widths.0) + "  " + ReplText.pad(kind, widths.1) + "  " + ReplText.pad(value, widths.2)
                + "  " + rest.trimmingCharacters(in: .whitespaces)
        }
    }

    /// The view's main value as a person would see it on screen.
    static func shown(_ view: VirtualView) -> String {
        switch view {
        case let slider as Slider:
            let span = max(slider.maximumValue - slider.minimumValue, .leastNonzeroMagnitude)
            let filled = Int(((slider.value - slider.minimumValue) / span * 10).rounded())
            return "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: 10 - filled) + "] "
                + describe(slider.value)
        case let toggle as Switch: return toggle.isOn ? "on" : "off"
        case let table as TableView:
            let rows = table.rows
            return "\(rows.count) row\(rows.count == 1 ? "" : "s")"
                + (rows.isEmpty ? "" : ": " + ReplText.oneLine(rows.map(describe).joined(separator: ", "), limit: 40))
        case let segmented as SegmentedControl:
            let index = segmented.selectedSegmentIndex
            return segmented.titles.enumerated().map { $0 == index ? "[\($1)]" : $1 }.joined(separator: " ")
        case let sink as NamedSink: return describe(sink.current)
        default:
            let first = view.properties.first { $0.name != "isEnabled" }
            return first.map { "\($0.name) = " + describe($0.value) } ?? ""
        }
    }

    private static func describe(_ value: Any?) -> String {
        value.map(ScriptRuntime.describeValue) ?? "nil"
    }
}
