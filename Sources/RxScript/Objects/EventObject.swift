import Foundation
import RxCore
import RxTrace

/// An Rx event: `next(x)`, `error(e)`, `completed`.
public final class EventObject: HostObject, @unchecked Sendable {
    /// The wrapped event.
    public let event: Event<Value>

    public init(_ event: Event<Value>) {
        self.event = event
    }

    public override var typeName: String { "Event" }

    /// What `print(event)` shows, as RxSwift's `Event` prints: `next(10)`, `next(a)` (the element's own
    /// description, strings unquoted), `error(testError)`, `completed`.
    public override var description: String {
        switch event {
        case .next(let value): return "next(\(value.description))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }

    /// Inside collections and REPL echoes the element keeps its quotes: `next("10")`.
    public override var debugDescription: String {
        switch event {
        case .next(let value): return "next(\(value.debugDescription))"
        default: return description
        }
    }

    override func describe(into out: inout BoundedDescription, quoted: Bool) {
        guard case .next(let value) = event else { return super.describe(into: &out, quoted: quoted) }
        out.append("next(")
        value.describe(into: &out, quoted: quoted)
        out.append(")")
    }

    public override func isEqual(to other: HostObject) -> Bool {
        guard let other = other as? EventObject else { return false }
        switch (event, other.event) {
        case (.next(let l), .next(let r)): return l == r
        case (.error(let l), .error(let r)): return errorsEqual(l, r)
        case (.completed, .completed): return true
        default: return false
        }
    }
}
