import XCTest
@testable import RxScript

/// Swift's Optional as a value: where it is made, how it prints, what unwraps it, and what a chain gives.
final class OptionalTests: ScriptTestCase {
    func testAnOptionalPrintsAsSwiftPrintsIt() {
        XCTAssertEqual(
            run(
                """
                print(Optional("a"), Optional(3), Optional(Optional(3)) as Any, [Optional(1), nil])
                let s: String? = "a"
                print("\\(s)", String(describing: s))
                """),
            "Optional(\"a\") Optional(3) Optional(Optional(3)) [Optional(1), nil]\nOptional(\"a\") Optional(\"a\")\n")
    }

    func testTheLibraryGivesOptionalsWhereSwiftDoes() {
        XCTAssertEqual(
            run(
                """
                let d = ["a": 1]
                print(d["a"] as Any, Int("3") as Any, [1, 2].first as Any, [3, 1].min() as Any, "x".last as Any)
                """), "Optional(1) Optional(3) Optional(1) Optional(1) Optional(\"x\")\n")
    }

    func testUnwrappingTakesTheValueOut() {
        XCTAssertEqual(
            run(
                """
                let x: Int? = 3
                if let x { print(x + 1) }
                print(x ?? 0, x! * 2, x == 3)
                if case let v? = x { print("bound", v) }
                """), "4\n3 6 true\nbound 3\n")
    }

    func testAChainIsOneOptionalAndSkipsTheRestOnNil() {
        XCTAssertEqual(
            run(
                """
                struct Inner { var text = "abc" }
                struct Outer { var inner: Inner? }
                let present: Outer? = Outer(inner: Inner())
                let absent: Outer? = nil
                print(present?.inner?.text.count as Any, absent?.inner?.text.count as Any)
                """), "Optional(3) nil\n")
    }

    func testArithmeticOnAnOptionalIsSwiftsError() {
        XCTAssertEqual(
            errors("let n: Int? = 1\nprint(n * 2)"),
            ["test.rx:2:9: error: value of optional type 'Int?' must be unwrapped; use '!' or '??' or 'if let'"])
    }

    func testAnImplicitlyUnwrappedDeclarationHoldsAPlainValue() {
        XCTAssertEqual(run("var n: Int! = 2\nprint(n + 1, n as Any)"), "3 2\n")
    }
}
