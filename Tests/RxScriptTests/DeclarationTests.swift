import XCTest

/// `enum`, `struct`, `class`, `protocol` and `extension`, with Swift's meaning where it shows.
final class DeclarationTests: VirtualScriptTestCase {
    func testEnumCasesPrintAsSwiftDoesAndCompareByValue() {
        XCTAssertEqual(
            run(
                """
                enum MyError: Error { case anError, other(String), point(x: Int, y: Int) }
                print(MyError.anError, MyError.other("x"), MyError.point(x: 1, y: 2))
                print(MyError.other("a") == MyError.other("a"), MyError.other("a") == MyError.other("b"), MyError.anError == .anError)
                """), "anError other(\"x\") point(x: 1, y: 2)\ntrue false true\n")
    }

    /// The fuzzer crashed the interpreter with a raw value of Int.max (the next implicit one overflowed).
    func testAnIntMaxRawValueIsFineUntilACaseNeedsTheNextOne() {
        XCTAssertEqual(
            run("enum Top: Int { case high = 9223372036854775807 }\nprint(Top.high.rawValue)"),
            "9223372036854775807\n")
        XCTAssertEqual(run("enum Loose { case high = 9223372036854775807 }\nprint(1)"), "1\n")
        XCTAssertEqual(
            errors("enum Top: Int { case high = 9223372036854775807, higher }"),
            [
                "test.rx:1:1: error: enum case 'higher' would get the raw value after Int.max, which does not fit "
                    + "in Int; give it a raw value"
            ])
    }

    func testRawValuesAreImplicitOrExplicitAndInitRawValueIsOptional() {
        XCTAssertEqual(
            run(
                """
                enum Direction: String, CaseIterable { case up = "u", down }
                enum Level: Int { case low = 1, mid, high }
                print(Direction.up.rawValue, Direction.down.rawValue, Level.high.rawValue)
                print(Direction(rawValue: "down") == Direction.down, Level(rawValue: 9) == nil, Direction.allCases)
                """), "u down 3\ntrue true [main.Direction.up, main.Direction.down]\n")
    }

    func testSwitchBindsAssociatedValuesAndMethodsSeeSelf() {
        XCTAssertEqual(
            run(
                """
                enum Shape {
                    case circle(radius: Double), square(Double)
                    func area() -> Double {
                        switch self {
                        case .circle(let r): return 3 * r * r
                        case .square(let side): return side * side
                        }
                    }
                    static func unit() -> Shape { .square(1.0) }
                }
                print(Shape.circle(radius: 2.0).area(), Shape.unit().area())
                """), "12.0 1.0\n")
    }

    func testAThrownEnumCaseIsAnErrorEventShownAsRxSwiftShowsIt() {
        let lines = trace(
            """
            enum TestError: Error { case test }
            create { o in o.onNext(1); o.onError(TestError.test); return Disposables.create() }.subscribe()
            just(1).map { _ in throw TestError.test }.subscribe()
            """)
        XCTAssertEqual(
            lines.filter { $0.contains("error(") }, ["#1 +0.000s main error(test)", "#2 +0.000s main error(test)"])
    }

    func testStructsHaveMemberwiseInitsAndValueSemantics() {
        XCTAssertEqual(
            run(
                """
                struct Player {
                    var score: Int
                    let name: String
                    var nickname: String? 
                    var title: String { "\\(name): \\(score)" }
                    mutating func win() { score += 10 }
                }
                var p = Player(score: 1, name: "ann")
                var q = p
                q.score = 5
                p.win()
                var team = [p, q]
                team[1].win()
                print(p.title, q.title, team[1].score, p)
                """), "ann: 11 ann: 5 15 Player(score: 11, name: \"ann\", nickname: nil)\n")
    }

    func testChangingALetStructOrAMissingMemberwiseArgumentIsAnError() {
        XCTAssertEqual(
            errors("struct P { var x: Int }\nlet p = P(x: 1)\np.x = 2"),
            [
                "test.rx:3:1: error: cannot assign to property 'x': the struct value is a 'let' constant or a temporary; store it in a 'var' first"
            ])
        XCTAssertEqual(
            errors("struct P { var x: Int; let y: Int }\nlet p = P(x: 1)"),
            ["test.rx:2:9: error: missing argument for parameter 'y' in call to 'P's memberwise initializer"])
    }

    func testClassesAreSharedInheritAndCallSuper() {
        XCTAssertEqual(
            run(
                """
                class Animal {
                    let name: String
                    var sound = "..."
                    init(name: String) { self.name = name }
                    func speak() -> String { name + " says " + sound }
                }
                class Dog: Animal {
                    init() {
                        super.init(name: "rex")
                        sound = "woof"
                    }
                    override func speak() -> String { super.speak() + "!" }
                }
                let a = Dog()
                let b = a
                b.sound = "grr"
                print(a.speak(), a.name)
                """), "rex says grr! rex\n")
    }

    func testDeinitRunsWhenTheLastReferenceGoesAndWeakReferencesLetGo() {
        XCTAssertEqual(
            run(
                """
                class Screen {
                    let bag = DisposeBag()
                    weak var parent: Screen?
                    let name: String
                    init(name: String) { self.name = name }
                    deinit { print("deinit", name) }
                }
                var first: Screen? = Screen(name: "first")
                let second = Screen(name: "second")
                second.parent = first
                let other = first
                first = nil
                print("after first = nil", second.parent == nil)
                """), "after first = nil false\n")
        XCTAssertEqual(
            run(
                """
                class Screen {
                    let name: String
                    init(name: String) { self.name = name }
                    deinit { print("deinit", name) }
                }
                var screen: Screen? = Screen(name: "a")
                let holder = Screen(name: "holder")
                screen = nil
                print("end")
                """), "deinit a\nend\n")
    }

    func testAnExtensionOfObservableTypeChainsLikeABuiltIn() {
        let lines = trace(
            """
            extension ObservableType where Element == Int {
                func doubled() -> Observable<Int> { return self.map { $0 * 2 } }
            }
            of(1, 2).doubled().filter { $0 > 2 }.subscribe()
            """)
        XCTAssertEqual(lines.filter { $0.contains("next(") }, ["#1 +0.000s main next(4)"])
    }

    func testAnExtensionAddsMembersToAScriptTypeAndClosuresInMembersSeeSelf() {
        XCTAssertEqual(
            run(
                """
                struct Counter { var count = 0 }
                extension Counter {
                    mutating func bump() { count += 1 }
                    func later() -> () -> Int { return { self.count * 10 } }
                }
                var c = Counter()
                c.bump()
                c.bump()
                print(c.count, c.later()())
                """), "2 20\n")
    }

    func testProtocolsAreAcceptedAsDocumentation() {
        XCTAssertEqual(
            run(
                """
                protocol Named { var name: String { get } }
                struct Cat: Named { let name: String }
                print(Cat(name: "tom").name)
                """), "tom\n")
    }

    func testWeakSelfLetsAnObjectGoWhileAStrongCaptureKeepsItAlive() {
        let source = """
            class ViewModel {
                let bag = DisposeBag()
                let name: String
                init(name: String, weakly: Bool) {
                    self.name = name
                    if weakly {
                        interval(1s).subscribe(onNext: { [weak self] _ in print(self?.name ?? "gone") }).disposed(by: bag)
                    } else {
                        interval(1s).subscribe(onNext: { _ in print(self.name) }).disposed(by: bag)
                    }
                }
                deinit { print("deinit", name) }
            }
            var a: ViewModel? = ViewModel(name: "weak", weakly: true)
            var b: ViewModel? = ViewModel(name: "strong", weakly: false)
            after(1500ms) { a = nil; b = nil }
            """
        let lines = trace(source, limit: 3_500)
        XCTAssertEqual(
            lines.filter { !$0.hasPrefix("#") },
            [
                "weak", "strong", "deinit weak", "strong", "strong",
                "deinit strong",
            ],
            "the weak one ends at 1.5 s; the strong one is kept by its own subscription until the end")
        XCTAssertTrue(lines.contains("#1 +1.500s main disposed"), "\(lines)")
    }

    func testACaptureListCopiesValuesWhenTheClosureIsMade() {
        XCTAssertEqual(
            run(
                """
                var n = 1
                let early = { [n] in n * 10 }
                let late = { n * 10 }
                n = 2
                print(early(), late())
                """), "10 20\n")
    }

    func testPropertyObserversRunOnAssignmentButNotInInitAndLazyPropertiesRunOnFirstUse() {
        XCTAssertEqual(
            run(
                """
                class VC {
                    var items: [String] = [] {
                        willSet { print("will", newValue) }
                        didSet { print("did", oldValue, "->", items) }
                    }
                    lazy var title = "VC with \\(items.count) items"
                    init() { items = ["init"] }
                }
                let vc = VC()
                vc.items = ["a"]
                print(vc.title)
                vc.items.append("b")
                print(vc.title)
                struct Counter {
                    var n = 0 { didSet(old) { print("n", old, "->", n) } }
                }
                var c = Counter()
                c.n += 1
                """),
            """
            will ["a"]
            did ["init"] -> ["a"]
            VC with 1 items
            will ["a", "b"]
            did ["a"] -> ["a", "b"]
            VC with 1 items
            n 0 -> 1

            """)
    }

    func testDoCatchMatchesThrownErrorsByPatternAndBindsErrorOtherwise() {
        XCTAssertEqual(
            run(
                """
                enum MyError: Error { case bad, worse(Int) }
                func risky(_ n: Int) throws -> Int {
                    if n == 1 { throw MyError.bad }
                    if n == 2 { throw MyError.worse(7) }
                    return n * 10
                }
                for n in [0, 1, 2] {
                    do {
                        print("ok", try risky(n))
                    } catch MyError.bad {
                        print("bad")
                    } catch MyError.worse(let code) {
                        print("code", code)
                    }
                }
                do { _ = try risky(1) } catch { print("caught:", error) }
                do {
                    do { _ = try risky(2) } catch MyError.bad { print("not this one") }
                } catch let e {
                    print("outer", e)
                }
                """), "ok 0\nbad\ncode 7\ncaught: bad\nouter worse(7)\n")
    }

    func testFunctionsCheckArgumentLabelsAndMissingReturnsAsSwiftDoes() {
        XCTAssertEqual(
            errors("func f(searchTerm: String) -> String { searchTerm }\nprint(f(\"x\"))"),
            [
                "test.rx:2:9: error: incorrect argument label in call to 'f(searchTerm:)' (have '_:', expected 'searchTerm:')"
            ])
        XCTAssertEqual(
            errors("func search(term: String) -> Observable<String> {}"),
            [
                "test.rx:1:6: error: missing return in 'search', declared to return 'Observable<String>'; end it with 'return' and a value"
            ])
        XCTAssertEqual(
            run(
                """
                func sign(_ x: Int) -> String { if x < 0 { return "-" } else { return "+" } }
                func twice(_ x: Int) -> Int { x * 2 }
                print(sign(-1), twice(2))
                """), "- 4\n")
    }

    func testStaticMembersRunOnFirstUseAndOptionalsSpelledAsCases() {
        XCTAssertEqual(
            run(
                """
                class Store {
                    static let shared = Store()
                    static var made: Int { 42 }
                    class func kind() -> String { "store" }
                    var count = 0
                }
                Store.shared.count = 3
                let a: Int? = .some(5)
                let b: Int? = .none
                print(Store.shared.count, Store.made, Store.kind(), a ?? 0, b ?? 0)
                """), "3 42 store 5 0\n")
    }

    func testIfCaseAndGuardCaseMatchPatternsAndFatalErrorStopsWithItsMessage() {
        XCTAssertEqual(
            run(
                """
                let e = Event<Int>.next(3)
                if case .next(let v) = e { print("value", v) }
                if case .completed = e { print("no") } else { print("not completed") }
                guard case .next(let w) = e else { fatalError("unreachable") }
                print(w)
                """), "value 3\nnot completed\n3\n")
        XCTAssertEqual(errors("fatalError(\"boom\")"), ["test.rx:1:1: error: fatal error: boom"])
    }

    func testProtocolExtensionsGiveDefaultMembersToConformingTypes() {
        XCTAssertEqual(
            run(
                """
                protocol Named {
                    var name: String { get }
                    func greet() -> String
                }
                extension Named {
                    func greet() -> String { "hello, " + name }
                    var shout: String { name.uppercased() }
                }
                struct Cat: Named { let name: String }
                class Dog: Named { let name = "rex"; func greet() -> String { "woof" } }
                struct Rock { }
                extension Rock: Named { var name: String { "rock" } }
                print(Cat(name: "tom").greet(), Cat(name: "tom").shout, Dog().greet(), Dog().shout, Rock().greet())
                """), "hello, tom TOM woof REX hello, rock\n")
        XCTAssertEqual(
            errors("struct Plain { }\nPlain().greet()"),
            ["test.rx:2:9: error: value of type 'Plain' has no member 'greet'"])
    }
}

/// `value is Type`, as Swift answers it for the types scripts have.
final class TypeCheckTests: ScriptTestCase {
    func testIsAnswersForValuesClassesProtocolsAndErrors() {
        XCTAssertEqual(
            run(
                """
                enum NetError: Error { case timeout }
                class Animal {}
                class Dog: Animal {}
                protocol Named {}
                struct Person: Named { let name: String }
                let d = Dog()
                print(d is Dog, d is Animal, d is Named, d is AnyObject, Animal() is Dog)
                print(1 is Int, 1 is String, 1.5 is Double, "a" is String, [1] is Any)
                print(NetError.timeout is Error, NetError.timeout is NetError, Person(name: "x") is Named, Person(name: "x") is AnyObject)
                """),
            """
            true true false true false
            true false true true true
            true true true false

            """)
    }

    func testIsFiltersErrorsInACatch() {
        XCTAssertEqual(
            run(
                """
                enum NetError: Error { case timeout }
                just(1).map { _ -> Int in throw NetError.timeout }.catch { e in just(e is NetError ? 100 : 0) }
                    .subscribe(onNext: { print($0) })
                """), "100\n")
    }
}
