/// The operator functions a script declares for its types (`static func == (lhs: P, rhs: P) -> Bool`,
/// `static func <`, `static func +`), found through an operand's type, with the operators Swift derives from them:
/// `!=` from `==`, and `>`, `<=`, `>=` from `<` (Equatable's and Comparable's defaults).
enum OperatorFunctions {
    /// The function `name` a script type of `value` declares as a static member, if any.
    static func declared(_ name: String, for value: Value) -> Function? {
        guard let type = ScriptType.of(value), case .function(let function)? = type.staticValue(named: name) else {
            return nil
        }
        return function
    }

    /// `lhs op rhs` through an operand type's operator function, or nil when neither type declares one.
    static func binary(_ op: String, _ lhs: Value, _ rhs: Value) throws -> Value? {
        if let function = declared(op, for: lhs) ?? declared(op, for: rhs) { return try function.call(lhs, rhs) }
        switch op {
        case "!=":
            guard let equal = declared("==", for: lhs) ?? declared("==", for: rhs) else { return nil }
            return .bool(!(try truth(equal.call(lhs, rhs))))
        case ">", "<=", ">=":
            guard let less = declared("<", for: lhs) ?? declared("<", for: rhs) else { return nil }
            switch op {
            case ">": return try less.call(rhs, lhs)
            case "<=": return .bool(!(try truth(less.call(rhs, lhs))))
            default: return .bool(!(try truth(less.call(lhs, rhs))))
            }
        default:
            return nil
        }
    }

    /// -1, 0 or 1 by the types' `<`, or nil when neither declares one (for `sorted()`, `min()`, `max()`).
    static func compare(_ lhs: Value, _ rhs: Value) throws -> Int? {
        guard let less = declared("<", for: lhs) ?? declared("<", for: rhs) else { return nil }
        if try truth(less.call(lhs, rhs)) { return -1 }
        return try truth(less.call(rhs, lhs)) ? 1 : 0
    }

    /// Whether `lhs == rhs` by the type's own `==`, or nil when it declares none (structural equality then).
    static func equal(_ lhs: Value, _ rhs: Value) -> Bool? {
        guard let equal = declared("==", for: lhs) else { return nil }
        return (try? truth(equal.call(lhs, rhs))) ?? false
    }

    private static func truth(_ value: Value) throws -> Bool {
        if case .bool(let flag) = value { return flag }
        return false
    }
}
