import XCTest
@testable import RxScript

/// Mutating members of value types, `inout` with `&`, and `Character`/`Substring`, as Swift defines them: what
/// the fixtures in `Fixtures/mutating/` and `Fixtures/characters/` cannot say (rendered diagnostics, the REPL's
/// echo, values seen from Swift).
final class MutationAndTextTests: ScriptTestCase {
    func testAMutatingMemberOnALetIsSwiftsErrorAtTheValueWithTheFix() {
        let result = Session(output: { _ in }).run(source: "let flags = [true]\nflags[0].toggle()", name: "test.rx")
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            ["test.rx:2:1: error: cannot use mutating member on immutable value: 'flags' is a 'let' constant"])
        XCTAssertEqual(result.diagnostics.first?.notes.map(\.message), ["change 'let' to 'var' to make it mutable"])
        XCTAssertEqual(
            errors("let n = 1\nvar m = 2\nfunc f() -> Bool { true }\nf().toggle()"),
            ["test.rx:4:1: error: cannot use mutating member on immutable value: function call returns immutable value"]
        )
    }

    func testAnAmpersandOfALetStopsTheScriptBeforeAnythingRuns() {
        XCTAssertEqual(
            errors("print(1)\nfunc f(_ x: inout Int) {}\nlet k = 1\nf(&k)"),
            ["test.rx:4:4: error: cannot pass immutable value as inout argument: 'k' is a 'let' constant"])
        XCTAssertEqual(
            errors("func f(_ x: inout Int) {}\nf(&nope)"), ["test.rx:2:4: error: cannot find 'nope' in scope"])
    }

    func testInoutWritesBackOnReturnThroughMethodsAndLabels() {
        XCTAssertEqual(
            run(
                """
                class Bank {
                    func move(_ amount: Int, from source: inout Int, to target: inout Int) {
                        source -= amount
                        target += amount
                    }
                }
                var a = 10, b = 0
                Bank().move(3, from: &a, to: &b)
                var pair = [1, 2]
                swap(&pair[0], &pair[1])
                print(a, b, pair)
                """), "7 3 [2, 1]\n")
    }

    func testAParameterThatIsNotInoutLeavesTheArgumentAlone() {
        XCTAssertEqual(
            run("func f(_ x: Int) -> Int { x + 1 }\nvar v = 1\nprint(f(&v), v)"), "2 1\n")
    }

    func testObjcAssociationKeysStillNameTheirVariable() {
        XCTAssertEqual(
            run(
                """
                private var first: UInt8 = 0
                private var second: UInt8 = 0
                let view = UIView()
                objc_setAssociatedObject(view, &first, "a", .OBJC_ASSOCIATION_RETAIN)
                objc_setAssociatedObject(view, &second, "b", .OBJC_ASSOCIATION_RETAIN)
                print(objc_getAssociatedObject(view, &first) as? String ?? "", first)
                """), "a 0\n")
    }

    func testCharactersAndSubstringsAreTheirOwnTypesButPrintAsText() {
        XCTAssertEqual(eval("Character(\"a\")"), "\"a\"")
        XCTAssertEqual(eval("\"a b\".split(separator: \" \")"), "[\"a\", \"b\"]")
        XCTAssertEqual(
            run("print(type(of: \"ab\".first!), type(of: \"ab\".prefix(1)), type(of: \"ab\".uppercased()))"),
            "Character Substring String\n")
    }

    func testAMutatingMemberOfAnOptionalChainDoesNothingOnNil() {
        XCTAssertEqual(
            run(
                """
                var lists: [String: [Int]] = ["a": []]
                print(lists["a"]?.append(1) as Any, lists["b"]?.append(1) as Any, lists)
                """), "Optional(()) nil [\"a\": [1]]\n")
    }

    func testScanIntoAppendsThroughDollarZero() {
        XCTAssertEqual(
            run("Observable.of(1, 2).scan(into: []) { $0.append($1) }.subscribe(onNext: { print($0) })"),
            "[1]\n[1, 2]\n")
    }
}
