import XCTest
import Dispatch
import Synchronization
import RxCore

/// Receives raw events (no `ObserverBase` grammar filter, so a broken operator cannot hide behind it) and checks
/// the observer contract: never two calls at once, nothing after the terminal event.
///
/// The recorded state is deliberately unsynchronised: if an operator failed to serialise its calls, the thread
/// sanitizer would report the race here, on top of the overlap counter.
private final class SerializationProbe<Element>: ObserverType, @unchecked Sendable {
    private let inside = Atomic<Int>(0)
    private let overlapCount = Atomic<Int>(0)
    private(set) var elements: [Element] = []
    private(set) var terminals: [Event<Element>] = []
    private(set) var eventsAfterTerminal = 0
    private let finished = DispatchSemaphore(value: 0)

    func on(_ event: Event<Element>) {
        if inside.add(1, ordering: .acquiringAndReleasing).newValue != 1 {
            overlapCount.add(1, ordering: .relaxed)
        }
        // Linger a little so that an unserialised second call would land inside this one.
        for _ in 0..<20 { _ = inside.load(ordering: .relaxed) }
        if !terminals.isEmpty { eventsAfterTerminal += 1 }
        switch event {
        case .next(let element): elements.append(element)
        case .error, .completed: terminals.append(event)
        }
        inside.subtract(1, ordering: .acquiringAndReleasing)
        if event.isStopEvent { finished.signal() }
    }

    var overlaps: Int { overlapCount.load(ordering: .acquiring) }

    /// Waits for the terminal event; false on timeout.
    func waitForTerminal(seconds: Int = 60) -> Bool {
        finished.wait(timeout: .now() + .seconds(seconds)) == .success
    }
}

/// Holds sources back until `count` of them are running, so their emissions really overlap.
private final class StartLatch: @unchecked Sendable {
    private let condition = NSCondition()
    private var remaining: Int

    init(count: Int) {
        remaining = count
    }

    func arriveAndWait() {
        condition.lock()
        remaining -= 1
        if remaining <= 0 {
            condition.broadcast()
        } else {
            while remaining > 0 { condition.wait() }
        }
        condition.unlock()
    }
}

final class MergeConcurrencyTests: RxTestCase {
    private let elementsPerSource = 5_000

    /// A source that emits `values` and completes from its own serial queue, once `latch` lets it start.
    private func emitting(
        _ values: [Int], on label: String, latch: StartLatch,
        group: DispatchGroup? = nil
    ) -> Observable<Int> {
        Observable.create { observer in
            let queue = DispatchQueue(label: label)
            group?.enter()
            queue.async {
                latch.arriveAndWait()
                for value in values { observer.onNext(value) }
                observer.onCompleted()
                group?.leave()
            }
            return Disposables.create()
        }
    }

    private func values(of source: Int) -> [Int] {
        Array(source * elementsPerSource..<(source + 1) * elementsPerSource)
    }

    private func assertContract<T>(_ probe: SerializationProbe<T>, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(probe.overlaps, 0, "two calls reached the observer at once", file: file, line: line)
        XCTAssertEqual(probe.eventsAfterTerminal, 0, "events arrived after the terminal event", file: file, line: line)
        XCTAssertEqual(probe.terminals.count, 1, file: file, line: line)
        XCTAssertTrue(probe.terminals.first?.isCompleted ?? false, "expected completion last", file: file, line: line)
    }

    private func assertEveryElementOnce(
        _ received: [Int], sources: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(received.count, sources * elementsPerSource, file: file, line: line)
        XCTAssertEqual(received.sorted(), Array(0..<sources * elementsPerSource), file: file, line: line)
    }

    func testMerge_SourcesOnDifferentQueues() {
        let probe = SerializationProbe<Int>()
        let latch = StartLatch(count: 4)
        let sources = (0..<4).map { emitting(values(of: $0), on: "merge.\($0)", latch: latch) }
        let subscription = Observable.merge(sources).subscribe(probe)
        XCTAssertTrue(probe.waitForTerminal())
        subscription.dispose()
        assertContract(probe)
        assertEveryElementOnce(probe.elements, sources: 4)
        // Each source's own order survives the merge.
        for source in 0..<4 {
            XCTAssertEqual(probe.elements.filter { $0 / elementsPerSource == source }, values(of: source))
        }
    }

    func testMerge_ObservableOfObservablesOnDifferentQueues() {
        let probe = SerializationProbe<Int>()
        let latch = StartLatch(count: 4)
        let inners = (0..<4).map { emitting(values(of: $0), on: "inner.\($0)", latch: latch) }
        let outer = emittingObservables(inners, on: "outer")
        let subscription = outer.merge().subscribe(probe)
        XCTAssertTrue(probe.waitForTerminal())
        subscription.dispose()
        assertContract(probe)
        assertEveryElementOnce(probe.elements, sources: 4)
    }

    func testFlatMap_InnersOnDifferentQueues() {
        let probe = SerializationProbe<Int>()
        let latch = StartLatch(count: 4)
        let subscription = Observable.from(0..<4)
            .flatMap { source in self.emitting(self.values(of: source), on: "flatMap.\(source)", latch: latch) }
            .subscribe(probe)
        XCTAssertTrue(probe.waitForTerminal())
        subscription.dispose()
        assertContract(probe)
        assertEveryElementOnce(probe.elements, sources: 4)
    }

    func testMergeMaxConcurrent_InnersCompletingOnOtherQueues() {
        let probe = SerializationProbe<Int>()
        let latch = StartLatch(count: 2)
        let inners = (0..<6).map { emitting(values(of: $0), on: "limited.\($0)", latch: latch) }
        let subscription = Observable.from(inners).merge(maxConcurrent: 2).subscribe(probe)
        XCTAssertTrue(probe.waitForTerminal())
        subscription.dispose()
        assertContract(probe)
        assertEveryElementOnce(probe.elements, sources: 6)
    }

    func testConcatMap_KeepsOrderAcrossQueues() {
        let probe = SerializationProbe<Int>()
        let latch = StartLatch(count: 1)
        let subscription = Observable.from(0..<4)
            .concatMap { source in self.emitting(self.values(of: source), on: "concatMap.\(source)", latch: latch) }
            .subscribe(probe)
        XCTAssertTrue(probe.waitForTerminal())
        subscription.dispose()
        assertContract(probe)
        XCTAssertEqual(probe.elements, Array(0..<4 * elementsPerSource))
    }

    func testCombineLatest_SourcesOnDifferentQueues() {
        let probe = SerializationProbe<Int>()
        let latch = StartLatch(count: 3)
        let sources = (0..<3).map { emitting(values(of: $0), on: "combineLatest.\($0)", latch: latch) }
        let subscription = Observable.combineLatest(sources) { $0.count }.subscribe(probe)
        XCTAssertTrue(probe.waitForTerminal())
        subscription.dispose()
        assertContract(probe)
        XCTAssertFalse(probe.elements.isEmpty)
    }

    func testZip_SourcesOnDifferentQueues() {
        let probe = SerializationProbe<[Int]>()
        let latch = StartLatch(count: 2)
        let a = emitting(values(of: 0), on: "zip.a", latch: latch)
        let b = emitting(values(of: 1), on: "zip.b", latch: latch)
        let subscription = Observable.zip(a, b) { [$0, $1] }.subscribe(probe)
        XCTAssertTrue(probe.waitForTerminal())
        subscription.dispose()
        assertContract(probe)
        XCTAssertEqual(probe.elements, zip(values(of: 0), values(of: 1)).map { [$0, $1] })
    }

    func testMerge_DisposeWhileSourcesEmit() {
        let group = DispatchGroup()
        let probe = SerializationProbe<Int>()
        let latch = StartLatch(count: 4)
        let sources = (0..<4).map { emitting(values(of: $0), on: "dispose.\($0)", latch: latch, group: group) }
        let subscription = Observable.merge(sources).subscribe(probe)
        subscription.dispose()
        XCTAssertEqual(group.wait(timeout: .now() + .seconds(60)), .success)
        XCTAssertEqual(probe.overlaps, 0)
        XCTAssertEqual(probe.eventsAfterTerminal, 0)
    }

    /// An outer observable that emits `inners` and completes from its own queue.
    private func emittingObservables(_ inners: [Observable<Int>], on label: String) -> Observable<Observable<Int>> {
        Observable.create { observer in
            DispatchQueue(label: label).async {
                for inner in inners { observer.onNext(inner) }
                observer.onCompleted()
            }
            return Disposables.create()
        }
    }
}
