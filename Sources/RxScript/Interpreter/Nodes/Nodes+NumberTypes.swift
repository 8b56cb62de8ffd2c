/// A parameter's or return value's declared floating-point type, which a number takes on as Swift's literals do:
/// `func area(r: Double)` called with `2` gets `2.0`, and `-> Double { 1 }` returns `1.0`.
enum DeclaredNumberType {
    case double, float

    init?(_ typeName: String?) {
        switch typeName {
        case "Double", "CGFloat", "TimeInterval", "Float64": self = .double
        case "Float", "Float32": self = .float
        default: return nil
        }
    }

    func convert(_ value: Value) -> Value {
        switch (self, value) {
        case (.double, .int(let number)): return .double(Double(number))
        case (.float, .int), (.float, .double): return value.asFloatLiteral
        default: return value
        }
    }
}

/// A returned value converted to the function's declared `Double` or `Float` type.
final class NumberConversionNode: Node, @unchecked Sendable {
    let value: Node
    let type: DeclaredNumberType

    init(_ value: Node, to type: DeclaredNumberType) {
        self.value = value
        self.type = type
        super.init(range: value.range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        type.convert(try value.evaluate(frame))
    }
}

/// The first step of a function whose parameters are declared `Double` or `Float`: their arguments take that type.
final class ParameterConversionNode: StatementNode, @unchecked Sendable {
    let slots: [(slot: Int, type: DeclaredNumberType)]

    init(slots: [(slot: Int, type: DeclaredNumberType)], range: SourceRange) {
        self.slots = slots
        super.init(range: range)
    }

    override func execute(_ frame: Frame) throws -> Flow {
        for (slot, type) in slots {
            frame.slots[slot] = type.convert(frame.slots[slot])
        }
        return .normal
    }
}

/// A one-expression body run after the statements that prepare its parameters (`ParameterConversionNode`,
/// `OptionalParametersNode`).
final class PreparedParametersBodyNode: Node, @unchecked Sendable {
    let preparations: [StatementNode]
    let body: Node

    init(_ preparations: [StatementNode], body: Node) {
        self.preparations = preparations
        self.body = body
        super.init(range: body.range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        for preparation in preparations { _ = try preparation.execute(frame) }
        return try body.evaluate(frame)
    }
}
