import RxCocoa
import RxCore
import XCTest

/// RxCocoa's delegate proxies (DelegateProxyTest): forwarding, observing `Void` methods, installing a forward
/// delegate over one already set.
final class DelegateProxyTests: XCTestCase {
    private final class Delegate {
        var log: [String] = []
    }

    private func performer() -> MessagePerformer {
        MessagePerformer(
            responds: { _, selector in selector == TableView.didSelectRowAt || selector == TableView.heightForRowAt },
            perform: { object, selector, arguments in
                (object as! Delegate).log.append("\(selector) \(arguments[1])")
                return selector == TableView.heightForRowAt ? 60.0 : nil
            })
    }

    func testTheProxyEmitsVoidMessagesAroundTheForwardDelegatesMethod() throws {
        let env = VirtualScreen()
        let table = TableView(name: "table", screen: env.screen)
        let delegate = Delegate()
        let installed = try table.installForwardDelegate(delegate, retainDelegate: false, performer: performer())
        var stages: [String] = []
        _ = table.delegateProxy().sentMessage(TableView.didSelectRowAt).subscribe(onNext: { _ in stages.append("sent") }
        )
        _ = table.delegateProxy().methodInvoked(TableView.didSelectRowAt).subscribe(onNext: { _ in
            stages.append("invoked \(delegate.log.count)")
        })
        table.reload(["a", "b"])
        table.select(row: 1)
        XCTAssertEqual(stages, ["sent", "invoked 3"])
        XCTAssertEqual(
            delegate.log,
            [
                "tableView:heightForRowAt: [0, 0]", "tableView:heightForRowAt: [0, 1]",
                "tableView:didSelectRowAt: [0, 1]",
            ])
        XCTAssertEqual(table.layOutRows(), [60, 60])
        installed.dispose()
        XCTAssertNil(table.delegateProxy().forwardToDelegate)
        XCTAssertEqual(table.layOutRows(), [TableView.defaultRowHeight, TableView.defaultRowHeight])
    }

    func testTheProxyTakesTheSlotAndForwardsToWhatWasThere() {
        let env = VirtualScreen()
        let table = TableView(name: "table", screen: env.screen)
        let delegate = Delegate()
        table.setCurrentDelegate(delegate, performer: performer())
        let proxy = table.delegateProxy()
        XCTAssertTrue(table.currentDelegate() === proxy)
        XCTAssertTrue(proxy.forwardToDelegate === delegate)
        XCTAssertEqual(String(describing: proxy), "RxTableViewDelegateProxy")
        XCTAssertThrowsError(try table.installForwardDelegate(delegate, retainDelegate: false, performer: performer()))
    }

    func testADelegateSetDirectlyIsCalledWithoutAProxyAndHeldWeakly() {
        let env = VirtualScreen()
        let table = TableView(name: "table", screen: env.screen)
        var delegate: Delegate? = Delegate()
        table.setCurrentDelegate(delegate, performer: performer())
        table.reload(["a"])
        table.select(row: 0)
        XCTAssertEqual(delegate?.log.last, "tableView:didSelectRowAt: [0, 0]")
        delegate = nil
        XCTAssertNil(table.currentDelegate())
    }

    func testMessageSubjectsCompleteWhenTheViewGoesAway() {
        let env = VirtualScreen()
        var table: TableView? = TableView(name: "table", screen: env.screen)
        var completed = false
        _ = table!.delegateProxy().methodInvoked(TableView.didSelectRowAt).subscribe(onCompleted: { completed = true })
        table = nil
        env.scheduler.start()
        XCTAssertTrue(completed)
    }
}
