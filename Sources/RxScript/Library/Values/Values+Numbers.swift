import Foundation

extension Builtins {
    /// Foundation's math functions (`pow`, `sqrt`, `floor`, `sin`…), `Float` and `CGFloat` as types, the number
    /// constants (`Double.pi`, `.infinity`, `Double.greatestFiniteMagnitude`) and the members of numbers
    /// (`rounded()`, `truncatingRemainder(dividingBy:)`, `squareRoot()`, `quotientAndRemainder(dividingBy:)`…).
    static func registerNumbers(_ registry: HostRegistry) {
        registerMathFunctions(registry)
        registerFloatType(registry)
        registerNumberConstants(registry)
        registerFloatingMembers(registry)
        registerIntegerMembers(registry)
    }

    /// One-argument functions, each with its Double and Float form (Foundation has both).
    private static let unaryMath: [(String, (Double) -> Double, (Float) -> Float)] = [
        ("sqrt", { sqrt($0) }, { sqrt($0) }), ("cbrt", { cbrt($0) }, { cbrt($0) }),
        ("floor", { floor($0) }, { floor($0) }), ("ceil", { ceil($0) }, { ceil($0) }),
        ("round", { round($0) }, { round($0) }), ("trunc", { trunc($0) }, { trunc($0) }),
        ("exp", { exp($0) }, { exp($0) }), ("exp2", { exp2($0) }, { exp2($0) }),
        ("log", { log($0) }, { log($0) }), ("log2", { log2($0) }, { log2($0) }),
        ("log10", { log10($0) }, { log10($0) }),
        ("sin", { sin($0) }, { sin($0) }), ("cos", { cos($0) }, { cos($0) }), ("tan", { tan($0) }, { tan($0) }),
        ("asin", { asin($0) }, { asin($0) }), ("acos", { acos($0) }, { acos($0) }),
        ("atan", { atan($0) }, { atan($0) }),
        ("sinh", { sinh($0) }, { sinh($0) }), ("cosh", { cosh($0) }, { cosh($0) }),
        ("tanh", { tanh($0) }, { tanh($0) }),
    ]

    /// Two-argument functions of one floating-point type.
    private static let binaryMath: [(String, (Double, Double) -> Double, (Float, Float) -> Float)] = [
        ("pow", { pow($0, $1) }, { pow($0, $1) }), ("atan2", { atan2($0, $1) }, { atan2($0, $1) }),
        ("hypot", { hypot($0, $1) }, { hypot($0, $1) }), ("fmod", { fmod($0, $1) }, { fmod($0, $1) }),
    ]

    private static func registerMathFunctions(_ registry: HostRegistry) {
        for (name, double, float) in unaryMath {
            registry.function(name, .value(), .call) { value, call in
                let number = try call.floating(value, at: 0, as: FloatingNumber(value)?.isFloat)
                return number.isFloat ? .float(float(Float(number.value))) : .double(double(number.value))
            }
        }
        for (name, double, float) in binaryMath {
            registry.function(name, .value(), .value(), .call) { lhs, rhs, call in
                // `pow(2, 10)`: with two integer literals Swift picks Foundation's pow(Decimal, Int).
                if name == "pow", case .int(let base) = lhs, case .int(let exponent) = rhs,
                    call.isIntegerLiteral(at: 0), call.isIntegerLiteral(at: 1)
                {
                    return .object(DecimalObject(decimalPower(Decimal(base), exponent)))
                }
                let (l, r) = try call.floatingPair(lhs, rhs)
                if l.isFloat { return .float(float(Float(l.value), Float(r.value))) }
                return .double(double(l.value, r.value))
            }
        }
    }

    /// Foundation's pow(Decimal, Int), negative exponents as its reciprocal.
    private static func decimalPower(_ base: Decimal, _ exponent: Int) -> Decimal {
        let magnitude = Int(exponent.magnitude)
        let power = magnitude > 0 ? pow(base, magnitude) : 1
        return exponent < 0 ? 1 / power : power
    }

    private static func registerFloatType(_ registry: HostRegistry) {
        let float = registry.namespace("Float")
        float.constructor("init", .value(), .call) { value, call in
            switch value {
            case .int(let number): return .float(Float(number))
            case .double(let number): return .float(Float(number))
            case .float: return value
            case .string(let text): return .wrappingOrNil(Float(text).map(Value.float))
            default: throw call.failure(.conversion(value.typeName, to: "Float"), at: 0)
            }
        }
        registry.namespace("Float32")
    }

    private static func registerNumberConstants(_ registry: HostRegistry) {
        let double = registry.namespace("Double")
        let float = registry.namespace("Float")
        let constants: [(String, Double, Float)] = [
            ("nan", .nan, .nan), ("greatestFiniteMagnitude", .greatestFiniteMagnitude, .greatestFiniteMagnitude),
            ("leastNonzeroMagnitude", .leastNonzeroMagnitude, .leastNonzeroMagnitude),
            ("leastNormalMagnitude", .leastNormalMagnitude, .leastNormalMagnitude), ("ulpOfOne", .ulpOfOne, .ulpOfOne),
        ]
        for (name, doubleValue, floatValue) in constants {
            double.property(name) { _ in .double(doubleValue) }
            float.property(name) { _ in .float(floatValue) }
        }
        float.property("pi") { _ in .float(.pi) }
        float.property("infinity") { _ in .float(.infinity) }
        for (name, value) in [("infinity", Double.infinity), ("nan", .nan), ("pi", .pi)] {
            registry.implicitMembers.property(name) { _ in .double(value) }
        }
        let roundingRule = registry.namespace("FloatingPointRoundingRule")
        for rule in RoundingRuleName.allCases {
            let make = { Value.object(EnumCaseObject("FloatingPointRoundingRule", rule.rawValue)) }
            roundingRule.property(rule.rawValue) { _ in make() }
            // `.up` and `.down` are also UIKit's swipe directions; `rounded(_:)` reads either by case name.
            if rule != .up && rule != .down { registry.implicitMembers.property(rule.rawValue) { _ in make() } }
        }
    }

    /// FloatingPointRoundingRule's cases, by the names Swift gives them.
    enum RoundingRuleName: String, CaseIterable {
        case up, down, towardZero, awayFromZero, toNearestOrEven, toNearestOrAwayFromZero

        var rule: FloatingPointRoundingRule {
            switch self {
            case .up: return .up
            case .down: return .down
            case .towardZero: return .towardZero
            case .awayFromZero: return .awayFromZero
            case .toNearestOrEven: return .toNearestOrEven
            case .toNearestOrAwayFromZero: return .toNearestOrAwayFromZero
            }
        }

        /// The rule a `.up` or `FloatingPointRoundingRule.down` argument names.
        static func of(_ value: Value, _ call: HostCall) throws -> FloatingPointRoundingRule {
            guard case .object(let object as EnumCaseObject) = value, let name = Self(rawValue: object.caseName)
            else { throw call.failure(.roundingRule(value.description), at: 0) }
            return name.rule
        }
    }

    private static func registerFloatingMembers(_ registry: HostRegistry) {
        let type = registry.doubleType
        func number(_ value: Value) -> FloatingNumber { FloatingNumber(value) ?? FloatingNumber(0, isFloat: false) }
        type.method("rounded") { receiver in number(receiver).make(number(receiver).value.rounded()) }
        type.method("rounded", .value(), .call) { receiver, rule, call in
            number(receiver).make(number(receiver).value.rounded(try RoundingRuleName.of(rule, call)))
        }
        for name in ["truncatingRemainder", "remainder"] {
            type.method(name, .value("dividingBy"), .call) { receiver, divisor, call in
                let x = number(receiver)
                let y = try call.floating(divisor, at: 0, as: x.isFloat)
                if x.isFloat {
                    let (a, b) = (Float(x.value), Float(y.value))
                    return .float(
                        name == "remainder" ? a.remainder(dividingBy: b) : a.truncatingRemainder(dividingBy: b))
                }
                return .double(
                    name == "remainder"
                        ? x.value.remainder(dividingBy: y.value) : x.value.truncatingRemainder(dividingBy: y.value))
            }
        }
        // On a variable `MutatingMethodCallNode` stores `rounded(…)`; on a constant it is Swift's error.
        type.method("round", .variadic(), .call) { _, _, call in throw call.failure(.mutatingOnConstant("round")) }
        type.method("squareRoot") { receiver in number(receiver).make(number(receiver).value.squareRoot()) }
        type.property("magnitude") { number($0).make(number($0).value.magnitude) }
        type.property("isNaN") { .bool(number($0).value.isNaN) }
        type.property("isInfinite") { .bool(number($0).value.isInfinite) }
        type.property("isFinite") { .bool(number($0).value.isFinite) }
        type.property("isZero") { .bool(number($0).value.isZero) }
        type.property("sign") {
            .object(EnumCaseObject("FloatingPointSign", number($0).value.sign == .minus ? "minus" : "plus"))
        }
        registry.floatType.property("description") { .string($0.description) }
    }

    private static func registerIntegerMembers(_ registry: HostRegistry) {
        let type = registry.intType
        func integer(_ value: Value) -> Int { value.intValue ?? 0 }
        type.property("magnitude") { .int(Int(bitPattern: integer($0).magnitude)) }
        type.method("signum") { receiver in .int(integer(receiver).signum()) }
        type.method("quotientAndRemainder", .int("dividingBy"), .call) { receiver, divisor, call in
            guard divisor != 0 else { throw call.failure(.divisionByZero, at: 0) }
            guard !(integer(receiver) == .min && divisor == -1) else { throw call.failure(.overflow("/"), at: 0) }
            let (quotient, remainder) = integer(receiver).quotientAndRemainder(dividingBy: divisor)
            return .tuple([.int(quotient), .int(remainder)], labels: ["quotient", "remainder"])
        }
    }
}
