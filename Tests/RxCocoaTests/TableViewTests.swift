import Foundation
import RxCocoa
import RxCore
import XCTest

/// UITableView's behaviour as RxCocoa's bindings see it: the data source, reuse, selection, a person's actions.
final class TableViewTests: XCTestCase {
    private func table(_ env: VirtualScreen) -> TableView { TableView(name: "table", screen: env.screen) }

    /// Binds `models` through the cellIdentifier form, labelling each cell with its element.
    private func bind(_ models: Observable<[Any?]>, to table: TableView) -> Disposable {
        models.subscribe(
            table.rx.items(cellIdentifier: "Cell") { _, element, cell in
                (cell as? TableViewCell)?.textLabel.text = element as? String
            })
    }

    private func texts(_ table: TableView) -> [String?] { table.visibleTableCells.map(\.textLabel.text) }

    func testEachElementReloadsTheRowsAndReusesTheCellsOnScreen() {
        let env = VirtualScreen()
        let table = table(env)
        let rows = PublishSubject<[Any?]>()
        _ = bind(rows.asObservable(), to: table)
        rows.onNext(["a", "b"])
        env.scheduler.start()
        let first = table.visibleCells
        XCTAssertEqual(texts(table), ["a", "b"])
        rows.onNext(["c", "d", "e"])
        env.scheduler.start()
        XCTAssertEqual(texts(table), ["c", "d", "e"])
        XCTAssertTrue(table.visibleCells[0] === first[0] && table.visibleCells[1] === first[1], "cells are reused")
        XCTAssertEqual(table.visibleCells.map(\.name), ["table[0]", "table[1]", "table[2]"])
        XCTAssertEqual(table.numberOfSections, 1)
        XCTAssertEqual(table.numberOfItems(inSection: 0), 3)
    }

    func testReuseGivesACellAFreshBagAndAQueuedCellKeepsItsBindings() {
        let env = VirtualScreen()
        let table = table(env)
        let rows = PublishSubject<[Any?]>()
        var disposed: [String] = []
        _ = rows.subscribe(
            table.rx.items(cellIdentifier: "Cell") { _, element, cell in
                let name = element as? String ?? ""
                Disposables.create { disposed.append(name) }.disposed(by: cell.disposeBag)
            })
        rows.onNext(["a", "b"])
        env.scheduler.start()
        rows.onNext(["c"])
        env.scheduler.start()
        XCTAssertEqual(disposed, ["a"], "the reused cell's bag is replaced; the queued one keeps b's binding")
        rows.onNext(["d", "e"])
        env.scheduler.start()
        XCTAssertEqual(disposed, ["a", "c", "b"])
    }

    func testModelSelectedReadsTheModelWhenTheRowIsTapped() {
        let env = VirtualScreen()
        let table = table(env)
        let rows = BehaviorSubject<[Any?]>(value: ["a", "b"])
        _ = bind(rows.asObservable(), to: table)
        var selected: [String] = []
        var models: [String] = []
        _ = table.rx.itemSelected.subscribe(onNext: { selected.append($0.description) })
        _ = table.rx.modelSelected.subscribe(onNext: { models.append($0 as? String ?? "?") })
        env.scheduler.start()
        table.select(row: 1)
        rows.onNext(["x", "y"])
        env.scheduler.start()
        table.select(row: 1)
        table.select(row: 5)
        XCTAssertEqual(selected, ["[0, 1]", "[0, 1]"], "a row that is not there cannot be tapped")
        XCTAssertEqual(models, ["b", "y"])
    }

    func testATapOnAnotherRowDeselectsTheSelectedOneFirstAndCodeSendsNoEvents() {
        let env = VirtualScreen()
        let table = table(env)
        _ = bind(.just(["a", "b", "c"]), to: table)
        var calls: [String] = []
        _ = table.rx.itemSelected.subscribe(onNext: { calls.append("select \($0)") })
        _ = table.rx.itemDeselected.subscribe(onNext: { calls.append("deselect \($0)") })
        env.scheduler.start()
        table.select(row: 0)
        table.select(row: 2)
        table.selectItem(at: IndexPath(row: 1, section: 0))
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        table.deselectItem(at: IndexPath(row: 1, section: 0))
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertEqual(calls, ["select [0, 0]", "deselect [0, 0]", "select [0, 2]"])
        table.select(row: 1)
        table.reloadData()
        XCTAssertEqual(table.indexPathsForSelectedItems, [], "reloadData clears the selection")
    }

    func testEditingEventsReachTheDataSourceAndTheTableKeepsItsRows() {
        let env = VirtualScreen()
        let table = table(env)
        _ = bind(.just(["a", "b"]), to: table)
        var events: [String] = []
        _ = table.rx.itemDeleted.subscribe(onNext: { events.append("deleted \($0)") })
        _ = table.rx.itemInserted.subscribe(onNext: { events.append("inserted \($0)") })
        _ = table.rx.itemMoved.subscribe(onNext: { events.append("moved \($0.sourceIndex) \($0.destinationIndex)") })
        _ = table.rx.itemAccessoryButtonTapped.subscribe(onNext: { events.append("accessory \($0)") })
        _ = table.rx.modelDeleted.subscribe(onNext: { events.append("model \($0 as? String ?? "?")") })
        env.scheduler.start()
        table.delete(IndexPath(row: 1, section: 0))
        table.insert(IndexPath(row: 0, section: 0))
        table.move(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        table.tapAccessory(IndexPath(row: 0, section: 0))
        XCTAssertEqual(
            events, ["deleted [0, 1]", "model b", "inserted [0, 0]", "moved [0, 0] [0, 1]", "accessory [0, 0]"])
        XCTAssertEqual(texts(table), ["a", "b"], "the table does not remove a deleted row itself")
    }

    func testDisplayEventsFollowEachReload() {
        let env = VirtualScreen()
        let table = table(env)
        let rows = PublishSubject<[Any?]>()
        _ = bind(rows.asObservable(), to: table)
        var events: [String] = []
        _ = table.rx.willDisplayCell.subscribe(onNext: { events.append("will \($0.indexPath) \($0.cell.name)") })
        _ = table.rx.didEndDisplayingCell.subscribe(onNext: { events.append("end \($0.indexPath)") })
        env.scheduler.start()
        rows.onNext(["a"])
        env.scheduler.start()
        rows.onNext(["b", "c"])
        env.scheduler.start()
        XCTAssertEqual(events, ["will [0, 0] table[0]", "end [0, 0]", "will [0, 0] table[0]", "will [0, 1] table[1]"])
    }

    func testTheSectionedDataSourceShowsSectionsAndNamesCellsByIndexPath() {
        let env = VirtualScreen()
        let table = table(env)
        let dataSource = SectionedDataSource(
            configureCell: { _, list, indexPath, item in
                let cell = list.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                (cell as? TableViewCell)?.textLabel.text = "\(item ?? "")"
                return cell
            },
            titleForHeaderInSection: { dataSource, section in dataSource[section: section]?.model as? String })
        let sections: [Any?] = [
            SectionModel(model: "A", items: [1, 2]), SectionModel(model: "B", items: [3]),
        ]
        _ = Observable.just(sections).subscribe(table.rx.items(dataSource: dataSource))
        env.scheduler.start()
        XCTAssertEqual(texts(table), ["1", "2", "3"])
        XCTAssertEqual(table.visibleCells.map(\.name), ["table[0, 0]", "table[0, 1]", "table[1, 0]"])
        XCTAssertEqual(table.titleForHeader(inSection: 1), "B")
        XCTAssertEqual(try table.model(at: IndexPath(row: 0, section: 1)) as? Int, 3)
        XCTAssertThrowsError(try table.model(at: IndexPath(row: 5, section: 1)))
    }

    func testCellStylesAndRegistration() {
        let env = VirtualScreen()
        let table = table(env)
        table.register(forCellReuseIdentifier: "Plain")
        let plain = table.dequeueReusableCell(withIdentifier: "Plain") as? TableViewCell
        let prototype = table.dequeueReusableCell(withIdentifier: "Prototype") as? TableViewCell
        XCTAssertEqual(plain?.style, .default)
        XCTAssertNil(plain?.detailTextLabel, "a registered class's cells have the .default style")
        XCTAssertNotNil(prototype?.detailTextLabel, "a prototype cell stands for a storyboard's, with both labels")
        XCTAssertEqual(prototype?.reuseIdentifier, "Prototype")
    }

    func testASecondLiveItemsBindingIsWarnedAbout() {
        let env = VirtualScreen()
        let table = table(env)
        let first = env.tracer.subscribe(
            Observable<[Any?]>.never(), expression: "never",
            willSubscribe: { env.screen.attach($0, to: BindingTarget(view: table, property: "rows")) })
        let second = env.tracer.subscribe(
            Observable<[Any?]>.never(), expression: "never",
            willSubscribe: { env.screen.attach($0, to: BindingTarget(view: table, property: "rows")) })
        XCTAssertEqual(env.warnings.map(\.kind), [.twoSources])
        XCTAssertTrue(env.warnings.first?.message.contains("second data source") ?? false, "\(env.warnings)")
        first.dispose()
        second.dispose()
    }

    func testACollectionViewBindsItemsAndSelects() {
        let env = VirtualScreen()
        let collection = CollectionView(name: "grid", screen: env.screen)
        var models: [Int] = []
        _ = Observable<[Any?]>.just([1, 2, 3]).subscribe(collection.rx.items(cellIdentifier: "Cell") { _, _, _ in })
        _ = collection.rx.modelSelected.subscribe(onNext: { models.append($0 as? Int ?? -1) })
        env.scheduler.start()
        collection.select(item: 2)
        XCTAssertEqual(models, [3])
        XCTAssertTrue(collection.visibleCells.allSatisfy { $0 is CollectionViewCell })
        XCTAssertEqual(collection.cell(at: IndexPath(item: 1, section: 0))?.name, "grid[1]")
    }
}
