import Foundation
import Synchronization

extension ObservableType {
    /// Logs every subscription, event and disposal through `DebugOutput`, in RxSwift's format.
    ///
    /// Each line is `<timestamp>: <identifier> -> <content>`, content being `subscribed` (before subscribing
    /// upstream), `Event next(1)` / `Event error(…)` / `Event completed` (before forwarding) and `isDisposed`
    /// (once). With `trimOutput`, event texts over 40 characters keep their first and last 20 around `...`.
    /// The default identifier is `<file name>:<line> (<function>)` of the call site.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false,
        file: String = #file, line: UInt = #line, function: String = #function
    )
        -> Observable<Element>
    {
        let fileName = file.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? file
        return Debug(
            source: asObservable(), identifier: identifier ?? "\(fileName):\(line) (\(function))",
            trimOutput: trimOutput, destination: nil)
    }

    /// `debug` writing to its own `destination` instead of the global `DebugOutput` (so several hosts, such as
    /// script sessions with their own clocks, can each capture their stages' lines).
    public func debug(
        _ identifier: String, trimOutput: Bool = false, destination: DebugDestination
    )
        -> Observable<Element>
    {
        Debug(source: asObservable(), identifier: identifier, trimOutput: trimOutput, destination: destination)
    }
}

/// Where one `debug` stage writes its lines and how it stamps them.
public struct DebugDestination: @unchecked Sendable {
    /// Receives each finished line.
    public var write: (String) -> Void
    /// The time a line is stamped with, read when the line is written.
    public var clock: () -> Date
    /// Formats the clock's time for the line.
    public var timestamp: (Date) -> String

    public init(
        write: @escaping (String) -> Void, clock: @escaping () -> Date = { Date() },
        timestamp: @escaping (Date) -> String = DebugOutput.localTimestamp
    ) {
        self.write = write
        self.clock = clock
        self.timestamp = timestamp
    }

    func log(identifier: String, content: String) {
        write("\(timestamp(clock())): \(identifier) -> \(content)")
    }
}

/// Where `debug` writes its lines and how it stamps them; tests and the REPL replace these to capture output.
public enum DebugOutput {
    private static let lock = SpinLock()
    nonisolated(unsafe) private static var writer: (String) -> Void = defaultWrite
    nonisolated(unsafe) private static var clockSource: () -> Date = defaultClock
    nonisolated(unsafe) private static var formatter: (Date) -> String = localTimestamp

    private static let defaultWrite: (String) -> Void = { print($0) }
    private static let defaultClock: () -> Date = { Date() }

    /// Receives each finished line; `print` by default.
    public static var write: (String) -> Void {
        get { lock.performLocked { writer } }
        set { lock.performLocked { writer = newValue } }
    }

    /// The time a line is stamped with, read when the line is written; the wall clock by default.
    public static var clock: () -> Date {
        get { lock.performLocked { clockSource } }
        set { lock.performLocked { clockSource = newValue } }
    }

    /// Formats the clock's time for the line; `localTimestamp` by default.
    public static var timestamp: (Date) -> String {
        get { lock.performLocked { formatter } }
        set { lock.performLocked { formatter = newValue } }
    }

    /// Restores `print`, the wall clock and `localTimestamp`.
    public static func reset() {
        lock.performLocked {
            writer = defaultWrite
            clockSource = defaultClock
            formatter = localTimestamp
        }
    }

    private static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        return formatter
    }()
    private static let formatterLock = SpinLock()

    /// `date` as RxSwift's `debug` prints it: `yyyy-MM-dd HH:mm:ss.SSS` in the local time zone.
    public static func localTimestamp(_ date: Date) -> String {
        // DateFormatter is not documented thread-safe on Linux.
        formatterLock.performLocked { dateFormatter.string(from: date) }
    }

    /// Writes one line stamped with the current time.
    static func log(identifier: String, content: String) {
        let (write, clock, timestamp) = lock.performLocked { (writer, clockSource, formatter) }
        write("\(timestamp(clock())): \(identifier) -> \(content)")
    }
}

final class Debug<Element>: Producer<Element> {
    private let source: Observable<Element>
    let identifier: String
    let trimOutput: Bool
    let destination: DebugDestination?

    init(source: Observable<Element>, identifier: String, trimOutput: Bool, destination: DebugDestination?) {
        self.source = source
        self.identifier = identifier
        self.trimOutput = trimOutput
        self.destination = destination
    }

    override var operatorName: String { "debug" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = DebugSink(
            identifier: identifier, trimOutput: trimOutput, destination: destination,
            observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink, subscription)
    }
}

private final class DebugSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private static var maxEventTextLength: Int { 40 }
    private let identifier: String
    private let trimOutput: Bool
    private let destination: DebugDestination?
    private let reportedDisposal = Atomic<Bool>(false)

    init(
        identifier: String, trimOutput: Bool, destination: DebugDestination?, observer: Observer,
        cancel: Cancelable
    ) {
        self.identifier = identifier
        self.trimOutput = trimOutput
        self.destination = destination
        super.init(observer: observer, cancel: cancel)
        log("subscribed")
    }

    private func log(_ content: String) {
        if let destination {
            destination.log(identifier: identifier, content: content)
        } else {
            DebugOutput.log(identifier: identifier, content: content)
        }
    }

    func on(_ event: Event<Observer.Element>) {
        let text = "\(event)"
        let half = Self.maxEventTextLength / 2
        let shown =
            trimOutput && text.count > Self.maxEventTextLength
            ? String(text.prefix(half)) + "..." + String(text.suffix(half))
            : text
        log("Event \(shown)")
        forwardOn(event)
        if event.isStopEvent { dispose() }
    }

    override func dispose() {
        if !reportedDisposal.exchange(true, ordering: .acquiringAndReleasing) {
            log("isDisposed")
        }
        super.dispose()
    }
}
