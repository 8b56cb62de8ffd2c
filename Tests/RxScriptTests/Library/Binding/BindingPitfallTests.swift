import RxScript
import XCTest

/// The language's binding layer: sinks, controls, and the four pitfalls, each firing for the mistake and
/// staying silent for the fixed code.
final class BindingPitfallTests: VirtualScriptTestCase {
    private let request = """
        let request = create { observer in
            print("started")
            after(1s) { observer.onNext("10") }
            after(2s, on: background) { observer.onNext("20") }
            after(3s) { observer.onNext("30"); observer.onCompleted() }
            return Disposables.create()
        }
        let label = Label()

        """

    /// The warning lines, each `file:line:col: warning: …` when the subscription's place is known.
    private func warnings(_ lines: [String]) -> [String] { lines.filter { $0.contains("warning: ") } }

    func testSinkStatementDeclaresANamedSinkThatShowsItsValue() {
        let lines = trace("sink status\njust(\"ok\").bind(to: status)\nprint(status.value)")
        XCTAssertTrue(lines.contains("#1 +0.000s main status = \"ok\""), "\(lines)")
        XCTAssertEqual(lines.last { !$0.hasPrefix("#") }, "ok")
    }

    func testATextFieldBoundToALabelShowsTheCurrentValueThenEachCharacter() {
        let lines = trace(
            """
            let field = TextField()
            let title = Label()
            field.rx.text.orEmpty.bind(to: title.rx.text)
            field.type("rx")
            """)
        XCTAssertEqual(
            lines.filter { $0.contains("title.text") },
            [
                "#1 +0.000s main title.text = \"\"", "#1 +0.000s main title.text = \"r\"",
                "#1 +0.000s main title.text = \"rx\"",
            ])
    }

    func testSettingAPropertyOffMainWarnsButObserveOnMainDoesNot() {
        let wrong = trace(request + "request.subscribe(onNext: { label.text = $0 })")
        XCTAssertEqual(warnings(wrong).count, 1)
        XCTAssertTrue(
            warnings(wrong)[0].contains("label.text set on background, off the main thread by #1 at test.rx:9:1"))
        let fixed = trace(
            request + "request.observe(on: MainScheduler.instance).subscribe(onNext: { label.text = $0 })")
        XCTAssertEqual(warnings(fixed), [])
    }

    func testABinderMovesTheValueToMainAndSaysSo() {
        let lines = trace(request + "request.bind(to: label.rx.text)")
        XCTAssertTrue(lines.contains("#1 +2.000s main label.text = \"20\" (arrived on background)"), "\(lines)")
    }

    func testAnErrorReachingABindingIsReportedAndTheBindingEnds() {
        let lines = trace("let label = Label()\nerror(RxError.unknown).bind(to: label.rx.text)")
        XCTAssertEqual(warnings(lines).count, 1)
        XCTAssertTrue(
            warnings(lines)[0].hasPrefix(
                "test.rx:2:1: warning: binding error: label.text received error(RxError.unknown)"), "\(lines)")
        let fixed = trace(
            "let label = Label()\nerror(RxError.unknown).asDriver(onErrorJustReturn: \"x\").drive(label.rx.text)")
        XCTAssertEqual(warnings(fixed), [])
    }

    func testASecondLiveSubscriptionToACreateWarnsAndShareFixesIt() {
        let twice = trace(
            request + "request.bind(to: label.rx.text)\nlet other = Label()\nrequest.bind(to: other.rx.text)")
        XCTAssertTrue(
            warnings(twice).contains { $0.contains("create at test.rx:1:15 ran again (2 times)") }, "\(twice)")
        XCTAssertEqual(twice.filter { $0 == "started" }.count, 2)
        let shared = trace(
            request + """
                let shared = request.observe(on: main).catchAndReturn("出错啦").share(replay: 1)
                shared.bind(to: label.rx.text)
                let other = Label()
                shared.bind(to: other.rx.text)
                """)
        XCTAssertEqual(warnings(shared), [])
        XCTAssertEqual(shared.filter { $0 == "started" }.count, 1)
    }

    func testTwoLiveSourcesOnOnePropertyWarnButOneAfterTheOtherDoNot() {
        let two = trace("let label = Label()\nnever().bind(to: label.rx.text)\nnever().bind(to: label.rx.text)")
        XCTAssertEqual(
            warnings(two),
            [
                "test.rx:3:1: warning: label.text already has a source (#1 at test.rx:2:1); "
                    + "#2 makes two"
            ])
        let sequential = trace(
            "let label = Label()\njust(\"a\").bind(to: label.rx.text)\njust(\"b\").bind(to: label.rx.text)")
        XCTAssertEqual(warnings(sequential), [])
    }

    func testReplacingACellsBagDisposesItsOldBinding() {
        let lines = trace(
            """
            let table = TableView()
            let items = PublishSubject()
            items.bind(to: table.rx.items(cellIdentifier: "Cell")) { row, element, cell in
                never().bind(to: cell.textLabel.rx.text).disposed(by: cell.disposeBag)
            }
            items.onNext([1])
            items.onNext([2])
            """)
        let second = lines.firstIndex(of: "#1 +0.000s main next([2])")
        let disposed = lines.firstIndex(of: "#2 +0.000s main disposed")
        XCTAssertNotNil(disposed, "the reused cell's old binding ends: \(lines)")
        XCTAssertLessThan(second ?? 0, disposed ?? -1)
    }

    func testButtonTapsReachAControlEventAndDisabledButtonsIgnoreThem() {
        let lines = trace(
            """
            let button = Button("Go")
            button.rx.tap.subscribe(onNext: { print("tapped") })
            button.tap()
            button.isEnabled = false
            button.tap()
            """)
        XCTAssertEqual(lines.filter { $0 == "tapped" }.count, 1)
    }

    func testAValueOfTheWrongTypeForATypedPropertyIsABindingErrorNotACrash() {
        let lines = trace("let picker = DatePicker()\njust(\"x\").bind(to: picker.rx.date)")
        XCTAssertEqual(warnings(lines).count, 1)
        XCTAssertTrue(warnings(lines)[0].contains("takes a 'Date', not 'String'"), "\(lines)")
    }

    func testDeferredIsMadeAnewPerSubscriberWithoutAWarning() {
        let lines = trace(
            """
            let fresh = deferred { just(1) }
            fresh.subscribe()
            fresh.subscribe()
            let label = Label()
            never().startWith("a").bind(to: label.rx.text)
            """)
        XCTAssertEqual(warnings(lines), [])
    }
}

/// The dispose-bag pitfall: a live subscription added to a bag that the code which made it releases at once.
final class ReleasedBagPitfallTests: VirtualScriptTestCase {
    private func warnings(_ source: String) -> [String] { trace(source).filter { $0.contains("warning: ") } }

    func testATemporaryBagWarnsForTheLiveSubscriptionItDisposes() {
        let lines = trace("interval(1s).subscribe().disposed(by: DisposeBag())")
        XCTAssertEqual(
            lines.filter { $0.contains("warning: ") },
            [
                "test.rx:1:1: warning: #1 is disposed at once: its DisposeBag (made at test.rx:1:39) is released "
                    + "when the code that made it ends, and a released bag disposes what it holds"
            ])
        XCTAssertTrue(lines.contains("#1 +0.000s main disposed"), "\(lines)")
        XCTAssertFalse(lines.contains { $0.contains("next(") }, "nothing ever arrives: \(lines)")
    }

    func testABagLocalToAFunctionOrAnObjectReleasedInTheSameStatementWarns() {
        let local = warnings(
            """
            func start() {
                let bag = DisposeBag()
                interval(1s).subscribe().disposed(by: bag)
            }
            start()
            """)
        XCTAssertEqual(local.count, 1)
        XCTAssertTrue(local[0].contains("#1 is disposed at once: its DisposeBag (made at test.rx:2:15)"), "\(local)")
        let object = warnings(
            """
            class Screen {
                let disposeBag = DisposeBag()
                init() { interval(1s).subscribe().disposed(by: disposeBag) }
            }
            _ = Screen()
            """)
        XCTAssertEqual(object.count, 1, "\(object)")
    }

    func testKeptBagsFinishedSubscriptionsAndLaterReleasesStaySilent() {
        XCTAssertEqual(
            warnings(
                """
                let kept = DisposeBag()
                interval(1s).take(2).subscribe().disposed(by: kept)
                of(1, 2).subscribe().disposed(by: DisposeBag())
                var bag = DisposeBag()
                interval(1s).subscribe().disposed(by: bag)
                after(2500ms) { bag = DisposeBag() }
                var other = DisposeBag()
                interval(1s).take(3).subscribe().disposed(by: other)
                other = DisposeBag()
                """), [])
    }
}
