import RxCocoa
import XCTest

final class SegmentedControlSegmentsTests: XCTestCase {
    func testInsertingAndRenamingSegmentsLeavesTheSelectionAsItWas() {
        let env = VirtualScreen()
        let control = SegmentedControl(name: "mode", screen: env.screen, titles: ["List"])
        control.select(0)
        control.insertSegment(withTitle: "Grid", at: 0)
        control.insertSegment(withTitle: "Map", at: 99)
        XCTAssertEqual(control.titles, ["Grid", "List", "Map"])
        XCTAssertEqual(control.selectedSegmentIndex, 0)
        control.setTitle("Cards", forSegmentAt: 0)
        control.setTitle("Nowhere", forSegmentAt: 7)
        XCTAssertEqual(control.titleForSegment(at: 0), "Cards")
        XCTAssertNil(control.titleForSegment(at: 7))
        control.removeAllSegments()
        XCTAssertEqual(control.numberOfSegments, 0)
        XCTAssertEqual(control.selectedSegmentIndex, -1)
    }
}
