import XCTest
@testable import RxScript

/// Swift syntax RxSwift's tests use: `defer`, key paths, operators as functions, `Int?.none`, and closures
/// that assign to their parameters as `inout` ones do.
final class SwiftSyntaxTests: ScriptTestCase {
    func testDeferRunsWhenItsScopeExitsHoweverItExits() {
        XCTAssertEqual(
            run(
                """
                var attempts = 0
                func next() -> Int {
                    defer { attempts += 1 }
                    switch attempts {
                    case 0: return 10
                    default: return 20
                    }
                }
                print(next(), next(), attempts)
                func failing() throws {
                    defer { print("cleanup") }
                    defer { print("first") }
                    throw testError
                }
                do2()
                func do2() {
                    for i in [1, 2] {
                        defer { print("end", i) }
                        if i == 1 { continue }
                        print("body", i)
                    }
                }
                print((try? failing()) == nil)
                """),
            """
            10 20 2
            end 1
            body 2
            end 2
            first
            cleanup
            true

            """)
    }

    func testKeyPathsReadAsClosures() {
        XCTAssertEqual(
            run(
                """
                print([1, 2].map(\\.self), ["ab", "c"].map(\\.count), ["ab"].map(\\String.count))
                """),
            """
            [1, 2] [2, 1] [2]

            """)
    }

    func testOperatorsPassedAsFunctions() {
        XCTAssertEqual(
            run(
                """
                print([1, 2, 3].reduce(0, +), [2, 3].reduce(1, *), [3, 1].reduce(10, -))
                """),
            """
            6 6 6

            """)
    }

    func testInitializersAsFunctionValues() {
        XCTAssertEqual(
            run(
                """
                print([1, 2].map(String.init), ["3", "x"].map(Int.init))
                """),
            """
            ["1", "2"] [Optional(3), nil]

            """)
    }

    func testOptionalTypeMembers() {
        XCTAssertEqual(
            run(
                """
                let a = Int?.none
                let b = Int?.some(5)
                print(a, b, Optional<Int>.none, Optional.some("x"))
                """),
            """
            nil Optional(5) nil Optional("x")

            """)
    }

    func testClosuresUpdateTheirInoutFirstParameter() {
        let session = Session(output: { _ in })
        _ = session.run(
            source: """
                let dollar = { $0 += $1 }
                let named = { (acc: Int, x: Int) in acc += x * 10 }
                """, name: "test.rx")
        for (name, expected) in [("dollar", Value.int(3)), ("named", .int(21))] {
            guard case .function(let function) = session.evaluate(name).value else { return XCTFail(name) }
            var accumulator = Value.int(1)
            XCTAssertEqual(try function.call(updating: &accumulator, .int(2)), .void)
            XCTAssertEqual(accumulator, expected)
        }
    }

    func testInnerClosuresCannotAssignAnEnclosingClosuresParameter() {
        XCTAssertEqual(
            errors(
                """
                let f = { (x: Int) in { x = 2 } }
                """),
            ["test.rx:1:25: error: cannot assign to 'x': it is a 'let' constant; declare it with 'var' to change it"])
    }
}
