import PTYHarness
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// The binding commands and warnings on a pseudo-terminal, as a person meets them: `:type`, `:tap`, `:sinks`, and a
/// binding warning that arrives while a line is half typed.
final class ReplSinksTerminalTests: XCTestCase {
    private var home = ""

    override func setUpWithError() throws {
        home = "/tmp/rxrepl-pty-sinks-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        XCTAssertEqual(mkdir(home, 0o700), 0)
    }

    override func tearDown() {
        _ = try? FileManager.default.removeItem(atPath: home)
    }

    func testTypingIntoAFieldUpdatesItsBoundSinkAndSinksDrawsTheScreen() throws {
        let repl = try ReplTerminal(self, home: home)
        try repl.enter("let field = TextField(); sink title")
        try repl.enter("field.rx.text.orEmpty.bind(to: title)")
        try repl.expect("the current value, bound") {
            $0.lines.contains { $0.hasPrefix("#1") && $0.hasSuffix("title = \"\"") }
        }
        try repl.enter(":type field rx")
        try repl.expect("one update per key") { screen in
            screen.lines.contains { $0.hasPrefix("#1") && $0.hasSuffix("title = \"r\"") }
                && screen.lines.contains { $0.hasPrefix("#1") && $0.hasSuffix("title = \"rx\"") }
        }
        try repl.enter(":sinks")
        try repl.expect("the field and the sink, with their values and who feeds the sink") { screen in
            screen.lines.contains { $0.contains("field") && $0.contains("\"rx\"") }
                && screen.lines.contains { $0.contains("title") && $0.contains("\"rx\"") && $0.contains("#1") }
        }
        try repl.enter(":ui")
        try repl.waitForPrompt()
        try repl.enter(":type nothing abc")
        try repl.expectText("nothing")
    }

    func testSinksDrawsAViewControllerWithItsOutletsUnderIt() throws {
        let repl = try ReplTerminal(self, home: home)
        try repl.enter(
            "class GreetViewController: UIViewController { @IBOutlet weak var name: UILabel!; "
                + "override func viewDidLoad() { super.viewDidLoad(); title = \"Hi\"; name.text = \"Ann\" } }")
        try repl.enter("let vc = GreetViewController(); show(vc)")
        try repl.expect("the lifecycle traced") { screen in
            screen.lines.contains { $0.hasSuffix("vc.viewDidAppear(false)") }
        }
        try repl.enter(":sinks")
        try repl.expect("the controller, then its outlet indented under it") { screen in
            guard let row = screen.lines.firstIndex(where: { $0.hasPrefix("vc ") }) else { return false }
            return screen.lines[row].contains("GreetViewController") && screen.lines[row].contains("on screen")
                && screen.lines[row].contains("title \"Hi\"") && row + 1 < screen.lines.count
                && screen.lines[row + 1].hasPrefix("  name ") && screen.lines[row + 1].contains("\"Ann\"")
        }
    }

    func testSinksAlignsItsColumnsByTerminalColumnsNotCharacters() throws {
        let repl = try ReplTerminal(self, home: home)
        try repl.enter("sink wide; sink thin")
        try repl.enter("Observable.just(\"你好\").bind(to: wide); Observable.just(\"abcd\").bind(to: thin)")
        try repl.enter(":sinks")
        try repl.expect("both values six columns wide, so neither is padded") { screen in
            screen.lines.contains { $0.hasPrefix("wide  sink  \"你好\"  main") }
                && screen.lines.contains { $0.hasPrefix("thin  sink  \"abcd\"  main") }
        }
    }

    func testADebouncedFieldIsSteppedKeystrokeByKeystrokeOnTheVirtualClock() throws {
        let repl = try ReplTerminal(self, home: home, arguments: ["--virtual-time"])
        try repl.enter("let field = TextField(); sink query")
        try repl.enter(
            "field.rx.text.orEmpty.skip(1).debounce(.milliseconds(300), scheduler: MainScheduler.instance)"
                + ".bind(to: query)")
        try repl.enter(":type field r")
        try repl.enter(":advance 100ms")
        try repl.enter(":type field x")
        try repl.enter(":advance 299ms")
        XCTAssertFalse(
            repl.screen.lines.contains { $0.contains("query = ") }, "still within the debounce\n\(repl.dump())")
        try repl.enter(":step")
        XCTAssertTrue(repl.screen.lines.contains("#1  @0.400s  main        query = \"rx\""), repl.dump())
        try repl.expectText("stepped to @0.400s")
    }

    func testTapSendsAButtonsTapEventAndNamesTheWrongKindOfView() throws {
        let repl = try ReplTerminal(self, home: home)
        try repl.enter("let go = Button(\"Go\"); let label = Label()")
        try repl.enter("go.rx.tap.map { \"tapped\" }.bind(to: label.rx.text)")
        try repl.enter(":tap go")
        try repl.expect("the tap, bound to the label") { screen in
            screen.lines.contains { $0.hasPrefix("#1") && $0.hasSuffix("label.text = \"tapped\"") }
        }
        try repl.enter(":tap label")
        try repl.expectText("'label' is a Label, not a button (see :sinks)")
    }

    func testAWarningArrivingWhileALineIsHalfTypedLeavesTheLineIntact() throws {
        let repl = try ReplTerminal(self, home: home)
        try repl.enter("let label = Label()")
        try repl.enter(
            "interval(500ms).observe(on: background).map { \"\\($0)\" }.subscribe(onNext: { label.text = $0 })")
        repl.send("let half = 6 *")
        try repl.expectLine("rx> let half = 6 *")
        try repl.expect("the off-main warning, above the half-typed line") { screen in
            screen.lines.contains { $0.contains("warning: label.text set on background") }
                && screen.cursorLine == "rx> let half = 6 *"
        }
        XCTAssertEqual(
            repl.screen.text.split(separator: "\n").filter { $0.hasPrefix("rx> let half") }.count, 1,
            "the half-typed line is drawn once, not left behind above the warning\n\(repl.dump())")
        repl.send(" 7" + Key.enter)
        try repl.expect("the line evaluated") { $0.text.contains("rx> let half = 6 * 7") }
        try repl.enter("half")
        try repl.expect("its value") { $0.lines.contains("42") }
        repl.send(Key.ctrlC)
        try repl.expect("the interval's disposal") { repl.traceLines(1, "disposed", in: $0).count == 1 }
    }
}
