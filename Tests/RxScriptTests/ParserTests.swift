import XCTest
@testable import RxScript

final class ParserTests: XCTestCase {
    private func parse(_ text: String, name: String = "demo.rx") -> (statements: [Stmt], diagnostics: [Diagnostic]) {
        Parser.parse(SourceFile(name: name, text: text))
    }

    private func dump(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let result = parse(text)
        XCTAssertEqual(result.diagnostics.map(\.description), [], file: file, line: line)
        return result.statements.map(\.description).joined(separator: "\n")
    }

    // MARK: - Expressions

    func testPrecedence() {
        XCTAssertEqual(dump("1 + 2 * 3 == 7 && !a || b ?? c"), "(|| (&& (== (+ 1 (* 2 3)) 7) (! a)) (?? b c))")
        XCTAssertEqual(dump("a ? b : c ? d : e"), "(? a b (? c d e))")
        XCTAssertEqual(dump("-x * -2"), "(* (- x) -2)")
        XCTAssertEqual(dump("a ?? b ?? c"), "(?? a (?? b c))")
    }

    func testStatementsAndPatternsOfTheSwiftBook() {
        XCTAssertEqual(
            dump("outer: for x in xs { continue outer }"), "(outer: (for x xs {(continue outer)}))")
        XCTAssertEqual(dump("repeat { i += 1 } while i < 3"), "(repeat {(+= i 1)} while (< i 3))")
        XCTAssertEqual(dump("while let x = f(), x > 0 { break }"), "(while let x = (call f), (> x 0) {(break)})")
        XCTAssertEqual(dump("for case let x? in xs where x > 1 { }"), "(for case let x? xs (where (> x 1)) {})")
        XCTAssertEqual(
            dump("switch v { case ...0, 5...: fallthrough\n@unknown default: break }"),
            "(switch v (case ...0, 5... {(fallthrough)}) (default {(break)}))")
        XCTAssertEqual(
            dump("switch v { case is Int: break\ncase let e as MyError: break\ncase (1..<3, _): break }"),
            "(switch v (case is Int {(break)}) (case let e as MyError {(break)}) (case (1..<3, _) {(break)}))")
    }

    func testComparisonIsNonAssociative() {
        let result = parse("a < b < c")
        XCTAssertEqual(
            result.diagnostics.map(\.message), ["adjacent operators '<' and '<' are non-associative; add parentheses"])
    }

    func testChainWithClosures() {
        XCTAssertEqual(
            dump("xs.map { $0 * 10 }.filter { x in x > 10 }.subscribe()"),
            "(call (. (call (. (call (. xs map) trailing {(* $0 10)}) filter) trailing {x in (> x 10)}) subscribe))")
    }

    func testLineStartingWithDotContinuesTheExpression() {
        let text = """
            let s = of(1, 2)
                .map { $0 * 2 }
                // a comment between links
                .filter { $0 > 2 }
            s.subscribe()
            """
        XCTAssertEqual(
            dump(text),
            """
            (let s (call (. (call (. (call of 1 2) map) trailing {(* $0 2)}) filter) trailing {(> $0 2)}))
            (call (. s subscribe))
            """)
    }

    func testNewlineSeparatesStatementsButBinaryOperatorsContinue() {
        XCTAssertEqual(dump("let a = 1\n-2"), "(let a 1)\n-2")
        XCTAssertEqual(dump("let a = 1\n  + 2"), "(let a (+ 1 2))")
        XCTAssertEqual(dump("f\n(1)"), "f\n(paren 1)")
    }

    func testClosureSignatures() {
        XCTAssertEqual(dump("{ a, b in a + b }"), "{a b in (+ a b)}")
        XCTAssertEqual(dump("{ (x: Int) -> Bool in x > 1 }"), "{x in (> x 1)}")
        XCTAssertEqual(dump("{ [weak self] x in x }"), "{x in x}")
        XCTAssertEqual(dump("{ [1, 2] }"), "{[1 2]}")
        XCTAssertEqual(dump("{ _ in print(1); return 2 }"), "{_ in (call print 1); (return 2)}")
        XCTAssertEqual(dump("{ (x: TestableObservable<Int>) -> TestableObservable<Int> in x }"), "{x in x}")
    }

    func testCallsWithLabelsAndTrailingClosures() {
        XCTAssertEqual(
            dump("xs.throttle(.seconds(1), latest: false, scheduler: s)"),
            "(call (. xs throttle) (call .seconds 1) latest: false scheduler: s)")
        XCTAssertEqual(dump("xs.subscribe { e in print(e) }"), "(call (. xs subscribe) trailing {e in (call print e)})")
        XCTAssertEqual(dump("f(1) { a } onError: { b }"), "(call f 1 trailing {a} trailing onError: {b})")
        XCTAssertEqual(dump("after(1s) {\n  print(1)\n}"), "(call after 1000000000ns trailing {(call print 1)})")
    }

    func testSwiftTypeSyntaxIsAccepted() {
        XCTAssertEqual(dump("Observable<Int>.just(1)"), "(call (. (generic Observable Int) just) 1)")
        XCTAssertEqual(dump("PublishSubject<Int>()"), "(call (generic PublishSubject Int))")
        XCTAssertEqual(dump("scheduler.createObserver(Int.self)"), "(call (. scheduler createObserver) (. Int self))")
        XCTAssertEqual(dump("let x: Int = 1"), "(let x: Int 1)")
        XCTAssertEqual(dump("let f: (Int) -> Bool = g"), "(let f: (Int) -> Bool g)")
        XCTAssertEqual(dump("var xs: [TestableObservable<Int>] = []"), "(var xs: [TestableObservable<Int>] [])")
        XCTAssertEqual(dump("let y = x as! Int"), "(let y (as! x Int))")
        XCTAssertEqual(dump("let y = try? f()"), "(let y (try? (call f)))")
        XCTAssertEqual(dump("a < b"), "(< a b)")
        XCTAssertEqual(dump("A < b"), "(< A b)")
    }

    func testStatements() {
        XCTAssertEqual(dump("var n = 0; n += 1"), "(var n 0)\n(+= n 1)")
        XCTAssertEqual(dump("if a { b } else if c { d } else { e }"), "(if a {b} {(if c {d} {e})})")
        XCTAssertEqual(
            dump("func f(_ x: Int, by y: Int = 2) -> Int { return x * y }"),
            "(func f (_:x by:y) {(return (* x y))})")
        XCTAssertEqual(dump("import RxSwift\nlet (a, b) = (1, \"x\")"), "(import RxSwift)\n(let (a b) (tuple 1 \"x\"))")
        XCTAssertEqual(dump("throw testError"), "(throw testError)")
        XCTAssertEqual(dump("xs[0] = pair.1"), "(= (subscript xs 0) (. pair 1))")
        XCTAssertEqual(dump("while n < 3 { n += 1 }"), "(while (< n 3) {(+= n 1)})")
    }

    func testImplicitMembersAndEvents() {
        XCTAssertEqual(
            dump("observer.on(.next(x)); [.next(150, 1), .completed(300)]"),
            "(call (. observer on) (call .next x))\n[(call .next 150 1) (call .completed 300)]")
    }

    func testStringInterpolationIsParsed() {
        XCTAssertEqual(dump(#"print("x = \(x + 1), \("in\(y)")")"#), #"(call print "x = \((+ x 1)), \("in\(y)")")"#)
    }

    // MARK: - Errors

    func testThreeErrorsAreAllReportedWithLocations() {
        let text = """
            let a = (1 + 2
            let b = 3 +
            let c = foo(1, , 2)
            let d = 4
            """
        let result = parse(text)
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            [
                "demo.rx:1:15: error: expected ')' to close '(' opened at 1:9",
                "demo.rx:2:12: error: expected expression after '+', found 'let'",
                "demo.rx:3:16: error: expected expression, found ','",
            ])
        XCTAssertEqual(result.statements.map(\.description), ["(let d 4)"])
    }

    func testErrorsInsideClosureBodiesRecoverWithinTheBlock() {
        let text = """
            xs.map { x in
                let = 1
                x * 2
            }
            let ok = 1
            """
        let result = parse(text)
        XCTAssertEqual(result.diagnostics.map(\.description), ["demo.rx:2:9: error: expected a variable name"])
        XCTAssertEqual(result.statements.count, 2)
    }

    func testConsecutiveStatementsNeedASeparator() {
        XCTAssertEqual(
            parse("let a = 1 let b = 2").diagnostics.map(\.description),
            ["demo.rx:1:10: error: consecutive statements on a line must be separated by ';'"])
    }

    func testUnexpectedClosingBracket() {
        XCTAssertEqual(
            parse("f(1))").diagnostics.map(\.description),
            ["demo.rx:1:5: error: unexpected ')'; remove it or add a matching '(' before it"])
    }

    func testMissingBraceAtEndOfInput() {
        XCTAssertEqual(
            parse("xs.map { x in\n  x * 2\n").diagnostics.map(\.description),
            ["demo.rx:2:8: error: expected '}' to close '{' opened at 1:8"])
    }

    func testDeepNestingIsADiagnosticNotACrash() {
        let parens = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        XCTAssertEqual(
            parse("let a = " + parens + "\nlet b = 2").diagnostics.map(\.message),
            ["expression is nested too deeply (limit 256 levels); split it into smaller parts with 'let'"])
        let sum = "let s = " + Array(repeating: "1", count: 100_000).joined(separator: " + ")
        XCTAssertEqual(parse(sum).diagnostics.count, 1)
        let closures = String(repeating: "{ ", count: 10_000) + String(repeating: "} ", count: 10_000)
        XCTAssertEqual(parse(closures).diagnostics.count, 1)
        let arrays = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        XCTAssertEqual(parse(arrays).diagnostics.count, 1)
        let strings = String(repeating: "\"\\(", count: 1_000) + String(repeating: ")\"", count: 1_000)
        XCTAssertFalse(parse(strings).diagnostics.isEmpty)
        let chain = "xs" + String(repeating: ".map { $0 }", count: 5_000)
        XCTAssertEqual(parse(chain).diagnostics.count, 1)
    }

    /// Types nest too (the fuzzer overflowed the stack with a closure's deeply parenthesized result type).
    func testDeeplyNestedTypesAreADiagnosticNotACrash() {
        let tuple = String(repeating: "(", count: 10_000) + "Int" + String(repeating: ")", count: 10_000)
        XCTAssertFalse(parse("xs.subscribe(onCompleted: { p -> " + tuple + " in 1 })").diagnostics.isEmpty)
        XCTAssertFalse(parse("let a: " + tuple + " = 1").diagnostics.isEmpty)
        let generic = String(repeating: "Observable<", count: 5_000) + "Int" + String(repeating: ">", count: 5_000)
        XCTAssertFalse(parse("let b: " + generic + " = 1").diagnostics.isEmpty)
    }

    func testTypeDeclarationsParseWithTheirModifiersAndAttributes() {
        let source = """
            public struct Point { let x: Int; var y = 0 }
            enum E: Error { case a, b(Int), c(x: Int, y: String) }
            final class C: NSObject { @objc dynamic var name: String?; weak var other: C?; init() {}; deinit {} }
            protocol P { func f() -> Int; var v: Int { get set } }
            extension Point { func sum() -> Int { x + y }; static func zero() -> Point { Point(x: 0) } }
            @discardableResult private func g() -> Int { 1 }
            let ok = 1
            """
        let result = parse(source)
        XCTAssertEqual(result.diagnostics.map(\.description), [])
        XCTAssertEqual(
            result.statements.map(\.description),
            [
                "(struct Point var x var y)", "(enum E case a case b case c)", "(class C var name var other init)",
                "(protocol P)", "(extension Point func sum func zero)", "(func g () {1})", "(let ok 1)",
            ])
    }

    func testUnsupportedSwiftDeclarationsAreNamed() {
        XCTAssertEqual(
            parse("actor Bank { }\nlet ok = 1").diagnostics.map(\.description),
            ["demo.rx:1:1: error: 'actor' declarations are not supported in rxrepl scripts; use a class"])
        XCTAssertEqual(parse("struct S { subscript(i: Int) -> Int { i } }").diagnostics.count, 0)
        XCTAssertEqual(
            parse("struct S { subscript(i: Int) -> Int { get { i } set { } } }").diagnostics.first?.message,
            "a struct's subscript cannot have a setter in rxrepl scripts; make the type a class, or use a mutating method"
        )
        XCTAssertEqual(parse("class S { var x = 0 { didSet { print(x) } } }").diagnostics.count, 0)
        XCTAssertEqual(
            parse("struct S { case a }").diagnostics.first?.message,
            "'case' declares an enum case; it is only allowed inside an 'enum'")
        XCTAssertEqual(parse("do { try f() } catch { }").diagnostics.count, 0)
        XCTAssertEqual(parse("do { try f() }").diagnostics.first?.message, "expected 'catch' after 'do { … }'")
        XCTAssertEqual(parse("xs.do(onNext: { print($0) })").diagnostics.count, 0)
    }

    func testReplModeReportsOnlyTheFirstError() {
        let result = Parser.parse(SourceFile(name: "<repl:1>", text: "let = 1; f(,)"), stopAtFirstError: true)
        XCTAssertEqual(result.diagnostics.count, 1)
    }
}
