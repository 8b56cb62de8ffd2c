import RxCore

/// UIKit's `UITableView`: sections of rows from its data source, cells dequeued by identifier and reused, a
/// person's selection, editing and accessory taps (see `ListView`), and the table's own settings.
public final class TableView: ListView, @unchecked Sendable {
    private var registeredStyles: [String: TableViewCell.Style] = [:]

    public init(name: String, screen: Screen) {
        super.init(
            name: name, screen: screen, kind: "TableView",
            properties: [("rows", [Any?]()), ("rowHeight", 44.0), ("isEditing", false)])
    }

    /// The last element bound to the table's items (the rows, or the sections).
    public var rows: [Any?] { value("rows") as? [Any?] ?? [] }

    /// The table's cells, made in `style` for identifiers registered with a class, and in `.subtitle` for the
    /// prototype cells a storyboard would hold (any identifier nobody registered).
    public override func makeCell(name: String, reuseIdentifier: String, registered: Bool) -> ReusableCell {
        TableViewCell(
            name: name, screen: screen, style: registered ? registeredStyles[reuseIdentifier] ?? .default : .subtitle,
            reuseIdentifier: reuseIdentifier)
    }

    /// `register(UITableViewCell.self, forCellReuseIdentifier:)`: a class's cells have the `.default` style.
    public func register(forCellReuseIdentifier identifier: String, style: TableViewCell.Style = .default) {
        registeredStyles[identifier] = style
        register(reuseIdentifier: identifier)
    }

    /// The delegate a script set hears of a person's selection (`tableView(_:didSelectRowAt:)`).
    public override func deliver(_ call: Call) {
        if case .didSelect(let indexPath) = call { tellDelegateSelected(indexPath) }
    }

    /// After a reload the table asks its delegate each row's height.
    public override func didReload() { layOutRows() }

    /// The table's cells on screen, in order.
    public var visibleTableCells: [TableViewCell] { visibleCells.compactMap { $0 as? TableViewCell } }

    /// The selected row in a single-selection table (the first selected one otherwise).
    public var indexPathForSelectedRow: IndexPath? { indexPathsForSelectedItems.first }

    /// Whether the table shows its editing controls.
    public var isEditing: Bool {
        get { value("isEditing") as? Bool ?? false }
        set { setValue(newValue, for: "isEditing") }
    }

    /// Shows rows as the models of one section, with no cells (rxrepl's `bind(to: table.rx.items)`).
    public func reload(_ models: [Any?]) {
        setValue(models, for: "rows")
        show(models, with: ArrayDataSource { _, _, _ in nil })
    }

    /// A person taps row `row` of `section` (rows that are not there are ignored, as there is nothing to tap).
    public func select(row: Int, section: Int = 0) {
        tap(IndexPath(row: row, section: section))
    }
}

/// UIKit's `UICollectionView`: items in sections, cells dequeued with `withReuseIdentifier:for:`, a person's
/// selection (see `ListView`).
public final class CollectionView: ListView, @unchecked Sendable {
    public init(name: String, screen: Screen) {
        super.init(name: name, screen: screen, kind: "CollectionView", properties: [("items", [Any?]())])
    }

    /// The last element bound to the collection's items.
    public var items: [Any?] { value("items") as? [Any?] ?? [] }

    /// A person taps item `item` of `section`.
    public func select(item: Int, section: Int = 0) {
        tap(IndexPath(item: item, section: section))
    }
}
