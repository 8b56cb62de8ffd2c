import Foundation
import RxCocoa
import RxCore
import RxTrace
import XCTest

/// A screen on one virtual clock, tracing to memory, with warnings collected.
final class VirtualScreen {
    let scheduler = VirtualTimeScheduler(initialClock: 0, resolution: 0.001)
    let output = MemoryTraceOutput()
    let tracer: Tracer
    let screen: Screen
    private let lock = NSLock()
    private var collected: [BindingWarning] = []

    init() {
        tracer = Tracer(output: output, clock: VirtualTraceClock(scheduler: scheduler))
        let scheduler = self.scheduler
        let main = scheduler.view(named: "main")
        var screenRef: Screen!
        screenRef = Screen(
            mainScheduler: main, tracer: tracer, makeMainScheduler: { main },
            isOnMainThread: { (scheduler.runningLabel ?? "main") == "main" })
        screen = screenRef
        screen.onWarning = { [weak self] warning in
            guard let self else { return }
            self.lock.withLock { self.collected.append(warning) }
        }
    }

    var warnings: [BindingWarning] { lock.withLock { collected } }
    var lines: [String] { output.lines }
    var background: SchedulerType { scheduler.view(named: "background") }
}

final class BinderTests: XCTestCase {
    func testBinderAppliesElementsOnMainAndIgnoresCompletion() {
        let env = VirtualScreen()
        let label = Label(name: "label", screen: env.screen)
        let subscription = env.tracer.subscribe(
            Observable.of("a", "b"), expression: "of", onNext: { label.rx.text.onNext($0) },
            onCompleted: { label.rx.text.onCompleted() })
        env.scheduler.start()
        XCTAssertEqual(label.text, "b")
        XCTAssertTrue(subscription.isFinished)
        XCTAssertTrue(env.lines.contains("#1  +0.000s  main        label.text = \"a\""), "\(env.lines)")
        XCTAssertTrue(env.warnings.isEmpty)
    }

    func testBinderMovesABackgroundValueToMainAndSaysWhereItCameFrom() {
        let env = VirtualScreen()
        let label = Label(name: "label", screen: env.screen)
        let binder = label.rx.text
        _ = env.tracer.subscribe(
            Observable<String?>.just("20").subscribe(on: env.background), expression: "x",
            onNext: { binder.onNext($0) })
        env.scheduler.start()
        XCTAssertEqual(label.text, "20")
        XCTAssertTrue(
            env.lines.contains("#1  +0.000s  main        label.text = \"20\"  (arrived on background)"),
            "\(env.lines)")
        XCTAssertEqual(env.warnings.map(\.kind), [.offMainThread], "the arrival off main is reported once")
        XCTAssertTrue(env.warnings[0].message.contains("its Binder moved it to main"))
    }

    func testSettingAPropertyOffMainWarnsOncePerSubscription() {
        let env = VirtualScreen()
        let label = Label(name: "label", screen: env.screen)
        _ = env.tracer.subscribe(
            Observable.of("1", "2").subscribe(on: env.background), expression: "x",
            place: "t.rx:3:1", onNext: { label.text = $0 })
        env.scheduler.start()
        XCTAssertEqual(env.warnings.map(\.kind), [.offMainThread])
        XCTAssertTrue(env.warnings[0].headline.hasPrefix("label.text set on background, off the main thread by #1"))
        XCTAssertTrue(env.warnings[0].headline.contains("t.rx:3:1"))
    }

    func testAnErrorReachingABinderIsABindingError() {
        let env = VirtualScreen()
        let label = Label(name: "label", screen: env.screen)
        let binder = label.rx.text
        _ = env.tracer.subscribe(
            Observable<String?>.error(RxError.unknown), expression: "x",
            onError: { binder.onError($0) })
        XCTAssertEqual(env.warnings.map(\.kind), [.bindingError])
        XCTAssertEqual(env.screen.bindingErrors, 1)
        XCTAssertNil(label.text)
    }

    func testTwoLiveSourcesOnOneTargetWarnButSequentialOnesDoNot() {
        let env = VirtualScreen()
        let label = Label(name: "label", screen: env.screen)
        let target = label.rx.text.target!
        let first = env.tracer.subscribe(Observable<Int>.never(), expression: "a", place: "t.rx:1:1")
        env.screen.attach(first, to: target)
        first.dispose()
        let second = env.tracer.subscribe(Observable<Int>.never(), expression: "b", place: "t.rx:2:1")
        env.screen.attach(second, to: target)
        XCTAssertTrue(env.warnings.isEmpty)
        let third = env.tracer.subscribe(Observable<Int>.never(), expression: "c", place: "t.rx:3:1")
        env.screen.attach(third, to: target)
        XCTAssertEqual(env.warnings.map(\.kind), [.twoSources])
        XCTAssertTrue(env.warnings[0].message.hasPrefix("label.text already has a source (#2 at t.rx:2:1)"))
    }

    func testABinderDoesNotKeepItsTargetAlive() {
        let env = VirtualScreen()
        var label: Label? = Label(name: "label", screen: env.screen)
        let binder = label!.rx.text
        weak let weakLabel = label
        label = nil
        XCTAssertNil(weakLabel)
        binder.onNext("x")
        XCTAssertTrue(env.lines.isEmpty)
    }
}

final class SideEffectMonitorTests: XCTestCase {
    func testTheWarningNamesTheEarliestLiveSubscription() {
        let env = VirtualScreen()
        let source = SideEffectMonitor(Observable<Int>.never(), label: "create at t.rx:1:1", screen: env.screen)
        for line in 1...6 {
            _ = env.tracer.subscribe(source, expression: "s", place: "t.rx:\(line):1")
        }
        XCTAssertEqual(source.runCount, 6)
        XCTAssertEqual(env.warnings.count, 5, "one per later subscription")
        for warning in env.warnings {
            XCTAssertTrue(warning.message.contains("while #1 at t.rx:1:1 is still subscribed"), warning.message)
        }
    }

    func testASubscriptionThatEndedIsNoLongerLive() {
        let env = VirtualScreen()
        let source = SideEffectMonitor(Observable<Int>.just(1), label: "create at t.rx:1:1", screen: env.screen)
        _ = env.tracer.subscribe(source, expression: "a")
        _ = env.tracer.subscribe(source, expression: "b")
        XCTAssertEqual(source.runCount, 2)
        XCTAssertTrue(env.warnings.isEmpty)
    }
}

final class ElementContextTests: XCTestCase {
    /// Elements sent after subscribing (not during the subscribe call, which always runs in its context).
    func testElementsCarryTheirSubscriptionOnlyOnceTheScreenHasAView() {
        let tracer = Tracer(output: MemoryTraceOutput(), clock: RealTraceClock(), mode: .off)
        let screen = Screen(mainScheduler: MainScheduler.instance, tracer: tracer)
        let subject = PublishSubject<Int>()
        var seen: [Int?] = []
        let subscription = tracer.subscribe(
            subject, expression: "s",
            onNext: { _ in
                seen.append(SubscriptionContext.current?.id)
            })
        subject.onNext(1)
        let label = Label(name: "label", screen: screen)
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(seen, [nil, subscription.id])
        withExtendedLifetime(label) {}
    }
}
