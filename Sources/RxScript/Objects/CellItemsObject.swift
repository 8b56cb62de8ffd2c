import Foundation
import RxCocoa
import RxCore

/// `table.rx.items(cellIdentifier:)`: bound with a `{ row, element, cell in … }` closure that configures each cell.
final class CellItemsObject: HostObject, @unchecked Sendable {
    let table: TableView

    init(table: TableView) {
        self.table = table
    }

    override var typeName: String { "ItemsBinder" }
    override var description: String { "\(table.name).rx.items(cellIdentifier:)" }
}
