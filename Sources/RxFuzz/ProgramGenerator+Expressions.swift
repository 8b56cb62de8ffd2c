/// Expressions: literals, names, operators, calls, members, subscripts, collections, casts, `try`, optionals.
extension ProgramGenerator {
    /// One expression; `depth` bounds how deeply it nests.
    mutating func expression(depth: Int) -> String {
        guard depth > 0 else { return atom() }
        let next = depth - 1
        switch random.weighted([18, 10, 3, 3, 6, 3, 3, 2, 3, 3, 3, 2, 4, 2, 2, 2, 2, 2, 3, 8, 1, 1, 1, 1, 3]) {
        case 0: return atom()
        case 1: return binary(depth: next)
        case 2: return random.pick(["-", "!", "~", "+", "&"]) + atom()
        case 3: return "\(condition(depth: next)) ? \(expression(depth: next)) : \(expression(depth: next))"
        case 4: return builtinCall(depth: next)
        case 5: return "\(postfixBase(depth: next)).\(memberName())"
        case 6:
            // A dictionary's subscript may take a default (`d[k, default: 0]`); on anything else it is an error.
            let fallback = random.percent(15) ? ", default: \(atom())" : ""
            if random.percent(15) {  // a one-sided range: `xs[..<2]`, `xs[1...]`
                let bound = smallInt()
                let range = random.pick(["..<\(bound)", "...\(bound)", "\(bound)..."])
                return "\(postfixBase(depth: next))[\(range)]"
            }
            return "\(postfixBase(depth: next))[\(expression(depth: next))\(fallback)]"
        case 7: return "\(tupleLiteral(depth: next)).\(random.below(3))"
        case 8: return "[" + list(depth: next, count: random.within(0...4)) + "]"
        case 9: return dictionaryLiteral(depth: next)
        case 10: return tupleLiteral(depth: next)
        case 11: return "(\(expression(depth: next)))"
        case 12: return context.inCondition ? "(\(closure(depth: next)))" : closure(depth: next)
        case 13: return "\(postfixBase(depth: next)) \(random.pick(["as", "as?", "as!", "is"])) \(typeSyntax())"
        case 14:
            return
                "\(random.pick(["try", "try?", "try!"])) \(random.percent(50) ? throwingCall() : expression(depth: next))"
        case 15: return "\(postfixBase(depth: next))!"
        case 16: return "\(postfixBase(depth: next))?.\(memberName())"
        case 17:
            return
                "\(random.pick(["Observable", "PublishSubject", "BehaviorSubject", "Single"] + (wild ? ["Array"] : [])))<\(typeSyntax())>"
                + random.pick([".just(1)", "()", ".self", ".empty()", "(value: 0)"])
        case 18: return implicitMember(depth: next)
        case 19: return observable(depth: next)
        case 20: return random.pick(["\\.count", "\\String.count", "\\.value.description", "\\Int.bitWidth"])
        case 21: return "await \(expression(depth: next))"
        case 22: return "[1, 2, 3].reduce(0, \(random.pick(catalog.operatorFunctions + ["max"])))"
        case 23: return selectorExpression()
        default: return stringLiteral(depth: next)
        }
    }

    /// `#selector(…)` in its written forms: a bare name, labels, a qualifying type, a property's accessor.
    mutating func selectorExpression() -> String {
        let name = memberName()
        return "#selector("
            + random.pick([
                name, "\(name)(_:)", "\(name)(_:with:)", "Object.\(name)", "getter: Object.\(name)",
                "setter: \(name)", "self.\(name)",
            ]) + ")"
    }

    /// A `Bool`-ish expression for conditions and guards.
    mutating func condition(depth: Int) -> String {
        let comparison = random.pick(["==", "!=", "<", "<=", ">", ">=", "===", "!==", "~="])
        switch random.below(5) {
        case 0:
            // Comparisons do not chain: parenthesized operands, unless the program is wild.
            let (left, right) = (expression(depth: depth), expression(depth: depth))
            return wild ? "\(left) \(comparison) \(right)" : "(\(left)) \(comparison) (\(right))"
        case 1: return random.pick(["true", "false", "!false"])
        case 2:
            return
                "\(condition(depth: max(depth - 1, 0))) \(random.pick(["&&", "||"])) \(condition(depth: max(depth - 1, 0)))"
        case 3: return expression(depth: depth)
        default: return "\(postfixBase(depth: depth)) is \(typeSyntax())"
        }
    }

    /// `a op b` with every binary operator the language has.
    mutating func binary(depth: Int) -> String {
        let op = random.pick([
            "+", "-", "*", "/", "%", "&", "|", "^", "..<", "...", "??", "&&", "||", "==", "!=", "<",
            ">", "<=", ">=", "===", "!==", "~=",
        ])
        let (left, right) = (expression(depth: depth), expression(depth: depth))
        return wild ? "\(left) \(op) \(right)" : "(\(left)) \(op) (\(right))"
    }

    /// Something a postfix can follow: a name, a literal, a call, a parenthesized expression.
    mutating func postfixBase(depth: Int) -> String {
        switch random.below(4) {
        case 0: return name()
        case 1: return "(\(expression(depth: depth)))"
        case 2: return random.pick(["[1, 2]", "\"text\"", "(1, 2)", "[\"k\": 1]"])
        default: return builtinCall(depth: depth)
        }
    }

    /// A literal, a name, `$0` or an implicit member.
    mutating func atom() -> String {
        switch random.weighted([6, 2, 1, 1, 3, 3, 6, 2, 1, wild ? 1 : 0]) {
        case 0: return smallInt()
        case 1: return random.pick(["1.5", "0.0", "-2.25", "1e3", "2.5e-3", "1.7976931348623157e308", "0.1"])
        case 2: return random.pick(["true", "false"])
        case 3: return "nil"
        case 4: return duration()
        case 5: return stringLiteral(depth: 0)
        case 6: return name()
        case 7: return context.anonymousArguments || wild ? random.pick(["$0", "$0", "$1"]) : smallInt()
        case 8: return random.pick(["#function", "#line", "#file", "#column"])
        default: return "`" + random.pick(["default", "class", "in", "var"]) + "`"
        }
    }

    /// Small numbers mostly, and the edges sometimes.
    mutating func smallInt() -> String {
        if random.percent(88) { return String(random.within(0...5)) }
        if wild && random.percent(30) {
            return random.pick(["-9223372036854775808", "9223372036854775808", "0x", "1__0"])
        }
        return random.pick([
            "9223372036854775807", "0x7FFF_FFFF", "0b1011", "0o17", "1_000_000", "-1", "256", "4294967296",
            "-9223372036854775807",
        ])
    }

    /// `300ms`, `1s`, `1.5s`, …
    mutating func duration() -> String {
        random.pick(["1ms", "10ms", "100ms", "300ms", "1s", "1.5s", "2s", "0ms", "50us", "1000ns", "1m", "0.5s"])
    }

    /// A name in scope (or, rarely, one that is not).
    mutating func name() -> String {
        let names = visible(\.values) + visible(\.observables)
        if names.isEmpty || random.percent(10) {
            return random.pick(catalog.values + (wild ? ["undefinedName", "self", "error", "super"] : []))
        }
        return random.pick(names)
    }

    /// A member name: the registry's properties and methods, tuple indices, `self`.
    mutating func memberName() -> String {
        if random.percent(15) { return random.pick(["count", "description", "self", "first", "value", "isEmpty"]) }
        let declared = visibleTypes.flatMap(\.members)
        return declared.isEmpty || random.percent(50) ? random.pick(catalog.memberNames) : random.pick(declared)
    }

    /// `"…"` with escapes and interpolations (nested sometimes), or a multi-line `"""` literal.
    mutating func stringLiteral(depth: Int) -> String {
        switch random.weighted([6, 2, 3, 1, 1]) {
        case 0: return "\"" + random.pick(["a", "hello", "", "x y", "测试", "🙂", "a-b"]) + "\""
        case 1: return "\"" + random.pick(["\\n", "\\t", "\\\"", "\\\\", "\\u{1F600}", "\\0", "\\r", "\\'"]) + "\""
        case 2: return "\"v=\\(\(expression(depth: depth)))!\""
        case 3: return "\"\\(\"in \\(\(smallInt()))\")\""
        default: return "\"\"\"\n    line \\(\(atom()))\n    \"\"\""
        }
    }

    /// `(a, label: b)`
    mutating func tupleLiteral(depth: Int) -> String {
        let label = random.percent(40) ? random.pick(["x: ", "label: ", "first: "]) : ""
        return "(\(label)\(expression(depth: depth)), \(expression(depth: depth)))"
    }

    /// `["a": 1, …]` or `[:]`.
    mutating func dictionaryLiteral(depth: Int) -> String {
        if random.percent(25) { return "[:]" }
        let entries = (0..<random.within(1...3)).map { _ in "\(stringLiteral(depth: 0)): \(expression(depth: depth))" }
        return "[" + entries.joined(separator: ", ") + "]"
    }

    /// `count` comma-separated expressions.
    mutating func list(depth: Int, count: Int) -> String {
        (0..<count).map { _ in expression(depth: depth) }.joined(separator: ", ")
    }

    /// `.seconds(1)`, `.next(1)`, `.completed`, a declared enum's case: the registry's implicit members.
    mutating func implicitMember(depth: Int) -> String {
        if let type = visibleTypes.filter({ !$0.cases.isEmpty }).first, random.percent(30) {
            let enumCase = random.pick(type.cases)
            return "." + enumCase.name
                + (enumCase.arity > 0 ? "(" + list(depth: depth, count: enumCase.arity) + ")" : "")
        }
        let member = random.pick(catalog.implicitMembers)
        return "." + member.name
            + (member.isProperty ? "" : "(\(arguments(member.labels, callee: member.name, depth: depth)))")
    }

    /// A value that can be thrown.
    mutating func errorValue() -> String {
        let errors = visible(\.errors)
        if !errors.isEmpty && random.percent(60) { return random.pick(errors) }
        let declared = visibleTypes.contains { $0.cases.contains { $0.name == "bad" } }
        return random.pick(
            ["testError", "retryError", "NSError(domain: \"d\", code: 1)"]
                + (declared || wild ? ["\(errorTypeName()).bad(1)"] : []))
    }

    /// A value for a declared result type, for the `return` that ends a function's blocks.
    mutating func value(of type: String) -> String {
        if type.hasSuffix("?") || type.hasSuffix("!") { return "nil" }
        if type.hasPrefix("Observable") { return "just(\(smallInt()))" }
        if type.hasPrefix("[") { return type.contains(":") ? "[:]" : "[]" }
        if type.hasPrefix("(") || type.hasPrefix("@") { return "{ _ in }" }
        switch type {
        case "Int": return smallInt()
        case "String": return stringLiteral(depth: 0)
        case "Double": return "1.5"
        case "Bool": return "true"
        case "Void": return "()"
        default: return expression(depth: 1)
        }
    }

    /// The name of an error type in scope, or a made-up one.
    mutating func errorTypeName() -> String {
        let types = visibleTypes.filter { $0.cases.contains { $0.name == "bad" } }
        return types.isEmpty ? "MyError" : random.pick(types).name
    }

    /// A call of a throwing function in scope, or of one that does not exist.
    mutating func throwingCall() -> String {
        let throwing = visible(\.functions).filter { $0.name.hasPrefix("thrower") && $0.labels.isEmpty }
        if throwing.isEmpty { return wild ? "thrower()" : "{ () throws -> Int in throw \(errorValue()) }()" }
        return random.pick(throwing).name + "()"
    }
}
