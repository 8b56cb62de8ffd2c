import Foundation
import RxCocoa
import RxScript

extension ReplCommand {
    static let select: ReplCommand = ReplCommand(
        name: "select", synopsis: "TABLE ROW [SECTION]", summary: "tap a table's row (or a collection's item)",
        details: """
            ':select table 3' is table.select(row: 3), as a person taps the fourth row: traced as a line of its \
            own ('table selected row [0, 3]'), then itemSelected, modelSelected and whatever they set off (a \
            tap on another row deselects the selected one first, as UIKit does). A row that is not there cannot \
            be tapped, and the line says so. ':select table 2 1' taps row 2 of section 1.
            """,
        example: ":select table 3", completion: .none
    ) { repl, argument in
        let words = argument.split(whereSeparator: \.isWhitespace).map(String.init)
        let screen: Screen = repl.runtime.screen
        guard let name = words.first, words.count >= 2, words.count <= 3,
            let row = Int(words[1]), let section = words.count == 3 ? Int(words[2]) : 0
        else {
            return repl.complain(.selectNeedsTableAndRow)
        }
        guard let list = screen.view(named: name) as? ListView else {
            if let view = screen.view(named: name) {
                return repl.complain(.wrongView(name, is: view.kind, not: "table"))
            }
            let names = screen.liveViews.filter { $0 is ListView }.map(\.name)
            if let guess = Suggestions.closest(to: name, among: names) {
                return repl.complain(.noView("table", named: name, guess: guess))
            }
            return repl.complain(.noView("table", named: name, among: names, example: "let \(name) = UITableView()"))
        }
        let indexPath = RxCocoa.IndexPath(row: row, section: section)
        let noun = list is CollectionView ? "item" : "row"
        guard list.contains(indexPath) else {
            return repl.complain(
                .noRow(noun, indexPath.description, in: name, count: list.numberOfItems(inSection: section)))
        }
        repl.runtime.tracer.reportAction(on: name, "selected \(noun) \(indexPath)")
        list.tap(indexPath)
        repl.output.flush()
    }
}
