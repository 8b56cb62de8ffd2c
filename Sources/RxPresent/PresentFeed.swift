import Foundation

/// The session's records on their way to the pages watching it: a bounded history for pages that connect
/// late or reconnect, and a bounded queue per page, so a slow or flooded page loses records (counted) and the
/// session that publishes never waits.
public final class PresentFeed: @unchecked Sendable {
    /// The most records kept for a page that connects later.
    public let historyLimit: Int
    /// The most records waiting for one page; more are dropped and counted.
    public let pageQueueLimit: Int

    private let lock = NSLock()
    private var history: [String] = []
    /// Where the kept history starts in `history` (records before it were trimmed).
    private var historyStart = 0
    private var trimmedCount = 0
    private var pages: [Int: PresentPageQueue] = [:]
    private var nextPage = 0

    public init(historyLimit: Int = 50_000, pageQueueLimit: Int = 20_000) {
        self.historyLimit = historyLimit
        self.pageQueueLimit = pageQueueLimit
    }

    /// Sends one record (a JSON object, one line) to every page, and keeps it for pages to come.
    public func publish(_ record: String) {
        lock.lock()
        history.append(record)
        if history.count - historyStart > historyLimit {
            historyStart += 1
            trimmedCount += 1
            if historyStart >= historyLimit {
                history.removeFirst(historyStart)
                historyStart = 0
            }
        }
        let queues = Array(pages.values)
        lock.unlock()
        for queue in queues { queue.push(record) }
    }

    /// Starts the session's records again from `records` (a replay stepping back): the history becomes them, and
    /// every page clears its lanes and gets them anew.
    public func restart(with records: [String]) {
        lock.lock()
        history = Array(records.suffix(historyLimit))
        historyStart = 0
        trimmedCount = records.count - history.count
        let queues = Array(pages.values)
        let (kept, trimmed) = (history, trimmedCount)
        lock.unlock()
        for queue in queues { queue.restart(with: kept, trimmed: trimmed) }
    }

    /// The records a page connecting now would get (the history kept).
    public var records: [String] { lock.withLock { Array(history[historyStart...]) } }

    /// How many pages are connected.
    public var pageCount: Int { lock.withLock { pages.count } }

    /// A queue for a page that just connected, holding the history first.
    func attach() -> PresentPageQueue {
        lock.lock()
        defer { lock.unlock() }
        let queue = PresentPageQueue(
            id: nextPage, limit: pageQueueLimit, history: Array(history[historyStart...]), trimmed: trimmedCount)
        pages[nextPage] = queue
        nextPage += 1
        return queue
    }

    func detach(_ queue: PresentPageQueue) {
        lock.withLock { pages[queue.id] = nil }
        queue.close()
    }
}

/// What one page has still to get: records in order, how many it lost, and a wake-up for its sender.
final class PresentPageQueue: @unchecked Sendable {
    let id: Int
    private let limit: Int
    /// Guards everything below and wakes the page's sender.
    private let condition = NSCondition()
    private var pending: [String]
    private var dropped = 0
    /// Records of the session that the history no longer held when the page connected (or restarted).
    private var trimmed: Int
    /// The page must clear what it drew before the records waiting now (a restart); it starts true for the
    /// greeting every page gets first.
    private var startsOver = true
    private var closed = false

    init(id: Int, limit: Int, history: [String], trimmed: Int) {
        self.id = id
        self.limit = limit
        // A history longer than the queue is cut from its start; the page is told how much it missed.
        let kept = history.suffix(limit)
        pending = Array(kept)
        self.trimmed = trimmed + history.count - kept.count
    }

    /// Records of the session that the page will never get, because the history no longer held them.
    var trimmedBeforeConnecting: Int { condition.withLock { trimmed } }

    func restart(with history: [String], trimmed: Int) {
        condition.lock()
        let kept = history.suffix(limit)
        pending = Array(kept)
        self.trimmed = trimmed + history.count - kept.count
        dropped = 0
        startsOver = true
        condition.signal()
        condition.unlock()
    }

    func push(_ record: String) {
        condition.lock()
        if pending.count >= limit {
            dropped += 1
        } else {
            pending.append(record)
        }
        condition.signal()
        condition.unlock()
    }

    /// Waits until records or a greeting are waiting; false once the page is gone.
    func waitForRecords() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !closed && pending.isEmpty && !startsOver { condition.wait() }
        return !closed
    }

    /// Whether the page must start over before the waiting records (once: the flag is cleared), and how many
    /// records it will never get.
    func takeStart() -> (startsOver: Bool, missed: Int) {
        condition.lock()
        defer { condition.unlock() }
        let start = (startsOver, trimmed)
        startsOver = false
        return start
    }

    /// Up to `maximum` waiting records, and how many were dropped in all so far; nil when none wait, or when
    /// the page must start over first (`takeStart()`).
    func take(maximum: Int) -> (records: ArraySlice<String>, dropped: Int)? {
        condition.lock()
        defer { condition.unlock() }
        guard !pending.isEmpty, !startsOver else { return nil }
        let count = min(maximum, pending.count)
        let records = pending[..<count]
        pending.removeFirst(count)
        return (records, dropped)
    }

    /// How many records were dropped for this page so far.
    var droppedCount: Int { condition.withLock { dropped } }

    func close() {
        condition.withLock {
            closed = true
            condition.signal()
        }
    }
}
