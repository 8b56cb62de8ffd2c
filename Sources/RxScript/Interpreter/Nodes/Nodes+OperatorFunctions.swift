/// `a <-> b` with an operator the program declares, or a built-in operator (`a + b`) while the program declares a
/// function of that name in scope (`func + (l: V, r: V) -> V`): the operands' types' static operator function
/// first (`static func <->`), then the function in scope; a built-in operator keeps its built-in meaning for
/// operands that are no objects (numbers, strings, arrays).
final class OperatorFunctionNode: Node, @unchecked Sendable {
    let op: String
    let lhs: Node
    let rhs: Node
    /// The operator function in scope, if the program declares one.
    let function: Node?
    /// The built-in operator of this spelling, if there is one.
    let builtin: BinaryOperator?
    let literals: LiteralSides

    init(
        op: String, lhs: Node, rhs: Node, function: Node?, builtin: BinaryOperator?, literals: LiteralSides,
        range: SourceRange
    ) {
        self.op = op
        self.lhs = lhs
        self.rhs = rhs
        self.function = function
        self.builtin = builtin
        self.literals = literals
        super.init(range: range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        let left = try lhs.evaluate(frame)
        let right = try rhs.evaluate(frame)
        if let declared = try OperatorFunctions.binary(op, left, right) { return declared }
        if let builtin, !Self.isObject(left) && !Self.isObject(right) {
            return try Operators.binary(builtin, left, right, literals: literals, at: self)
        }
        if let function, case .function(let callable) = try function.evaluate(frame) {
            return try callable.call(left, right)
        }
        if let builtin { return try Operators.binary(builtin, left, right, literals: literals, at: self) }
        throw failure(.noOperatorFunction(op, left.typeName, right.typeName))
    }

    /// An object (a script type's value, a CGPoint…), which a declared `func +` may be about; numbers, strings
    /// and arrays keep the built-in meaning.
    private static func isObject(_ value: Value) -> Bool {
        if case .object = value.unwrappedOnce { return true }
        return false
    }
}

/// `√x` with a prefix operator the program declares (`prefix operator √` and `prefix func √(x: Double)`), or `-v`
/// for a value of a script type that declares `static prefix func -`.
final class PrefixOperatorFunctionNode: Node, @unchecked Sendable {
    let op: String
    let operand: Node
    let function: Node?
    /// The built-in unary operator of this spelling, for operands of other types (`-`, `!`, `~`).
    let builtin: UnaryNode?

    init(op: String, operand: Node, function: Node?, builtin: UnaryNode?, range: SourceRange) {
        self.op = op
        self.operand = operand
        self.function = function
        self.builtin = builtin
        super.init(range: range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        let value = try operand.evaluate(frame)
        if let declared = OperatorFunctions.declared("prefix" + op, for: value) { return try declared.call(value) }
        if let function, case .function(let callable) = try function.evaluate(frame) {
            return try callable.call(value)
        }
        if let builtin { return try builtin.apply(to: value) }
        throw failure(.unaryOperand(op, value.typeName))
    }
}
