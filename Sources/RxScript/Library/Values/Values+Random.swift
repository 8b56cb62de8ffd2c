import Foundation

extension Builtins {
    /// `Int.random(in:)`, `Double.random(in:)`, `Float.random(in:)`, `Bool.random()`, `randomElement()`,
    /// `shuffled()` and `shuffle()`: drawn from the session's `ScriptRandom`, seeded on the virtual clock.
    static func registerRandom(_ registry: HostRegistry, context: ScriptContext) {
        let runtime = context.runtime
        func draw<T>(_ body: (inout any RandomNumberGenerator) -> T) -> T {
            runtime.random.draw(virtual: runtime.virtualScheduler != nil, body)
        }
        registry.namespace("Int").method("random", .value("in"), .call) { _, range, call in
            guard case .array(let values) = range, !values.isEmpty else {
                if case .array = range { throw call.failure(.emptyRandomRange, at: 0) }
                throw call.failure(.conversion(range.typeName, to: "Range<Int>"), at: 0)
            }
            return draw { values.randomElement(using: &$0) } ?? .nil
        }
        registerFloatingRandom(registry.namespace("Double"), isFloat: false, context: context)
        registerFloatingRandom(registry.namespace("Float"), isFloat: true, context: context)
        registry.namespace("Bool").method("random") { _ in .bool(draw { Bool.random(using: &$0) }) }
        // The C functions older tutorials call; UInt32 values are Ints here, printing the same.
        registry.function("arc4random_uniform", .int(), .call) { bound, call in
            guard bound >= 0, bound <= Int(UInt32.max) else {
                throw call.failure(.conversion("Int", to: "UInt32"), at: 0)
            }
            return .int(bound == 0 ? 0 : draw { Int.random(in: 0..<bound, using: &$0) })
        }
        registry.function("arc4random") { .int(draw { Int(UInt32.random(in: .min ... .max, using: &$0)) }) }
        registry.function("drand48") { .double(draw { Double.random(in: 0..<1, using: &$0) }) }
        let uint32 = registry.namespace("UInt32")
        uint32.constructor("init", .value(), .call) { value, call in
            let number: Int?
            switch value {
            case .int(let whole): number = whole
            case .double(let real) where real.isFinite: number = Int(exactly: real.rounded(.towardZero))
            case .float(let real) where real.isFinite: number = Int(exactly: Double(real).rounded(.towardZero))
            default: number = nil
            }
            guard let number, number >= 0, number <= Int(UInt32.max) else {
                throw call.failure(.conversion(value.typeName, to: "UInt32"), at: 0)
            }
            return .int(number)
        }
        uint32.property("max") { _ in .int(Int(UInt32.max)) }
        uint32.property("min") { _ in .int(0) }
        let array = registry.arrayType
        // Swift's randomElement() is an Optional: nil for an empty array.
        array.method("randomElement") { receiver in
            guard case .array(let values) = receiver else { return .nil }
            return .wrappingOrNil(draw { values.randomElement(using: &$0) })
        }
        array.method("shuffled") { receiver in
            guard case .array(let values) = receiver else { return receiver }
            return .array(draw { values.shuffled(using: &$0) })
        }
        let range = registry.type(for: FloatRangeObject.self, name: "ClosedRange")
        range.method("contains", .value(), .call) { receiver, value, call in
            guard case .object(let range as FloatRangeObject) = receiver else { return .bool(false) }
            return .bool(range.contains(try call.floating(value, at: 0, as: range.isFloat).value))
        }
        range.property("lowerBound") { receiver in
            guard case .object(let range as FloatRangeObject) = receiver else { return .nil }
            return FloatingNumber(range.low, isFloat: range.isFloat).make(range.low)
        }
        range.property("upperBound") { receiver in
            guard case .object(let range as FloatRangeObject) = receiver else { return .nil }
            return FloatingNumber(range.high, isFloat: range.isFloat).make(range.high)
        }
    }

    /// `random(in:)` on a floating-point type's namespace.
    static func registerFloatingRandom(_ namespace: HostType, isFloat: Bool, context: ScriptContext) {
        let runtime = context.runtime
        func draw<T>(_ body: (inout any RandomNumberGenerator) -> T) -> T {
            runtime.random.draw(virtual: runtime.virtualScheduler != nil, body)
        }
        namespace.method("random", .value("in"), .call) { _, range, call in
            let bounds = try floatingBounds(range, call, isFloat: isFloat)
            if isFloat {
                let (low, high) = (Float(bounds.low), Float(bounds.high))
                if bounds.closed { return .float(draw { Float.random(in: low...high, using: &$0) }) }
                return .float(draw { Float.random(in: low..<high, using: &$0) })
            }
            if bounds.closed { return .double(draw { Double.random(in: bounds.low...bounds.high, using: &$0) }) }
            return .double(draw { Double.random(in: bounds.low..<bounds.high, using: &$0) })
        }
    }

    /// A range's bounds as Doubles: `0.0...1.0` (a `FloatRangeObject`), or `1...6` written with integer literals.
    private static func floatingBounds(
        _ range: Value, _ call: HostCall, isFloat: Bool
    ) throws -> (low: Double, high: Double, closed: Bool) {
        let bounds: (low: Double, high: Double, closed: Bool)
        switch range {
        case .object(let floating as FloatRangeObject):
            bounds = (floating.low, floating.high, floating.closed)
        case .array(let values):
            // Integer literals make an Int range here; the text tells `0..<10` from `0...9`.
            let halfOpen = call.arguments.ranges.first??.text.contains("..<") ?? false
            guard let first = values.first?.intValue, let last = values.last?.intValue else {
                throw call.failure(.emptyRandomRange, at: 0)
            }
            bounds = (Double(first), Double(last + (halfOpen ? 1 : 0)), !halfOpen)
        default:
            throw call.failure(.conversion(range.typeName, to: isFloat ? "Range<Float>" : "Range<Double>"), at: 0)
        }
        guard bounds.closed ? bounds.low <= bounds.high : bounds.low < bounds.high else {
            throw call.failure(.emptyRandomRange, at: 0)
        }
        return bounds
    }
}

/// A range of floating-point numbers (`0.0...1.0`, `0..<2.5`): what `Double.random(in:)` draws from and a `case`
/// pattern matches; it prints as Swift prints it.
final class FloatRangeObject: HostObject, @unchecked Sendable {
    let low: Double
    let high: Double
    let closed: Bool
    let isFloat: Bool

    init(low: Double, high: Double, closed: Bool, isFloat: Bool) {
        (self.low, self.high, self.closed, self.isFloat) = (low, high, closed, isFloat)
    }

    override var typeName: String { (closed ? "ClosedRange<" : "Range<") + (isFloat ? "Float>" : "Double>") }
    override var description: String {
        let bound = { (value: Double) in self.isFloat ? Float(value).description : value.description }
        return bound(low) + (closed ? "..." : "..<") + bound(high)
    }
    override var debugDescription: String { description }

    /// Whether `value` lies in the range.
    func contains(_ value: Double) -> Bool {
        value >= low && (closed ? value <= high : value < high)
    }
}
