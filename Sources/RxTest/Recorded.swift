import RxCore

/// A value stamped with the virtual time at which it was recorded.
public struct Recorded<Value> {
    /// The virtual time.
    public let time: Int
    /// The recorded value (usually an `Event`).
    public let value: Value

    public init(time: Int, value: Value) {
        self.time = time
        self.value = value
    }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded: CustomDebugStringConvertible {
    /// RxTest's spelling without the label: `next(210, 4)`, `completed(300)`, `error(250, testError)`.
    public var debugDescription: String {
        if let event = value as? EventDescribable {
            return event.describe(at: time)
        }
        return "\(value) @ \(time)"
    }
}

/// Events that can print themselves as RxTest records them.
protocol EventDescribable {
    func describe(at time: Int) -> String
}

extension Event: EventDescribable {
    func describe(at time: Int) -> String {
        switch self {
        case .next(let value): return "next(\(time), \(value))"
        case .error(let error): return "error(\(time), \(error))"
        case .completed: return "completed(\(time))"
        }
    }
}

extension Recorded {
    /// A `next` event at `time`.
    public static func next<Element>(_ time: Int, _ element: Element) -> Recorded<Event<Element>>
    where Value == Event<Element> {
        Recorded(time: time, value: .next(element))
    }

    /// A `completed` event at `time`.
    public static func completed<Element>(
        _ time: Int, _ type: Element.Type = Element.self
    )
        -> Recorded<Event<Element>> where Value == Event<Element>
    {
        Recorded(time: time, value: .completed)
    }

    /// An `error` event at `time`.
    public static func error<Element>(
        _ time: Int, _ error: Swift.Error, _ type: Element.Type = Element.self
    )
        -> Recorded<Event<Element>> where Value == Event<Element>
    {
        Recorded(time: time, value: .error(error))
    }
}

/// When a test observable was subscribed and unsubscribed (`Int.max`: never).
public struct Subscription: Equatable, Hashable, CustomDebugStringConvertible {
    /// Subscribe time.
    public let subscribe: Int
    /// Unsubscribe time; `Int.max` while still subscribed.
    public let unsubscribe: Int

    public init(_ subscribe: Int, _ unsubscribe: Int = Int.max) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// `(200, 300)`, or `(200, Infinity)`.
    public var debugDescription: String {
        "(\(subscribe), \(unsubscribe == Int.max ? "Infinity" : String(unsubscribe)))"
    }
}

/// Errors used by tests, named as RxSwift's tests name them.
public struct TestError: Swift.Error, Equatable, Hashable, CustomStringConvertible {
    /// The error's name (`testError`, `testError1`, …).
    public let name: String

    public init(_ name: String) { self.name = name }

    public var description: String { name }
}

/// RxSwift's tests' common error values.
public let testError = TestError("testError")
public let testError1 = TestError("testError1")
public let testError2 = TestError("testError2")
