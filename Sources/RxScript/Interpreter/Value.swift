/// A dynamically typed script value.
///
/// Small on purpose (payloads are at most a `String`), so copying one through Rx operators stays cheap.
/// Void is the empty tuple, as in Swift.
public enum Value: @unchecked Sendable {
    /// `nil`
    case `nil`
    /// `true`, `false`
    case bool(Bool)
    /// A 64-bit integer; arithmetic traps on overflow with a diagnostic, as Swift's does.
    case int(Int)
    /// A 64-bit floating-point number.
    case double(Double)
    /// A 32-bit floating-point number (`Float`), printed with Float's shortest digits.
    case float(Float)
    /// A Unicode string.
    case string(String)
    /// A time interval in nanoseconds (`300ms`, `.seconds(1)`).
    case duration(Int)
    /// An array (a value: copied on assignment, as in Swift).
    case array([Value])
    /// A tuple, possibly labeled; `()` is Void.
    case tuple(TupleValue)
    /// A script closure, a script `func`, or a host function.
    case function(Function)
    /// An object provided by the host: observables, observers, disposables, schedulers, namespaces…
    case object(HostObject)
    /// A present Optional, Swift's `.some(x)`: it prints as `Optional(x)` (`nil` is `.none`).
    case optional(OptionalBox)

    /// Void: the empty tuple `()`.
    public static let void = Value.tuple(TupleValue.empty)

    /// True for `()`.
    public var isVoid: Bool {
        if case .tuple(let tuple) = self { return tuple.elements.isEmpty }
        return false
    }

    /// True for `nil`.
    public var isNil: Bool {
        if case .nil = self { return true }
        return false
    }

    /// The Swift-style type name used in messages: `Int`, `String`, `Observable`…
    public var typeName: String {
        switch self {
        case .nil: return "nil"
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .float: return "Float"
        case .string: return "String"
        case .duration: return "RxTimeInterval"
        case .array: return "Array"
        case .tuple(let tuple): return tuple.elements.isEmpty ? "Void" : "Tuple"
        case .function: return "Function"
        case .object(let object): return object.typeName
        case .optional(let box): return box.wrapped.typeName + "?"
        }
    }

    /// Makes a tuple value.
    public static func tuple(_ elements: [Value], labels: [String?]? = nil) -> Value {
        .tuple(TupleValue(elements, labels: labels))
    }
}

/// The storage of a tuple value (immutable, shared).
public final class TupleValue: @unchecked Sendable {
    /// The shared empty tuple (Void).
    public static let empty = TupleValue([], labels: nil)

    /// The elements in order.
    public let elements: [Value]
    /// Element labels (`nil` entries for unlabeled elements), or `nil` if none is labeled.
    public let labels: [String?]?

    public init(_ elements: [Value], labels: [String?]?) {
        self.elements = elements
        self.labels = labels.flatMap { $0.contains(where: { $0 != nil }) ? $0 : nil }
    }

    /// The index of the element with `label`.
    public func index(of label: String) -> Int? {
        labels?.firstIndex(of: label)
    }
}

extension Value: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByNilLiteral, ExpressibleByArrayLiteral
{
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(nilLiteral: ()) { self = .nil }
    public init(arrayLiteral elements: Value...) { self = .array(elements) }
}

extension Value: Equatable {
    /// Structural equality for data, identity for functions and objects (objects may refine it).
    public static func == (lhs: Value, rhs: Value) -> Bool {
        switch (lhs, rhs) {
        case (.nil, .nil): return true
        case (.bool(let l), .bool(let r)): return l == r
        case (.int(let l), .int(let r)): return l == r
        case (.double(let l), .double(let r)): return l == r
        case (.float(let l), .float(let r)): return l == r
        case (.string(let l), .string(let r)): return l == r
        case (.duration(let l), .duration(let r)): return l == r
        case (.array(let l), .array(let r)): return l == r
        case (.tuple(let l), .tuple(let r)): return l === r || (l.elements == r.elements && l.labels == r.labels)
        case (.function(let l), .function(let r)): return l === r
        case (.object(let l), .object(let r)): return l === r || l.isEqual(to: r)
        // Swift promotes a plain value to compare it with an Optional: `Optional(3) == 3`.
        case (.optional(let l), .optional(let r)): return l === r || l.wrapped == r.wrapped
        case (.optional(let l), _): return l.wrapped == rhs
        case (_, .optional(let r)): return lhs == r.wrapped
        case (.object(let l as TextValue), .string(let r)), (.string(let r), .object(let l as TextValue)):
            return l.text == r  // `c == "a"`: the literal is a Character there
        default: return false
        }
    }
}
