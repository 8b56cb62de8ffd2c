import XCTest

@testable import RxScript

/// What the tables' fixtures cannot say: errors reported from inside a binding's callbacks, where the run goes on.
final class TablesTests: XCTestCase {
    func testAModelOfAnotherTypeIsReportedWhereModelSelectedAsksForIt() {
        let output = VirtualTimeHarness().run(
            """
            let table = UITableView()
            just(["a"]).bind(to: table.rx.items)
            table.rx.modelSelected(Int.self).subscribe(onNext: { print("int", $0) })
            table.rx.modelSelected(String.self).subscribe(onNext: { print("string", $0) })
            table.select(row: 0)
            """)
        XCTAssertTrue(
            output.contains(
                "test.rx:3:1: error: the tapped row's model is 'String', not 'Int' (RxCocoa stops the app here); "
                    + "ask for the type the items hold: modelSelected(String.self)"), output)
        XCTAssertTrue(output.contains("string a"), output)
        XCTAssertFalse(output.contains("int a"), output)
    }

    func testACellFactoryThatReturnsNoCellPointsAtItsClosure() {
        let output = VirtualTimeHarness().run(
            """
            let table = UITableView()
            just([1]).bind(to: table.rx.items) { tableView, row, element in
                element
            }
            print(table.visibleCells.count)
            """)
        XCTAssertTrue(
            output.contains("test.rx:2:36: error: the items closure must return a cell, got 'Int'"), output)
        XCTAssertTrue(output.contains("\n0"), output)
    }
}
