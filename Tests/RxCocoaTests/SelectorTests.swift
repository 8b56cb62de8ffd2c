import RxCocoa
import XCTest

/// Selectors are named as Swift exposes methods to Objective-C.
final class SelectorTests: XCTestCase {
    func testObjectiveCNamesFollowSwiftsRule() {
        XCTAssertEqual(Selector(baseName: "refresh", labels: []).name, "refresh")
        XCTAssertEqual(Selector(baseName: "buttonTapped", labels: [nil]).name, "buttonTapped:")
        XCTAssertEqual(
            Selector(baseName: "tableView", labels: [nil, "didSelectRowAt"]).name, "tableView:didSelectRowAt:")
        XCTAssertEqual(Selector(baseName: "load", labels: ["name"]).name, "loadWithName:")
        XCTAssertEqual(Selector(baseName: "doSomething", labels: ["with", "and"]).name, "doSomethingWith:and:")
        XCTAssertEqual(Selector(baseName: "insert", labels: ["at"]).name, "insertAt:")
        XCTAssertEqual(Selector(baseName: "searchFor", labels: ["text"]).name, "searchForText:")
        XCTAssertEqual(Selector.getter("title").name, "title")
        XCTAssertEqual(Selector.setter("title").name, "setTitle:")
    }

    func testSelectorsAreEqualByObjectiveCNameAndPrintIt() {
        XCTAssertEqual(Selector("tapped:"), Selector(baseName: "tapped", labels: [nil]))
        XCTAssertEqual(String(describing: Selector(baseName: "viewWillAppear", labels: [nil])), "viewWillAppear:")
        XCTAssertEqual(Selector("tableView:didSelectRowAt:").argumentCount, 2)
    }

    func testABareNameNamesAMethodByItsBaseNameAlone() {
        let bare = Selector(baseName: "tapped", labels: nil)
        XCTAssertTrue(bare.names(baseName: "tapped", labels: [nil]))
        XCTAssertTrue(bare.names(baseName: "tapped", labels: []))
        XCTAssertFalse(Selector("tapped").names(baseName: "tapped", labels: [nil]))
        XCTAssertTrue(Selector("tapped:").names(baseName: "tapped", labels: [nil]))
    }
}
