import Foundation
import OpenCombine
import RxCore

/// A benchmark row: what both libraries run, and a check that they counted the same.
struct Row {
    let title: String
    let rx: Measurement
    let combine: Measurement
}

let rangeCount = 10_000_000
let subjectEvents = 5_000_000
let flatMapCount = 100_000
let subscribeCount = 1_000_000

var rows: [Row] = []

// (1) range → map → filter → subscriber
do {
    var rxCount = 0
    let rx = measure("rx", events: rangeCount) {
        rxCount = 0
        _ = Observable<Int>.range(start: 0, count: rangeCount)
            .map { $0 &* 2 }
            .filter { $0 % 3 == 0 }
            .subscribe(onNext: { _ in rxCount &+= 1 })
    }
    var combineCount = 0
    let combine = measure("combine", events: rangeCount) {
        combineCount = 0
        _ = (0..<rangeCount).publisher
            .map { $0 &* 2 }
            .filter { $0 % 3 == 0 }
            .sink { _ in combineCount &+= 1 }
    }
    precondition(rxCount == combineCount, "range pipelines disagree: \(rxCount) vs \(combineCount)")
    rows.append(Row(title: "range(10M) → map → filter → subscribe", rx: rx, combine: combine))
}

// (2) one subject, three mapped subscribers
do {
    var rxCount = 0
    let rx = measure("rx", events: subjectEvents) {
        rxCount = 0
        let subject = PublishSubject<Int>()
        let subscriptions = (0..<3).map { _ in subject.map { $0 &+ 1 }.subscribe(onNext: { rxCount &+= $0 & 1 }) }
        for i in 0..<subjectEvents { subject.onNext(i) }
        subscriptions.forEach { $0.dispose() }
    }
    var combineCount = 0
    let combine = measure("combine", events: subjectEvents) {
        combineCount = 0
        let subject = PassthroughSubject<Int, Never>()
        let subscriptions = (0..<3).map { _ in subject.map { $0 &+ 1 }.sink { combineCount &+= $0 & 1 } }
        for i in 0..<subjectEvents { subject.send(i) }
        subscriptions.forEach { $0.cancel() }
    }
    precondition(rxCount == combineCount, "subject pipelines disagree")
    rows.append(Row(title: "subject, 3 mapped subscribers (pushes)", rx: rx, combine: combine))
}

// (3) flatMap to just
do {
    var rxCount = 0
    let rx = measure("rx", events: flatMapCount) {
        rxCount = 0
        _ = Observable<Int>.range(start: 0, count: flatMapCount)
            .flatMap { Observable.just($0) }
            .subscribe(onNext: { _ in rxCount &+= 1 })
    }
    var combineCount = 0
    let combine = measure("combine", events: flatMapCount) {
        combineCount = 0
        _ = (0..<flatMapCount).publisher
            .flatMap { Just($0) }
            .sink { _ in combineCount &+= 1 }
    }
    precondition(rxCount == combineCount, "flatMap pipelines disagree")
    rows.append(Row(title: "100k × flatMap to just", rx: rx, combine: combine))
}

// (4) subscribe + dispose of just(1).map
do {
    let rxSource = Observable.just(1).map { $0 &+ 1 }
    var rxCount = 0
    let rx = measure("rx", events: subscribeCount) {
        for _ in 0..<subscribeCount {
            rxSource.subscribe(onNext: { rxCount &+= $0 }).dispose()
        }
    }
    let combineSource = Just(1).map { $0 &+ 1 }
    var combineCount = 0
    let combine = measure("combine", events: subscribeCount) {
        for _ in 0..<subscribeCount {
            combineSource.sink { combineCount &+= $0 }.cancel()
        }
    }
    blackHole((rxCount, combineCount))
    rows.append(Row(title: "1M × subscribe+dispose just(1).map", rx: rx, combine: combine))
}

print("RxCore vs OpenCombine (best of 5, release, this machine)")
print("")
let titleWidth = rows.map(\.title.count).max() ?? 0
print("\("pipeline".padding(toLength: titleWidth, withPad: " ", startingAt: 0))   RxCore        OpenCombine   RxCore/OpenCombine")
for row in rows {
    let ratio = row.rx.eventsPerSecond / row.combine.eventsPerSecond
    print("\(row.title.padding(toLength: titleWidth, withPad: " ", startingAt: 0))   \(formatRate(row.rx.eventsPerSecond))   \(formatRate(row.combine.eventsPerSecond))   \(String(format: "%6.2f×", ratio))")
}
