extension Builtins {
    /// `print`, conversions (`Int(x)`, `Double(x)`, `String(x)`, `String(describing:)`), `abs`, `min`, `max`,
    /// and the `Int`/`Double`/`String`/`Bool` namespaces (`Int.max`, `Int.self`).
    static func registerCore(_ registry: HostRegistry, context: ScriptContext) {
        registry.function("print(_:...separator:terminator:)", defaults: ["separator": " ", "terminator": "\n"]) { arguments in
            let items = try arguments.array(0).map(\.description)
            context.output(items.joined(separator: try arguments.string(1)) + (try arguments.string(2)))
            return .void
        }
        registry.function("debugPrint(_:...separator:terminator:)", defaults: ["separator": " ", "terminator": "\n"]) { arguments in
            let items = try arguments.array(0).map(\.debugDescription)
            context.output(items.joined(separator: try arguments.string(1)) + (try arguments.string(2)))
            return .void
        }

        let int = registry.namespace("Int")
        int.constructor("init(_:)") { arguments in
            switch arguments[0] {
            case .int: return arguments[0]
            case .double(let value):
                guard value.isFinite, value > -9.3e18, value < 9.3e18 else { throw arguments.failure(.overflow("Int"), at: 0) }
                return .int(Int(value))
            case .string(let text): return Int(text).map(Value.int) ?? .nil
            case .duration(let nanoseconds): return .int(nanoseconds)
            default: throw arguments.failure(.conversion(arguments[0].typeName, to: "Int"), at: 0)
            }
        }
        int.property("max") { _ in .int(.max) }
        int.property("min") { _ in .int(.min) }

        let double = registry.namespace("Double")
        double.constructor("init(_:)") { arguments in
            switch arguments[0] {
            case .int(let value): return .double(Double(value))
            case .double: return arguments[0]
            case .string(let text): return Double(text).map(Value.double) ?? .nil
            case .duration(let nanoseconds): return .double(Double(nanoseconds) / 1e9)
            default: throw arguments.failure(.conversion(arguments[0].typeName, to: "Double"), at: 0)
            }
        }
        double.property("pi") { _ in .double(.pi) }
        double.property("infinity") { _ in .double(.infinity) }

        let string = registry.namespace("String")
        string.constructor("init(_:)") { arguments in .string(arguments[0].description) }
        string.constructor("init(describing:)") { arguments in .string(arguments[0].description) }

        let bool = registry.namespace("Bool")
        bool.constructor("init(_:)") { arguments in
            switch arguments[0] {
            case .bool: return arguments[0]
            case .string(let text): return Bool(text).map(Value.bool) ?? .nil
            default: throw arguments.failure(.conversion(arguments[0].typeName, to: "Bool"), at: 0)
            }
        }
        registry.namespace("Any")
        registry.namespace("Void")

        registry.function("abs(_:)") { arguments in
            switch arguments[0] {
            case .int(let value):
                if value == .min { throw arguments.failure(.overflow("abs"), at: 0) }
                return .int(abs(value))
            case .double(let value): return .double(abs(value))
            case .duration(let value): return .duration(abs(value))
            default: throw arguments.failure(.conversion(arguments[0].typeName, to: "a number"), at: 0)
            }
        }
        for (name, wantsLess) in [("min", true), ("max", false)] {
            registry.function("\(name)(_:...)") { arguments in
                let values = try arguments.array(0)
                guard var best = values.first else { throw arguments.failure(.missingArgument("#1", in: "\(name)(_:...)")) }
                let node = ConstantNode(.nil, range: arguments.callRange ?? SourceRange(file: SourceFile(name: name, text: ""), start: 0, end: 0))
                for value in values.dropFirst() {
                    let order = try Operators.compare(value, best, .less, at: node)
                    if wantsLess ? order < 0 : order > 0 { best = value }
                }
                return best
            }
        }
    }
}
