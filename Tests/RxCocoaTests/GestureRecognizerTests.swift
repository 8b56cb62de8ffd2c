import Foundation
import RxCocoa
import RxCore
import XCTest

final class GestureRecognizerTests: XCTestCase {
    private func record(_ recognizer: GestureRecognizer, _ env: VirtualScreen) -> (() -> [String], Disposable) {
        let lock = NSLock()
        var seen: [String] = []
        let subscription = recognizer.rx.event.subscribe(onNext: { recognizer in
            let point = recognizer.translation(in: nil)
            lock.withLock { seen.append("\(recognizer.state.rawValue) \(point.swiftDescription)") }
        })
        return ({ lock.withLock { seen } }, subscription)
    }

    func testATapIsRecognizedOnceAndTheStateGoesBackToPossible() {
        let env = VirtualScreen()
        let view = View(name: "box", screen: env.screen, frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let tap = GestureRecognizer(kind: .tap, screen: env.screen)
        view.addGestureRecognizer(tap)
        let (seen, subscription) = record(tap, env)
        XCTAssertTrue(view.performTap())
        XCTAssertEqual(seen(), ["ended (0.0, 0.0)"])
        XCTAssertEqual(tap.state, .possible)
        XCTAssertEqual(tap.location(in: view), CGPoint(x: 50, y: 20))
        subscription.dispose()
        view.performTap()
        XCTAssertEqual(seen().count, 1)
    }

    func testAPanGoesThroughBeganChangedAndEndedWithItsTranslation() {
        let env = VirtualScreen()
        let view = View(name: "box", screen: env.screen)
        let pan = GestureRecognizer(kind: .pan, screen: env.screen)
        view.addGestureRecognizer(pan)
        let (seen, _) = record(pan, env)
        XCTAssertFalse(view.performTap(), "no tap recognizer")
        view.performPan(by: CGPoint(x: 40, y: 0), steps: 2)
        XCTAssertEqual(seen(), ["began (0.0, 0.0)", "changed (20.0, 0.0)", "changed (40.0, 0.0)", "ended (40.0, 0.0)"])
    }

    func testADisabledRecognizerOrAHiddenViewIgnoresTouches() {
        let env = VirtualScreen()
        let view = View(name: "box", screen: env.screen)
        let tap = GestureRecognizer(kind: .tap, screen: env.screen)
        view.addGestureRecognizer(tap)
        let (seen, _) = record(tap, env)
        tap.isEnabled = false
        XCTAssertFalse(view.performTap())
        tap.isEnabled = true
        view.isHidden = true
        XCTAssertFalse(view.performTap())
        XCTAssertEqual(seen(), [])
    }

    func testASwipeIsRecognizedOnlyInItsDirection() {
        let env = VirtualScreen()
        let view = View(name: "box", screen: env.screen)
        let swipe = GestureRecognizer(kind: .swipe, screen: env.screen)
        swipe.direction = .left
        view.addGestureRecognizer(swipe)
        XCTAssertFalse(view.performSwipe(.right))
        XCTAssertTrue(view.performSwipe(.left))
    }

    func testTheEventCompletesWhenTheRecognizerGoesAway() {
        let env = VirtualScreen()
        var recognizer: GestureRecognizer? = GestureRecognizer(kind: .tap, screen: env.screen)
        var completed = false
        _ = recognizer!.rx.event.subscribe(onCompleted: { completed = true })
        recognizer = nil
        XCTAssertTrue(completed)
    }

    func testATapOnALabelThatTakesNoTouchesIsWarnedAboutOnce() throws {
        let env = VirtualScreen()
        let card = View(name: "card", screen: env.screen)
        let title = Label(name: "title", screen: env.screen)
        try card.addSubview(title)
        title.addGestureRecognizer(GestureRecognizer(kind: .tap, screen: env.screen))
        XCTAssertFalse(title.performTap())
        XCTAssertFalse(title.performTap())
        XCTAssertEqual(env.warnings.map(\.kind), [.touchBlocked])
        XCTAssertEqual(
            env.warnings.first?.message,
            "the tap on title reached none of its gesture recognizers: title takes no touches")
        XCTAssertEqual(
            env.warnings.first?.fix,
            "set title.isUserInteractionEnabled = true (a UILabel starts with false, as in UIKit)")
        title.isUserInteractionEnabled = true
        card.isHidden = true
        XCTAssertFalse(title.performTap())
        XCTAssertEqual(env.warnings.count, 1, "once per view and gesture")
        XCTAssertTrue(View(name: "plain", screen: env.screen).performTap() == false)
        XCTAssertEqual(env.warnings.count, 1, "no recognizer, nothing to warn about")
    }
}
