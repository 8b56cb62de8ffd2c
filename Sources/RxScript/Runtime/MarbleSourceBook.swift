import Foundation
import RxCore

/// A `cold(…)` or `hot(…)` input as it was made: its events, where it was written and when, so `:export` can
/// write it again as RxTest's `createColdObservable`/`createHotObservable` or as the marble call itself.
public struct MarbleSource: @unchecked Sendable {
    init(
        observable: Observable<Value>, isHot: Bool, events: [(time: Int, event: Event<Value>)], frame: Int,
        place: SourceRange?, createdAt: Double
    ) {
        self.observable = observable
        self.isHot = isHot
        self.events = events
        self.frame = frame
        self.place = place
        self.createdAt = createdAt
    }

    /// The observable the call returned (its identity tells a variable's value); weak, since the source holds the
    /// runtime that holds this book.
    public private(set) weak var observable: Observable<Value>?
    public let isHot: Bool
    /// Each event with its time in nanoseconds: from a subscription (cold) or from the creation (hot; events
    /// before `^` have negative times).
    public let events: [(time: Int, event: Event<Value>)]
    /// Nanoseconds per frame of its diagram.
    public let frame: Int
    /// The call as written.
    public let place: SourceRange?
    /// When it was made, in the trace clock's seconds.
    public let createdAt: Double
}

/// The marble inputs a session made, newest last (the latest `limit`).
final class MarbleSourceBook: @unchecked Sendable {
    static let limit = 1_000
    private let lock = NSLock()
    private var sources: [MarbleSource] = []

    func add(_ source: MarbleSource) {
        lock.withLock {
            sources.append(source)
            if sources.count > Self.limit { sources.removeFirst(Self.limit / 2) }
        }
    }

    /// The source that made `observable`.
    func source(of observable: Observable<Value>) -> MarbleSource? {
        lock.withLock { sources.last { $0.observable === observable } }
    }

    /// The latest source made by the call written at `range`.
    func source(at range: SourceRange) -> MarbleSource? {
        lock.withLock {
            sources.last { $0.place.map { $0.file === range.file && $0.start == range.start } ?? false }
        }
    }
}
