/// A value written as a Swift literal, for an exported test: numbers, booleans, strings, arrays, dictionaries,
/// tuples and optionals; nil for anything else (an object, a closure, an infinite number…).
public enum SwiftLiteral {
    /// The literal of a value; nil when it has none.
    public static func text(of value: Value) -> String? {
        switch value {
        case .int(let number): return String(number)
        case .double(let number): return number.isFinite ? "\(number)" : nil
        case .float(let number): return number.isFinite ? "\(number)" : nil
        case .bool(let flag): return flag ? "true" : "false"
        case .string(let text): return text.debugDescription
        case .nil: return "nil"
        case .array(let elements): return list(elements.map(text(of:)), open: "[", close: "]")
        case .optional(let box): return text(of: box.wrapped).map { "Optional(\($0))" }
        case .tuple(let tuple):
            let labels = tuple.labels ?? Array(repeating: nil, count: tuple.elements.count)
            let parts = zip(labels, tuple.elements).map { label, element in
                text(of: element).map { literal in (label.map { $0 + ": " } ?? "") + literal }
            }
            return list(parts, open: "(", close: ")")
        case .object(let dictionary as DictionaryObject):
            if dictionary.keys.isEmpty { return "[:]" }
            let parts = dictionary.keys.map { key in
                text(of: key).flatMap { keyText in text(of: dictionary[key]).map { keyText + ": " + $0 } }
            }
            return list(parts, open: "[", close: "]")
        default: return nil
        }
    }

    /// A traced value's description (`"a"`, `[1, 2]`, `Optional(3)`) as a literal, and whether it holds a tuple
    /// (which Swift cannot compare with `==`); nil when the description is not made of literals only.
    public static func literal(ofDescription description: String) -> (text: String, hasTuple: Bool)? {
        let (statements, diagnostics) = Parser.parse(SourceFile(name: "<value>", text: description))
        guard diagnostics.isEmpty, statements.count == 1, case .expression(let expr) = statements[0].kind else {
            return nil
        }
        var hasTuple = false
        guard isLiteral(expr, hasTuple: &hasTuple) else { return nil }
        return (description, hasTuple)
    }

    private static func isLiteral(_ expr: Expr, hasTuple: inout Bool) -> Bool {
        switch expr.kind {
        case .int, .double, .bool, .nilLiteral: return true
        case .string(let parts):
            return parts.allSatisfy { if case .text = $0 { return true } else { return false } }
        case .array(let elements): return elements.allSatisfy { isLiteral($0, hasTuple: &hasTuple) }
        case .dictionary(let entries):
            return entries.allSatisfy {
                isLiteral($0.key, hasTuple: &hasTuple) && isLiteral($0.value, hasTuple: &hasTuple)
            }
        case .tuple(let arguments):
            hasTuple = true
            return arguments.allSatisfy { isLiteral($0.value, hasTuple: &hasTuple) }
        case .paren(let inner): return isLiteral(inner, hasTuple: &hasTuple)
        case .unary("-", let operand):
            if case .int = operand.kind { return true }
            if case .double = operand.kind { return true }
            return false
        case .call(let callee, let arguments):
            guard case .identifier("Optional") = callee.kind, arguments.count == 1, arguments[0].label == nil else {
                return false
            }
            return isLiteral(arguments[0].value, hasTuple: &hasTuple)
        default: return false
        }
    }

    private static func list(_ parts: [String?], open: String, close: String) -> String? {
        guard !parts.contains(where: { $0 == nil }) else { return nil }
        return open + parts.compactMap { $0 }.joined(separator: ", ") + close
    }
}

extension SwiftLiteral {
    /// The Swift type of a value with a literal (`Int`, `[String]`, `(Int, String)`, `Double?`); nil otherwise.
    public static func typeName(of value: Value) -> String? {
        switch value {
        case .int: return "Int"
        case .double: return "Double"
        case .float: return "Float"
        case .bool: return "Bool"
        case .string: return "String"
        case .array(let elements): return commonType(of: elements).map { "[\($0)]" }
        case .optional(let box): return typeName(of: box.wrapped).map { $0 + "?" }
        case .tuple(let tuple):
            let parts = tuple.elements.map(typeName(of:))
            guard !parts.contains(where: { $0 == nil }) else { return nil }
            return "(" + parts.compactMap { $0 }.joined(separator: ", ") + ")"
        default: return nil
        }
    }

    /// The one type of all `values` (Int and Double together are Double); nil when they differ or are none.
    public static func commonType(of values: [Value]) -> String? {
        let types = Set(values.map(typeName(of:)))
        if types == ["Int", "Double"] { return "Double" }
        guard types.count == 1, let only = types.first else { return nil }
        return only
    }
}
