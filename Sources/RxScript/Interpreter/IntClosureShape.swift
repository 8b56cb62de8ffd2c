/// The shapes of one-parameter closures that streams call most (`{ $0 * 2 }`, `{ $0 % 3 == 0 }`, `{ $0 > 10 }`),
/// recognised when the closure is compiled and run on an `Int` argument in one step: no frame, no nodes, no
/// `Value`s in between. `run` computes exactly what the nodes' `Int` paths compute and answers nil for the rest
/// (an overflow, a zero divisor), so that the call takes the general path, which reports the error as usual.
enum IntClosureShape: Sendable {
    /// `$0 op k` (`+ - * / %`).
    case arithmetic(BinaryOperator, Int)
    /// `k op $0`.
    case arithmeticFromConstant(Int, BinaryOperator)
    /// `$0 cmp k` (`== != < <= > >=`).
    case comparison(BinaryOperator, Int)
    /// `$0 op k cmp j`.
    case arithmeticComparison(BinaryOperator, Int, BinaryOperator, Int)

    /// The shape of `body`, a closure's one expression whose only parameter is in slot 0, if it has one.
    init?(_ body: Node) {
        guard let binary = body as? BinaryNode else { return nil }
        if binary.isArithmetic {
            if binary.lhsSlot == 0, let constant = binary.rhsInt {
                self = .arithmetic(binary.op, constant)
            } else if let constant = binary.lhs as? ConstantNode, case .int(let number) = constant.value,
                binary.rhsSlot == 0
            {
                self = .arithmeticFromConstant(number, binary.op)
            } else {
                return nil
            }
        } else if binary.isComparison, let bound = binary.rhsInt {
            if binary.lhsSlot == 0 {
                self = .comparison(binary.op, bound)
            } else if let inner = binary.lhs as? BinaryNode, inner.isArithmetic, inner.lhsSlot == 0,
                let constant = inner.rhsInt
            {
                self = .arithmeticComparison(inner.op, constant, binary.op, bound)
            } else {
                return nil
            }
        } else {
            return nil
        }
    }

    /// The closure's result for `argument`, or nil when the general path must decide.
    @inline(__always)
    func run(_ argument: Int) -> Value? {
        switch self {
        case .arithmetic(let op, let constant):
            return op.applyWithoutOverflow(argument, constant).map(Value.int)
        case .arithmeticFromConstant(let constant, let op):
            return op.applyWithoutOverflow(constant, argument).map(Value.int)
        case .comparison(let op, let bound):
            return .bool(op.compare(argument, bound))
        case .arithmeticComparison(let op, let constant, let comparison, let bound):
            guard let value = op.applyWithoutOverflow(argument, constant) else { return nil }
            return .bool(comparison.compare(value, bound))
        }
    }
}

extension BinaryNode {
    /// `+ - * / %` in a node that computes them (not a declared operator function).
    fileprivate var isArithmetic: Bool {
        self is AddNode || self is SubtractNode || self is MultiplyNode || self is DivisionNode
    }

    /// `== != < <= > >=` in a node that computes them.
    fileprivate var isComparison: Bool {
        (self is EqualityNode && (op == .equal || op == .notEqual)) || self is ComparisonNode
    }
}
