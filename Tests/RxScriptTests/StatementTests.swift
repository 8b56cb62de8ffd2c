import Foundation
import XCTest
@testable import RxScript

/// What the statement fixtures cannot show: the notes of Swift's exhaustiveness error, the old Event spellings'
/// notes and when they come, the runtime error of a switch no case matched, and the candidates of an overload.
final class StatementTests: ScriptTestCase {
    func testANonExhaustiveSwitchNamesEachMissingCaseAsSwiftDoes() {
        XCTAssertEqual(
            run(
                """
                enum Result { case success(Int), failure(code: Int), cancelled }
                func show(_ e: Event<Int>, _ r: Result) {
                    switch e {
                    case .next(let x) where x > 0: print(x)
                    case .error: break
                    }
                    switch r {
                    case .cancelled: break
                    }
                }
                """),
            """
            test.rx:3:5: error: switch must be exhaustive
                switch e {
                ^~~~~~
            note: add missing case: '.next(_)'
            note: add missing case: '.completed'
            note: add missing cases
            test.rx:7:5: error: switch must be exhaustive
                switch r {
                ^~~~~~
            note: add missing case: '.success(_)'
            note: add missing case: '.failure(code: let code)'
            note: add missing cases

            """)
        XCTAssertEqual(
            errors("switch 3 {\ncase 1, 2: break\n}"), ["test.rx:1:1: error: switch must be exhaustive"])
        XCTAssertEqual(
            run("switch 3 { case 1: break }").components(separatedBy: "\n").last(where: { !$0.isEmpty }),
            "note: add a default clause")
    }

    func testExhaustiveSwitchesWithoutDefaultRun() {
        XCTAssertEqual(
            run(
                """
                enum Light { case red, green }
                func next(_ light: Light) -> Light {
                    switch light {
                    case .red: return .green
                    case .green: return .red
                    }
                }
                let flags = [true, false].map { flag -> String in
                    switch flag {
                    case true: return "yes"
                    case false: return "no"
                    }
                }
                let value: Int? = nil
                switch value {
                case .some(let x): print(x)
                case .none: print("none")
                }
                print(next(.red), flags)
                """), "none\ngreen [\"yes\", \"no\"]\n")
    }

    func testASwitchNoCaseMatchesIsARuntimeErrorAtTheSwitch() {
        XCTAssertEqual(
            errors(
                """
                enum Side {
                    case left, right
                    var name: String {
                        switch self {
                        case left: return "L"
                        }
                    }
                }
                print(Side.right.name)
                """), ["test.rx:4:9: error: no case of this 'switch' matches main.Side.right; add a 'default' case"])
    }

    func testOldEventSpellingsAreNotedOncePerPlaceBeforeTheScriptRuns() {
        let log = OutputCollector()
        let session = Session(
            output: log.append,
            notes: { note in log.append("\(note.range?.line ?? 0): \(note.message)\n") })
        let result = session.run(
            source: """
                print("runs")
                _ = Observable.of(1).subscribe { event in
                    switch event {
                    case .Next(let x): print("next", x)
                    case .Completed: print("done")
                    case .Error: break
                    }
                }
                """, name: "test.rx")
        XCTAssertEqual(result.status, .success)
        XCTAssertEqual(
            log.text,
            """
            4: '.Next' is an older spelling; today's RxSwift writes '.next'
            5: '.Completed' is an older spelling; today's RxSwift writes '.completed'
            6: '.Error' is an older spelling; today's RxSwift writes '.error'
            runs
            next 1
            done

            """)
    }

    func testACallNoOverloadTakesListsEveryForm() {
        XCTAssertEqual(
            run("func f(a: Int) {}\nfunc f(b: Int) {}\nf(c: 1)"),
            """
            test.rx:3:1: error: no exact matches in call to global function 'f': no 'f(c:)'; call one of its forms below
            f(c: 1)
            ^
            note: found candidate 'f(a:)'
            note: found candidate 'f(b:)'

            """)
    }

    func testAScriptFunctionNamedLikeABuiltInKeepsTheBuiltInForOtherLabels() {
        XCTAssertEqual(
            run(
                """
                func print(label: String, event: Event<Int>) { print(label, event) }
                func debug(_ tag: String, _ value: Int) { print("[\\(tag)] \\(value)") }
                print("a")
                print(label: "L", event: .completed)
                debug("x", 1)
                _ = Observable.of(1).debug("stream").subscribe()
                """
            ).components(separatedBy: "\n").prefix(3), ["a", "L completed", "[x] 1"])
    }

    func testAREPLEntrysOverloadKeepsTheEarlierEntrysFunction() {
        let output = OutputCollector()
        let session = Session(output: output.append)
        for entry in [
            "func f(a: Int) { print(\"a\", a) }", "func f(b: Int) { print(\"b\", b) }", "f(a: 1)", "f(b: 2)",
        ] {
            XCTAssertEqual(session.evaluate(entry).diagnostics.map(\.description), [])
        }
        XCTAssertEqual(output.text, "a 1\nb 2\n")
    }

    func testLabeledBreakAndContinueLeaveTheNamedLoop() {
        XCTAssertEqual(
            run(
                """
                var found: [String] = []
                rows: for row in 0..<3 {
                    var column = 0
                    repeat {
                        column += 1
                        if column == 2 { continue rows }
                        if row == 2 { break rows }
                        found.append("\\(row)\\(column)")
                    } while true
                }
                print(found)
                """), "[\"01\", \"11\"]\n")
    }
}
