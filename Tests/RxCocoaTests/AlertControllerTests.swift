import Foundation
import RxCocoa
import XCTest

final class AlertControllerTests: XCTestCase {
    func testPresentingPrintsTheAlertAndTappingDismissesItBeforeTheHandlerRuns() throws {
        let env = VirtualScreen()
        let alert = AlertController(
            name: "confirm", screen: env.screen, title: "Delete?", message: "It cannot be undone.")
        var log: [String] = []
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            AlertAction(title: "Delete", style: .destructive) { action in
                log.append("\(action.title!) presented: \(env.screen.isPresented(alert))")
            })
        XCTAssertThrowsError(try alert.tapAction(titled: "Delete")) {
            XCTAssertEqual($0 as? AlertError, .notPresented("confirm"))
        }
        XCTAssertTrue(env.screen.present(alert))
        XCTAssertFalse(env.screen.present(alert), "already presented")
        XCTAssertTrue(env.screen.topPresented === alert)
        XCTAssertEqual(
            Array(env.lines.suffix(5)),
            [
                "    +0.000s  main        confirm presented",
                "    style    .alert",
                "    title    \"Delete?\"",
                "    message  \"It cannot be undone.\"",
                "    actions  [Cancel] .cancel  [Delete] .destructive",
            ])
        XCTAssertThrowsError(try alert.tapAction(titled: "OK")) {
            XCTAssertEqual($0 as? AlertError, .noAction(alert: "confirm", title: "OK", titles: ["Cancel", "Delete"]))
        }
        XCTAssertTrue(try alert.tapAction(titled: "Delete"))
        XCTAssertEqual(log, ["Delete presented: false"])
        XCTAssertEqual(env.lines.last, "    +0.000s  main        confirm dismissed")
        XCTAssertNil(env.screen.topPresented)
    }

    func testADisabledActionIgnoresTheTapAndOnlyAlertsHaveTextFields() throws {
        let env = VirtualScreen()
        let alert = AlertController(name: "login", screen: env.screen, title: nil, message: nil)
        let ok = AlertAction(title: "OK")
        ok.isEnabled = false
        alert.addAction(ok)
        try alert.addTextField { $0.setValue("Name", for: "placeholder") }
        XCTAssertEqual(alert.textFields.map(\.name), ["login.textFields[0]"])
        env.screen.present(alert)
        XCTAssertFalse(try alert.tapAction(titled: "OK"))
        XCTAssertTrue(env.screen.isPresented(alert))
        let sheet = AlertController(
            name: "sheet", screen: env.screen, title: nil, message: nil, preferredStyle: .actionSheet)
        XCTAssertThrowsError(try sheet.addTextField())
    }

    func testDismissingAnItemDismissesWhatWasPresentedOverIt() {
        let env = VirtualScreen()
        let first = AlertController(name: "first", screen: env.screen, title: "1", message: nil)
        let second = AlertController(name: "second", screen: env.screen, title: "2", message: nil)
        env.screen.present(first)
        env.screen.present(second)
        XCTAssertTrue(env.screen.dismiss(first))
        XCTAssertTrue(env.screen.presented.isEmpty)
        XCTAssertEqual(
            Array(env.lines.suffix(2)),
            ["    +0.000s  main        second dismissed", "    +0.000s  main        first dismissed"])
    }
}
