import XCTest
@testable import RxScript

final class ControlFlowTests: ScriptTestCase {
    func testSwitchOverEventsAsPastedFromRxSwiftCode() {
        XCTAssertEqual(
            run(
                """
                of(1, 2).subscribe { event in
                    switch event {
                    case .next(let value):
                        print("next", value)
                    case .error(let error):
                        print("error", error)
                    case .completed:
                        print("completed")
                    }
                }
                error(testError).subscribe { event in
                    switch event {
                    case let .next(value): print(value)
                    case .error(let e): print("failed:", e)
                    default: break
                    }
                }
                """), "next 1\nnext 2\ncompleted\nfailed: testError\n")
    }

    func testSwitchOverValues() {
        XCTAssertEqual(
            run(
                """
                func describe(_ x: Int) -> String {
                    switch x {
                    case 0: return "zero"
                    case 1, 2: return "small"
                    case 3...9: return "digit"
                    case let n where n < 0: return "negative \\(n)"
                    default: return "big"
                    }
                }
                print(describe(0), describe(2), describe(5), describe(-4), describe(42))
                switch (1, "a") {
                case (0, _): print("no")
                case (1, let s): print("yes", s)
                default: break
                }
                let maybe = nil
                switch maybe {
                case .none: print("none")
                case .some(let x): print(x)
                }
                """), "zero small digit negative -4 big\nyes a\nnone\n")
    }

    func testIfLetAndGuard() {
        XCTAssertEqual(
            run(
                """
                let a = Int("42")
                let b = Int("x")
                if let a, let b { print(a, b) } else if let a = a, a > 40 { print("only a", a) }
                func half(_ text: String) -> Int {
                    guard let n = Int(text), n % 2 == 0 else { return -1 }
                    return n / 2
                }
                print(half("10"), half("7"), half("z"))
                """), "only a 42\n5 -1 -1\n")
    }

    func testBreakAndContinue() {
        XCTAssertEqual(
            run(
                """
                var seen = []
                for i in 0..<10 {
                    if i % 2 == 0 { continue }
                    if i > 6 { break }
                    seen.append(i)
                }
                var n = 0
                while true { n += 1; if n == 3 { break } }
                print(seen, n)
                """), "[1, 3, 5] 3\n")
        XCTAssertEqual(errors("break"), ["test.rx:1:1: error: 'break' is only allowed inside a loop or 'switch'"])
        XCTAssertEqual(
            errors("for x in [1] { let f = { continue } }"),
            ["test.rx:1:26: error: 'continue' is only allowed inside a loop"])
    }

    func testGuardMustExit() {
        XCTAssertEqual(
            errors("func f() { guard false else { print(1) } }\nf()"),
            [
                "test.rx:1:12: error: 'guard' body must not fall through; end it with 'return', 'throw', 'break' or 'continue'"
            ])
    }

    func testSwitchParses() {
        let result = Parser.parse(
            SourceFile(
                name: "t",
                text: "switch e {\ncase .next(let x) where x > 1, .completed:\n  break\ndefault:\n  print(1)\n}"))
        XCTAssertEqual(result.diagnostics.map(\.description), [])
        XCTAssertEqual(
            result.statements.map(\.description),
            ["(switch e (case .next(let x) where (> x 1), .completed {(break)}) (default {(call print 1)}))"])
        XCTAssertEqual(
            Parser.parse(SourceFile(name: "t", text: "switch e {\ncase 1:\ncase 2: break\n}")).diagnostics.map(
                \.description),
            ["t:2:1: error: 'case' label in a 'switch' must have at least one statement; add 'break' to do nothing"])
    }
}
