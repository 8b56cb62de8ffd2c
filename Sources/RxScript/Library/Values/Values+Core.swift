extension Builtins {
    /// Conversions (`Int(x)`, `Double(x)`, `String(x)`, `String(describing:)`), `type(of:)`, `abs`, `min`, `max`,
    /// and the `Int`/`Double`/`String`/`Bool` namespaces (`Int.max`, `Int.self`).
    static func registerCore(_ registry: HostRegistry) {
        let int = registry.namespace("Int")
        int.constructor("init", .value(), .call) { value, call in
            let value = value.unwrapped
            switch value {
            case .int: return value
            case .double(let number):
                guard number.isFinite, number > -9.3e18, number < 9.3e18 else {
                    throw call.failure(.overflow("Int"), at: 0)
                }
                return .int(Int(number))
            case .float(let number):
                guard number.isFinite, number > -9.3e18, number < 9.3e18 else {
                    throw call.failure(.overflow("Int"), at: 0)
                }
                return .int(Int(number))
            case .duration(let nanoseconds): return .int(nanoseconds)
            default:
                guard let text = value.textValue else {
                    throw call.failure(.conversion(value.typeName, to: "Int"), at: 0)
                }
                return .wrappingOrNil(Int(text).map(Value.int))
            }
        }
        // `Int(exactly: 2.0)` is 2, `Int(exactly: 2.5)` nil (an Optional in Swift).
        int.constructor("init", .value("exactly"), .call) { value, call in
            switch value {
            case .int: return value
            case .double, .float:
                return .wrappingOrNil(FloatingNumber(value).flatMap { Int(exactly: $0.value) }.map(Value.int))
            default: throw call.failure(.conversion(value.typeName, to: "Int"), at: 0)
            }
        }
        int.property("max") { _ in .int(.max) }
        int.property("min") { _ in .int(.min) }

        let double = registry.namespace("Double")
        double.constructor("init", .value(), .call) { value, call in
            let value = value.unwrapped
            switch value {
            case .int(let number): return .double(Double(number))
            case .double: return value
            case .float(let number): return .double(Double(number))
            case .duration(let nanoseconds): return .double(Double(nanoseconds) / 1e9)
            default:
                guard let text = value.textValue else {
                    throw call.failure(.conversion(value.typeName, to: "Double"), at: 0)
                }
                return .wrappingOrNil(Double(text).map(Value.double))
            }
        }
        double.property("pi") { _ in .double(.pi) }
        double.property("infinity") { _ in .double(.infinity) }

        let string = registry.namespace("String")
        // `String(c)`, `String(substring)`, and `String(characters)` of an array of Characters (`String(s.reversed())`).
        string.constructor("init", .value()) { value in
            if case .array(let elements) = value, elements.allSatisfy({ $0.isCharacter }) {
                return .string(elements.map(\.description).joined())
            }
            if case .object(let reversed as ReversedTextObject) = value { return .string(reversed.reversedText) }
            return .string(value.description)
        }
        string.constructor("init", .value("describing")) { value in .string(value.description) }
        string.constructor("init", .string("format"), .variadic(), .call) { format, values, call in
            switch FormatString.format(format, values) {
            case .text(let text): return .string(text)
            case .problem(let message): throw call.failure(message)
            }
        }

        // `type(of: x)`: the type as `Int.self` reads it (its namespace, or a declared type), else its name.
        registry.function("type", .value("of")) { [unowned registry] value in
            if case .optional(let box) = value { return .string("Optional<\(box.wrapped.typeName)>") }
            if let declared = ScriptType.of(value) { return .object(declared) }
            return registry.globals[value.typeName] ?? .string(value.typeName)
        }

        let bool = registry.namespace("Bool")
        bool.constructor("init", .value(), .call) { value, call in
            let value = value.unwrapped
            switch value {
            case .bool: return value
            case .string(let text): return .wrappingOrNil(Bool(text).map(Value.bool))
            default: throw call.failure(.conversion(value.typeName, to: "Bool"), at: 0)
            }
        }
        registry.namespace("Any")
        registry.namespace("Void")

        // `swap(&a, &b)`: each `&` argument gets the other's value when the call returns.
        registry.function("swap", .value(), .value(), .call) { first, second, call in
            try call.writeBack(0, second)
            try call.writeBack(1, first)
            return .void
        }
        registry.function("abs", .value(), .call) { value, call in
            switch value {
            case .int(let number):
                if number == .min { throw call.failure(.overflow("abs"), at: 0) }
                return .int(abs(number))
            case .double(let number): return .double(abs(number))
            case .float(let number): return .float(abs(number))
            case .duration(let number): return .duration(abs(number))
            default: throw call.failure(.conversion(value.typeName, to: "a number"), at: 0)
            }
        }
        for (name, wantsLess) in [("min", true), ("max", false)] {
            registry.function(name, .variadic(), .call) { values, call in
                // An integer literal among Doubles (`max(x, 0)`) is a Double, as Swift infers it (the variadic
                // arguments' own ranges are not kept, so any Int there is taken as one).
                let floating = values.lazy.compactMap(FloatingNumber.init).first
                let values = values.map { value in
                    guard let floating, case .int(let number) = value else { return value }
                    return floating.make(Double(number))
                }
                guard var best = values.first else { throw call.failure(.missingArgument("#1", in: "\(name)(_:...)")) }
                let node = ConstantNode(
                    .nil,
                    range: call.range
                        ?? SourceRange(file: SourceFile(name: name, text: ""), start: 0, end: 0))
                for value in values.dropFirst() {
                    let order = try Operators.compare(value, best, .less, at: node)
                    if wantsLess ? order < 0 : order > 0 { best = value }
                }
                return best
            }
        }
    }
}
