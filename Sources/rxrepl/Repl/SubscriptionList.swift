import Foundation
import RxScript
import RxTrace
import TextWidth

/// The session's subscriptions as `:subs` lists them (with `--all`, the finished ones still kept too), and what to
/// say about a `#N` that is not live (`:dispose #N`, `:pause #N`).
enum SubscriptionList {
    /// One row: `#N`, age (or how long it ran), events, how it ended (with --all), the expression.
    private typealias Row = (id: String, age: String, events: String, state: String, expression: String)

    /// Aligned rows, by id: the live subscriptions and, when `finished` is given, those records as well.
    static func rows(live: [TracedSubscription], finished: [SubscriptionRecord]?) -> [String] {
        var rows: [(Int, Row)] = live.map { subscription in
            // How often the side-effecting sources it subscribed (create, deferred) have run in all.
            let runs = subscription.sideEffectSources.map { "\($0.label) ran \($0.runCount)×" }
            let row = Row(
                "#\(subscription.id)",
                age(
                    subscription.clock.elapsedSeconds - subscription.startedAt,
                    virtual: subscription.clock.timeMark == "@"),
                events(subscription.eventCount), "live",
                ReplText.oneLine(subscription.expression, limit: 60)
                    + (runs.isEmpty ? "" : "  (" + runs.joined(separator: ", ") + ")"))
            return (subscription.id, row)
        }
        for record in finished ?? [] where record.isFinished {
            let row = Row(
                "#\(record.id)", age(record.now - record.startedAt, virtual: false),
                events(record.moments.filter { eventKinds.contains($0.kind) }.count), ending(of: record),
                ReplText.oneLine(record.expression, limit: 60))
            rows.append((record.id, row))
        }
        let table = rows.sorted { $0.0 < $1.0 }.map(\.1)
        let widths = (
            table.map { DisplayWidth.of($0.id) }.max() ?? 0, table.map { DisplayWidth.of($0.age) }.max() ?? 0,
            table.map { DisplayWidth.of($0.events) }.max() ?? 0, table.map { DisplayWidth.of($0.state) }.max() ?? 0
        )
        return table.map { row in
            ReplText.pad(row.id, widths.0) + "  " + ReplText.pad(row.age, widths.1, right: true) + "  "
                + ReplText.pad(row.events, widths.2) + "  "
                + (finished == nil ? "" : ReplText.pad(row.state, widths.3) + "  ") + row.expression
        }
    }

    /// The kinds a subscription's event count counts.
    private static let eventKinds: Set<TraceLineKind> = [.next, .error, .completed, .success, .failure]

    private static func age(_ seconds: Double, virtual: Bool) -> String {
        String(format: "%.1fs", max(0, seconds)) + (virtual ? " virtual" : "")
    }

    private static func events(_ count: Int) -> String { "\(count) event\(count == 1 ? "" : "s")" }

    /// How a finished subscription ended: its terminal event (`completed`, `error`, a trait's `success` or
    /// `failure`), or `disposed` when it was disposed before one.
    static func ending(of record: SubscriptionRecord) -> String {
        let terminal = record.moments.last { [.error, .completed, .success, .failure].contains($0.kind) }
        return terminal?.kind.rawValue ?? "disposed"
    }

    /// Why `#id` cannot be disposed or paused: it already ended, or there is no such live subscription (then the
    /// nearest live id, or the live ones there are).
    static func notLive(_ id: Int, tracer: Tracer) -> ReplMessage {
        if let record = tracer.record(of: id), record.isFinished {
            return .subscriptionEnded(id, how: ending(of: record))
        }
        let live = tracer.liveSubscriptions.map(\.id)
        return .noLiveSubscription(
            id, guess: nearest(to: id, among: live).map { "#\($0)" }, live: live.map { "#\($0)" })
    }

    /// The live id one typing slip away from `id` (`#22` for `#2`, `#4` for `#3`), the numerically closest of those.
    static func nearest(to id: Int, among live: [Int]) -> Int? {
        let close = Suggestions.closest(to: "#\(id)", among: live.map { "#\($0)" }, limit: live.count)
        return close.compactMap { Int($0.dropFirst()) }.min { abs($0 - id) < abs($1 - id) }
    }
}
