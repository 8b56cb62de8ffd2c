import Foundation
import RxCocoa
import XCTest

final class ViewHierarchyTests: XCTestCase {
    func testAddSubviewKeepsOrderMovesAnExistingSubviewToTheTopAndTakesItFromItsOldSuperview() throws {
        let env = VirtualScreen()
        let root = View(name: "root", screen: env.screen)
        let other = View(name: "other", screen: env.screen)
        let a = View(name: "a", screen: env.screen)
        let b = Label(name: "b", screen: env.screen)
        try root.addSubview(a)
        try root.addSubview(b)
        XCTAssertEqual(root.subviews.map(\.name), ["a", "b"])
        try root.addSubview(a)
        XCTAssertEqual(root.subviews.map(\.name), ["b", "a"])
        try other.addSubview(a)
        XCTAssertEqual(root.subviews.map(\.name), ["b"])
        XCTAssertTrue(a.superview === other)
        a.removeFromSuperview()
        XCTAssertNil(a.superview)
        XCTAssertTrue(other.subviews.isEmpty)
    }

    func testAViewCannotBeAddedToItselfOrInsideItself() throws {
        let env = VirtualScreen()
        let root = View(name: "root", screen: env.screen)
        let child = View(name: "child", screen: env.screen)
        try root.addSubview(child)
        XCTAssertThrowsError(try root.addSubview(root)) {
            XCTAssertEqual($0 as? ViewHierarchyError, .addedToItself("root"))
        }
        XCTAssertThrowsError(try child.addSubview(root)) {
            XCTAssertEqual($0 as? ViewHierarchyError, .addedToDescendant(view: "root", descendant: "child"))
        }
    }

    func testTheHierarchyListsEveryViewDepthFirstWithItsDepth() throws {
        let env = VirtualScreen()
        let root = View(name: "root", screen: env.screen)
        let box = View(name: "box", screen: env.screen)
        try root.addSubview(box)
        try box.addSubview(Label(name: "title", screen: env.screen))
        try root.addSubview(Button(name: "go", screen: env.screen))
        XCTAssertEqual(root.hierarchy.map { "\($0.depth) \($0.view.name)" }, ["0 root", "1 box", "2 title", "1 go"])
    }

    func testCommonPropertiesHaveUIKitsDefaultsAndSettingOneIsTraced() {
        let env = VirtualScreen()
        let box = View(name: "box", screen: env.screen, frame: CGRect(x: 10, y: 20, width: 100, height: 44))
        let label = Label(name: "label", screen: env.screen)
        XCTAssertEqual(box.bounds, CGRect(x: 0, y: 0, width: 100, height: 44))
        XCTAssertEqual(box.alpha, 1)
        XCTAssertFalse(box.isHidden)
        XCTAssertNil(box.backgroundColor)
        XCTAssertTrue(box.isUserInteractionEnabled)
        XCTAssertFalse(label.isUserInteractionEnabled)
        box.backgroundColor = .named("red")
        XCTAssertEqual(env.lines.last, "    +0.000s  main        box.backgroundColor = red")
    }

    func testATouchReachesAViewOnlyWhenItAndItsSuperviewsAreShownAndTakeTouches() throws {
        let env = VirtualScreen()
        let root = View(name: "root", screen: env.screen)
        let child = View(name: "child", screen: env.screen)
        try root.addSubview(child)
        XCTAssertTrue(child.receivesTouches)
        root.alpha = 0.005
        XCTAssertFalse(child.receivesTouches)
        root.alpha = 1
        root.isUserInteractionEnabled = false
        XCTAssertFalse(child.receivesTouches)
    }

    func testGeometryPrintsAsSwiftOnApplePlatforms() {
        XCTAssertEqual(CGRect(x: 0, y: 0, width: 100, height: 44).swiftDescription, "(0.0, 0.0, 100.0, 44.0)")
        XCTAssertEqual(CGPoint(x: 3, y: 4).swiftDescription, "(3.0, 4.0)")
        XCTAssertEqual(CGSize(width: 1.5, height: 2).swiftDescription, "(1.5, 2.0)")
    }

    func testColoursShowTheirNameOrHexAndCompareByComponents() {
        let red = Color.named("red")!
        XCTAssertEqual(red.description, "red")
        XCTAssertEqual(Color(red: 1, green: 0.5, blue: 0).description, "#FF8000")
        XCTAssertEqual(red.withAlphaComponent(0.5).description, "#FF000080")
        XCTAssertEqual(Color(red: 1, green: 0, blue: 0), red)
        XCTAssertEqual(Color(white: 0.5, alpha: 1), Color.named("gray"))
        XCTAssertEqual(Color.named("systemBlue")?.hex, "#007AFF")
        XCTAssertNil(Color.named("chartreuse"))
    }

    func testFontsShowTheirFaceAndSize() {
        XCTAssertEqual(Font.system(ofSize: 17).description, "system 17.0pt")
        XCTAssertEqual(Font.boldSystem(ofSize: 20).description, "bold system 20.0pt")
        XCTAssertEqual(Font(name: "Menlo", size: 12).withSize(14).description, "Menlo 14.0pt")
    }
}
