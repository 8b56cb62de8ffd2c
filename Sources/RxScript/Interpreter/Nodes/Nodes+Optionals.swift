/// `Optional(x)`, `.some(x)` (`always`: one more level, whatever `x` is), or a value stored where Swift's type
/// is an Optional (`let s: String? = "a"`): wrapped unless it is `nil` or already an Optional.
final class WrapOptionalNode: Node, @unchecked Sendable {
    let operand: Node
    let always: Bool

    init(operand: Node, always: Bool, range: SourceRange) {
        self.operand = operand
        self.always = always
        super.init(range: range)
    }

    override var callsNoScript: Bool { operand.callsNoScript }

    override func evaluate(_ frame: Frame) throws -> Value {
        let value = try operand.evaluate(frame)
        return always ? .wrapping(value) : value.asOptional
    }
}

/// Thrown by a `?.` link whose receiver is `nil`: the rest of the chain is skipped, as Swift skips it.
struct OptionalChainEnded: Error {}

/// The outermost expression of an optional chain (`a?.b.c`, `block?()`): `nil` when a link met `nil`, otherwise
/// the result as an Optional (an Optional result is not wrapped twice, as Swift flattens chains).
final class OptionalChainNode: Node, @unchecked Sendable {
    let operand: Node

    init(operand: Node, range: SourceRange) {
        self.operand = operand
        super.init(range: range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        do {
            return try operand.evaluate(frame).asOptional
        } catch is OptionalChainEnded {
            return .nil
        }
    }
}

extension Value {
    /// The receiver of a `?.` link: a present Optional's value, the value itself if it is not an Optional; a
    /// `nil` ends the chain.
    func chainReceiver() throws -> Value {
        switch self {
        case .nil: throw OptionalChainEnded()
        case .optional(let box):
            if box.wrapped.isNil { throw OptionalChainEnded() }
            return box.wrapped
        default: return self
        }
    }
}
