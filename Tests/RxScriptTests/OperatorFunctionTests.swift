import XCTest

@testable import RxScript

/// Operator functions (`static func ==`, `func +`), operators a program declares (`infix operator <->`), and the
/// precedence and associativity of both.
final class OperatorFunctionTests: ScriptTestCase {
    func testLeftAssociativeOperatorsOfOneLevelGroupToTheLeft() {
        XCTAssertEqual(run("print(8 / 4 / 2, 100 % 7 % 3, 2 * 3 % 4, 10 - 3 - 2, 2 - 3 + 4)"), "1 2 2 5 3\n")
    }

    func testAnOperatorDeclaredInOneReplEntryIsUsedInTheNext() {
        let output = OutputCollector()
        let session = Session(output: output.append)
        XCTAssertTrue(session.evaluate("infix operator |> : AdditionPrecedence").diagnostics.isEmpty)
        XCTAssertTrue(session.evaluate("func |> (x: Int, f: (Int) -> Int) -> Int { f(x) }").diagnostics.isEmpty)
        XCTAssertTrue(session.evaluate("print(3 |> { $0 * 2 })").diagnostics.isEmpty)
        XCTAssertEqual(output.text, "6\n")
    }

    func testADeclaredGroupSetsPrecedenceAndAssociativity() {
        XCTAssertEqual(
            run(
                """
                precedencegroup Power { higherThan: MultiplicationPrecedence associativity: right }
                precedencegroup Pipe { lowerThan: AdditionPrecedence associativity: left }
                infix operator ** : Power
                infix operator ~> : Pipe
                func ** (b: Int, p: Int) -> Int { p == 0 ? 1 : b * b ** (p - 1) }
                func ~> (a: Int, b: Int) -> Int { a * 100 + b }
                print(2 ** 3 ** 2, 2 * 3 ** 2, 1 + 1 ~> 2 + 3)
                """), "512 18 205\n")
    }

    func testEqualityAndOrderComeFromTheTypesOwnOperators() {
        XCTAssertEqual(
            run(
                """
                enum Level: Comparable {
                    case low, high
                    static func < (a: Level, b: Level) -> Bool { a == .low && b == .high }
                }
                struct Tag: Equatable { let text: String; static func == (a: Tag, b: Tag) -> Bool { a.text.lowercased() == b.text.lowercased() } }
                print(Level.low < .high, Level.high > .low, [Level.high, .low].sorted(), Tag(text: "A") == Tag(text: "a"))
                """), "true true [main.Level.low, main.Level.high] true\n")
    }

    func testAnOperatorWithNoFunctionForItsOperandsSaysWhatToDeclare() {
        XCTAssertEqual(
            errors("infix operator <+>\nstruct P {}\nprint(P() <+> P())"),
            [
                "test.rx:3:11: error: no '<+>' for operands of type 'P' and 'P'; declare 'func <+> (lhs: P, rhs: P)' "
                    + "or a 'static func <+>' in the type"
            ])
    }

    func testAnUndeclaredOperatorIsStillLexedAsSwiftsOwnSymbols() {
        XCTAssertEqual(run("let x = 3\nprint(x<-1, x>-1)"), "false true\n")
    }
}
