/// A binary operator the evaluator implements.
enum BinaryOperator: String {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case equal = "==", notEqual = "!=", less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="
    case identical = "===", notIdentical = "!=="
    case bitAnd = "&", bitOr = "|", bitXor = "^"
    case halfOpenRange = "..<", closedRange = "..."
    /// Pattern match: `200 ..< 300 ~= code` (a range contains the value), otherwise equality.
    case patternMatch = "~="
}

extension BinaryOperator {
    /// `a op b` for `+ - * / %` on `Int`s; nil on overflow, a zero divisor or any other operator, which the general
    /// path (`Operators.binary`) then decides and reports.
    @inline(__always)
    func applyWithoutOverflow(_ a: Int, _ b: Int) -> Int? {
        let (result, overflow): (Int, Bool)
        switch self {
        case .add: (result, overflow) = a.addingReportingOverflow(b)
        case .subtract: (result, overflow) = a.subtractingReportingOverflow(b)
        case .multiply: (result, overflow) = a.multipliedReportingOverflow(by: b)
        case .divide: (result, overflow) = a.dividedReportingOverflow(by: b)
        case .remainder: (result, overflow) = a.remainderReportingOverflow(dividingBy: b)
        default: return nil
        }
        return overflow ? nil : result
    }

    /// `a op b` for a comparison (`== != < <= > >=`) of `Int`s; the caller makes sure `self` is one.
    @inline(__always)
    func compare(_ a: Int, _ b: Int) -> Bool {
        switch self {
        case .equal: return a == b
        case .notEqual: return a != b
        case .less: return a < b
        case .lessEqual: return a <= b
        case .greater: return a > b
        default: return a >= b
        }
    }
}

/// Which operands of a binary expression are integer literals.
///
/// Swift converts an integer *literal* to `Double` when the other operand is a `Double` (`x * 2` with a
/// Double `x`), but never converts an `Int` variable. The evaluator follows that rule: mixing `Int` and
/// `Double` works only when the `Int` side is written as a literal; otherwise it is an error that suggests
/// `Double(x)`. This keeps results predictable: `7 / 2` is `3`, `7.0 / 2` is `3.5`.
struct LiteralSides: OptionSet {
    let rawValue: UInt8
    static let lhs = LiteralSides(rawValue: 1)
    static let rhs = LiteralSides(rawValue: 2)
    /// The left side is a floating-point literal (`2.5`), which becomes a `Float` beside a `Float`.
    static let lhsFloat = LiteralSides(rawValue: 4)
    /// The right side is a floating-point literal.
    static let rhsFloat = LiteralSides(rawValue: 8)
}

/// Values host objects can give to arithmetic (for example a dispatch deadline plus seconds).
public protocol ScriptOperable: HostObject {
    /// The result of `self op other` (or `other op self` when `reversed`), or `nil` if unsupported.
    func apply(_ op: String, _ other: Value, reversed: Bool) throws -> Value?
}

/// A host object ordered as Swift orders its type (`Date`): `<`, `<=`, `>` and `>=`.
public protocol ScriptComparable: HostObject {
    /// -1, 0 or 1, or `nil` when `other` is not of an ordered kind.
    func compare(to other: HostObject) -> Int?
}

/// The general (slow) paths of the operators; nodes inline the common `Int` cases.
enum Operators {
    /// The most elements one step may build: a range literal's array, `stride`'s, `Array(repeating:count:)`'s (and
    /// the most characters `String(repeating:count:)` may), so a typo in a count is an error, not an abort.
    static let maxRangeCount = 10_000_000

    static func binary(
        _ op: BinaryOperator, _ lhs: Value, _ rhs: Value, literals: LiteralSides,
        at node: Node
    ) throws -> Value {
        if case .object = lhs, let declared = try OperatorFunctions.binary(op.rawValue, lhs, rhs) { return declared }
        if case .object = rhs, let declared = try OperatorFunctions.binary(op.rawValue, lhs, rhs) { return declared }
        var lhs = lhs
        var rhs = rhs
        if lhs.isWrappedOptional || rhs.isWrappedOptional {
            switch op {
            // Swift promotes the plain side to compare it with an Optional: `Optional(3) == 3`.
            case .equal, .notEqual, .identical, .notIdentical, .patternMatch:
                lhs = lhs.unwrappedOnce
                rhs = rhs.unwrappedOnce
            default:
                throw node.failure(.optionalMustBeUnwrapped((lhs.isWrappedOptional ? lhs : rhs).typeName))
            }
        }
        // Integer literals adopt the other side's Double type, as in Swift.
        if case .int(let value) = lhs, case .double = rhs, literals.contains(.lhs) { lhs = .double(Double(value)) }
        if case .double = lhs, case .int(let value) = rhs, literals.contains(.rhs) { rhs = .double(Double(value)) }
        if case .object(let index as StringIndexObject) = lhs,
            let result = try index.apply(op.rawValue, rhs, reversed: false)
        {
            return result
        }
        if case .float = rhs {
            lhs = Self.adoptingFloat(lhs, literal: literals.contains(.lhs) || literals.contains(.lhsFloat))
        }
        if case .float = lhs {
            rhs = Self.adoptingFloat(rhs, literal: literals.contains(.rhs) || literals.contains(.rhsFloat))
        }
        switch op {
        case .add, .subtract, .multiply, .divide, .remainder:
            return try arithmetic(op, lhs, rhs, at: node)
        case .equal: return .bool(try equal(lhs, rhs, op, at: node))
        case .notEqual: return .bool(!(try equal(lhs, rhs, op, at: node)))
        case .less: return .bool(try compare(lhs, rhs, op, at: node) < 0)
        case .lessEqual: return .bool(try compare(lhs, rhs, op, at: node) <= 0)
        case .greater: return .bool(try compare(lhs, rhs, op, at: node) > 0)
        case .greaterEqual: return .bool(try compare(lhs, rhs, op, at: node) >= 0)
        case .identical, .notIdentical:
            let same: Bool
            switch (lhs, rhs) {
            case (.object(let l), .object(let r)): same = l === r
            case (.function(let l), .function(let r)): same = l === r
            case (.nil, .nil): same = true
            case (.nil, _), (_, .nil): same = false
            default: throw node.failure(.binaryOperands(op.rawValue, lhs.typeName, rhs.typeName))
            }
            return .bool(op == .identical ? same : !same)
        case .bitAnd, .bitOr, .bitXor:
            guard case .int(let l) = lhs, case .int(let r) = rhs else {
                throw node.failure(.binaryOperands(op.rawValue, lhs.typeName, rhs.typeName))
            }
            return .int(op == .bitAnd ? l & r : op == .bitOr ? l | r : l ^ r)
        case .patternMatch:
            if case .array(let elements) = lhs { return .bool(elements.contains(rhs)) }
            if case .object(let range as TextRangeObject) = lhs, let text = rhs.textValue {
                return .bool(range.contains(text))
            }
            if case .object(let range as FloatRangeObject) = lhs, let number = FloatingNumber(rhs) {
                return .bool(range.contains(number.value))
            }
            return .bool(lhs == rhs)
        case .halfOpenRange, .closedRange:
            if let low = lhs.textValue, let high = rhs.textValue, lhs.intValue == nil {
                guard low <= high else { throw node.failure(.invalidRange) }
                return .object(TextRangeObject(low, high, isClosed: op == .closedRange))  // `case "a"..."z":`
            }
            if let low = FloatingNumber(lhs), let high = FloatingNumber(rhs), low.isFloat == high.isFloat {
                guard low.value <= high.value else { throw node.failure(.invalidRange) }
                return .object(
                    FloatRangeObject(
                        low: low.value, high: high.value, closed: op == .closedRange, isFloat: low.isFloat))
            }
            guard case .int(let low) = lhs, case .int(let high) = rhs else {
                throw node.failure(.binaryOperands(op.rawValue, lhs.typeName, rhs.typeName))
            }
            guard op == .closedRange ? low <= high : low <= high else { throw node.failure(.invalidRange) }
            // Computed without overflow: Int.min...Int.max is a legal (if enormous) range.
            let span = high.subtractingReportingOverflow(low)
            let count =
                span.overflow
                ? Int.max
                : (op == .closedRange ? span.partialValue.addingReportingOverflow(1).partialValue : span.partialValue)
            guard !span.overflow, count >= 0, count <= maxRangeCount else {
                throw node.failure(.rangeTooLarge(span.overflow || count < 0 ? Int.max : count))
            }
            return .array((0..<count).map { .int(low + $0) })
        }
    }

    /// A number literal written beside a `Float` is a `Float`, as Swift infers it.
    private static func adoptingFloat(_ value: Value, literal: Bool) -> Value {
        guard literal else { return value }
        switch value {
        case .int(let number): return .float(Float(number))
        case .double(let number): return .float(Float(number))
        default: return value
        }
    }

    private static func arithmetic(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value, at node: Node) throws -> Value {
        switch (lhs, rhs) {
        case (.int(let l), .int(let r)):
            return .int(try integer(op, l, r, at: node))
        case (.double(let l), .double(let r)):
            switch op {
            case .add: return .double(l + r)
            case .subtract: return .double(l - r)
            case .multiply: return .double(l * r)
            case .divide: return .double(l / r)
            default:
                throw node.failure(
                    .binaryOperands(op.rawValue, "Double", "Double"),
                    notes: [Diagnostic.Note("use x.truncatingRemainder(dividingBy: y) for Doubles")])
            }
        case (.float(let l), .float(let r)):
            switch op {
            case .add: return .float(l + r)
            case .subtract: return .float(l - r)
            case .multiply: return .float(l * r)
            case .divide: return .float(l / r)
            default:
                throw node.failure(
                    .binaryOperands(op.rawValue, "Float", "Float"),
                    notes: [Diagnostic.Note("use x.truncatingRemainder(dividingBy: y) for Floats")])
            }
        case (.string(let l), .string(let r)) where op == .add:
            return .string(l + r)
        case (.object(let l as SubstringObject), _) where op == .add && rhs.textValue != nil:
            return .substring(l.text + rhs.textValue!)  // `sub + "!"` is a Substring, as in Swift
        case (.string(let l), .object(let r as TextValue)) where op == .add:
            return .string(l + r.text)
        case (.array(let l), .array(let r)) where op == .add:
            return .array(l + r)
        case (.duration(let l), .duration(let r)) where op == .add || op == .subtract:
            return .duration(try integer(op, l, r, at: node))
        case (.duration(let l), .int(let r)) where op == .multiply || op == .divide:
            return .duration(try integer(op, l, r, at: node))
        case (.int(let l), .duration(let r)) where op == .multiply:
            return .duration(try integer(op, l, r, at: node))
        case (.duration(let l), .double(let r)) where op == .multiply || op == .divide:
            let result = op == .multiply ? Double(l) * r : Double(l) / r
            guard result.isFinite, abs(result) < 9.2e18 else { throw node.failure(.overflow(op.rawValue)) }
            return .duration(Int(result.rounded()))
        case (.double(let l), .duration(let r)) where op == .multiply:
            let result = l * Double(r)
            guard result.isFinite, abs(result) < 9.2e18 else { throw node.failure(.overflow(op.rawValue)) }
            return .duration(Int(result.rounded()))
        case (.object(let object as ScriptOperable), _):
            if let result = try object.apply(op.rawValue, rhs, reversed: false) { return result }
        case (_, .object(let object as ScriptOperable)):
            if let result = try object.apply(op.rawValue, lhs, reversed: true) { return result }
        default:
            break
        }
        throw node.failure(.binaryOperands(op.rawValue, lhs.typeName, rhs.typeName))
    }

    /// Checked integer arithmetic: overflow and division by zero are errors, as Swift traps on them.
    @inline(__always)
    static func integer(_ op: BinaryOperator, _ l: Int, _ r: Int, at node: Node) throws -> Int {
        if let result = op.applyWithoutOverflow(l, r) { return result }
        switch op {
        case .add, .subtract, .multiply: throw node.failure(.overflow(op.rawValue))
        case .divide, .remainder: throw node.failure(r == 0 ? .divisionByZero : .overflow(op.rawValue))
        default: throw node.failure(.binaryOperands(op.rawValue, "Int", "Int"))
        }
    }

    /// `==` as Swift allows it: same types compare by value, anything compares with `nil`.
    static func equal(_ lhs: Value, _ rhs: Value, _ op: BinaryOperator, at node: Node) throws -> Bool {
        switch (lhs, rhs) {
        case (.nil, _), (_, .nil):
            return lhs.isNil && rhs.isNil
        case (.int, .double), (.double, .int):
            throw node.failure(.binaryOperands(op.rawValue, lhs.typeName, rhs.typeName))
        case (.object(let l as TextValue), .string(let r)), (.string(let r), .object(let l as TextValue)):
            return l.text == r
        default:
            // Objects of different types are unequal unless they say otherwise (a bare `.zero` equals a CGPoint's).
            if lhs.typeName != rhs.typeName, case .object = lhs {
                return lhs == rhs
            }
            if lhs.typeName != rhs.typeName {
                throw node.failure(.binaryOperands(op.rawValue, lhs.typeName, rhs.typeName))
            }
            return lhs == rhs
        }
    }

    private static func compare(_ l: String, _ r: String) -> Int { l < r ? -1 : l == r ? 0 : 1 }

    /// Orders numbers, strings and durations; -1, 0 or 1.
    static func compare(_ lhs: Value, _ rhs: Value, _ op: BinaryOperator, at node: Node) throws -> Int {
        switch (lhs, rhs) {
        case (.int(let l), .int(let r)): return l < r ? -1 : l == r ? 0 : 1
        case (.double(let l), .double(let r)):
            if l.isNaN || r.isNaN { return op == .less || op == .lessEqual ? 1 : -1 }
            return l < r ? -1 : l == r ? 0 : 1
        case (.float(let l), .float(let r)):
            if l.isNaN || r.isNaN { return op == .less || op == .lessEqual ? 1 : -1 }
            return l < r ? -1 : l == r ? 0 : 1
        case (.string(let l), .string(let r)): return l < r ? -1 : l == r ? 0 : 1
        case (.object(let l as TextValue), _) where rhs.textValue != nil: return compare(l.text, rhs.textValue!)
        case (_, .object(let r as TextValue)) where lhs.textValue != nil: return compare(lhs.textValue!, r.text)
        case (.duration(let l), .duration(let r)): return l < r ? -1 : l == r ? 0 : 1
        case (.object(let l as ScriptComparable), .object(let r)):
            if let order = l.compare(to: r) { return order }
            throw node.failure(.binaryOperands(op.rawValue, lhs.typeName, rhs.typeName))
        default:
            if let order = try OperatorFunctions.compare(lhs, rhs) { return order }
            throw node.failure(.binaryOperands(op.rawValue, lhs.typeName, rhs.typeName))
        }
    }
}
