import Foundation
import RxCocoa
import RxScript
import TextWidth

/// Draws the virtual screen as aligned rows of text for `:sinks`.
enum ScreenDrawing {
    /// One row: the name (indented under its controller), the kind, the value, and the bindings and last update.
    private typealias Row = (name: String, kind: String, value: String, rest: String, view: VirtualView?)

    /// The view controllers as trees (a controller, then its controls, the controllers it contains or
    /// presented), then every other view on its own row.
    static func rows(_ screen: Screen) -> [String] {
        var table: [Row] = []
        // A plain root view of a controller is drawn as the controller's row; the views in it under that.
        var drawn = Set(
            screen.liveControllers.compactMap(\.viewIfLoaded).filter { $0.kind == "View" }.map(ObjectIdentifier.init))
        for controller in screen.liveControllers
        where controller.parent == nil && controller.presentingViewController == nil {
            addTree(of: controller, depth: 0, to: &table, drawn: &drawn, screen)
        }
        let onTop = Set(screen.presented.compactMap { $0 as? VirtualView }.map(ObjectIdentifier.init))
        for view in screen.liveViews
        where view.container == nil && view.superview == nil && !drawn.contains(ObjectIdentifier(view))
            && !onTop.contains(ObjectIdentifier(view))
        {
            addTree(of: view, depth: 0, to: &table, drawn: &drawn, screen)
        }
        for item in screen.presented {
            guard let view = item as? VirtualView else { continue }
            table.append((view.name, view.kind, "presented on top, " + shown(view), "", view))
        }
        let widths = (
            table.map { DisplayWidth.of($0.name) }.max() ?? 0, table.map { DisplayWidth.of($0.kind) }.max() ?? 0,
            table.map { DisplayWidth.of($0.value) }.max() ?? 0
        )
        return table.flatMap { row in
            let line =
                ReplText.pad(row.name, widths.0) + "  " + ReplText.pad(row.kind, widths.1) + "  "
                + ReplText.pad(row.value, widths.2) + "  " + row.rest.trimmingCharacters(in: .whitespaces)
            // A table's or collection's rows, as a person sees them, under its line.
            let indent = String(row.name.prefix { $0 == " " }) + "  "
            let rows = (row.view as? ListView).map(ListDrawing.rows) ?? []
            return [String(line.reversed().drop { $0 == " " }.reversed())] + rows.map { indent + $0 }
        }
    }

    private static func addTree(
        of controller: ViewController, depth: Int, presented: Bool = false, to table: inout [Row],
        drawn: inout Set<ObjectIdentifier>, _ screen: Screen
    ) {
        let state = [
            presented ? "presented" : nil, controller.appearance.rawValue, controller.title.map { "title \"\($0)\"" },
            controller.isViewLoaded ? nil : "view not loaded",
        ].compactMap { $0 }.joined(separator: ", ")
        table.append((indent(depth) + controller.name, controller.kind, state, "", nil))
        if let view = controller.viewIfLoaded {
            // A plain root view is already drawn (as the controller's row): its subviews come one level in.
            addTree(of: view, depth: depth + (view.kind == "View" ? 0 : 1), to: &table, drawn: &drawn, screen)
        }
        for outlet in controller.outlets where !drawn.contains(ObjectIdentifier(outlet)) {
            addTree(of: outlet, depth: depth + 1, to: &table, drawn: &drawn, screen)
        }
        for child in controller.children {
            addTree(of: child, depth: depth + 1, to: &table, drawn: &drawn, screen)
        }
        if let presented = controller.presentedViewController {
            addTree(of: presented, depth: depth + 1, presented: true, to: &table, drawn: &drawn, screen)
        }
    }

    /// A view and the views inside it, each indented by its depth.
    private static func addTree(
        of view: VirtualView, depth: Int, to table: inout [Row], drawn: inout Set<ObjectIdentifier>, _ screen: Screen
    ) {
        for (level, inner) in view.hierarchy where !drawn.contains(ObjectIdentifier(inner)) {
            drawn.insert(ObjectIdentifier(inner))
            table.append(row(for: inner, depth: depth + level, screen))
        }
    }

    private static func row(for view: VirtualView, depth: Int, _ screen: Screen) -> Row {
        let sources = screen.sources(of: view).map { property, subscription in
            "#\(subscription.id)" + (property.map { " → \($0)" } ?? "")
                + (subscription.place.map { " (\($0))" } ?? "")
        }
        let update = view.lastUpdate.map { "\($0.thread) +" + String(format: "%.3fs", $0.time) } ?? "never set"
        return (
            indent(depth) + view.name, view.kind, shown(view), sources.joined(separator: ", ") + "  " + update, view
        )
    }

    private static func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }

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
        case let table as TableView where table.numberOfSections > 1 || table.dataSource is SectionedDataSource:
            let sections = table.numberOfSections
            let rows = (0..<sections).reduce(0) { $0 + table.numberOfItems(inSection: $1) }
            return "\(rows) row\(rows == 1 ? "" : "s") in \(sections) section\(sections == 1 ? "" : "s")"
        case let table as TableView:
            let rows = table.rows
            return "\(rows.count) row\(rows.count == 1 ? "" : "s")"
                + (rows.isEmpty ? "" : ": " + ReplText.oneLine(rows.map(describe).joined(separator: ", "), limit: 40))
        case let segmented as SegmentedControl:
            let index = segmented.selectedSegmentIndex
            return segmented.titles.enumerated().map { $0 == index ? "[\($1)]" : $1 }.joined(separator: " ")
        case let sink as NamedSink: return describe(sink.current)
        case let alert as AlertController:
            return ([alert.title.map { "\"\($0)\"" }] + alert.actions.map { "[\($0.title ?? "")]" }).compactMap { $0 }
                .joined(separator: " ")
        default:
            let first = view.properties.first { $0.name != "isEnabled" }
            return first.map { "\($0.name) = " + describe($0.value) } ?? ""
        }
    }

    private static func describe(_ value: Any?) -> String {
        value.map(ScriptRuntime.describeValue) ?? "nil"
    }
}
