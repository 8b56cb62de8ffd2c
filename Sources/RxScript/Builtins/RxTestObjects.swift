import RxCore
import RxMarbles
import RxTest

/// RxTest's `TestScheduler`: a scheduler object that also creates test sources and observers and runs the clock.
public final class TestSchedulerObject: SchedulerObject, @unchecked Sendable {
    /// The wrapped scheduler.
    public let testScheduler: TestScheduler

    public init(_ scheduler: TestScheduler) {
        testScheduler = scheduler
        super.init(scheduler, name: "TestScheduler")
    }

    public override var typeName: String { "TestScheduler" }
    public override var description: String { "TestScheduler(clock: \(testScheduler.clock))" }
}

/// A hot or cold test source: an observable whose subscriptions are logged.
///
/// Operators reach it through `asObservable()`, a `create` wrapper, as in RxTest; so a terminal event it
/// sends ends its logged subscription at once.
public final class TestableObservableObject: HostObject, ObservableConvertible, @unchecked Sendable {
    /// The wrapped test source.
    public let testable: TestableObservable<Value>

    public init(_ testable: TestableObservable<Value>) {
        self.testable = testable
    }

    public var observable: Observable<Value> { testable.asObservable() }
    /// The test source itself, without the `create` wrapper: a terminal event does not end its log.
    public var directObservable: Observable<Value> { DirectTestableObservable(testable) }
    public override var typeName: String { "TestableObservable" }
    public override var description: String { "TestableObservable(\(RxTestText.list(testable.recordedEvents)))" }
}

/// RxTest's recording observer: `res.events` lists what it received, stamped with the clock.
public final class TestableObserverObject: ObserverObject, @unchecked Sendable {
    /// The wrapped recording observer.
    public let testable: TestableObserver<Value>
    /// Where its marble line starts: the subscribe time for `start`, otherwise the clock at creation.
    public let origin: Int

    public init(_ testable: TestableObserver<Value>, origin: Int) {
        self.testable = testable
        self.origin = origin
        super.init(AnyObserver(testable))
    }

    public override var typeName: String { "TestableObserver" }
    public override var description: String { "TestableObserver(\(RxTestText.list(testable.events)))" }
}

/// A recorded event: `next(210, 4)`, `error(250, testError)`, `completed(300)`.
public final class RecordedObject: HostObject, @unchecked Sendable {
    /// The wrapped event and its time.
    public let recorded: Recorded<Event<Value>>

    public init(_ recorded: Recorded<Event<Value>>) {
        self.recorded = recorded
    }

    public override var typeName: String { "Recorded" }
    public override var description: String { RxTestText.recorded(recorded) }

    public override func isEqual(to other: HostObject) -> Bool {
        guard let other = other as? RecordedObject else { return false }
        return recorded.time == other.recorded.time
            && EventObject(recorded.value).isEqual(to: EventObject(other.recorded.value))
    }
}

/// When a test source was subscribed and unsubscribed: `(200, 300)`, `(200, Infinity)`.
public final class SubscriptionObject: HostObject, @unchecked Sendable {
    /// The wrapped log entry.
    public let subscription: Subscription

    public init(_ subscription: Subscription) {
        self.subscription = subscription
    }

    public override var typeName: String { "Subscription" }
    public override var description: String { subscription.debugDescription }

    public override func isEqual(to other: HostObject) -> Bool {
        (other as? SubscriptionObject)?.subscription == subscription
    }
}

/// How RxTest's values print.
public enum RxTestText {
    /// `next(210, 4)`, with elements in their debug form and errors by name.
    public static func recorded(_ recorded: Recorded<Event<Value>>) -> String {
        switch recorded.value {
        case .next(let value): return "next(\(recorded.time), \(value.debugDescription))"
        case .error(let error): return "error(\(recorded.time), \(errorName(error)))"
        case .completed: return "completed(\(recorded.time))"
        }
    }

    /// The events as one marble line from `origin`, with its scale and legend when needed:
    /// `-1-2--|`, `--a--b|   (10 ticks per character; a = 10, b = 20)`.
    public static func marbles(_ events: [Recorded<Event<Value>>], from origin: Int) -> String {
        let marbleEvents = events.marbleEvents { (value: Value) in value.debugDescription }
        let times = events.map(\.time)
        let end = max(times.max() ?? origin, origin)
        let scale = MarbleDiagram.scale(for: times, start: origin, end: end)
        let diagram = MarbleDiagram(events: marbleEvents, start: origin, end: end, scale: scale)
        var notes: [String] = []
        if scale != 1 { notes.append("\(scale) ticks per character") }
        if !diagram.legendText.isEmpty { notes.append(diagram.legendText) }
        return diagram.line + (notes.isEmpty ? "" : "   (" + notes.joined(separator: "; ") + ")")
    }

    /// `[next(210, 4), completed(300)]`
    public static func list(_ events: [Recorded<Event<Value>>]) -> String {
        "[" + events.map(recorded).joined(separator: ", ") + "]"
    }

    /// The Swift type of an error as RxSwift's tests declare it: `testError…` are `TestError`s, `retryError` a
    /// `RetryWhenError`, `CustomErrorType()` a `CustomErrorType`.
    public static func errorTypeName(_ error: Swift.Error) -> String {
        if let testError = error as? TestError {
            switch testError.name {
            case "retryError": return "RetryWhenError"
            case "CustomErrorType()": return "CustomErrorType"
            default: return "TestError"
            }
        }
        if error is RxError { return "RxError" }
        if let thrown = error as? ThrownValue { return thrown.value.typeName }
        return String(describing: type(of: error))
    }

    /// An error as RxSwift's tests spell it: `testError`, `RxError.timeout`, `CustomErrorType()`.
    public static func errorName(_ error: Swift.Error) -> String {
        if let rxError = error as? RxError {
            switch rxError {
            case .unknown: return "RxError.unknown"
            case .disposed: return "RxError.disposed"
            case .overflow: return "RxError.overflow"
            case .argumentOutOfRange: return "RxError.argumentOutOfRange"
            case .noElements: return "RxError.noElements"
            case .moreThanOneElement: return "RxError.moreThanOneElement"
            case .timeout: return "RxError.timeout"
            }
        }
        return Value.error(error).description
    }
}

/// A test source subscribed as itself (RxSwift's generic-source operators do this), not through `asObservable()`.
final class DirectTestableObservable: Observable<Value> {
    private let testable: TestableObservable<Value>

    init(_ testable: TestableObservable<Value>) {
        self.testable = testable
    }

    override var operatorName: String { "TestableObservable" }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Value {
        testable.subscribe(observer)
    }
}
