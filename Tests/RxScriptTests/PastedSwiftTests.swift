import XCTest
@testable import RxScript

/// Swift that people paste and that the fuzzer found missing: generic parameters with constraints, `for var`,
/// `for … where`, `Int.min` written as a literal, and the collection members closures in blog posts use.
final class PastedSwiftTests: ScriptTestCase {
    func testGenericParametersWithConstraintsAreAcceptedEverywhereSwiftAllowsThem() {
        XCTAssertEqual(
            run(
                """
                func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
                func pair<Key: Hashable & Comparable, each Rest, Value>(_ k: Key, _ v: Value) -> String { "\\(k)=\\(v)" }
                func firstOf<S: Sequence>(_ s: S) -> Int where S.Element == Int { s.first ?? 0 }
                struct Box<Value: Equatable> {
                    let value: Value
                    init<Source: Sequence>(first source: Source) { value = source.first! }
                }
                enum Either<Left, Right: Error> { case left(Left), right(Right) }
                extension Array<Int> { func total() -> Int { reduce(0, +) } }
                print(same(1, 1), same("a", "b"), pair("k", 2), firstOf([7, 8]), Box(first: [3, 4]).value)
                print([1, 2, 3].total())
                """), "true false k=2 7 3\n6\n")
    }

    func testAMalformedGenericParameterListSaysWhatIsMissing() {
        XCTAssertEqual(
            errors("func f<>(_ x: Int) {}"),
            ["test.rx:1:8: error: expected a generic parameter name, like 'T' in '<T: Equatable>'"])
        XCTAssertEqual(
            errors("func f<T:>(_ x: Int) {}"), ["test.rx:1:10: error: expected a type, like 'Int' or 'Observable<Int>'"]
        )
        XCTAssertEqual(errors("func f<T(_ x: T) {}"), ["test.rx:1:9: error: expected '>' to close '<' opened at 1:7"])
    }

    func testForVarBindsAMutableCopyAfreshEachPass() {
        XCTAssertEqual(
            run(
                """
                let source = [1, 2, 3]
                var closures: [() -> Int] = []
                for var x in source {
                    x *= 10
                    closures.append { x }
                }
                print(source, closures.map { $0() })
                for var (i, name) in ["a", "b"].enumerated() {
                    name += "!"
                    i += 100
                    print(i, name)
                }
                """), "[1, 2, 3] [10, 20, 30]\n100 a!\n101 b!\n")
        XCTAssertEqual(
            errors("for x in [1] { x = 2 }"),
            ["test.rx:1:16: error: cannot assign to 'x': it is a 'let' constant; declare it with 'var' to change it"])
    }

    func testForWhereSkipsThePassesThatFailTheCondition() {
        XCTAssertEqual(
            run(
                """
                for n in 1...10 where n % 3 == 0 { print(n) }
                for (key, value) in [("a", 1), ("b", 2), ("c", 3)] where value != 2 {
                    print(key)
                }
                var seen = 0
                for _ in 0..<5 where seen < 2 { seen += 1 }
                print(seen)
                """), "3\n6\n9\na\nc\n2\n")
        XCTAssertEqual(
            errors("for x in [1] where x { }"),
            ["test.rx:1:20: error: condition must be a 'Bool', got 'Int'; compare explicitly, as in 'x != 0'"])
        XCTAssertEqual(
            errors("for x in [1] where { print(x) }"),
            ["test.rx:1:20: error: expected expression after 'where', found '{'"])
    }

    func testTheSmallestIntIsALiteralAsInSwift() {
        XCTAssertEqual(
            run("print(-9223372036854775808, -0x8000000000000000 == Int.min, [-9223372036854775808][0] == Int.min)"),
            "-9223372036854775808 true true\n")
        // Only a prefix minus touching it makes the magnitude fit.
        for source in ["print(9223372036854775808)", "print(- 9223372036854775808)", "print(-(9223372036854775808))"] {
            XCTAssertEqual(
                errors(source).map { $0.contains("integer literal '9223372036854775808' overflows") }, [true], source)
        }
        XCTAssertEqual(errors("print(-9223372036854775809)").count, 1)
    }

    func testTheCollectionMembersBlogPostClosuresUse() {
        XCTAssertEqual(
            run(
                """
                let words = ["rx", "swift", "", "repl"]
                print(words.compactMap { $0.isEmpty ? nil : $0.count }, ["1", "x"].compactMap { Int($0) })
                print([[1, 2], [3]].flatMap { $0 }, [1, 2].flatMap { [$0, $0 * 10] })
                print(words.sorted(by: >), words.sorted { $0.count < $1.count }, [3, 1, 2].max()!, [Int]().min() == nil)
                print(words.first(where: { $0.count > 3 })!, words.last { $0.hasPrefix("r") }!, words.contains { $0.isEmpty })
                print(words.allSatisfy { $0.count < 9 }, words.firstIndex(of: "swift")!, words.firstIndex { $0.isEmpty }!)
                print(words.prefix(2), words.suffix(1), words.dropFirst(), words.dropLast(3), words.dropFirst(9))
                print(Array(1...3), Array("ab"), Array(Set([7])), "hello rx world".capitalized)
                var scores = [3, 9, 1]
                scores.sort(by: >)
                print(scores)
                scores.sort { $0 < $1 }
                print(scores, ["b": 2, "a": 1].sorted { $0.key < $1.key }.map { $0.value })
                """),
            """
            [2, 5, 4] [1]
            [1, 2, 3] [1, 10, 2, 20]
            ["swift", "rx", "repl", ""] ["", "rx", "repl", "swift"] 3 true
            swift repl true
            true 1 2
            ["rx", "swift"] ["repl"] ["swift", "", "repl"] ["rx"] []
            [1, 2, 3] ["a", "b"] [7] Hello Rx World
            [9, 3, 1]
            [1, 3, 9] [1, 2]

            """)
        XCTAssertEqual(
            errors("print([1, 2].sorted(by: { a, b in a }))"),
            ["test.rx:1:25: error: the closure passed to 'sorted' must return Bool, got 'Int'"])
        XCTAssertEqual(errors("print([1].prefix(-1))").count, 1)
    }

    func testImplicitObservablesWhereSwiftInfersTheType() {
        XCTAssertEqual(
            run(
                """
                enum Failure: Error { case bad }
                of(1, 2, 3).flatMap { n -> Observable<Int> in
                    if n == 2 { return .empty() }
                    return n == 3 ? .error(Failure.bad) : .just(n * 10)
                }.subscribe(onNext: { print("next", $0) }, onError: { print("error", $0) })
                func load(_ id: Int) -> Observable<String> { id < 0 ? .error(Failure.bad) : .of("a\\(id)", "b\\(id)") }
                load(1).concat(load(-1)).catch { _ in .just("fallback") }.subscribe(onNext: { print($0) })
                Observable.merge(.just("merged"), .never()).take(1).subscribe(onNext: { print($0) })
                let events = create { observer in
                    observer.on(.next("event"))
                    observer.on(.error(Failure.bad))
                    return Disposables.create()
                }
                events.subscribe(onNext: { print($0) }, onError: { print("ended by", $0) })
                """),
            "next 10\nerror bad\na1\nb1\nfallback\nmerged\nevent\nended by bad\n")
        XCTAssertEqual(
            errors("of(1).flatMap { _ in .next(1) }.subscribe(onError: { print($0) })"), [],
            "an event that is no observable is the closure's error event, not a compile error")
    }

    func testFoundationStringMembersAndFormatting() {
        XCTAssertEqual(
            run(
                """
                print("Hello, RxSwift".components(separatedBy: ", "), "a-b-c".replacingOccurrences(of: "-", with: "+"))
                print("[" + "  x y \\n".trimmingCharacters(in: .whitespacesAndNewlines) + "]", 12.isMultiple(of: 4))
                print(String(format: "%.2f|%03d|%x|%@|%5s|%-3s|100%%", 3.14159, 7, 255, [1], "ab", "c"))
                print(String(format: "%d items at %.1f each", 3, 2))
                """),
            "[\"Hello\", \"RxSwift\"] a+b+c\n[x y] true\n3.14|007|ff|[1]|   ab|c  |100%\n3 items at 2.0 each\n")
        XCTAssertEqual(
            errors("print(String(format: \"%s and %d\", 5))"),
            [
                "test.rx:1:7: error: String(format:) got 1 argument, which is not one for each conversion in the format"
            ])
        XCTAssertEqual(
            errors("print(String(format: \"%d\", \"x\"))"),
            [
                "test.rx:1:7: error: '%d' in String(format:) prints an Int, but argument 1 is a 'String'; use %@ to "
                    + "print any value"
            ])
        XCTAssertEqual(
            errors("print(String(format: \"%q\", 1))"),
            [
                "test.rx:1:7: error: String(format:) does not know '%q'; use %d (Int), %f (Double), %@ or %s (any "
                    + "value), or %% for '%'"
            ])
        XCTAssertEqual(
            errors("print(String(format: \"%99999999d\", 1))"),
            [
                "test.rx:1:7: error: '%99999999…' in String(format:) asks for a field wider than 1000 characters; "
                    + "use a smaller width"
            ])
        XCTAssertEqual(
            errors("print(\"x\".trimmingCharacters(in: 3))"),
            [
                "test.rx:1:30: error: argument 'in' of 'trimmingCharacters(in:)' expects a CharacterSet such as "
                    + ".whitespaces, got 'Int'"
            ])
    }

    func testTypeOfNamesTheTypeAsSelfDoes() {
        XCTAssertEqual(
            run(
                """
                struct Point { let x: Int }
                print(type(of: 1), type(of: "a"), type(of: Point(x: 1)), type(of: just(1)))
                print(type(of: 1) == Int.self, type(of: 1.5) == Int.self, type(of: Point(x: 2)) == Point.self)
                """),
            "Int String Point Observable\ntrue false true\n")
    }

    func testADictionarySubscriptWithADefault() {
        XCTAssertEqual(
            run(
                """
                var counts = [String: Int]()
                for word in ["rx", "swift", "rx"] { counts[word, default: 0] += 1 }
                var groups = [String: [Int]]()
                for n in 1...4 { groups[n % 2 == 0 ? "even" : "odd", default: []].append(n) }
                print(counts["rx"]!, counts["swift"]!, counts["none", default: -1], groups["even"]!, groups["odd"]!)
                """),
            "2 1 -1 [2, 4] [1, 3]\n")
        XCTAssertEqual(
            errors("let xs = [1]\nprint(xs[0, default: 5])"),
            [
                "test.rx:2:7: error: subscript(_:default:) is a dictionary's; a value of type 'Array' has no default "
                    + "for a missing key"
            ])
        XCTAssertEqual(
            errors("let d = [\"a\": 1]\nprint(d[\"a\", fallback: 5])"),
            [
                "test.rx:2:7: error: a subscript takes one unlabeled index, as in xs[0], and a dictionary's also a "
                    + "default, as in counts[key, default: 0]"
            ])
    }

    func testOptionalMapAndFlatMapOnNumbers() {
        XCTAssertEqual(
            run(
                """
                let none: Int? = nil
                let four: Int? = 4
                print(none.map { $0 * 2 } ?? -1, four.map { $0 * 2 } ?? -1, four.flatMap { $0 > 3 ? $0 : nil } ?? 0)
                print(Double("1.5").map { $0 * 2 }!, Int("x").map { $0 + 1 } == nil)
                """),
            "-1 8 4\n3.0 true\n")
    }

    func testReduceIntoAndGuardLetShadowingAParameterAndPrivateSet() {
        XCTAssertEqual(
            run(
                """
                let doubled = [3, 1, 2].reduce(into: [Int]()) { acc, x in acc.append(x * 2) }
                let counts = ["a", "b", "a"].reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
                func check(_ value: Int?) -> String {
                    guard let value = value, value > 0 else { return "no" }
                    return "yes \\(value)"
                }
                final class Store {
                    private(set) var count = 0
                    func add() { count += 1 }
                }
                let store = Store()
                store.add()
                print(doubled, counts["a"]!, check(nil), check(2), store.count)
                """),
            "[6, 2, 4] 2 no yes 2 1\n")
        XCTAssertEqual(
            errors("func g() {\n    let x = 1\n    let x = 2\n}"),
            ["test.rx:3:9: error: invalid redeclaration of 'x' in the same scope; choose another name"])
    }

    func testAStringIsACollectionOfCharacters() {
        XCTAssertEqual(
            run(
                """
                let word = "Hello"
                print(word.map { $0.uppercased() }, word.filter { $0 != "l" }, String(word.reversed()))
                print(word.first!, word.last!, "".first == nil, Array(word).count)
                """),
            "[\"H\", \"E\", \"L\", \"L\", \"O\"] Heo olleH\nH o true 5\n")
    }

    func testImplicitMembersReturnedFromAFunctionResolveAgainstItsDeclaredRxType() {
        XCTAssertEqual(
            run(
                """
                func one() -> Single<Int> { .just(1) }
                func check(_ ok: Bool) -> Single<Int> {
                    return ok ? .just(2) : .error(RxError.unknown)
                }
                struct Api {
                    func user() -> Maybe<String> {
                        return .create { maybe in
                            maybe(.success("ann"))
                            return Disposables.create()
                        }
                    }
                }
                one().subscribe(onSuccess: { print("single", $0) })
                check(false).subscribe(onSuccess: { print($0) }, onFailure: { print("failed", $0) })
                Api().user().subscribe(onSuccess: { print("user", $0) })
                func saved() -> Completable { .empty() }
                saved().subscribe(onCompleted: { print("saved") })
                let make = { (n: Int) -> Single<Int> in n > 0 ? .just(n) : .error(RxError.unknown) }
                make(3).subscribe(onSuccess: { print("closure", $0) })
                """),
            "single 1\nfailed Unknown error occurred.\nuser ann\nsaved\nclosure 3\n")
    }
}
