import LineEditor
import RxScript
import XCTest

@testable import rxrepl

/// Tab after `x.` offers the members of what `x` holds now, through the one engine the REPL and the fuzzer ask.
final class LiveValueCompletionTests: XCTestCase {
    private let printed = PrintedText()
    private lazy var session = Session(output: printed.append)
    private lazy var completer = ReplCompleter(session: session, commands: .standard, width: 100)

    private func complete(_ line: String, after earlierLines: [String] = []) -> Completions {
        completer.complete(line: line, cursor: line.unicodeScalars.count, earlierLines: earlierLines)
    }

    private func run(_ code: String, file: StaticString = #filePath, line: UInt = #line) {
        let result = session.evaluate(code)
        XCTAssertTrue(result.succeeded, "\(code): \(result.diagnostics)", file: file, line: line)
    }

    /// The listing row that starts with `signature`.
    private func row(_ completions: Completions, _ signature: String) -> String? {
        completions.listing?.first { $0.hasPrefix(signature) }
    }

    func testASubjectOffersOnNextOnCompletedAndTheOperators() throws {
        run("let s = PublishSubject<Int>()")
        XCTAssertEqual(complete("s.onN").candidates, ["onNext("])
        XCTAssertEqual(complete("s.onC").candidates, ["onCompleted("])
        XCTAssertEqual(complete("s.thro").candidates, ["throttle("])
        let on = complete("s.on")
        XCTAssertEqual(on.candidates, ["on(", "onCompleted(", "onError(", "onNext("])
        let onNext = try XCTUnwrap(row(on, "onNext(_:)"), "\(on)")
        XCTAssertTrue(onNext.hasSuffix("pushes a value"), onNext)
        let columns = on.listing?.map { line in line.count - (line.split(separator: " ").last?.count ?? 0) }
        XCTAssertEqual(
            Set(on.listing?.map { $0.count - $0.drop { $0 != " " }.drop { $0 == " " }.count } ?? []).count, 1,
            "the summaries are aligned: \(on.listing ?? [])")
        XCTAssertNotNil(columns)
    }

    func testARelayOffersAcceptAndItsValue() {
        run("let relay = BehaviorRelay(value: 1)")
        let relay = complete("relay.")
        XCTAssertTrue(relay.candidates.contains("accept("), "\(relay.candidates)")
        XCTAssertTrue(relay.candidates.contains("value"), "\(relay.candidates)")
        XCTAssertEqual(complete("relay.acc").candidates, ["accept("])
        XCTAssertEqual(complete("relay.value.isMult").candidates, ["isMultiple("], "what value holds now: an Int")
    }

    func testAStructInstanceOffersItsDeclaredFieldsAndMethodsWithWhatTheyHoldNow() throws {
        run(
            """
            struct Point {
                /// across the screen
                var x: Int
                let y = 2
                func moved(by dx: Int) -> Point { Point(x: x + dx) }
                var sum: Int { x + y }
            }
            let p = Point(x: 1)
            """)
        let members = complete("p.")
        XCTAssertEqual(members.candidates, ["moved(", "sum", "x", "y"])
        XCTAssertEqual(row(members, "var x: Int")?.hasSuffix("= 1  across the screen"), true, "\(members)")
        XCTAssertEqual(row(members, "let y ")?.hasSuffix("= 2"), true, "\(members)")
        XCTAssertNotNil(row(members, "func moved(by dx: Int) -> Point"), "\(members)")
        XCTAssertNotNil(row(members, "var sum: Int { get }"), "\(members)")
        XCTAssertEqual(complete("p.mo").candidates, ["moved("])
        XCTAssertEqual(complete("p.moved(by: 1).s").candidates, ["sum"], "what the method declares it returns")
        XCTAssertEqual(complete("p.x.isMult").candidates, ["isMultiple("], "a stored field is read")
        XCTAssertEqual(complete("pai").candidates, [])
        XCTAssertEqual(row(complete("P"), "Point ")?.hasSuffix(" struct Point"), true, "\(complete("P"))")
    }

    func testCompletingSaysNothingAboutOldSpellings() {
        var notes: [String] = []
        let noting = Session(output: { _ in }, notes: { notes.append($0.message) })
        XCTAssertTrue(noting.evaluate("let field = TextField()").succeeded)
        _ = ReplCompleter(session: noting, commands: .standard).complete(line: "field.rx_text.", cursor: 14)
        XCTAssertEqual(notes, [], "reading rx_text would note its old spelling")
    }

    func testCompletingRunsNoScriptCode() {
        run(
            """
            var calls = 0
            class Spy {
                var reading: Int { calls += 1; return 1 }
                lazy var late: Int = { calls += 1; return 2 }()
                var description: String { calls += 1; return "spy" }
                func poke() -> Spy { calls += 1; return self }
                static var shared: Spy { calls += 1; return Spy() }
            }
            let spy = Spy()
            let spies = [spy]
            """)
        for line in [
            "spy.", "spy.reading.", "spy.late.", "spy.description.", "spy.poke().", "Spy.shared.", "sp", "spies.",
            "spies[0].", "spy.rx.", "Spy.",
        ] {
            _ = complete(line)
        }
        XCTAssertEqual(session.evaluate("calls").valueDescription, "0", "a computed property or method ran")
        XCTAssertEqual(complete("spies[0].po").candidates, ["poke("])
        XCTAssertEqual(complete("spy.late.isMult").candidates, ["isMultiple("], "a lazy var by its declared type")
    }

    func testAnEnumOffersItsCasesAndAValueItsRawValue() throws {
        run(
            """
            enum Shape { case circle(radius: Double), square }
            enum Level: Int { case low = 1, high }
            let level = Level.high
            """)
        let shapes = complete("Shape.")
        XCTAssertEqual(shapes.candidates, ["circle(", "square"])
        XCTAssertNotNil(row(shapes, "case circle(radius:)"), "\(shapes)")
        XCTAssertEqual(complete("Level.").candidates, ["allCases", "high", "low"])
        XCTAssertEqual(row(complete("Level.lo"), "case low"), "case low  = 1")
        XCTAssertEqual(complete("level.raw").candidates, ["rawValue"])
        XCTAssertEqual(row(complete("level.raw"), "let rawValue"), "let rawValue  = 2")
        XCTAssertTrue(complete("let s: Shape = .sq").candidates.contains("square"), "implicit members know cases")
    }

    func testAViewControllerSubclassOffersWhatItInheritsFromUIKitAfterItsOwnMembers() {
        run("class Home: UIViewController { var count = 0; override func viewDidLoad() { super.viewDidLoad() } }")
        run("let home = Home()")
        XCTAssertEqual(complete("home.navigationCon").candidates, ["navigationController"])
        let members = complete("home.").candidates
        for member in ["count", "viewDidLoad(", "view", "title", "present(", "loadViewIfNeeded(", "rx"] {
            XCTAssertTrue(members.contains(member), "home. lacks \(member): \(members)")
        }
    }

    func testAControlOffersItsPropertiesAndItsClassesReactiveMembers() {
        run("let field = TextField()\nlet button = Button(\"Go\")\nfield.text = \"hi\"")
        XCTAssertEqual(complete("field.te").candidates, ["text"])
        XCTAssertEqual(row(complete("field.te"), "text"), "text  = \"hi\"")
        XCTAssertEqual(complete("button.ta").candidates, ["tag", "tap("])
        XCTAssertEqual(complete("field.rx.te").candidates, ["text"], "never textLabel")
        let fieldRx = complete("field.rx.").candidates
        for member in ["text", "value", "isEnabled", "isHidden", "controlEvent("] {
            XCTAssertTrue(fieldRx.contains(member), "field.rx. lacks \(member): \(fieldRx)")
        }
        for member in ["tap", "textLabel", "isOn", "items"] {
            XCTAssertFalse(fieldRx.contains(member), "field.rx. offers another class's \(member)")
        }
        XCTAssertEqual(complete("button.rx.ta").candidates, ["tap"])
        XCTAssertTrue(complete("field.rx.text.").candidates.contains("orEmpty"), "a ControlProperty's members")
    }

    func testNestedValuesAndChainsAreFollowed() {
        run(
            """
            struct ViewModel {
                let items = BehaviorRelay(value: [1, 2])
                let title = "list"
                let pair = (count: 1, name: "a")
            }
            let vm = ViewModel()
            let s = PublishSubject<Int>()
            """)
        XCTAssertEqual(complete("vm.items.acc").candidates, ["accept("])
        XCTAssertEqual(complete("vm.title.upper").candidates, ["uppercased("])
        XCTAssertEqual(complete("vm.pair.na").candidates, ["name"])
        XCTAssertEqual(complete("vm.pair.name.upper").candidates, ["uppercased("])
        XCTAssertEqual(complete("s.map { $0 * 2 }.filter { $0 > 1 }.thro").candidates, ["throttle("])
        XCTAssertTrue(complete("s.asDriver(onErrorJustReturn: 0).dri").candidates.contains("drive("))
        XCTAssertEqual(complete("s.subscribe().dispos").candidates, ["dispose(", "disposed("])
        XCTAssertEqual(complete(".onN", after: ["s"]).candidates, ["onNext("], "a chain continued on the next line")
        XCTAssertEqual(complete("Observable<Int>.interv").candidates, ["interval("])
    }

    func testSelfInsideATypesBodyOffersItsMembers() {
        run("struct Counter { var count = 0 }")
        let inside = complete("        self.co", after: ["extension Counter {", "    func show() {"])
        XCTAssertEqual(inside.candidates, ["count"])
    }

    func testNoInputCrashesHangsOrPrints() {
        run("let s = PublishSubject<Int>()\nstruct Box { let inner: [Box] }\nlet box = Box(inner: [])")
        let lines = [
            "", ".", "..", "...", "s..", "s.(", "s.)", ")).", "]].", "}}.", "{{.", "((.", "s.map { $0 }}.", "[.",
            "\"s.", "\"\\(s.", "// s.", "/* s.", "s /* . */ .", "s?.", "s!.", "s?.onN", "1.", "1.5.", "300ms.",
            "$0.", "`s`.", "box.inner[0].", "box.inner[99].in", "box.inner[x].", "#if.", "é.", "😀.", "s.😀",
            "测试.", "Observable<.", ">.", "<>.", "s<Int>>.", "a ?? .", "nil.", "true.", "\"a\".up", "(1, 2).",
            String(repeating: "(", count: 5000) + "s.", String(repeating: "s.map { $0 }", count: 500) + ".",
            String(repeating: "[", count: 3000) + ".", ":", ":load ", ":bogus x", ":export #",
        ]
        for line in lines {
            let count = line.unicodeScalars.count
            // Every cursor of the short lines; the long ones (pasted pages) at their start, middle and end.
            for cursor in count < 100 ? Array(0...count) : [0, count / 2, count - 1, count] {
                _ = completer.complete(line: line, cursor: cursor)
            }
        }
        XCTAssertEqual(printed.text, "", "completion printed")
        XCTAssertEqual(complete("\"s.onN").candidates, [], "nothing inside a string")
        XCTAssertEqual(complete("// s.onN").candidates, [], "nothing inside a comment")
        XCTAssertEqual(complete("s?.onN").candidates, ["onNext("])
    }

    func testLoadOffersScriptsAndFoldersOnly() throws {
        let directory = NSTemporaryDirectory() + "rxrepl-load-complete-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory + "/samples", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in ["stream.rx", "stream.out", "notes.txt", "start.rx"] {
            XCTAssertTrue(FileManager.default.createFile(atPath: directory + "/" + name, contents: Data()))
        }
        let scripts = complete(":load " + directory + "/s")
        XCTAssertEqual(
            scripts.candidates, [directory + "/samples/", directory + "/start.rx", directory + "/stream.rx"])
        XCTAssertEqual(complete(":load " + directory + "/n").candidates, [])
        XCTAssertEqual(
            complete(":export #1 " + directory + "/stream.").candidates,
            [directory + "/stream.out", directory + "/stream.rx"], ":export keeps any file")
    }
}

/// What a session printed, from any thread.
private final class PrintedText: @unchecked Sendable {
    private let lock = NSLock()
    private var written = ""

    var text: String { lock.withLock { written } }

    func append(_ text: String) { lock.withLock { written += text } }
}
