/// The payload of a present Optional (`Value.optional`), boxed so `Value` stays small.
public final class OptionalBox: @unchecked Sendable {
    /// The wrapped value; `.nil` inside is `Optional(nil)`, an Optional of an Optional.
    public let wrapped: Value

    public init(_ wrapped: Value) {
        self.wrapped = wrapped
    }
}

extension Value {
    /// `Optional(value)`: one more level of Optional, whatever the value is.
    public static func wrapping(_ value: Value) -> Value {
        .optional(OptionalBox(value))
    }

    /// The value as a declaration of Swift type `T?` holds it: `nil` and Optionals stay as they are, any other
    /// value is wrapped.
    public var asOptional: Value {
        switch self {
        case .nil, .optional: return self
        default: return .optional(OptionalBox(self))
        }
    }

    /// A Swift `T?` result from a host body: `nil` for `none`, otherwise the value wrapped.
    public static func wrappingOrNil(_ value: Value?) -> Value {
        value.map { $0.asOptional } ?? .nil
    }

    /// One level of Optional taken off (`if let`, `!`, `??`); any other value is itself.
    public var unwrappedOnce: Value {
        if case .optional(let box) = self { return box.wrapped }
        return self
    }

    /// Every level of Optional taken off: what a host parameter that is not an Optional receives.
    public var unwrapped: Value {
        var value = self
        while case .optional(let box) = value { value = box.wrapped }
        return value
    }

    /// True for a present Optional.
    public var isWrappedOptional: Bool {
        if case .optional = self { return true }
        return false
    }
}

extension TypeSyntax {
    /// True for `T?` (Swift's Optional), false for `T!`, whose values are used as plain ones here.
    var declaresOptional: Bool { text.hasSuffix("?") }
}

/// Swift's `Optional`, recognised in generic code (`T.self is any OptionalMarker.Type`).
protocol OptionalMarker {}

extension Optional: OptionalMarker {}
