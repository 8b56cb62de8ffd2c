import Foundation
import RxCocoa
import RxScript

/// Draws a table's or collection view's rows as a person would see them, one line per cell on screen: its index
/// path, text, detail and accessory, a mark on selected rows, and each section's header when it has one.
/// Callers indent the lines under the view's own row (`:sinks`, and a controller's tree).
enum ListDrawing {
    static func rows(_ list: ListView) -> [String] {
        var lines: [String] = []
        let selected = Set(list.indexPathsForSelectedItems)
        var section: Int?
        for cell in list.visibleCells {
            guard let indexPath = cell.indexPath else { continue }
            if indexPath.section != section {
                section = indexPath.section
                if let title = list.titleForHeader(inSection: indexPath.section) {
                    lines.append("section \(indexPath.section): \(title)")
                }
            }
            lines.append((selected.contains(indexPath) ? "▸ " : "  ") + "\(indexPath)  " + shown(cell))
        }
        return lines
    }

    /// A cell's content: `text · detail ›` for a table's cell; a collection's cell by its name.
    static func shown(_ cell: ReusableCell) -> String {
        guard let cell = cell as? TableViewCell else { return cell.name }
        var parts = [cell.textLabel.text.map(quoted) ?? "(no text)"]
        if let detail = cell.detailTextLabel?.text { parts.append("· " + quoted(detail)) }
        if let mark = accessoryMark[cell.accessoryType] { parts.append(mark) }
        return parts.joined(separator: " ")
    }

    private static func quoted(_ text: String) -> String { ReplText.oneLine(text, limit: 40) }

    private static let accessoryMark: [TableViewCell.Accessory: String] = [
        .disclosureIndicator: "›", .checkmark: "✓", .detailButton: "ⓘ", .detailDisclosureButton: "ⓘ ›",
    ]
}
