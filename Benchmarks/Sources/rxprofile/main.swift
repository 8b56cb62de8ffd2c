import BenchmarkPeers
import OpenCombine
import RxCore
import RxScript

/// Runs one benchmark row once, for instruction counts under callgrind (repeatable on a loaded machine):
/// `valgrind --tool=callgrind Benchmarks/.build/release/rxprofile d` (RxCore), `... rxprofile d-combine` (its peer).
let row = CommandLine.arguments.dropFirst().first ?? "a"
var count = 0
switch row {
case "a":
    _ = Observable<Int>.range(start: 0, count: 1_000_000)
        .map { $0 &* 2 }
        .filter { $0 % 3 == 0 }
        .subscribe(onNext: { _ in count &+= 1 })
case "b":
    let subject = PublishSubject<Int>()
    let subscriptions = (0..<3).map { _ in subject.map { $0 &+ 1 }.subscribe(onNext: { count &+= $0 & 1 }) }
    for i in 0..<1_000_000 { subject.onNext(i) }
    subscriptions.forEach { $0.dispose() }
case "c":
    _ = Observable<Int>.range(start: 0, count: 100_000)
        .flatMap { Observable.just($0) }
        .subscribe(onNext: { _ in count &+= 1 })
case "d":
    let source = Observable.just(1).map { $0 &+ 1 }
    for _ in 0..<100_000 { source.subscribe(onNext: { count &+= $0 }).dispose() }
case "e":
    _ = Observable<Int>.create { observer in
        for i in 0..<1_000_000 { observer.onNext(i) }
        observer.onCompleted()
        return Disposables.create()
    }
    .map { $0 &* 2 }
    .filter { $0 % 3 == 0 }
    .subscribe(onNext: { _ in count &+= 1 })
case "f":
    let subject = PublishSubject<Int>()
    let subscription = subject.map { $0 &* 2 }.filter { $0 % 3 == 0 }.subscribe(onNext: { _ in count &+= 1 })
    for i in 0..<1_000_000 { subject.onNext(i) }
    subscription.dispose()
case "i":
    let session = Session(output: { _ in })
    _ = session.run(
        source: """
            var counted = 0
            range(start: 0, count: 1000000).map { $0 * 2 }.filter { $0 % 3 == 0 }.subscribe(onNext: { _ in counted += 1 })
            """, name: "profile.rx")
    count = Int(session.evaluate("counted").valueDescription ?? "") ?? -1
case "a-combine":
    _ = (0..<1_000_000).publisher.map { $0 &* 2 }.filter { $0 % 3 == 0 }.sink { _ in count &+= 1 }
case "b-combine":
    let subject = PassthroughSubject<Int, Never>()
    let subscriptions = (0..<3).map { _ in subject.map { $0 &+ 1 }.sink { count &+= $0 & 1 } }
    for i in 0..<1_000_000 { subject.send(i) }
    subscriptions.forEach { $0.cancel() }
case "c-combine":
    _ = (0..<100_000).publisher.flatMap { Just($0) }.sink { _ in count &+= 1 }
case "e-combine":
    _ = LoopPublisher(count: 1_000_000).map { $0 &* 2 }.filter { $0 % 3 == 0 }.sink { _ in count &+= 1 }
case "f-combine":
    let subject = PassthroughSubject<Int, Never>()
    let subscription = subject.map { $0 &* 2 }.filter { $0 % 3 == 0 }.sink { _ in count &+= 1 }
    for i in 0..<1_000_000 { subject.send(i) }
    subscription.cancel()
case "d-combine":
    let source = Just(1).map { $0 &+ 1 }
    for _ in 0..<100_000 { source.sink { count &+= $0 }.cancel() }
default:
    fatalError("rows: a b c d e f i, and a-combine … f-combine")
}
print(row, count)
