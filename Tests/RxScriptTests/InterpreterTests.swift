import XCTest
@testable import RxScript

final class InterpreterTests: ScriptTestCase {
    // MARK: - Arithmetic and operators

    func testArithmeticFollowsSwift() {
        XCTAssertEqual(eval("6 * 7"), "42")
        XCTAssertEqual(eval("7 / 2"), "3")
        XCTAssertEqual(eval("-7 % 3"), "-1")
        XCTAssertEqual(eval("7.0 / 2"), "3.5")
        XCTAssertEqual(eval("1 + 2 * 3 - 4"), "3")
        XCTAssertEqual(eval("0.1 + 0.2"), "0.30000000000000004")
        XCTAssertEqual(eval("2.0"), "2.0")
        XCTAssertEqual(eval("1e16"), "1e+16")
        XCTAssertEqual(eval("\"a\" + \"b\""), "\"ab\"")
        XCTAssertEqual(eval("[1] + [2, 3]"), "[1, 2, 3]")
        XCTAssertEqual(eval("5 & 3 | 8 ^ 1"), "8")
        XCTAssertEqual(eval("0..<3"), "[0, 1, 2]")
        XCTAssertEqual(eval("1...3"), "[1, 2, 3]")
    }

    func testIntegerLiteralsAdaptToDoublesButVariablesDoNot() {
        XCTAssertEqual(eval("let x = 1.5; x * 2"), "3.0")
        XCTAssertEqual(eval("let x = 1.5; 2 + x"), "3.5")
        XCTAssertEqual(
            eval("let x = 1.5; let n = 2; x * n"),
            "error: binary operator '*' cannot be applied to operands of type 'Double' and 'Int'; convert one side with Double(x) or Int(x)"
        )
        XCTAssertEqual(eval("let n = 2; Double(n) * 1.5"), "3.0")
        XCTAssertEqual(eval("let d: Double = 1; d"), "1.0")
    }

    func testComparisonAndLogic() {
        XCTAssertEqual(eval("1 < 2 && \"a\" < \"b\" || false"), "true")
        XCTAssertEqual(eval("1 == 1 && [1, 2] == [1, 2] && (1, \"a\") == (1, \"a\")"), "true")
        XCTAssertEqual(eval("nil == 1"), "false")
        XCTAssertEqual(
            eval("1 == \"1\""), "error: binary operator '==' cannot be applied to operands of type 'Int' and 'String'")
        XCTAssertEqual(eval("!true"), "false")
        XCTAssertEqual(eval("true ? 1 : 2"), "1")
        XCTAssertEqual(
            eval("1 ? 1 : 2"), "error: condition must be a 'Bool', got 'Int'; compare explicitly, as in 'x != 0'")
        XCTAssertEqual(eval("nil ?? 3"), "3")
        XCTAssertEqual(eval("4 ?? 3"), "4")
        XCTAssertEqual(eval("300ms * 2 + 1s"), "1.6s")
        XCTAssertEqual(eval("2s > 1500ms"), "true")
    }

    func testRunTimeErrorsCarryTheirLocation() {
        XCTAssertEqual(
            run("let a = 1\nlet b = a / 0"),
            """
            test.rx:2:11: error: division by zero; check the divisor before dividing
            let b = a / 0
                      ^

            """)
        XCTAssertEqual(
            errors("let big = 9223372036854775807\nlet c = big + 1"),
            ["test.rx:2:13: error: arithmetic overflow in '+'; the result does not fit in Int"])
        XCTAssertEqual(errors("let f = 5\nf(1)"), ["test.rx:2:1: error: cannot call value of non-function type 'Int'"])
        XCTAssertEqual(
            errors("let s = \"x\"\ns.count()"), ["test.rx:2:1: error: cannot call value of non-function type 'Int'"])
        XCTAssertEqual(
            errors("let xs = [1]\nxs[3]"), ["test.rx:2:1: error: index 3 is out of range for an array of 1 element"])
        XCTAssertEqual(
            errors("-\"a\""),
            ["test.rx:1:1: error: unary operator '-' cannot be applied to an operand of type 'String'"])
    }

    func testUnknownNamesAreReportedBeforeRunningWithSuggestions() {
        let output = run("print(\"start\")\nlet count = 1\nprint(cont)")
        XCTAssertEqual(
            output,
            """
            test.rx:3:7: error: cannot find 'cont' in scope
            print(cont)
                  ^~~~
            note: did you mean 'count'?

            """)
    }

    func testAssigningAConstantIsAnError() {
        XCTAssertEqual(
            errors("let a = 1\na = 2"),
            ["test.rx:2:1: error: cannot assign to 'a': it is a 'let' constant; declare it with 'var' to change it"])
    }

    // MARK: - Strings and values

    func testStringsInterpolateAndRoundTripUnicode() {
        XCTAssertEqual(
            run("let s = \"测试Lable字符串\"\nprint(s)\nprint(\"\\(s)!\")\nprint([s])"),
            "测试Lable字符串\n测试Lable字符串!\n[\"测试Lable字符串\"]\n")
        XCTAssertEqual(run("let x = 2\nprint(\"x = \\(x), nested: \\(\"in \\(x * 2)\")\")"), "x = 2, nested: in 4\n")
        XCTAssertEqual(eval("\"tab\\tquote\\\"\""), "\"tab\\tquote\\\"\"")
        XCTAssertEqual(eval("\"测试\".count"), "2")
    }

    func testValuesPrintLikeSwift() {
        XCTAssertEqual(
            run(
                """
                print(42, 1.5, "10", true, nil)
                print([1, 2], ["a"], (1, "a"), (x: 1, y: "b"), ())
                print(300ms, 2s, 1.5s, 5m, 10us, 7ns)
                print({ 1 })
                debugPrint("quoted", 1)
                """),
            """
            42 1.5 10 true nil
            [1, 2] ["a"] (1, "a") (x: 1, y: "b") ()
            300ms 2s 1.5s 5m 10us 7ns
            (Function)
            "quoted" 1

            """)
    }

    func testTuplesAndDestructuring() {
        XCTAssertEqual(eval("let p = (1, name: \"a\"); p.0 + 1"), "2")
        XCTAssertEqual(eval("let p = (1, name: \"a\"); p.name"), "\"a\"")
        XCTAssertEqual(eval("let (a, b) = (1, 2); a + b"), "3")
        XCTAssertEqual(
            eval("let (a, b) = (1, 2, 3); a"),
            "error: cannot bind 2 names to a tuple of 3 elements; the pattern and the tuple must have the same size")
    }

    func testArraysAreValues() {
        XCTAssertEqual(
            run(
                """
                var a = [1, 2]
                let b = a
                a.append(3)
                a[0] = 10
                a[1] += 5
                print(a, b, a.count, b.first ?? 0)
                print(a.map { $0 * 2 }.filter { $0 > 10 }, a.reduce(0) { $0 + $1 })
                """), "[10, 7, 3] [1, 2] 3 1\n[20, 14] 20\n")
        XCTAssertEqual(
            eval("let a = [1]; a.append(2)"),
            "error: cannot use mutating member on immutable value: 'a' is a 'let' constant")
    }

    // MARK: - Closures and functions

    func testClosureForms() {
        XCTAssertEqual(
            run(
                """
                let double = { $0 * 2 }
                let add = { a, b in a + b }
                let typed = { (x: Int) -> Bool in x > 1 }
                let multi = { (x: Int) -> Int in
                    let y = x + 1
                    if y > 2 { return y * 10 } else { return y }
                }
                print(double(4), add(1, 2), typed(3), multi(1), multi(5))
                """), "8 3 true 2 60\n")
    }

    func testClosuresCaptureVariablesByReference() {
        XCTAssertEqual(
            run(
                """
                var count = 0
                let increment = { count += 1 }
                increment()
                increment()
                print(count)
                func makeCounter() -> () -> Int {
                    var n = 0
                    return { n += 1; return n }
                }
                let c = makeCounter()
                c()
                print(c(), makeCounter()())
                var fs = []
                for i in 0..<3 { fs.append({ i * 10 }) }
                print(fs.map { $0() })
                """), "2\n2 1\n[0, 10, 20]\n")
    }

    func testLocalVariableSeenByClosureAfterChange() {
        XCTAssertEqual(
            run(
                """
                func f() -> Int {
                    var x = 1
                    let read = { x }
                    x = 5
                    return read()
                }
                print(f())
                """), "5\n")
    }

    func testFunctionsWithLabelsDefaultsAndRecursion() {
        XCTAssertEqual(
            run(
                """
                func greet(_ name: String, greeting: String = "hi") -> String { "\\(greeting) \\(name)" }
                print(greet("a"), greet("b", greeting: "yo"))
                func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
                print(fib(20))
                func outer() -> Int {
                    func inner(_ n: Int) -> Int { n == 0 ? 0 : 1 + inner(n - 1) }
                    return inner(10)
                }
                print(outer())
                """), "hi a yo b\n6765\n10\n")
        XCTAssertEqual(
            errors("func f(x: Int) { x }\nf(y: 1)"),
            ["test.rx:2:3: error: incorrect argument label in call to 'f(x:)' (have 'y:', expected 'x:')"])
    }

    func testClosureArgumentCountsAndTupleSplat() {
        XCTAssertEqual(eval("let f = { a, b in a + b }; f((1, 2))"), "3")
        XCTAssertEqual(eval("let f = { a, b in a + b }; f(1)"), "error: closure expects 2 arguments, but 1 was given")
        XCTAssertEqual(eval("let f = { $0 }; f(1, 2)"), "1")
        XCTAssertEqual(eval("let f = { x in x }; f(x: 1)"), "error: closures take no argument labels; remove 'x:'")
    }

    func testControlFlow() {
        XCTAssertEqual(
            run(
                """
                var total = 0
                var i = 0
                while i < 5 { i += 1; if i % 2 == 0 { continueLike() } else { total += i } }
                func continueLike() {}
                for x in [10, 20] { total += x }
                print(total)
                """), "39\n")
    }

    func testThrowAndTry() {
        XCTAssertEqual(eval("let f = { (x: Int) -> Int in if x > 1 { throw testError }; return x }; try? f(2)"), "nil")
        XCTAssertEqual(errors("throw testError"), ["test.rx:1:1: error: error thrown and not caught: testError"])
        XCTAssertEqual(errors("throw \"boom\""), ["test.rx:1:1: error: error thrown and not caught: \"boom\""])
    }

    // MARK: - Limits

    func testRunawayRecursionIsADiagnostic() {
        XCTAssertEqual(
            errors("func f(_ n: Int) -> Int { f(n + 1) }\nf(0)"),
            [
                "test.rx:1:27: error: recursion is too deep (the stack is nearly exhausted); check the function's base case"
            ])
        XCTAssertEqual(
            errors("let xs = [1]\nlet g = { xs.map { _ in h() } }\nfunc h() -> Int { g()[0] }\nh()").count, 1)
    }

    func testRecursionOnABackgroundThreadIsADiagnostic() {
        let session = Session(output: { _ in })
        let result = session.evaluate("func down(_ n: Int) -> Int { down(n + 1) }; let f = down")
        XCTAssertTrue(result.succeeded)
        guard case .function(let function)? = session.evaluate("f").value else { return XCTFail("expected a function") }
        let done = expectation(description: "ran")
        Thread.detachNewThread {
            do {
                _ = try function.call(.int(0))
                XCTFail("expected a recursion error")
            } catch {
                XCTAssertTrue("\(error)".hasPrefix("recursion is too deep"), "\(error)")
            }
            done.fulfill()
        }
        wait(for: [done], timeout: 30)
    }

    func testHugeRangeIsRefused() {
        XCTAssertEqual(
            eval("0..<100000000000"),
            "error: range of 100000000000 elements is too large to build an array from; the limit is 10000000")
    }
}
