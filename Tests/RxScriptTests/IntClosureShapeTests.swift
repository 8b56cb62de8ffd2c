import XCTest

@testable import RxScript

/// The common one-parameter `Int` closures run by shape (`IntClosureShape`) and must give exactly what the nodes
/// give: the same value for every argument, and for an overflow, a zero divisor or an argument that is not an
/// `Int` the same error or result, since those take the general path.
final class IntClosureShapeTests: ScriptTestCase {
    private let arguments: [Value] = [
        .int(0), .int(1), .int(-1), .int(2), .int(3), .int(7), .int(-8), .int(100), .int(Int.max), .int(Int.min),
        .int(Int.max / 2 + 1), .double(2.5), .string("a"), .nil, .bool(true),
    ]

    private func closure(_ source: String, in session: Session = Session(output: { _ in })) throws -> ScriptFunction {
        let result = session.evaluate(source)
        XCTAssertTrue(result.succeeded, "\(source): \(result.diagnostics)")
        guard case .function(let function as ScriptFunction)? = result.value else {
            throw XCTSkip("\(source) is not a script closure")
        }
        return function
    }

    /// The closure called with one argument (by shape) and with an argument array (through the nodes).
    private func compare(_ source: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let function = try closure(source)
        XCTAssertNotNil(function.code.intShape, "\(source) should have a shape", file: file, line: line)
        for argument in arguments {
            let shaped = Result { try function.call(argument) }
            let general = Result { try function.call([argument]) }
            switch (shaped, general) {
            case (.success(let a), .success(let b)):
                XCTAssertEqual("\(a)", "\(b)", "\(source) with \(argument)", file: file, line: line)
                XCTAssertEqual(a.typeName, b.typeName, "\(source) with \(argument)", file: file, line: line)
            case (.failure(let a), .failure(let b)):
                XCTAssertEqual("\(a)", "\(b)", "\(source) with \(argument)", file: file, line: line)
            default:
                XCTFail("\(source) with \(argument): \(shaped) against \(general)", file: file, line: line)
            }
        }
    }

    func testArithmeticShapesMatchTheNodes() throws {
        for source in [
            "{ $0 * 2 }", "{ $0 + 1 }", "{ $0 - 1 }", "{ 1 - $0 }", "{ $0 / 2 }", "{ 10 / $0 }", "{ $0 % 3 }",
            "{ 7 % $0 }", "{ x in x * 3 }", "{ $0 / -1 }", "{ $0 % -1 }", "{ $0 / 0 }", "{ $0 * 4611686018427387904 }",
        ] {
            try compare(source)
        }
    }

    func testComparisonShapesMatchTheNodes() throws {
        for source in [
            "{ $0 % 3 == 0 }", "{ $0 != 2 }", "{ $0 < 3 }", "{ $0 <= 3 }", "{ $0 > 3 }", "{ $0 >= 3 }",
            "{ x in x * 2 > 5 }", "{ $0 - 1 != 0 }", "{ $0 / 0 == 1 }", "{ $0 + 1 > 0 }",
        ] {
            try compare(source)
        }
    }

    func testOtherBodiesTakeTheNodes() throws {
        for source in [
            "{ $0 * 2.5 }", "{ \"\\($0)\" }", "{ $0 + $1 }", "{ (x: Double) in x * 2 }", "{ [$0] }", "{ abs($0) }",
            "{ x in let y = x; return y }", "{ $0 * $0 }", "{ -$0 }", "{ $0 > 0 && $0 < 10 }", "{ 3 < $0 }",
            "{ $0 == \"a\" }",
        ] {
            XCTAssertNil(try closure(source).code.intShape, source)
        }
    }

    func testACapturedVariableTakesTheNodes() throws {
        let session = Session(output: { _ in })
        XCTAssertTrue(session.evaluate("var k = 3").succeeded)
        let function = try closure("{ $0 * k }", in: session)
        XCTAssertNil(function.code.intShape)
        XCTAssertEqual("\(try function.call(.int(2)))", "6")
    }

    func testAScriptTypesOwnOperatorIsNotShadowed() {
        XCTAssertEqual(
            run(
                """
                struct Money { var cents: Int }
                func * (lhs: Money, rhs: Int) -> Money { Money(cents: lhs.cents * rhs) }
                Observable.of(Money(cents: 5)).map { $0 * 2 }.subscribe(onNext: { print($0.cents) })
                Observable.of(1, 2).map { $0 * 2 }.subscribe(onNext: { print($0) })
                """),
            "10\n2\n4\n")
    }

    func testAnOverflowInAShapedClosureIsAnErrorEvent() {
        XCTAssertEqual(
            run(
                """
                Observable.of(1, Int.max, 3).map { $0 * 2 }.filter { $0 % 4 == 2 }
                    .subscribe(onNext: { print($0) }, onError: { print("error:", $0) })
                """),
            """
            2
            error: arithmetic overflow in '*'; the result does not fit in Int at test.rx:1:39

            """)
    }
}
