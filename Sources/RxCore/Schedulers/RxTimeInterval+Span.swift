import Dispatch
import Foundation

extension DispatchTimeInterval {
    /// What is left of this interval once the span from `earlier` to `later` has passed, in this interval's
    /// own unit, rounded to the nearest whole unit and never negative (RxSwift's `reduceWithSpanBetween`).
    ///
    /// The rounding is RxSwift's: `.seconds(1)` with 0.6 s elapsed leaves 0 (due now), while
    /// `.milliseconds(1000)` leaves 400 ms. `throttle` and `delay` depend on it.
    func remaining(afterSpanFrom earlier: Date, to later: Date) -> DispatchTimeInterval {
        let elapsed = later.timeIntervalSince(earlier)
        func reduce(_ value: Int, unitsPerSecond: Double) -> Int {
            let remainder = Double(value) - elapsed * unitsPerSecond
            guard remainder > 0 else { return 0 }
            return Int(remainder.rounded(.toNearestOrAwayFromZero))
        }
        switch self {
        case .seconds(let value): return .seconds(reduce(value, unitsPerSecond: 1))
        case .milliseconds(let value): return .milliseconds(reduce(value, unitsPerSecond: 1_000))
        case .microseconds(let value): return .microseconds(reduce(value, unitsPerSecond: 1_000_000))
        case .nanoseconds(let value): return .nanoseconds(reduce(value, unitsPerSecond: 1_000_000_000))
        case .never: return .never
        @unknown default: return .never
        }
    }

    /// True for a zero interval of any unit (`.never` is not now).
    var isNow: Bool {
        switch self {
        case .seconds(let value), .milliseconds(let value), .microseconds(let value), .nanoseconds(let value):
            return value == 0
        case .never: return false
        @unknown default: return false
        }
    }
}
