import RxCore

/// UIKit's `UITableView` with one section: rows bound from an array, cells reused across reloads, and a
/// person's selection of a row.
public final class TableView: VirtualView, @unchecked Sendable {
    private var cells: [TableViewCell] = []
    private let selections = PublishSubject<(IndexPath, Any?)>()

    public init(name: String, screen: Screen) {
        super.init(kind: "TableView", name: name, screen: screen, properties: [("rows", [Any?]())])
    }

    /// The rows' models.
    public var rows: [Any?] { value("rows") as? [Any?] ?? [] }

    /// The visible cells, one per row.
    public var visibleCells: [TableViewCell] { cells }

    /// Shows `models` as rows. With `configure`, each row gets a cell: the cells of earlier rows are reused
    /// (each is prepared for reuse first, which replaces its dispose bag) and configured again.
    public func reload(_ models: [Any?], configure: ((Int, Any?, TableViewCell) -> Void)? = nil) {
        setValue(models, for: "rows")
        layOutRows()
        guard let configure else {
            cells = []
            return
        }
        for (row, model) in models.enumerated() {
            let cell: TableViewCell
            if row < cells.count {
                cell = cells[row]
                cell.prepareForReuse()
            } else {
                cell = TableViewCell(name: "\(name)[\(row)]", screen: screen)
                cell.container = self
                cells.append(cell)
            }
            configure(row, model, cell)
        }
        cells.removeLast(cells.count - models.count)
    }

    /// A person taps row `row` (rows out of range are ignored, as there is nothing to tap).
    public func select(row: Int) {
        let models = rows
        guard models.indices.contains(row) else { return }
        tellDelegateSelected(IndexPath(row: row, section: 0))
        selections.onNext((IndexPath(row: row, section: 0), models[row]))
    }

    fileprivate var selected: Observable<(IndexPath, Any?)> { selections.asObservable() }
}

/// A cell of a table: a text label, a detail label, and a dispose bag that reuse replaces.
public final class TableViewCell: VirtualView, @unchecked Sendable {
    /// The main text.
    public let textLabel: Label
    /// The secondary text.
    public let detailTextLabel: Label
    /// Holds the cell's bindings; `prepareForReuse()` replaces it, disposing them.
    public var disposeBag = DisposeBag()

    public init(name: String, screen: Screen) {
        textLabel = Label(name: name + ".textLabel", screen: screen)
        detailTextLabel = Label(name: name + ".detailTextLabel", screen: screen)
        super.init(kind: "TableViewCell", name: name, screen: screen, properties: [])
        textLabel.container = self
        detailTextLabel.container = self
    }

    /// Called before the cell shows another row: a fresh dispose bag ends the old row's bindings.
    public func prepareForReuse() {
        disposeBag = DisposeBag()
    }
}

/// A row's position (UIKit's `IndexPath`), shown as `[0, 2]`.
public struct IndexPath: Hashable, CustomStringConvertible, Sendable {
    public let row: Int
    public let section: Int

    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    public var description: String { "[\(section), \(row)]" }
}

extension Reactive where Base: TableView {
    /// Binding an array shows it as the rows.
    public var items: Binder<[Any?]> {
        Binder(base, property: "rows") { table, models in table.reload(models) }
    }

    /// Binding an array configures one cell per row with `configure(row, model, cell)`.
    public func items(configure: @escaping (Int, Any?, TableViewCell) -> Void) -> Binder<[Any?]> {
        Binder(base, property: "rows") { table, models in table.reload(models, configure: configure) }
    }

    /// The index path of each row a person taps.
    public var itemSelected: ControlEvent<IndexPath> {
        ControlEvent(
            events: base.selected.map { $0.0 }.take(until: base.deallocated),
            scheduler: base.screen.subscriptionScheduler)
    }

    /// The model of each row a person taps.
    public var modelSelected: ControlEvent<Any?> {
        ControlEvent(
            events: base.selected.map { $0.1 }.take(until: base.deallocated),
            scheduler: base.screen.subscriptionScheduler)
    }
}
