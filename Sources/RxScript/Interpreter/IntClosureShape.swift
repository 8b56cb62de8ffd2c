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
            if Self.isArgument(binary.lhs), let constant = Self.constant(binary.rhs) {
                self = .arithmetic(binary.op, constant)
            } else if let constant = Self.constant(binary.lhs), Self.isArgument(binary.rhs) {
                self = .arithmeticFromConstant(constant, binary.op)
            } else {
                return nil
            }
        } else if binary.isComparison, let bound = Self.constant(binary.rhs) {
            if Self.isArgument(binary.lhs) {
                self = .comparison(binary.op, bound)
            } else if let inner = binary.lhs as? BinaryNode, inner.isArithmetic, Self.isArgument(inner.lhs),
                let constant = Self.constant(inner.rhs)
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
            return Self.apply(op, argument, constant).map(Value.int)
        case .arithmeticFromConstant(let constant, let op):
            return Self.apply(op, constant, argument).map(Value.int)
        case .comparison(let op, let bound):
            return .bool(Self.compare(op, argument, bound))
        case .arithmeticComparison(let op, let constant, let comparison, let bound):
            guard let value = Self.apply(op, argument, constant) else { return nil }
            return .bool(Self.compare(comparison, value, bound))
        }
    }

    @inline(__always)
    private static func apply(_ op: BinaryOperator, _ a: Int, _ b: Int) -> Int? {
        let (result, overflow): (Int, Bool)
        switch op {
        case .add: (result, overflow) = a.addingReportingOverflow(b)
        case .subtract: (result, overflow) = a.subtractingReportingOverflow(b)
        case .multiply: (result, overflow) = a.multipliedReportingOverflow(by: b)
        case .divide: (result, overflow) = a.dividedReportingOverflow(by: b)
        default: (result, overflow) = a.remainderReportingOverflow(dividingBy: b)
        }
        return overflow ? nil : result
    }

    @inline(__always)
    private static func compare(_ op: BinaryOperator, _ a: Int, _ b: Int) -> Bool {
        switch op {
        case .equal: return a == b
        case .notEqual: return a != b
        case .less: return a < b
        case .lessEqual: return a <= b
        case .greater: return a > b
        default: return a >= b
        }
    }

    private static func isArgument(_ node: Node) -> Bool { (node as? LocalNode)?.slot == 0 }

    private static func constant(_ node: Node) -> Int? {
        guard let constant = node as? ConstantNode, case .int(let number) = constant.value else { return nil }
        return number
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
