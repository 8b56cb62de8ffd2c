import Foundation

/// One measured pipeline: the best of several runs, as events per second.
struct Measurement {
    let name: String
    let events: Int
    let seconds: Double

    var eventsPerSecond: Double { Double(events) / seconds }
}

/// Runs `body` (which processes `events` events) `repetitions` times after one warm-up and keeps the fastest.
func measure(_ name: String, events: Int, repetitions: Int = 5, _ body: () -> Void) -> Measurement {
    body()
    var best = Double.infinity
    for _ in 0..<repetitions {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        best = min(best, elapsed)
    }
    return Measurement(name: name, events: events, seconds: best)
}

/// Keeps a value alive and opaque to the optimizer.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

func formatRate(_ rate: Double) -> String {
    String(format: "%7.2f M/s", rate / 1e6)
}
