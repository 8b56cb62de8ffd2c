import RxCocoa
import RxCore
import XCTest

/// UIKit's target–action on controls, and `UIBarButtonItem` with RxCocoa's `rx.tap`.
final class TargetActionTests: XCTestCase {
    private final class Target {}
    private let tapped = Selector(baseName: "tapped", labels: [nil])

    func testAnActionRunsOnItsEventsUntilRemovedAndAddingAgainAddsEvents() {
        let env = VirtualScreen()
        let button = Button(name: "button", screen: env.screen)
        let target = Target()
        var calls = 0
        button.addTarget(target, action: tapped, for: .touchUpInside) { _ in calls += 1 }
        button.addTarget(target, action: tapped, for: .touchDown) { _ in calls += 1 }
        button.tap()
        button.sendActions(for: .touchDown)
        XCTAssertEqual(calls, 2)
        XCTAssertEqual(button.actions(forTarget: target, forControlEvent: .touchUpInside), [tapped])
        button.removeTarget(target, action: tapped, for: .touchUpInside)
        button.tap()
        XCTAssertEqual(calls, 2)
        XCTAssertNil(button.actions(forTarget: target, forControlEvent: .touchUpInside))
        button.removeTarget(nil, action: nil, for: .allEvents)
        button.sendActions(for: .touchDown)
        XCTAssertEqual(calls, 2)
        XCTAssertTrue(button.allTargets.isEmpty)
    }

    func testTheControlHoldsItsTargetWeakly() {
        let env = VirtualScreen()
        let button = Button(name: "button", screen: env.screen)
        var calls = 0
        var target: Target? = Target()
        button.addTarget(target!, action: tapped, for: .touchUpInside) { _ in calls += 1 }
        weak let gone = target
        target = nil
        XCTAssertNil(gone)
        button.tap()
        XCTAssertEqual(calls, 0)
    }

    func testABarButtonItemSendsItsActionAndRxTapTakesItOverWhileSubscribed() {
        let env = VirtualScreen()
        var sent: [String] = []
        let item = BarButtonItem(title: "Add", screen: env.screen) { _, action, _ in sent.append(action.name) }
        let target = Target()
        item.target = target
        item.action = Selector("add")
        item.tap()
        var taps = 0
        let subscription = item.rx.tap.subscribe(onNext: { taps += 1 })
        item.tap()
        XCTAssertEqual(sent, ["add"])
        XCTAssertEqual(taps, 1)
        subscription.dispose()
        XCTAssertNil(item.target)
        XCTAssertNil(item.action)
        item.isEnabled = false
        item.tap()
        XCTAssertEqual(taps, 1)
    }
}
