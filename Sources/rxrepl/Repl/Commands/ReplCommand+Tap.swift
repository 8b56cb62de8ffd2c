import Foundation
import RxCocoa
import RxScript

extension ReplCommand {
    static let tap: ReplCommand = ReplCommand(
        name: "tap", synopsis: "NAME [ACTION]",
        summary: "tap a button, a view's tap recognizers, or an alert's action",
        details: """
            ':tap search' is search.tap(), traced as a line of its own ('search tapped', at the current time, \
            on main) before whatever the tap sets off, also when nothing observes the button. A disabled \
            button ignores the tap, and the line says so. On any other view, the tap reaches its tap gesture \
            recognizers (rx.event), unless the view is hidden or takes no touches. ':tap confirm Delete' (or \
            ':tap confirm "Delete"') taps the action titled Delete of the presented alert confirm: the alert \
            is dismissed, then the action's handler runs. A name that is no view gets the nearest one suggested.
            """,
        example: ":tap search", completion: .none
    ) { repl, argument in
        let name = String(argument.prefix { !$0.isWhitespace })
        let rest = argument.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
        let screen = repl.runtime.screen!
        guard !name.isEmpty, let view = screen.view(named: name) else {
            return repl.complain(
                name.isEmpty
                    ? .tapNeedsButton
                    : notA(Button.self, "button", named: name, on: screen, making: "Button(\"Go\")"))
        }
        switch view {
        case let alert as AlertController: tapAction(of: alert, titled: rest, repl: repl)
        case let button as Button:
            // Said first, so the events the tap causes follow it; a disabled button ignores it, as UIKit does.
            repl.runtime.tracer.reportAction(
                on: name, button.isEnabled ? "tapped" : "ignored the tap (isEnabled is false)")
            button.tap()
        default:
            guard view.gestureRecognizers.contains(where: { $0.kind == .tap }) else {
                return repl.complain(.wrongView(name, is: view.kind, not: "button"))
            }
            let reached = view.receivesTouches && view.gestureRecognizers.contains { $0.kind == .tap && $0.isEnabled }
            repl.runtime.tracer.reportAction(
                on: name, reached ? "tapped" : "ignored the tap (hidden, disabled, or it takes no touches)")
            view.performTap()
        }
        repl.output.flush()
    }

    /// `:tap alert Title`: the action's tap, traced first, or why it cannot be tapped.
    private static func tapAction(of alert: AlertController, titled text: String, repl: InteractiveSession) {
        let titles = alert.actions.compactMap(\.title)
        let title =
            text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") ? String(text.dropFirst().dropLast()) : text
        guard !title.isEmpty else { return repl.complain(.tapNeedsActionTitle(alert.name, titles: titles)) }
        guard alert.screen.isPresented(alert) else { return repl.complain(.alertNotPresented(alert.name)) }
        guard let action = alert.actions.first(where: { $0.title == title }) else {
            return repl.complain(.alertHasNoAction(alert.name, title: title, titles: titles))
        }
        repl.runtime.tracer.reportAction(
            on: alert.name,
            action.isEnabled ? "tapped \"\(title)\"" : "ignored the tap on \"\(title)\" (isEnabled is false)")
        _ = try? alert.tapAction(titled: title)
    }
}
