import Benchmark
import BenchmarkPeers
import OpenCombine
import RxCore
import RxScript

/// Each row runs on RxCore and on its peer in the same process and run; `Benchmarks/run` turns the p50 times
/// into events per second and the ratio, and the malloc counts into mallocs per operation.
///
/// One benchmark iteration is one batch of `RowSize` events or operations, so rates and per-operation malloc
/// counts are the batch's figures divided by its size.
enum RowSize {
    static let rangeEvents = 1_000_000
    static let subjectPushes = 1_000_000
    static let sourceEvents = 1_000_000
    static let flatMapInners = 100_000
    static let subscriptions = 100_000
    static let interpretedEvents = 1_000_000
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 1,
        maxDuration: .seconds(3),
        maxIterations: 15
    )
    registerCoreRows()
    registerInterpreterRows()
}

/// (a)–(d): RxCore against OpenCombine.
func registerCoreRows() {
    Benchmark("a range-map-filter RxCore") { _ in
        var count = 0
        _ = Observable<Int>.range(start: 0, count: RowSize.rangeEvents)
            .map { $0 &* 2 }
            .filter { $0 % 3 == 0 }
            .subscribe(onNext: { _ in count &+= 1 })
        precondition(count == (RowSize.rangeEvents + 2) / 3)
    }
    Benchmark("a range-map-filter OpenCombine") { _ in
        var count = 0
        _ = (0..<RowSize.rangeEvents).publisher
            .map { $0 &* 2 }
            .filter { $0 % 3 == 0 }
            .sink { _ in count &+= 1 }
        precondition(count == (RowSize.rangeEvents + 2) / 3)
    }

    Benchmark("b subject-3-mapped RxCore") { _ in
        var count = 0
        let subject = PublishSubject<Int>()
        let subscriptions = (0..<3).map { _ in subject.map { $0 &+ 1 }.subscribe(onNext: { count &+= $0 & 1 }) }
        for i in 0..<RowSize.subjectPushes { subject.onNext(i) }
        subscriptions.forEach { $0.dispose() }
        blackHole(count)
    }
    Benchmark("b subject-3-mapped OpenCombine") { _ in
        var count = 0
        let subject = PassthroughSubject<Int, Never>()
        let subscriptions = (0..<3).map { _ in subject.map { $0 &+ 1 }.sink { count &+= $0 & 1 } }
        for i in 0..<RowSize.subjectPushes { subject.send(i) }
        subscriptions.forEach { $0.cancel() }
        blackHole(count)
    }

    Benchmark("c flatMap-just RxCore") { _ in
        var count = 0
        _ = Observable<Int>.range(start: 0, count: RowSize.flatMapInners)
            .flatMap { Observable.just($0) }
            .subscribe(onNext: { _ in count &+= 1 })
        precondition(count == RowSize.flatMapInners)
    }
    Benchmark("c flatMap-just OpenCombine") { _ in
        var count = 0
        _ = (0..<RowSize.flatMapInners).publisher
            .flatMap { Just($0) }
            .sink { _ in count &+= 1 }
        precondition(count == RowSize.flatMapInners)
    }

    let rxSource = Observable.just(1).map { $0 &+ 1 }
    Benchmark("d subscribe-dispose RxCore") { _ in
        var count = 0
        for _ in 0..<RowSize.subscriptions {
            rxSource.subscribe(onNext: { count &+= $0 }).dispose()
        }
        blackHole(count)
    }
    let combineSource = Just(1).map { $0 &+ 1 }
    Benchmark("d subscribe-dispose OpenCombine") { _ in
        var count = 0
        for _ in 0..<RowSize.subscriptions {
            combineSource.sink { count &+= $0 }.cancel()
        }
        blackHole(count)
    }

    registerSourceRows()
}

/// (e), (f): the operators themselves, fed by a source with no fast path of its own: a `create` closure looping
/// `onNext` (OpenCombine has no `create`; its peer is a publisher that sends the same values the same way), and a
/// subject pushed from outside, each into map → filter.
func registerSourceRows() {
    Benchmark("e create-map-filter RxCore") { _ in
        var count = 0
        _ = Observable<Int>.create { observer in
            for i in 0..<RowSize.sourceEvents { observer.onNext(i) }
            observer.onCompleted()
            return Disposables.create()
        }
        .map { $0 &* 2 }
        .filter { $0 % 3 == 0 }
        .subscribe(onNext: { _ in count &+= 1 })
        precondition(count == (RowSize.sourceEvents + 2) / 3)
    }
    Benchmark("e create-map-filter OpenCombine") { _ in
        var count = 0
        _ = LoopPublisher(count: RowSize.sourceEvents)
            .map { $0 &* 2 }
            .filter { $0 % 3 == 0 }
            .sink { _ in count &+= 1 }
        precondition(count == (RowSize.sourceEvents + 2) / 3)
    }

    Benchmark("f subject-map-filter RxCore") { _ in
        var count = 0
        let subject = PublishSubject<Int>()
        let subscription = subject.map { $0 &* 2 }.filter { $0 % 3 == 0 }.subscribe(onNext: { _ in count &+= 1 })
        for i in 0..<RowSize.sourceEvents { subject.onNext(i) }
        subscription.dispose()
        precondition(count == (RowSize.sourceEvents + 2) / 3)
    }
    Benchmark("f subject-map-filter OpenCombine") { _ in
        var count = 0
        let subject = PassthroughSubject<Int, Never>()
        let subscription = subject.map { $0 &* 2 }.filter { $0 % 3 == 0 }.sink { _ in count &+= 1 }
        for i in 0..<RowSize.sourceEvents { subject.send(i) }
        subscription.cancel()
        precondition(count == (RowSize.sourceEvents + 2) / 3)
    }
}

/// The interpreted pipeline in a session (as a script runs it, tracing off) against the same pipeline on RxCore.
func registerInterpreterRows() {
    let script = """
        var counted = 0
        range(start: 0, count: \(RowSize.interpretedEvents)).map { $0 * 2 }.filter { $0 % 3 == 0 }\
        .subscribe(onNext: { _ in counted += 1 })
        """
    Benchmark("i pipeline RxScript") { _ in
        let session = Session(output: { _ in })
        let result = session.run(source: script, name: "bench.rx")
        precondition(result.status == .success, "\(result.diagnostics)")
        precondition(session.evaluate("counted").valueDescription == String((RowSize.interpretedEvents + 2) / 3))
    }
    Benchmark("i pipeline RxCore") { _ in
        var count = 0
        _ = Observable<Int>.range(start: 0, count: RowSize.interpretedEvents)
            .map { $0 * 2 }
            .filter { $0 % 3 == 0 }
            .subscribe(onNext: { _ in count += 1 })
        precondition(count == (RowSize.interpretedEvents + 2) / 3)
    }
}
