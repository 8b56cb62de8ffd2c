import Foundation

extension Value {
    /// A number written where Swift expects a `Float` (`let f: Float = 1`): the same number as a `Float`.
    var asFloatLiteral: Value {
        switch self {
        case .int(let number): return .float(Float(number))
        case .double(let number): return .float(Float(number))
        default: return self
        }
    }
}

/// A `Double` or a `Float`, read as a Double, that gives results back in its own type (`Float` in, `Float` out).
struct FloatingNumber {
    let value: Double
    let isFloat: Bool

    init?(_ value: Value) {
        switch value {
        case .double(let number): (self.value, isFloat) = (number, false)
        case .float(let number): (self.value, isFloat) = (Double(number), true)
        default: return nil
        }
    }

    init(_ value: Double, isFloat: Bool) {
        (self.value, self.isFloat) = (value, isFloat)
    }

    /// `result` in this number's type.
    func make(_ result: Double) -> Value { isFloat ? .float(Float(result)) : .double(result) }

    var typeName: String { isFloat ? "Float" : "Double" }

    /// Elements of one sequence (`of(1, 2.5)`, `of(Float(1), 2.5)`) in the widest number type among them, as
    /// Swift types their literals: Float if any is one, else Double if any is one. A mix with other values
    /// (`of(1, "a")`, an `Any` sequence) stays as written.
    static func homogenized(_ values: [Value]) -> [Value] {
        let kinds = values.compactMap(FloatingNumber.init)
        guard let first = kinds.first,
            values.allSatisfy({ if case .int = $0 { return true } else { return FloatingNumber($0) != nil } })
        else { return values }
        let isFloat = kinds.contains { $0.isFloat } || first.isFloat
        return values.map { value in
            switch value {
            case .int(let number): return isFloat ? .float(Float(number)) : .double(Double(number))
            case .double(let number) where isFloat: return .float(Float(number))
            default: return value
            }
        }
    }
}

extension HostCall {
    /// Whether argument `index` is written as an integer literal (`2`, `-3`), which Swift lets become a Double.
    func isIntegerLiteral(at index: Int) -> Bool {
        guard index < arguments.ranges.count, var text = arguments.ranges[index]?.text else { return false }
        // A labeled argument's range starts at its label (`dividingBy: 2`).
        if let colon = text.firstIndex(of: ":") { text = String(text[text.index(after: colon)...]) }
        var digits = Substring(text.trimmingCharacters(in: .whitespaces))
        if digits.first == "-" { digits = digits.dropFirst() }
        return !digits.isEmpty && digits.allSatisfy { $0.isNumber || $0 == "_" }
    }

    /// Argument `index` as a floating-point number of the type `kind` asks for (Double when nil): Doubles and
    /// Floats as they are, an integer literal converted, anything else Swift's "cannot convert" error.
    func floating(_ value: Value, at index: Int, as kind: Bool? = nil) throws -> FloatingNumber {
        if let number = FloatingNumber(value), kind == nil || kind == number.isFloat { return number }
        if case .int(let number) = value, isIntegerLiteral(at: index) {
            return FloatingNumber(Double(number), isFloat: kind ?? false)
        }
        throw failure(.argumentConversion(value.typeName, to: kind == true ? "Float" : "Double"), at: index)
    }

    /// Two arguments of one floating-point type: an integer literal takes the other's type.
    func floatingPair(_ lhs: Value, _ rhs: Value) throws -> (FloatingNumber, FloatingNumber) {
        let kind = FloatingNumber(lhs)?.isFloat ?? FloatingNumber(rhs)?.isFloat
        return (try floating(lhs, at: 0, as: kind), try floating(rhs, at: 1, as: kind ?? false))
    }
}

/// Foundation's `Decimal`: what `pow(2, 10)` gives when both arguments are integer literals, as in Swift.
final class DecimalObject: HostObject, ScriptOperable, @unchecked Sendable {
    let value: Decimal

    init(_ value: Decimal) {
        self.value = value
    }

    override var typeName: String { "Decimal" }
    override var description: String { value.description }
    override var debugDescription: String { value.description }

    override func isEqual(to other: HostObject) -> Bool {
        (other as? DecimalObject)?.value == value
    }

    func apply(_ op: String, _ other: Value, reversed: Bool) throws -> Value? {
        let operand: Decimal
        switch other {
        case .int(let number): operand = Decimal(number)
        case .double(let number): operand = Decimal(number)
        case .object(let decimal as DecimalObject): operand = decimal.value
        default: return nil
        }
        let (l, r) = reversed ? (operand, value) : (value, operand)
        switch op {
        case "+": return .object(DecimalObject(l + r))
        case "-": return .object(DecimalObject(l - r))
        case "*": return .object(DecimalObject(l * r))
        case "/": return .object(DecimalObject(l / r))
        default: return nil
        }
    }
}

/// `reduce(0, +)` and `scan(0) { $0 + $1 }` over Doubles or Floats: Swift types the integer-literal seed from
/// the accumulator, so `0` is `0.0` there. A first step that fails only because the seed is an Int is run again
/// with the seed in the element's type; a closure that keeps an Int (`{ count, _ in count + 1 }`) stays Int.
enum LiteralSeed {
    static func step(
        _ accumulated: Value, _ element: Value, seedIsLiteral: Bool, _ body: (Value) throws -> Value
    ) throws -> Value {
        guard seedIsLiteral, case .int(let seed) = accumulated, let floating = FloatingNumber(element) else {
            return try body(accumulated)
        }
        do {
            return try body(accumulated)
        } catch let error as ScriptError
            where error.halt == nil && error.message.contains("'Int' and '\(floating.typeName)'")
        {
            return try body(floating.make(Double(seed)))
        }
    }
}
