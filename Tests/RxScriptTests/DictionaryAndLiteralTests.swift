import RxScript
import XCTest

/// Dictionaries, tuple patterns in `for`, `Optional(x)`, empty collections by type, and `#function`/`#line`.
final class DictionaryAndLiteralTests: VirtualScriptTestCase {
    func testDictionariesPrintSubscriptAndHaveValueSemantics() {
        XCTAssertEqual(
            run(
                """
                var scores = ["ann": 1, "bob": 2]
                var copy = scores
                scores["cy"] = 3
                copy["ann"] = nil
                print(scores, copy, scores["bob"] ?? 0, scores["zed"] == nil, [:] as [String: Int])
                """), "[\"ann\": 1, \"bob\": 2, \"cy\": 3] [\"bob\": 2] 2 true [:]\n")
    }

    func testDictionaryMembersAndIterationAsKeyValuePairs() {
        XCTAssertEqual(
            run(
                """
                var d = ["a": 1, "b": 2]
                for (key, value) in d { print(key, value) }
                print(d.keys, d.values, d.count, d.mapValues { $0 * 10 }, d.filter { $0.value > 1 })
                let old = d.removeValue(forKey: "a")
                d.updateValue(5, forKey: "z")
                print(old, d)
                """),
            "a 1\nb 2\n[\"a\", \"b\"] [1, 2] 2 [\"a\": 10, \"b\": 20] [\"b\": 2]\nOptional(1) [\"b\": 2, \"z\": 5]\n")
    }

    func testTuplePatternsInForAndEnumerated() {
        XCTAssertEqual(run("for (i, x) in [\"x\", \"y\"].enumerated() { print(i, x) }"), "0 x\n1 y\n")
        XCTAssertEqual(
            errors("for (a, b) in [1, 2] { }"),
            [
                "test.rx:1:1: error: cannot bind 2 names to a value of type 'Int'; the pattern and the tuple must have the same size"
            ])
    }

    func testEmptyCollectionsByTypeAndOptionalOfAValue() {
        XCTAssertEqual(
            run("print([Int](), [String: Int](), Array<Int>(), Dictionary<String, Int>(), Optional(3))"),
            "[] [:] [] [:] Optional(3)\n")
    }

    func testSourceLiteralsSayWhereTheyAre() {
        XCTAssertEqual(
            run(
                """
                func fetch(id: Int) -> String { "\\(#function) \\(#line)" }
                struct S { func go() -> String { #function } }
                print(fetch(id: 1), S().go(), #function, #line)
                """), "fetch(id:) 1 go() main 3\n")
    }

    func testMixingArrayAndDictionaryElementsIsNamed() {
        XCTAssertEqual(
            errors("let x = [1, \"a\": 2]"),
            [
                "test.rx:1:16: error: a literal is an array ([1, 2]) or a dictionary ([\"a\": 1]), not both; give every element a key, or none"
            ])
    }

    func testSetsKeepEachElementOnceAndChangeThroughAVariable() {
        XCTAssertEqual(
            run(
                """
                var s = Set([1, 2, 2, 3])
                let copy = s
                s.insert(9)
                s.remove(1)
                print(s, copy, s.count, s.contains(2), s.union([7]), s.intersection([2, 3]), Set<Int>().isEmpty)
                """), "[2, 3, 9] [1, 2, 3] 3 true [2, 3, 9, 7] [2, 3] true\n")
    }

    func testAFailedLetDoesNotCauseFollowOnErrorsAndUnavailableNamesSayWhatToUse() {
        XCTAssertEqual(errors("let x = foo(1)\nprint(x)"), ["test.rx:1:9: error: cannot find 'foo' in scope"])
        let session = Session(output: { _ in })
        let diagnostic = session.run(source: "let v = UIImage()", name: "test.rx").diagnostics[0]
        XCTAssertEqual(
            diagnostic.notes.map(\.message),
            ["'UIImage' is not available in rxrepl: use a string naming the image; rxrepl has no images"])
        let single = session.run(source: "let q = 1\nlet y = a", name: "test.rx").diagnostics[0]
        XCTAssertFalse(single.notes.contains { $0.message.contains("'%'") }, "\(single.notes.map(\.message))")
    }

    /// rxrepl stands in for UIKit, so `#if` takes an iOS simulator debug build's branches (it took Linux's before).
    func testConditionalCompilationKeepsTheBranchOfADebugBuildForTheIOSSimulator() {
        XCTAssertEqual(
            run(
                """
                #if NOT_IN_PLAYGROUND
                print("not here")
                #elseif DEBUG && canImport(RxSwift)
                print("debug")
                #else
                print("else")
                #endif
                #if os(iOS)
                print("iOS")
                #elseif os(macOS) || os(Linux)
                print("desktop")
                #endif
                #if canImport(UIKit) && canImport(RxCocoa) && canImport(RxRelay) && canImport(Foundation)
                print("UIKit")
                #endif
                #if canImport(AppKit)
                print("AppKit")
                #elseif targetEnvironment(simulator) && !targetEnvironment(macCatalyst)
                print("simulator")
                #endif
                """), "debug\niOS\nUIKit\nsimulator\n")
        XCTAssertEqual(
            errors("#if DEBUG\nprint(1)"),
            ["test.rx:1:1: error: '#if' without a matching '#endif'; add '#endif' after the conditional code"])
    }

    func testPatternMatchOperatorAndLocalizedDescriptionOfDeclaredErrors() {
        XCTAssertEqual(
            run(
                """
                enum CacheError: Error { case notFound, stale }
                print(200 ..< 300 ~= 204, 1...3 ~= 5, CacheError.stale.localizedDescription)
                """), "true false The operation couldn’t be completed. (CacheError error 1.)\n")
    }
}
