import XCTest
@testable import RxScript

final class SessionTests: ScriptTestCase {
    // MARK: - REPL entries

    func testBareExpressionsEchoTheirValue() {
        let output = OutputCollector()
        let session = Session(output: output.append)
        XCTAssertEqual(session.evaluate("6 * 7").valueDescription, "42")
        XCTAssertEqual(session.evaluate("\"hi\"").valueDescription, "\"hi\"")
        XCTAssertNil(session.evaluate("let x = 1").valueDescription)
        XCTAssertNil(session.evaluate("print(\"printed\")").valueDescription)
        XCTAssertNil(session.evaluate("just(1).subscribe()").valueDescription)
        XCTAssertEqual(session.evaluate("x; x + 1").valueDescription, "2")
        // An observable shows the calls that built it, and is not subscribed.
        XCTAssertEqual(session.evaluate("of(1).map { $0 }").valueDescription, "Observable(of → map)")
        XCTAssertEqual(session.evaluate("let ys = Observable.just(2)").valueDescription, nil)
        XCTAssertEqual(
            session.evaluate("ys.filter { $0 > 1 }.map { $0 }").valueDescription,
            "Observable(just → filter → map)")
        XCTAssertTrue(session.evaluate("print(ys)").succeeded)
        XCTAssertEqual(output.text, "printed\nObservable(just)\n")
        XCTAssertEqual(session.context.runtime.tracer.liveSubscriptions.count, 0)
    }

    func testALineThatContinuesAnEntryThatAlreadyRanSaysWhichAndWhatToDo() {
        let session = Session(output: { _ in })
        // The first entry has nothing before it: the usual error about an implicit member.
        XCTAssertTrue(session.evaluate(".map { $0 }").diagnostics.first?.message.contains("implicit members") ?? false)
        XCTAssertTrue(session.evaluate("let s = PublishSubject<Int>()\n// the subject").succeeded)
        let result = session.evaluate("    .map { $0 * 2 }\n    .subscribe()")
        XCTAssertEqual(result.diagnostics.count, 1)
        let diagnostic = result.diagnostics[0]
        XCTAssertEqual(
            diagnostic.description,
            "<repl:3>:1:5: error: this line continues 'let s = PublishSubject<Int>()' from <repl:2>, which already ran")
        XCTAssertEqual(diagnostic.range?.text, ".map")
        XCTAssertEqual(
            diagnostic.notes.map(\.message),
            ["paste the whole chain as one entry, or type :edit to change the last entry and run it again"])
        // A second stray line still points at the entry that ran, not at the stray line.
        let again = session.evaluate(".subscribe()")
        XCTAssertTrue(again.diagnostics.first?.message.contains("from <repl:2>") ?? false, "\(again.diagnostics)")
        XCTAssertEqual(session.context.runtime.tracer.liveSubscriptions.count, 0, "nothing ran")
        // Long lines are shortened in the message.
        XCTAssertTrue(session.evaluate("let numbers = of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13)").succeeded)
        XCTAssertTrue(
            session.evaluate(".filter { $0 > 1 }").diagnostics.first?.message.contains(
                "'let numbers = of(1, 2, 3, 4, 5, 6, 7, 8…'") ?? false)
    }

    func testAnEntryCheckedForCompletenessIsEvaluatedUnderItsOwnName() {
        let session = Session(output: { _ in })
        XCTAssertFalse(session.isEntryComplete("let a = (1 +"))
        XCTAssertTrue(session.isEntryComplete("let a = (1 +\n2)"))
        XCTAssertTrue(session.evaluate("let a = (1 +\n2)").succeeded)
        XCTAssertEqual(session.evaluate("a").valueDescription, "3")
        // Text checked but never evaluated leaves nothing behind: the next entry is lexed as itself.
        XCTAssertTrue(session.isEntryComplete("unknownName"))
        let failed = session.evaluate("a + missing")
        XCTAssertEqual(failed.diagnostics.first?.range?.description, "<repl:3>:1:5")
        XCTAssertEqual(failed.diagnostics.first?.range?.text, "missing")
        XCTAssertFalse(session.isEntryComplete("#if os(Linux)\n(\n#endif"), "brackets in any branch count")
        XCTAssertTrue(session.evaluate("#if false\nlet b = (\n#else\nlet b = 4\n#endif").succeeded)
        XCTAssertEqual(session.evaluate("b").valueDescription, "4")
    }

    func testWhichLinesContinueTheLineAbove() {
        for line in [".map { $0 }", "    .subscribe()", "\t.disposed(by: bag)", "._private", ".`default`"] {
            XCTAssertTrue(Session.continuesLineAbove(line), line)
        }
        for line in ["s", "", "   ", "..<3", ".5", "// .map", "x.map { $0 }", ". map"] {
            XCTAssertFalse(Session.continuesLineAbove(line), line)
        }
    }

    func testStateSurvivesErrors() {
        let session = Session(output: { _ in })
        XCTAssertTrue(session.evaluate("var a = 1; let xs = [1, 2]").succeeded)
        let failed = session.evaluate("let kept = 5\na = 2\nlet b = a / 0\nlet c = 3")
        XCTAssertEqual(
            failed.diagnostics.map(\.description),
            ["<repl:2>:3:11: error: division by zero; check the divisor before dividing"])
        XCTAssertEqual(session.evaluate("a + kept").valueDescription, "7")
        XCTAssertEqual(session.evaluate("b").diagnostics.first?.message, "cannot find 'b' in scope")
        XCTAssertEqual(session.evaluate("c").diagnostics.first?.message, "cannot find 'c' in scope")
        XCTAssertEqual(session.evaluate("let = 1").diagnostics.first?.message, "expected a variable name")
        XCTAssertEqual(
            session.evaluate("undefinedName + 1").diagnostics.first?.message, "cannot find 'undefinedName' in scope")
        XCTAssertEqual(session.evaluate("xs.count + a").valueDescription, "4")
        XCTAssertEqual(session.evaluate("let a = \"shadowed\"; a").valueDescription, "\"shadowed\"")
    }

    func testMultiLineEntriesAndMethodChains() {
        let output = OutputCollector()
        let session = Session(output: output.append)
        let entry = "of(1, 2, 3)\n    .map { $0 * 2 }\n    .filter { $0 > 2 }\n    .subscribe(onNext: { print($0) })"
        XCTAssertTrue(Session.isComplete(entry))
        XCTAssertTrue(session.evaluate(entry).succeeded)
        XCTAssertEqual(output.text, "4\n6\n")
    }

    func testCompletenessCheck() {
        XCTAssertTrue(Session.isComplete("let a = 1"))
        XCTAssertFalse(Session.isComplete("xs.map {"))
        XCTAssertFalse(Session.isComplete("f(1,"))
        XCTAssertFalse(Session.isComplete("let a = [1,\n2"))
        XCTAssertFalse(Session.isComplete("print(\"abc"))
        XCTAssertFalse(Session.isComplete("let s = \"\"\"\nline"))
        XCTAssertFalse(Session.isComplete("/* comment"))
        XCTAssertTrue(Session.isComplete("xs.map { $0 }\n"))
        XCTAssertTrue(Session.isComplete("f(1))"))
        XCTAssertTrue(Session.isComplete("print(\"{\")"))
        XCTAssertTrue(Session.isComplete("// just a comment {"))
    }

    func testVariablesAndCompletions() {
        let session = Session(output: { _ in })
        _ = session.evaluate("let xs = of(1)\nvar count = 2\nlet name = \"a\"")
        XCTAssertEqual(
            session.variables,
            [
                Session.VariableInfo(name: "count", isMutable: true, typeName: "Int", valueDescription: "2"),
                Session.VariableInfo(name: "name", isMutable: false, typeName: "String", valueDescription: "\"a\""),
                Session.VariableInfo(
                    name: "xs", isMutable: false, typeName: "Observable", valueDescription: "Observable(of)"),
            ])
        XCTAssertEqual(
            session.completion(before: "let y = co").candidates,
            ["cold(", "combineLatest(", "compare(", "concat(", "continue", "cos(", "cosh(", "count"])
        XCTAssertEqual(session.completion(before: "cre").candidates, ["create("])
        XCTAssertEqual(session.completion(before: "xs.fil").candidates, ["filter("])
        XCTAssertTrue(session.completion(before: "xs.").candidates.contains("subscribe("))
        XCTAssertEqual(session.completion(before: "Observable.ju").candidates, ["just("])
        session.reset()
        XCTAssertEqual(session.variables, [])
        XCTAssertEqual(session.evaluate("xs").diagnostics.first?.message, "cannot find 'xs' in scope")
        XCTAssertEqual(session.evaluate("just(1)").valueDescription, "Observable(just)")
    }

    // MARK: - Scripts

    func testScriptWithSyntaxErrorsRunsNothing() {
        let output = OutputCollector()
        let session = Session(output: output.append)
        let result = session.run(source: "print(1)\nlet a = (1\nlet b = )\nlet c = [1 2]", name: "bad.rx")
        XCTAssertEqual(result.status, .syntaxError)
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            [
                "bad.rx:2:11: error: expected ')' to close '(' opened at 2:9",
                "bad.rx:3:9: error: expected expression after '=', found ')'",
                "bad.rx:4:12: error: expected ']' to close '[' opened at 4:9",
            ])
        XCTAssertEqual(output.text, "")
    }

    func testScriptWithUnknownNameRunsNothing() {
        let output = OutputCollector()
        let session = Session(output: output.append)
        let result = session.run(source: "print(1)\nprnt(2)\nfoo()", name: "names.rx")
        XCTAssertEqual(result.status, .syntaxError)
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            ["names.rx:2:1: error: cannot find 'prnt' in scope", "names.rx:3:1: error: cannot find 'foo' in scope"])
        XCTAssertEqual(result.diagnostics.first?.notes.map(\.message), ["did you mean 'print'?"])
        XCTAssertEqual(output.text, "")
    }

    func testScriptStopsAtTheFirstRuntimeError() {
        let output = OutputCollector()
        let session = Session(output: output.append)
        let result = session.run(source: "print(1)\nlet x = [1][5]\nprint(2)", name: "run.rx")
        XCTAssertEqual(result.status, .runtimeError)
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            ["run.rx:2:9: error: index 5 is out of range for an array of 1 element"])
        XCTAssertEqual(output.text, "1\n")
    }

    func testShebangScript() {
        XCTAssertEqual(run("#!/usr/bin/env rxrepl\nprint(\"ok\")"), "ok\n")
    }
}
