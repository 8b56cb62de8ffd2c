/// `"text \(expression) text"`
final class InterpolationNode: Node, @unchecked Sendable {
    enum Part {
        case text(String)
        case value(Node)
    }
    let parts: [Part]

    init(parts: [Part], range: SourceRange) {
        self.parts = parts
        super.init(range: range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        var result = ""
        for part in parts {
            switch part {
            case .text(let text): result += text
            case .value(let node): result += try node.evaluate(frame).description
            }
        }
        return .string(result)
    }
}

/// `[a, b, c]`
final class ArrayNode: Node, @unchecked Sendable {
    let elements: [Node]
    /// The elements written as number literals, which take the type of a Float or Double beside them
    /// (`[Float(1.5), 2]` is `[1.5, 2.0]` of Floats).
    let numberLiterals: [Int]

    init(elements: [Node], numberLiterals: [Int] = [], range: SourceRange) {
        self.elements = elements
        self.numberLiterals = numberLiterals
        super.init(range: range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        var values: [Value] = []
        values.reserveCapacity(elements.count)
        for element in elements { values.append(try element.evaluate(frame)) }
        if !numberLiterals.isEmpty { adoptFloatingType(&values) }
        return .array(values)
    }

    private func adoptFloatingType(_ values: inout [Value]) {
        // A mix with other values is an `[Any]`, whose literals keep their own types.
        guard values.allSatisfy({ if case .int = $0 { return true } else { return FloatingNumber($0) != nil } })
        else { return }
        let literals = Set(numberLiterals)
        let others = values.indices.filter { !literals.contains($0) }
        guard let floating = others.map({ values[$0] }).lazy.compactMap(FloatingNumber.init).first else { return }
        for index in numberLiterals {
            switch values[index] {
            case .int(let number): values[index] = floating.make(Double(number))
            case .double(let number) where floating.isFloat: values[index] = .float(Float(number))
            default: break
            }
        }
    }
}

/// `(a, label: b)`
final class TupleNode: Node, @unchecked Sendable {
    let elements: [Node]
    let labels: [String?]?

    init(elements: [Node], labels: [String?]?, range: SourceRange) {
        self.elements = elements
        self.labels = labels
        super.init(range: range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        var values: [Value] = []
        values.reserveCapacity(elements.count)
        for element in elements { values.append(try element.evaluate(frame)) }
        return .tuple(values, labels: labels)
    }
}

/// Where a new closure takes each captured value from.
enum CaptureSource {
    /// A slot of the enclosing frame: a `let`'s value, or the box of a shared `var`.
    case slot(Int)
    /// One of the enclosing function's own captures.
    case capture(Int)
    /// The enclosing `func` itself.
    case enclosingFunction
    /// A capture list's entry, evaluated when the closure is made; `isWeak` holds an object without keeping it alive.
    case evaluated(Node, isWeak: Bool)
}

/// A closure expression or local `func`: creates a function value capturing from the current frame.
final class ClosureNode: Node, @unchecked Sendable {
    let code: FunctionCode
    let sources: [CaptureSource]

    init(code: FunctionCode, sources: [CaptureSource], range: SourceRange) {
        self.code = code
        self.sources = sources
        super.init(range: range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        var captured: [Value] = []
        captured.reserveCapacity(sources.count)
        for source in sources {
            switch source {
            case .slot(let slot): captured.append(frame.slots[slot])
            case .capture(let index): captured.append(frame.function.captures[index])
            case .enclosingFunction: captured.append(.function(frame.function))
            case .evaluated(let node, let isWeak):
                let value = try node.evaluate(frame)
                if isWeak, case .object(let object) = value {
                    captured.append(.object(WeakCapture(object)))
                } else {
                    captured.append(value)
                }
            }
        }
        return .function(ScriptFunction(code: code, captures: captured))
    }
}

/// `["a": 1, "b": 2]`
final class DictionaryNode: Node, @unchecked Sendable {
    let keys: [Node]
    let values: [Node]

    init(keys: [Node], values: [Node], range: SourceRange) {
        self.keys = keys
        self.values = values
        super.init(range: range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        var pairs: [(Value, Value)] = []
        pairs.reserveCapacity(keys.count)
        for (key, value) in zip(keys, values) { pairs.append((try key.evaluate(frame), try value.evaluate(frame))) }
        return .object(DictionaryObject(pairs))
    }
}
