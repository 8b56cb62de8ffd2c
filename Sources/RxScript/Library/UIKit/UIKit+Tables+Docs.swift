extension DocCatalog {
    /// Tables and collections: the views, their cells, index paths, RxCocoa's `items` forms and events, and
    /// RxDataSources' sectioned data source.
    @_optimize(none) static var uikitTableEntries: [DocEntry] {
        [
            DocEntry(
                "TableView", .type, aliases: ["UITableView"],
                summary: "a virtual table: sections of rows, cells reused as UIKit reuses them",
                details: """
                    Bind an array with rx.items (three forms, as RxCocoa's); each element reloads the whole table. \
                    A person's actions reach the delegate as in UIKit: select(row:) fires rx.itemSelected, \
                    delete(row:) rx.itemDeleted, move(from:to:) rx.itemMoved, tapAccessory(row:) \
                    rx.itemAccessoryButtonTapped. Every row is on screen; :sinks shows the rows' cells.
                    """,
                corners: [
                    "Cells are reused: bind inside a cell with disposed(by: cell.disposeBag), which is replaced on reuse.",
                    "A cell that leaves the screen waits in the reuse queue with its bindings still live, as in UIKit.",
                    "delete(row:) does not remove the row: change the bound items, as the data source's owner must.",
                    "selectRow(at:animated:scrollPosition:) and deselectRow(at:animated:) are code's: no rx event.",
                    "reloadData() clears the selection.",
                ],
                example: """
                    let table = UITableView()
                    let rows = just(["a", "b"])
                    rows.bind(to: table.rx.items(cellIdentifier: "Cell")) { row, element, cell in
                        cell.textLabel?.text = element
                    }
                    table.rx.modelSelected(String.self).subscribe(onNext: { print("tapped", $0) })
                    table.select(row: 1)
                    """,
                members: [
                    ("select", "a person taps a row: select(row:) or select(row:section:)"),
                    ("deselect", "a person deselects a selected row"),
                    ("delete", "a person deletes a row (rx.itemDeleted); the items must change"),
                    ("insert", "a person taps a row's insert control (rx.itemInserted)"),
                    ("move", "a person drags a row: move(from:to:) (rx.itemMoved)"),
                    ("tapAccessory", "a person taps a row's accessory button"),
                    (
                        "register",
                        "register(UITableViewCell.self, forCellReuseIdentifier:): cells of the .default style"
                    ),
                    ("dequeueReusableCell", "a reused cell, or a new one: (withIdentifier:) or (withIdentifier:for:)"),
                    ("cellForRow", "the cell on screen at an index path, or nil"),
                    ("visibleCells", "the cells on screen, in order"), ("indexPath", "indexPath(for: cell)"),
                    ("indexPathsForVisibleRows", "the index paths on screen"),
                    ("numberOfRows", "numberOfRows(inSection:)"), ("numberOfSections", "the sections"),
                    ("indexPathForSelectedRow", "the selected row, or nil"),
                    ("indexPathsForSelectedRows", "every selected row"),
                    ("allowsMultipleSelection", "taps add to the selection"),
                    ("selectRow", "selects from code: no itemSelected"), ("deselectRow", "deselects from code"),
                    ("reloadData", "asks the data source for every row again"),
                    ("reloadRows", "reloadRows(at:with:): asks again for those rows only"),
                    ("setEditing", "setEditing(_:animated:): shows the editing controls"),
                    ("top", "scroll position (.top, .middle, .bottom): the screen does not scroll"),
                    ("middle", "scroll position"), ("bottom", "scroll position"),
                    ("automatic", "row animation (.automatic, .fade): nothing animates"), ("fade", "row animation"),
                ],
                tables: ["TableView", "implicit member"]),
            DocEntry(
                "TableViewCell", .type, aliases: ["UITableViewCell"],
                summary: "a table's cell: textLabel, detailTextLabel, accessoryType, a reused disposeBag",
                details: """
                    UITableViewCell(style: .subtitle, reuseIdentifier: "Cell") makes one; tables dequeue them. The \
                    .default style has no detailTextLabel (nil, as in UIKit); a cell dequeued with an identifier \
                    nobody registered stands for a storyboard prototype and has both labels.
                    """,
                corners: ["prepareForReuse() runs before a cell shows another row and gives it a fresh disposeBag."],
                example: """
                    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "Cell")
                    cell.textLabel?.text = "Title"
                    cell.detailTextLabel?.text = "Detail"
                    cell.accessoryType = .disclosureIndicator
                    """,
                members: [
                    ("textLabel", "the main label"), ("detailTextLabel", "the second label (nil in .default)"),
                    ("imageView", "the image at the leading edge"), ("contentView", "the view holding the content"),
                    (
                        "accessoryType",
                        ".none, .disclosureIndicator, .checkmark, .detailButton, .detailDisclosureButton"
                    ),
                    ("selectionStyle", ".none, .default, .blue, .gray"),
                    ("reuseIdentifier", "the identifier it was made for"),
                    ("disposeBag", "the cell's bag, replaced when it is reused"),
                    ("disposeBagForBinding", "the bag rx.items uses for a cell"),
                    ("prepareForReuse", "what happens before a cell is reused"),
                    ("subtitle", "style: a detail label under the text"), ("value1", "style: detail on the right"),
                    ("value2", "style: a blue label before the detail"),
                    ("disclosureIndicator", "accessory: a chevron"), ("checkmark", "accessory: a check mark"),
                    ("detailButton", "accessory: an info button"),
                    ("detailDisclosureButton", "accessory: an info button and a chevron"),
                    ("blue", "selection style"), ("gray", "selection style"),
                ],
                tables: ["TableViewCell", "implicit member"]),
            DocEntry(
                "CollectionView", .type, aliases: ["UICollectionView"],
                summary: "a virtual collection view: items in sections, cells reused, select(item:)",
                details: """
                    Bound like a table (rx.items with cellIdentifier:cellType:, the closure form with \
                    dequeueReusableCell(withReuseIdentifier:for:), or items(dataSource:)); select(item:) fires \
                    rx.itemSelected and rx.modelSelected.
                    """,
                example: """
                    let grid = UICollectionView()
                    just([1, 2, 3]).bind(to: grid.rx.items) { view, item, element in
                        let path = IndexPath(item: item, section: 0)
                        return view.dequeueReusableCell(withReuseIdentifier: "Cell", for: path)
                    }
                    grid.rx.modelSelected(Int.self).subscribe(onNext: { print("picked", $0) })
                    grid.select(item: 2)
                    """,
                members: [
                    ("select", "a person taps an item: select(item:) or select(item:section:)"),
                    ("deselect", "a person deselects a selected item"),
                    ("register", "registers a cell class for an identifier"),
                    ("dequeueReusableCell", "a reused cell, or a new one, for an index path"),
                    ("cellForItem", "the cell on screen at an index path"), ("visibleCells", "the cells on screen"),
                    ("indexPath", "indexPath(for: cell)"), ("numberOfItems", "numberOfItems(inSection:)"),
                    ("numberOfSections", "the sections"), ("indexPathsForSelectedItems", "the selected items"),
                    ("allowsMultipleSelection", "taps add to the selection"),
                    ("selectItem", "selects from code: no itemSelected"), ("deselectItem", "deselects from code"),
                    ("reloadData", "asks the data source for every item again"),
                ],
                tables: ["CollectionView"]),
            DocEntry(
                "CollectionViewCell", .type, aliases: ["UICollectionViewCell"],
                summary: "a collection view's cell: a contentView and a disposeBag reuse replaces",
                details:
                    "Dequeued with dequeueReusableCell(withReuseIdentifier:for:); what it shows goes in its contentView.",
                example: "let cell = UICollectionViewCell()\nprint(cell.contentView)",
                members: [
                    ("contentView", "the view holding the content"),
                    ("reuseIdentifier", "the identifier it was made for"),
                    ("disposeBag", "the cell's bag, replaced when it is reused"),
                    ("disposeBagForBinding", "the bag rx.items uses for a cell"),
                    ("prepareForReuse", "what happens before a cell is reused"),
                ],
                tables: ["CollectionViewCell"]),
            DocEntry(
                "IndexPath", .type, summary: "a row's place: IndexPath(row:section:), printed [section, row]",
                details:
                    "IndexPath(item:section:) is the collection view's spelling; row and item are the same number.",
                example: "let path = IndexPath(row: 2, section: 0)\nprint(path, path.row, path.section)"),
            DocEntry(
                "items", .method, summary: "binds a stream of arrays to a table's or collection's rows, in 3 forms",
                details: """
                    bind(to: table.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) { row, element, \
                    cell in … } configures a dequeued cell per row; bind(to: table.rx.items) { tableView, row, \
                    element in … return cell } makes each cell; bind(to: table.rx.items(dataSource: dataSource)) \
                    shows sections. drive(…) takes the same forms. Each element reloads the table on main; an error \
                    is a binding error; when the source completes the rows stay.
                    """,
                corners: [
                    "Binding a second live source to one table's items is two data sources: RxCocoa asserts, rxrepl warns.",
                    "modelSelected reads the model from the data source when the row is tapped, not when it was bound.",
                    "bind(to: table.rx.items) with no closure shows the rows without cells (rxrepl's shorthand).",
                ],
                example: """
                    let table = UITableView()
                    let rows = Driver.just(["x", "y"])
                    rows.drive(table.rx.items(cellIdentifier: "Cell")) { row, element, cell in
                        cell.textLabel?.text = "\\(row): \\(element)"
                    }
                    """,
                members: [
                    ("items", "the three binding forms: (cellIdentifier:cellType:), the closure form, (dataSource:)"),
                    ("itemSelected", "the index path of each row a person taps"),
                    ("itemDeselected", "the index path of each row a person deselects"),
                    ("modelSelected", "the model of each tapped row: modelSelected(T.self)"),
                    ("modelDeselected", "the model of each deselected row"),
                    ("modelDeleted", "the model of each row a person deletes"),
                    ("itemDeleted", "the index path of each row a person deletes"),
                    ("itemInserted", "the index path of each row a person inserts"),
                    ("itemMoved", "(sourceIndex:, destinationIndex:) of each row a person drags"),
                    ("itemAccessoryButtonTapped", "the index path of each accessory button tapped"),
                    ("willDisplayCell", "(cell:, indexPath:) as each cell comes on screen (collections: cell:, at:)"),
                    ("didEndDisplayingCell", "(cell:, indexPath:) as each cell leaves the screen"),
                    ("model", "model(at: indexPath): the model the data source shows there"),
                ],
                tables: ["Reactive<TableView>", "Reactive<CollectionView>"]),
            DocEntry(
                "SectionModel", .type, summary: "RxDataSources' section: SectionModel(model: header, items: [...])",
                details: "A section's model (its header, usually) and its items; prints as 'header > [items]'.",
                example:
                    "let section = SectionModel(model: \"First\", items: [1.0, 2.0])\nprint(section, section.items)",
                members: [
                    ("model", "the section's model"), ("items", "the section's items"),
                    ("identity", "the model, as RxDataSources identifies a section"),
                ],
                tables: ["SectionModel"]),
            DocEntry(
                "RxTableViewSectionedReloadDataSource", .type, aliases: ["RxCollectionViewSectionedReloadDataSource"],
                summary: "RxDataSources' data source: SectionModels, a configureCell closure, headers",
                details: """
                    RxTableViewSectionedReloadDataSource<SectionModel<String, T>>(configureCell: { dataSource, \
                    tableView, indexPath, element in … return cell }, titleForHeaderInSection: { dataSource, index in \
                    dataSource[index].model }), bound with items(dataSource:): each array of sections reloads the \
                    whole table. dataSource[indexPath] is an item, dataSource[section] a section.
                    """,
                corners: [
                    "Configure it completely before binding; RxDataSources asserts on changes after.",
                    "A person can delete or move rows only where canEditRowAtIndexPath: and canMoveRowAtIndexPath: "
                        + "say so; RxDataSources' default is nowhere.",
                ],
                example: """
                    let table = UITableView()
                    typealias Section = SectionModel<String, Int>
                    let dataSource = RxTableViewSectionedReloadDataSource<Section>(
                        configureCell: { _, tableView, indexPath, element in
                            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell")!
                            cell.textLabel?.text = "\\(element)"
                            return cell
                        })
                    let odd = SectionModel(model: "Odd", items: [1, 3])
                    let even = SectionModel(model: "Even", items: [2])
                    just([odd, even]).bind(to: table.rx.items(dataSource: dataSource))
                    print(dataSource[IndexPath(row: 1, section: 0)])
                    """,
                members: [
                    ("sectionModels", "the sections last bound"), ("model", "model(at: indexPath): an item"),
                    ("configureCell", "the closure that makes each cell"),
                    ("titleForHeaderInSection", "the closure that names each section's header"),
                ],
                tables: ["SectionedDataSource"]),
        ]
    }
}
