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

/// `x! = v`, `counts[k]! += 1`: the place holds an Optional; reading takes its value, writing stores one.
final class UnwrappedLValue: LValue, @unchecked Sendable {
    let place: LValue
    let node: Node

    init(place: LValue, node: Node) {
        self.place = place
        self.node = node
    }

    func get(_ frame: Frame) throws -> Value {
        let value = try place.get(frame)
        if value.isNil { throw node.failure(.unwrappedNil) }
        return value.unwrappedOnce
    }

    func set(_ frame: Frame, _ value: Value) throws {
        let current = try place.get(frame)
        try place.set(frame, current.isWrappedOptional ? value.asOptional : value)
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

/// The first statement of a function with parameters declared `T?`: their arguments become Optionals.
final class OptionalParametersNode: StatementNode, @unchecked Sendable {
    let slots: [Int]

    init(slots: [Int], range: SourceRange) {
        self.slots = slots
        super.init(range: range)
    }

    override func execute(_ frame: Frame) throws -> Flow {
        for slot in slots { frame.slots[slot] = frame.slots[slot].asOptional }
        return .normal
    }
}

/// A call on a type written with an optional element type (`PublishSubject<Int?>()`, `Observable<Int?>.just(3)`,
/// `BehaviorRelay<String?>(value: "a")`): what goes through the subject, relay or observable it makes is an
/// Optional, as Swift's generic type makes it.
final class OptionalElementsNode: Node, @unchecked Sendable {
    let call: Node

    init(call: Node, range: SourceRange) {
        self.call = call
        super.init(range: range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        let result = try call.evaluate(frame)
        switch result {
        case .object(let subject as SubjectObject): subject.wrapsOptionalElements = true
        case .object(let relay as RelayObject): relay.wrapsOptionalElements = true
        case .object(let observable as ObservableObject):
            return .observable(observable.observable.map { $0.asOptional })
        default: break
        }
        return result
    }
}
