import Foundation
import RxCocoa
import RxCore
import XCTest

final class ScrollAndPickerTests: XCTestCase {
    func testContentOffsetStartsWithTheCurrentOffsetAndFollowsCodeAndDrags() {
        let env = VirtualScreen()
        let scroll = ScrollView(name: "scroll", screen: env.screen)
        scroll.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        scroll.contentSize = CGSize(width: 100, height: 300)
        scroll.contentOffset = CGPoint(x: 0, y: 10)
        var offsets: [CGPoint] = []
        var messages: [String] = []
        _ = scroll.rx.contentOffset.subscribe(onNext: { offsets.append($0) })
        _ = scroll.rx.didScroll.subscribe(onNext: { messages.append("didScroll") })
        _ = scroll.rx.willBeginDragging.subscribe(onNext: { messages.append("willBeginDragging") })
        _ = scroll.rx.didEndDragging.subscribe(onNext: { messages.append("didEndDragging(\($0))") })
        _ = scroll.rx.didEndDecelerating.subscribe(onNext: { messages.append("didEndDecelerating") })
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        scroll.scroll(to: CGPoint(x: 0, y: 1000))
        XCTAssertEqual(offsets.map(\.y), [10, 50, 200], "a drag stops at the end of the content")
        XCTAssertEqual(
            messages,
            ["didScroll", "willBeginDragging", "didScroll", "didEndDragging(true)", "didEndDecelerating"])
        XCTAssertEqual(scroll.bounds.origin, CGPoint(x: 0, y: 200))
    }

    func testBindingToContentOffsetScrolls() {
        let env = VirtualScreen()
        let scroll = ScrollView(name: "scroll", screen: env.screen)
        var scrolled = 0
        _ = scroll.rx.didScroll.subscribe(onNext: { scrolled += 1 })
        scroll.rx.contentOffset.onNext(CGPoint(x: 0, y: 30))
        env.scheduler.start()
        XCTAssertEqual(scroll.contentOffset.y, 30)
        XCTAssertEqual(scrolled, 1)
        XCTAssertTrue(
            env.lines.contains { $0.hasPrefix("    +0.000s  main        scroll.contentOffset = ") }, "\(env.lines)")
    }

    func testAPickerSendsOnlyAPersonsPicksWithTheSelectedModels() {
        let env = VirtualScreen()
        let picker = PickerView(name: "picker", screen: env.screen)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), -1)
        picker.rx.itemTitles { _, model in "\(model!)!" }.onNext(["a", "b", "c"])
        env.scheduler.start()
        XCTAssertEqual(picker.titles, [["a!", "b!", "c!"]])
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
        var picked: [String] = []
        _ = picker.rx.itemSelected.subscribe(onNext: { picked.append("row \($0.row) of \($0.component)") })
        _ = picker.rx.modelSelected.subscribe(onNext: { picked.append("\($0.map { $0 as? String })") })
        picker.selectRow(1, inComponent: 0)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 1)
        XCTAssertTrue(picker.pick(row: 2))
        XCTAssertFalse(picker.pick(row: 7))
        XCTAssertEqual(picked, ["row 2 of 0", "[Optional(\"c\")]"])
        picker.rx.itemTitles { _, model in "\(model!)" }.onNext(["x"])
        env.scheduler.start()
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 0, "a shorter list keeps the last row selected")
    }
}
