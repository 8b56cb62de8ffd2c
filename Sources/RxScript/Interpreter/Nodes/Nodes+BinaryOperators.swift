/// A binary operator; subclasses inline the `Int` fast path and defer everything else to `Operators`.
class BinaryNode: Node, @unchecked Sendable {
    let lhs: Node
    let rhs: Node
    let op: BinaryOperator
    let literals: LiteralSides
    /// The right side when it is an `Int` constant (`x * 2`, `n += 1`): the `Int` paths then skip evaluating it.
    let rhsInt: Int?
    /// The frame slots of sides that are plain locals or parameters (`$0 % 3`), read in place by the `Int` paths.
    let lhsSlot: Int?
    let rhsSlot: Int?

    init(op: BinaryOperator, lhs: Node, rhs: Node, literals: LiteralSides, range: SourceRange) {
        self.op = op
        self.lhs = lhs
        self.rhs = rhs
        self.literals = literals
        if let constant = rhs as? ConstantNode, case .int(let number) = constant.value {
            rhsInt = number
        } else {
            rhsInt = nil
        }
        lhsSlot = (lhs as? LocalNode)?.slot
        rhsSlot = (rhs as? LocalNode)?.slot
        super.init(range: range)
    }

    /// Both sides when the left is a local holding an `Int` and the right an `Int` constant or local: read
    /// without evaluating a node or copying a value. Nil sends the caller down its general path.
    @inline(__always)
    final func localInts(_ frame: Frame) -> (Int, Int)? {
        guard let slot = lhsSlot, case .int(let a) = frame.slots[slot] else { return nil }
        if let b = rhsInt { return (a, b) }
        if let slot = rhsSlot, case .int(let b) = frame.slots[slot] { return (a, b) }
        return nil
    }

    /// The right side's value, without a call when it is an `Int` constant.
    @inline(__always)
    final func rightValue(_ frame: Frame) throws -> Value {
        if let number = rhsInt { return .int(number) }
        return try rhs.evaluate(frame)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        try Operators.binary(op, try lhs.evaluate(frame), try rhs.evaluate(frame), literals: literals, at: self)
    }

    override var callsNoScript: Bool { lhs.callsNoScript && rhs.callsNoScript }

    /// Makes the specialized node for `op`.
    static func make(
        _ op: BinaryOperator, lhs: Node, rhs: Node, literals: LiteralSides, range: SourceRange
    ) -> BinaryNode {
        switch op {
        case .add: return AddNode(op: op, lhs: lhs, rhs: rhs, literals: literals, range: range)
        case .subtract: return SubtractNode(op: op, lhs: lhs, rhs: rhs, literals: literals, range: range)
        case .multiply: return MultiplyNode(op: op, lhs: lhs, rhs: rhs, literals: literals, range: range)
        case .divide, .remainder: return DivisionNode(op: op, lhs: lhs, rhs: rhs, literals: literals, range: range)
        case .equal, .notEqual: return EqualityNode(op: op, lhs: lhs, rhs: rhs, literals: literals, range: range)
        case .less, .lessEqual, .greater, .greaterEqual:
            return ComparisonNode(op: op, lhs: lhs, rhs: rhs, literals: literals, range: range)
        default: return BinaryNode(op: op, lhs: lhs, rhs: rhs, literals: literals, range: range)
        }
    }
}

final class AddNode: BinaryNode, @unchecked Sendable {
    override func evaluate(_ frame: Frame) throws -> Value {
        if let (a, b) = localInts(frame) {
            let (sum, overflow) = a.addingReportingOverflow(b)
            if !overflow { return .int(sum) }
        }
        let l = try lhs.evaluate(frame)
        let r = try rightValue(frame)
        if case .int(let a) = l, case .int(let b) = r {
            let (sum, overflow) = a.addingReportingOverflow(b)
            if !overflow { return .int(sum) }
        }
        return try Operators.binary(op, l, r, literals: literals, at: self)
    }
}

final class SubtractNode: BinaryNode, @unchecked Sendable {
    override func evaluate(_ frame: Frame) throws -> Value {
        if let (a, b) = localInts(frame) {
            let (difference, overflow) = a.subtractingReportingOverflow(b)
            if !overflow { return .int(difference) }
        }
        let l = try lhs.evaluate(frame)
        let r = try rightValue(frame)
        if case .int(let a) = l, case .int(let b) = r {
            let (difference, overflow) = a.subtractingReportingOverflow(b)
            if !overflow { return .int(difference) }
        }
        return try Operators.binary(op, l, r, literals: literals, at: self)
    }
}

final class MultiplyNode: BinaryNode, @unchecked Sendable {
    override func evaluate(_ frame: Frame) throws -> Value {
        if let (a, b) = localInts(frame) {
            let (product, overflow) = a.multipliedReportingOverflow(by: b)
            if !overflow { return .int(product) }
        }
        let l = try lhs.evaluate(frame)
        let r = try rightValue(frame)
        if case .int(let a) = l, case .int(let b) = r {
            let (product, overflow) = a.multipliedReportingOverflow(by: b)
            if !overflow { return .int(product) }
        }
        return try Operators.binary(op, l, r, literals: literals, at: self)
    }
}

/// `/` and `%`.
final class DivisionNode: BinaryNode, @unchecked Sendable {
    override func evaluate(_ frame: Frame) throws -> Value {
        if let (a, b) = localInts(frame), b != 0, b != -1 { return .int(op == .divide ? a / b : a % b) }
        let l = try lhs.evaluate(frame)
        let r = try rightValue(frame)
        if case .int(let a) = l, case .int(let b) = r, b != 0, b != -1 {
            return .int(op == .divide ? a / b : a % b)
        }
        return try Operators.binary(op, l, r, literals: literals, at: self)
    }
}

/// `==` and `!=`.
final class EqualityNode: BinaryNode, @unchecked Sendable {
    override func evaluate(_ frame: Frame) throws -> Value {
        if let (a, b) = localInts(frame) { return .bool((a == b) == (op == .equal)) }
        let l = try lhs.evaluate(frame)
        let r = try rightValue(frame)
        if case .int(let a) = l, case .int(let b) = r { return .bool((a == b) == (op == .equal)) }
        return try Operators.binary(op, l, r, literals: literals, at: self)
    }
}

/// `<`, `<=`, `>`, `>=`.
final class ComparisonNode: BinaryNode, @unchecked Sendable {
    override func evaluate(_ frame: Frame) throws -> Value {
        if let (a, b) = localInts(frame) { return .bool(op.compare(a, b)) }
        let l = try lhs.evaluate(frame)
        let r = try rightValue(frame)
        if case .int(let a) = l, case .int(let b) = r { return .bool(op.compare(a, b)) }
        return try Operators.binary(op, l, r, literals: literals, at: self)
    }
}

/// `a && b`, `a || b`: short-circuit, both sides must be `Bool`.
final class LogicalNode: Node, @unchecked Sendable {
    let lhs: Node
    let rhs: Node
    let isAnd: Bool

    init(isAnd: Bool, lhs: Node, rhs: Node, range: SourceRange) {
        self.isAnd = isAnd
        self.lhs = lhs
        self.rhs = rhs
        super.init(range: range)
    }

    override var callsNoScript: Bool { lhs.callsNoScript && rhs.callsNoScript }

    override func evaluate(_ frame: Frame) throws -> Value {
        let left = try operand(lhs, frame)
        if left != isAnd { return .bool(left) }
        return .bool(try operand(rhs, frame))
    }

    private func operand(_ node: Node, _ frame: Frame) throws -> Bool {
        let value = try node.evaluate(frame)
        if case .bool(let flag) = value { return flag }
        throw failure(.binaryOperands(isAnd ? "&&" : "||", value.typeName, "Bool"))
    }
}

/// `a ?? b`: `b` is evaluated only when `a` is `nil`.
final class NilCoalescingNode: Node, @unchecked Sendable {
    let lhs: Node
    let rhs: Node

    init(lhs: Node, rhs: Node, range: SourceRange) {
        self.lhs = lhs
        self.rhs = rhs
        super.init(range: range)
    }

    override var callsNoScript: Bool { lhs.callsNoScript && rhs.callsNoScript }

    override func evaluate(_ frame: Frame) throws -> Value {
        let value = try lhs.evaluate(frame)
        if value.isNil { return try rhs.evaluate(frame) }
        return value.unwrappedOnce
    }
}

/// Prefix `-`, `!`, `~`.
final class UnaryNode: Node, @unchecked Sendable {
    /// The prefix operators it implements itself (a declared one, such as `√`, is the program's function).
    static let builtinOperators: Set<String> = [
        "-", "+", "!", "~", PartialRange.upTo, PartialRange.through, PartialRange.from,
    ]

    let op: String
    let operand: Node

    init(op: String, operand: Node, range: SourceRange) {
        self.op = op
        self.operand = operand
        super.init(range: range)
    }

    override var callsNoScript: Bool { operand.callsNoScript }

    override func evaluate(_ frame: Frame) throws -> Value {
        try apply(to: try operand.evaluate(frame))
    }

    /// The operator applied to a value already evaluated.
    func apply(to value: Value) throws -> Value {
        switch (op, value) {
        case ("-", .int(let number)):
            if number == .min { throw failure(.overflow("-")) }
            return .int(-number)
        case ("-", .double(let number)): return .double(-number)
        case ("-", .duration(let nanoseconds)): return .duration(-nanoseconds)
        case ("!", .bool(let flag)): return .bool(!flag)
        case ("~", .int(let number)): return .int(~number)
        case (PartialRange.upTo, _), (PartialRange.through, _), (PartialRange.from, _):
            return .object(PartialRangeObject(kind: op, bound: value))
        case (_, .optional): throw failure(.optionalMustBeUnwrapped(value.typeName))
        default:
            // A script type's own `static prefix func -`.
            if let declared = OperatorFunctions.declared("prefix" + op, for: value) { return try declared.call(value) }
            throw failure(.unaryOperand(op, value.typeName))
        }
    }
}

/// `condition ? then : otherwise`
final class TernaryNode: Node, @unchecked Sendable {
    let test: Node
    let then: Node
    let otherwise: Node

    init(test: Node, then: Node, otherwise: Node, range: SourceRange) {
        self.test = test
        self.then = then
        self.otherwise = otherwise
        super.init(range: range)
    }

    override var callsNoScript: Bool { test.callsNoScript && then.callsNoScript && otherwise.callsNoScript }

    override func evaluate(_ frame: Frame) throws -> Value {
        try condition(test, frame) ? try then.evaluate(frame) : try otherwise.evaluate(frame)
    }
}

/// `try? expression`: errors become `nil`.
final class TryOptionalNode: Node, @unchecked Sendable {
    let operand: Node

    init(operand: Node, range: SourceRange) {
        self.operand = operand
        super.init(range: range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        (try? operand.evaluate(frame))?.asOptional ?? .nil
    }
}

/// `value!`: `nil` is an error.
final class ForceUnwrapNode: Node, @unchecked Sendable {
    let operand: Node

    init(operand: Node, range: SourceRange) {
        self.operand = operand
        super.init(range: range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        let value = try operand.evaluate(frame)
        if value.isNil { throw failure(.unwrappedNil) }
        return value.unwrappedOnce
    }
}

/// `x as? T` / `x as! T` for the built-in types (`Int`, `Double`, `String`, `Bool`): a mismatch gives
/// `nil` or an error; casts to other types pass the value through. `as?` gives an Optional, and so does
/// `x as T?`.
final class CastNode: Node, @unchecked Sendable {
    let operand: Node
    let typeName: String
    let kind: Expr.CastKind
    /// The target type is written `T?`.
    let toOptional: Bool

    init(operand: Node, typeName: String, kind: Expr.CastKind, toOptional: Bool = false, range: SourceRange) {
        self.operand = operand
        self.typeName = typeName
        self.kind = kind
        self.toOptional = toOptional
        super.init(range: range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        let evaluated = try operand.evaluate(frame)
        if kind == .plain { return toOptional ? evaluated.asOptional : evaluated }
        if evaluated.isNil && kind == .optional { return .nil }
        // A cast looks inside an Optional, as Swift's dynamic casts do.
        let value = evaluated.unwrapped
        if kind == .check { return .bool(value.isOfType(named: typeName)) }
        let result = kind == .optional ? value.asOptional : value
        guard ["Int", "Double", "Float", "String", "Bool"].contains(typeName) else { return result }
        if value.typeName == typeName { return result }
        if kind == .optional { return .nil }
        throw failure(.castFailed(value.typeName, to: typeName))
    }
}
