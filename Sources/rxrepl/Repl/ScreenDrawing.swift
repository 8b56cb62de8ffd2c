import Foundation
import RxCocoa
import RxScript
import TextWidth

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
        let widths = (
            table.map { DisplayWidth.of($0.0) }.max() ?? 0, table.map { DisplayWidth.of($0.1) }.max() ?? 0,
            table.map { DisplayWidth.of($0.2) }.max() ?? 0
        )
        return zip(views, table).flatMap { view, row in
            let (name, kind, value, rest) = row
            let line =
                ReplText.pad(name, widths.0) + "  " + ReplText.pad(kind, widths.1) + "  "
                + ReplText.pad(value, widths.2) + "  " + rest.trimmingCharacters(in: .whitespaces)
            // A table's or collection's rows, as a person sees them, under its line.
            let rows = (view as? ListView).map(ListDrawing.rows) ?? []
            return [line] + rows.map { "  " + $0 }
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
        case let collection as CollectionView:
            let items = collection.items
            return "\(items.count) item\(items.count == 1 ? "" : "s")"
        case let table as TableView where table.numberOfSections > 1:
            let sections = table.numberOfSections
            let rows = (0..<sections).reduce(0) { $0 + table.numberOfItems(inSection: $1) }
            return "\(rows) row\(rows == 1 ? "" : "s") in \(sections) sections"
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
