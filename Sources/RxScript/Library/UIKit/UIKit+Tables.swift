import RxCocoa
import RxCore

extension Builtins {
    /// Tables and collections as RxCocoa binds them: cells, index paths, the three `items` forms, selections.
    @_optimize(none) static func registerUIKitTables(
        _ registry: HostRegistry, observable: HostType, context: ScriptContext
    ) {
        let screen = context.runtime.screen!
        var counter = 0
        /// A view named `name:` when given; otherwise `tableView1`… until a variable names it.
        func make<View: VirtualView>(_ kind: String, name: Value, _ build: (String) -> View) -> Value {
            if case .string(let chosen) = name { return .object(ViewObject.wrap(build(chosen))) }
            counter += 1
            let view = build(kind.prefix(1).lowercased() + kind.dropFirst() + String(counter))
            view.markUnnamed()
            return .object(ViewObject.wrap(view))
        }
        let name = HostParameter<Value>.value("name", default: .nil)
        for type in ["TableView", "UITableView"] {
            registry.namespace(type).constructor("init", name) { name in
                make("TableView", name: name) { TableView(name: $0, screen: screen) }
            }
        }
        for type in ["CollectionView", "UICollectionView"] {
            registry.namespace(type).constructor("init", name) { name in
                make("CollectionView", name: name) { CollectionView(name: $0, screen: screen) }
            }
        }
        // UIKit's designated initializers: the frame is kept, the style and layout are accepted (one look here).
        let frame = HostParameter<Value>.matching("frame", expected: "a CGRect") {
            UIKitValues.rect($0) != nil ? $0 : nil
        }
        func framed(_ made: Value, _ frame: Value) -> Value {
            if case .object(let object as ViewObject) = made, let rect = UIKitValues.rect(frame), rect != .zero {
                object.view.frame = rect
            }
            return made
        }
        registry.namespace("UITableView").constructor("init", frame, .value("style")) { frame, _ in
            framed(make("TableView", name: .nil) { TableView(name: $0, screen: screen) }, frame)
        }
        registry.namespace("UITableView").constructor("init", frame) { frame in
            framed(make("TableView", name: .nil) { TableView(name: $0, screen: screen) }, frame)
        }
        registry.namespace("UICollectionView").constructor("init", frame, .value("collectionViewLayout")) {
            frame, _ in framed(make("CollectionView", name: .nil) { CollectionView(name: $0, screen: screen) }, frame)
        }
        for label in ["row", "item"] {
            registry.namespace("IndexPath").constructor("init", .int(label), .int("section")) { row, section in
                .object(NativeObject(RxCocoa.IndexPath(row: row, section: section)))
            }
        }
        registerTableCells(registry, context: context) { kind, name, build in make(kind, name: name, build) }
        registerListMembers(registry)
        registerListReactive(registry, context: context)
        registerSectionedDataSources(registry, context: context)
    }

    /// What tables and collections share: dequeuing, reloading, the rows on screen, selection by code, and a
    /// person's taps, deletes, moves and accessory taps.
    @_optimize(none) private static func registerListMembers(_ registry: HostRegistry) {
        let anyView = registry.type(for: ViewObject.self, name: "View")
        // Tables and collections are scroll views (`contentOffset`, `scroll(to:)`, `rx.contentOffset`).
        let scroll = registry.type(for: ScrollViewObject.self, name: "ScrollView", parent: anyView)
        let table = registry.type(for: TableViewObject.self, name: "TableView", parent: scroll)
        let collection = registry.type(for: CollectionViewObject.self, name: "CollectionView", parent: scroll)
        func cells(_ cells: [ReusableCell]) -> Value { .array(cells.map { .object(ViewObject.wrap($0)) }) }
        func path(_ indexPath: RxCocoa.IndexPath?) -> Value { indexPath.map { .object(NativeObject($0)) } ?? .nil }
        let animated = HostParameter<Value>.value("animated", default: .bool(true))

        for (type, noun) in [(table, "Row"), (collection, "Item")] {
            type.action("reloadData", on: ListView.self) { list in list.reloadData() }
            type.property("visibleCells") { receiver in cells(try view(receiver, as: ListView.self).visibleCells) }
            type.property("numberOfSections") { receiver in
                .int(try view(receiver, as: ListView.self).numberOfSections)
            }
            type.method("numberOf\(noun)s", .int("inSection"), on: ViewObject.self) { object, section in
                .int(try view(.object(object), as: ListView.self).numberOfItems(inSection: section))
            }
            type.method("cellFor\(noun)", .indexPath("at"), on: ViewObject.self) { object, indexPath in
                try view(.object(object), as: ListView.self).cell(at: indexPath).map { .object(ViewObject.wrap($0)) }
                    ?? .nil
            }
            type.method("indexPath", .value("for"), on: ViewObject.self) { object, cell in
                guard case .object(let cell as ViewObject) = cell, let cell = cell.view as? ReusableCell else {
                    return .nil
                }
                return path(try view(.object(object), as: ListView.self).indexPath(for: cell))
            }
            type.property("indexPathsForSelected\(noun)s") { receiver in
                .array(try view(receiver, as: ListView.self).indexPathsForSelectedItems.map { path($0) })
            }
            type.property(
                "allowsMultipleSelection",
                get: { receiver in .bool(try view(receiver, as: ListView.self).allowsMultipleSelection) },
                set: { receiver, value in
                    try view(receiver, as: ListView.self).allowsMultipleSelection = value == .bool(true)
                })
            type.action(
                "select\(noun)", .value("at"), animated, .value("scrollPosition", default: .nil), on: ListView.self
            ) { list, indexPath, _, _ in
                guard case .object(let object as NativeObject) = indexPath else { return list.selectItem(at: nil) }
                list.selectItem(at: object.value as? RxCocoa.IndexPath)
            }
            type.action("deselect\(noun)", .indexPath("at"), animated, on: ListView.self) { list, indexPath, _ in
                list.deselectItem(at: indexPath)
            }
            // A person's actions.
            let lower = noun.lowercased()
            type.action("select", .int(lower), .int("section", default: 0), on: ListView.self) { list, row, section in
                list.tap(RxCocoa.IndexPath(row: row, section: section))
            }
            type.action("deselect", .int(lower), .int("section", default: 0), on: ListView.self) {
                list, row, section in list.untap(RxCocoa.IndexPath(row: row, section: section))
            }
        }
        table.action("delete", .int("row"), .int("section", default: 0), on: TableView.self) { table, row, section in
            table.delete(RxCocoa.IndexPath(row: row, section: section))
        }
        table.action("insert", .int("row"), .int("section", default: 0), on: TableView.self) { table, row, section in
            table.insert(RxCocoa.IndexPath(row: row, section: section))
        }
        table.action("move", .row("from"), .row("to"), on: TableView.self) { table, source, destination in
            table.move(from: source, to: destination)
        }
        table.action("tapAccessory", .int("row"), .int("section", default: 0), on: TableView.self) {
            table, row, section in table.tapAccessory(RxCocoa.IndexPath(row: row, section: section))
        }
        table.property("indexPathForSelectedRow") { receiver in
            path(try view(receiver, as: TableView.self).indexPathForSelectedRow)
        }
        table.property("indexPathsForVisibleRows") { receiver in
            .array(try view(receiver, as: TableView.self).indexPathsForVisibleItems.map { path($0) })
        }
        // UITableView.ScrollPosition and RowAnimation: a virtual screen neither scrolls nor animates.
        for name in ["top", "middle", "bottom", "automatic", "fade"] {
            registry.implicitMembers.property(name) { _ in .object(EnumCaseObject("UITableView", name)) }
        }
        table.action("reloadRows", .array("at"), .value("with", default: .nil), on: TableView.self) {
            table, paths, _ in
            table.reloadItems(
                at: paths.compactMap { path in
                    guard case .object(let object as NativeObject) = path else { return nil }
                    return object.value as? RxCocoa.IndexPath
                })
        }
        table.action("setEditing", .bool(), animated, on: TableView.self) { table, editing, _ in
            table.isEditing = editing
        }
        table.action("register", .value(), .string("forCellReuseIdentifier"), on: TableView.self) {
            table, _, identifier in table.register(forCellReuseIdentifier: identifier)
        }
        collection.action("register", .value(), .string("forCellWithReuseIdentifier"), on: CollectionView.self) {
            collection, _, identifier in collection.register(reuseIdentifier: identifier)
        }
        table.method("dequeueReusableCell", .string("withIdentifier"), on: ViewObject.self) { object, identifier in
            .object(
                ViewObject.wrap(
                    try view(.object(object), as: TableView.self).dequeueReusableCell(withIdentifier: identifier)))
        }
        table.method("dequeueReusableCell", .string("withIdentifier"), .indexPath("for"), on: ViewObject.self) {
            object, identifier, indexPath in
            let table = try view(.object(object), as: TableView.self)
            return .object(ViewObject.wrap(table.dequeueReusableCell(withIdentifier: identifier, for: indexPath)))
        }
        collection.method(
            "dequeueReusableCell", .string("withReuseIdentifier"), .indexPath("for"), on: ViewObject.self
        ) { object, identifier, indexPath in
            let collection = try view(.object(object), as: CollectionView.self)
            return .object(ViewObject.wrap(collection.dequeueReusableCell(withIdentifier: identifier, for: indexPath)))
        }
    }
}

extension ScriptContext {
    /// `body`'s value, or nil after reporting its error (as `guarded` does).
    func guardedValue<T>(_ body: () throws -> T) -> T? {
        do {
            return try body()
        } catch {
            reportError(error)
            return nil
        }
    }
}
