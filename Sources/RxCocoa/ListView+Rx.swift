import RxCore

/// RxCocoa's `ItemMovedEvent`.
public typealias ItemMovedEvent = (sourceIndex: IndexPath, destinationIndex: IndexPath)
/// RxCocoa's `WillDisplayCellEvent` and `DidEndDisplayingCellEvent`.
public typealias DisplayCellEvent = (cell: ReusableCell, indexPath: IndexPath)

extension ListView {
    /// The property an `items` binding writes and traces (`table.rows`, `collection.items`).
    public var itemsProperty: String { self is TableView ? "rows" : "items" }
}

extension Reactive where Base: ListView {
    /// Binds each element through `dataSource` (RxCocoa's `items(dataSource:)`): on main, the data source takes
    /// the element and the list reloads. The data source stays in place when the source completes, so the rows
    /// and their models remain, as RxCocoa keeps the binding alive past completion (`concat(never())`).
    public func items(dataSource: ListDataSource) -> Binder<[Any?]> {
        let property = base.itemsProperty
        return Binder(base, property: property) { list, element in
            list.setValue(element, for: property)
            list.show(element, with: dataSource)
        }
    }

    /// `items { tableView, row, element in … return cell }`: an array's elements as the rows of one section, each
    /// cell made by `cellFactory`.
    public func items(cellFactory: @escaping (ListView, Int, Any?) -> ReusableCell?) -> Binder<[Any?]> {
        items(dataSource: ArrayDataSource(cellFactory: cellFactory))
    }

    /// `items(cellIdentifier:cellType:)`: each row's cell is dequeued with `cellIdentifier` for its index path
    /// and configured by `configure(row, element, cell)`.
    public func items(
        cellIdentifier: String, configure: @escaping (Int, Any?, ReusableCell) -> Void
    ) -> Binder<[Any?]> {
        items { list, row, element in
            let cell = list.dequeueReusableCell(withIdentifier: cellIdentifier, for: IndexPath(item: row, section: 0))
            configure(row, element, cell)
            return cell
        }
    }

    private func event<T>(_ pick: @escaping (ListView.Call) -> T?) -> ControlEvent<T> {
        ControlEvent(
            events: base.delegateCalls.compactMap(pick).take(until: base.deallocated),
            scheduler: base.screen.subscriptionScheduler)
    }

    /// `didSelectRowAt` (`didSelectItemAt`): the index path a person tapped.
    public var itemSelected: ControlEvent<IndexPath> {
        event { if case .didSelect(let path) = $0 { path } else { nil } }
    }

    /// `didDeselectRowAt`: the index path a person deselected (or that a tap on another row deselected).
    public var itemDeselected: ControlEvent<IndexPath> {
        event { if case .didDeselect(let path) = $0 { path } else { nil } }
    }

    /// `commit(.delete, forRowAt:)`: the index path a person deleted; the items must change to remove it.
    public var itemDeleted: ControlEvent<IndexPath> {
        event { if case .commitDelete(let path) = $0 { path } else { nil } }
    }

    /// `commit(.insert, forRowAt:)`.
    public var itemInserted: ControlEvent<IndexPath> {
        event { if case .commitInsert(let path) = $0 { path } else { nil } }
    }

    /// `moveRowAt:to:`: where a person dragged a row from and to.
    public var itemMoved: ControlEvent<ItemMovedEvent> {
        event { if case .move(let from, let to) = $0 { (sourceIndex: from, destinationIndex: to) } else { nil } }
    }

    /// `accessoryButtonTappedForRowWith`.
    public var itemAccessoryButtonTapped: ControlEvent<IndexPath> {
        event { if case .accessoryButtonTapped(let path) = $0 { path } else { nil } }
    }

    /// `willDisplay cell, forRowAt`: each cell as it comes on screen.
    public var willDisplayCell: ControlEvent<DisplayCellEvent> {
        event { if case .willDisplay(let cell, let path) = $0 { (cell: cell, indexPath: path) } else { nil } }
    }

    /// `didEndDisplaying cell, forRowAt`: each cell as it leaves the screen.
    public var didEndDisplayingCell: ControlEvent<DisplayCellEvent> {
        event { if case .didEndDisplaying(let cell, let path) = $0 { (cell: cell, indexPath: path) } else { nil } }
    }

    /// The model at each index path `indexPaths` emits, read from the data source when it is emitted
    /// (RxCocoa's `flatMap { try view.rx.model(at: $0) }`; a missing model is an error, as RxCocoa throws).
    private func models(_ indexPaths: ControlEvent<IndexPath>) -> ControlEvent<Any?> {
        weak let list = base
        let models = indexPaths.asObservable().flatMap { indexPath -> Observable<Any?> in
            guard let list else { return .empty() }
            return .just(try list.model(at: indexPath))
        }
        return ControlEvent(events: models, scheduler: base.screen.subscriptionScheduler)
    }

    /// The model of each row a person taps (`modelSelected(T.self)`).
    public var modelSelected: ControlEvent<Any?> { models(itemSelected) }

    /// The model of each row a person deselects.
    public var modelDeselected: ControlEvent<Any?> { models(itemDeselected) }

    /// The model of each row a person deletes (read before the items change).
    public var modelDeleted: ControlEvent<Any?> { models(itemDeleted) }
}

extension Reactive where Base: TableView {
    /// rxrepl's shorthand: binding an array shows it as the rows, with no cells.
    public var items: Binder<[Any?]> {
        Binder(base, property: "rows") { table, models in table.reload(models) }
    }
}
