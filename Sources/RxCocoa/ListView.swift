import Foundation
import RxCore

/// What UIKit's `UITableView` and `UICollectionView` share: a data source asked for sections, rows and cells;
/// cells dequeued by reuse identifier and reused as UIKit reuses them; the selection; and the delegate and data
/// source calls RxCocoa's events come from (`didSelectRowAt`, `commit editingStyle`, `moveRowAt`, `willDisplay`…).
///
/// Every row is on screen (the virtual screen is as tall as the list). `reloadData()` puts the cells on screen in
/// the reuse queue and asks the data source for each row again; a dequeue takes the queued cell that last showed
/// the same row when it can, then the oldest queued one, then makes a new one, and prepares a reused cell for
/// reuse (which replaces its dispose bag). A cell is named after the row it shows (`table[2]`, or `table[1, 2]`
/// when there are several sections), and renamed when reuse moves it. Cells left in the queue keep their
/// bindings and their last name, as in UIKit.
open class ListView: ScrollView, @unchecked Sendable {
    /// A delegate or data source call that RxCocoa turns into an `rx` event.
    public enum Call: @unchecked Sendable {
        case didSelect(IndexPath)
        case didDeselect(IndexPath)
        case commitDelete(IndexPath)
        case commitInsert(IndexPath)
        case move(IndexPath, IndexPath)
        case accessoryButtonTapped(IndexPath)
        case willDisplay(ReusableCell, IndexPath)
        case didEndDisplaying(ReusableCell, IndexPath)
    }

    /// The data source, installed by an `items` binding (RxCocoa's data source proxy forwards to it).
    public private(set) var dataSource: ListDataSource?
    /// Whether a person's tap adds to the selection instead of replacing it.
    public var allowsMultipleSelection = false
    /// The selected index paths, in the order they were selected.
    public private(set) var indexPathsForSelectedItems: [IndexPath] = []

    private let calls = PublishSubject<Call>()
    private var registered: [String: Bool] = [:]
    private var reuseQueue: [ReusableCell] = []
    private var onScreen: [IndexPath: ReusableCell] = [:]
    private var lastShown: [ObjectIdentifier: IndexPath] = [:]
    private var building: IndexPath?
    private var madeCells = 0

    /// The delegate and data source calls, as they happen.
    public var delegateCalls: Observable<Call> { calls.asObservable() }

    /// Sends a call: first to the delegate the script set (`deliver`), then to the `rx` events, as RxCocoa's
    /// proxy forwards a message before its `methodInvoked` observers see it.
    private func send(_ call: Call) {
        deliver(call)
        calls.onNext(call)
    }

    /// Hands a call to the delegate a script set, if any (a table's `tableView(_:didSelectRowAt:)`).
    open func deliver(_ call: Call) {}

    /// Called after every reload, once the cells are on screen (a table asks its delegate for row heights).
    open func didReload() {}

    /// Makes a cell for `identifier` (a table's cell has a style; a collection's has none).
    open func makeCell(name: String, reuseIdentifier: String, registered: Bool) -> ReusableCell {
        CollectionViewCell(name: name, screen: screen, reuseIdentifier: reuseIdentifier)
    }

    /// Registers a cell class for `identifier` (`register(_:forCellReuseIdentifier:)`).
    public func register(reuseIdentifier: String) {
        registered[reuseIdentifier] = true
    }

    /// Installs `dataSource` (replacing any earlier one) without reloading.
    public func install(_ dataSource: ListDataSource) {
        self.dataSource = dataSource
    }

    /// A cell for `identifier`: one from the reuse queue (prepared for reuse) or a new one.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath? = nil) -> ReusableCell
    {
        let wanted = indexPath ?? building
        let candidates = reuseQueue.indices.filter { reuseQueue[$0].reuseIdentifier == identifier }
        let index =
            candidates.first { wanted != nil && lastShown[ObjectIdentifier(reuseQueue[$0])] == wanted }
            ?? candidates.first
        if let index {
            let cell = reuseQueue.remove(at: index)
            cell.prepareForReuse()
            if let wanted { cell.rename(showing: cellName(for: wanted)) }
            return cell
        }
        let cell = makeCell(
            name: cellName(for: wanted ?? IndexPath(row: madeCells, section: 0)), reuseIdentifier: identifier,
            registered: registered[identifier] ?? false)
        cell.container = self
        madeCells += 1
        return cell
    }

    /// `table[2]` in a list of one section, `table[1, 2]` (the index path) in a list of several.
    private func cellName(for indexPath: IndexPath) -> String {
        let sectioned = indexPath.section > 0 || (dataSource?.numberOfSections ?? 1) > 1
        return sectioned ? "\(name)\(indexPath)" : "\(name)[\(indexPath.row)]"
    }

    /// Asks the data source for everything again: every cell on screen goes to the reuse queue (its
    /// `didEndDisplaying` call), then each row's cell is asked for and shown (`willDisplay`). The selection is
    /// cleared, as UIKit's `reloadData` clears it.
    public func reloadData() {
        let leaving = onScreen.sorted { $0.key < $1.key }
        onScreen = [:]
        indexPathsForSelectedItems = []
        for (indexPath, cell) in leaving {
            cell.indexPath = nil
            reuseQueue.append(cell)
            send(.didEndDisplaying(cell, indexPath))
        }
        guard let dataSource else { return didReload() }
        for section in 0..<dataSource.numberOfSections {
            for row in 0..<dataSource.numberOfItems(inSection: section) {
                let indexPath = IndexPath(row: row, section: section)
                building = indexPath
                let made = dataSource.cell(for: self, at: indexPath)
                building = nil
                guard let cell = made else { continue }
                show(cell, at: indexPath)
            }
        }
        didReload()
    }

    /// Asks the data source again for the cells of `indexPaths` that are on screen (`reloadRows(at:with:)`): each
    /// one's cell goes to the reuse queue and the new one is shown; the other rows and the selection stay.
    public func reloadItems(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths.sorted() {
            guard let old = onScreen.removeValue(forKey: indexPath) else { continue }
            old.indexPath = nil
            reuseQueue.append(old)
            send(.didEndDisplaying(old, indexPath))
            building = indexPath
            let made = dataSource.cell(for: self, at: indexPath)
            building = nil
            guard let cell = made else { continue }
            show(cell, at: indexPath)
        }
        didReload()
    }

    private func show(_ cell: ReusableCell, at indexPath: IndexPath) {
        reuseQueue.removeAll { $0 === cell }
        cell.container = self
        cell.rename(showing: cellName(for: indexPath))
        cell.indexPath = indexPath
        onScreen[indexPath] = cell
        lastShown[ObjectIdentifier(cell)] = indexPath
        send(.willDisplay(cell, indexPath))
    }

    /// Takes the next element of an `items` binding: installs `dataSource` when it is not the one in place, gives
    /// it the element, and reloads.
    public func show(_ element: Any?, with dataSource: ListDataSource) {
        if self.dataSource !== dataSource { self.dataSource = dataSource }
        dataSource.take(element)
        reloadData()
    }

    /// The cells on screen, in index path order.
    public var visibleCells: [ReusableCell] { onScreen.sorted { $0.key < $1.key }.map(\.value) }

    /// The index paths on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] { onScreen.keys.sorted() }

    /// The cell on screen at `indexPath` (nil when the row is not there).
    public func cell(at indexPath: IndexPath) -> ReusableCell? { onScreen[indexPath] }

    /// The index path a cell on screen shows.
    public func indexPath(for cell: ReusableCell) -> IndexPath? { onScreen.first { $0.value === cell }?.key }

    /// The sections, as the data source says.
    public var numberOfSections: Int { dataSource?.numberOfSections ?? 1 }

    /// The rows in `section`, as the data source says.
    public func numberOfItems(inSection section: Int) -> Int { dataSource?.numberOfItems(inSection: section) ?? 0 }

    /// The header title of `section`, when the data source gives one.
    public func titleForHeader(inSection section: Int) -> String? { dataSource?.titleForHeader(inSection: section) }

    /// The model at `indexPath` (RxCocoa's `rx.model(at:)`).
    public func model(at indexPath: IndexPath) throws -> Any? {
        guard let dataSource else { throw ItemsNotYetBound(indexPath: indexPath) }
        return try dataSource.model(at: indexPath)
    }

    /// True when `indexPath` is a row of the list.
    public func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.section >= 0 && indexPath.section < numberOfSections && indexPath.row >= 0
            && indexPath.row < numberOfItems(inSection: indexPath.section)
    }

    // MARK: - Selection by code (no delegate calls, as in UIKit)

    /// Selects a row from code (`selectRow(at:animated:scrollPosition:)`): no delegate call, so no `itemSelected`.
    public func selectItem(at indexPath: IndexPath?) {
        guard let indexPath else {
            indexPathsForSelectedItems = []
            return
        }
        guard contains(indexPath) else { return }
        if !allowsMultipleSelection { indexPathsForSelectedItems = [] }
        if !indexPathsForSelectedItems.contains(indexPath) { indexPathsForSelectedItems.append(indexPath) }
    }

    /// Deselects a row from code (`deselectRow(at:animated:)`): no delegate call, so no `itemDeselected`.
    public func deselectItem(at indexPath: IndexPath) {
        indexPathsForSelectedItems.removeAll { $0 == indexPath }
    }

    // MARK: - A person's actions (they reach the delegate and data source, as UIKit sends them)

    /// A person taps a row: in single selection the selected row is deselected first (`didDeselectRowAt`),
    /// then `didSelectRowAt`. A row that is not there cannot be tapped.
    public func tap(_ indexPath: IndexPath) {
        guard contains(indexPath) else { return }
        if !allowsMultipleSelection {
            for selected in indexPathsForSelectedItems where selected != indexPath {
                indexPathsForSelectedItems.removeAll { $0 == selected }
                send(.didDeselect(selected))
            }
        } else if indexPathsForSelectedItems.contains(indexPath) {
            return untap(indexPath)
        }
        if !indexPathsForSelectedItems.contains(indexPath) { indexPathsForSelectedItems.append(indexPath) }
        send(.didSelect(indexPath))
    }

    /// A person deselects a selected row (`didDeselectRowAt`); a row that is not selected is left alone.
    public func untap(_ indexPath: IndexPath) {
        guard indexPathsForSelectedItems.contains(indexPath) else { return }
        indexPathsForSelectedItems.removeAll { $0 == indexPath }
        send(.didDeselect(indexPath))
    }

    /// A person deletes a row (swipe, Delete): the data source's `commit(.delete, forRowAt:)`. The list does not
    /// remove the row; the code that owns the items must (RxCocoa's `itemDeleted`). A row the data source says
    /// cannot be edited offers no Delete, so nothing happens.
    public func delete(_ indexPath: IndexPath) {
        guard contains(indexPath), dataSource?.canEditItem(at: indexPath) ?? false else { return }
        send(.commitDelete(indexPath))
    }

    /// A person taps the insert control of a row: the data source's `commit(.insert, forRowAt:)`.
    public func insert(_ indexPath: IndexPath) {
        guard contains(indexPath), dataSource?.canEditItem(at: indexPath) ?? false else { return }
        send(.commitInsert(indexPath))
    }

    /// A person drags a row to another place: the data source's `moveRowAt:to:`; the model must follow. A row the
    /// data source says cannot move has no handle to drag.
    public func move(from source: IndexPath, to destination: IndexPath) {
        guard contains(source), contains(destination), dataSource?.canMoveItem(at: source) ?? false else { return }
        send(.move(source, destination))
    }

    /// A person taps a row's accessory button (`accessoryButtonTappedForRowWith`).
    public func tapAccessory(_ indexPath: IndexPath) {
        guard contains(indexPath) else { return }
        send(.accessoryButtonTapped(indexPath))
    }
}
