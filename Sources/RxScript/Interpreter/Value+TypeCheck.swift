extension Value {
    /// `value is Name`: the value's own type; for a script class, struct or enum value also a superclass or a
    /// protocol it conforms to; `Error` for any error; `Any` for everything and `AnyObject` for class instances.
    func isOfType(named name: String) -> Bool {
        if name == "Any" { return true }
        switch self {
        case .object(let object as ScriptInstance):
            return (name == "AnyObject" && object.type.kind == .classType) || object.type.conforms(to: name)
        case .object(let object as EnumValue):
            return object.type.conforms(to: name)
        case .object(let object):
            if name == "Error" { return object is ErrorObject }
            return name == "AnyObject" || object.typeName == name
        case .int:
            return name == "Int"
        case .double:
            return name == "Double"
        default:
            return typeName == name
        }
    }
}

extension Value {
    /// The `is T` and `as T` patterns' test: `isOfType(named:)`, where any error is an `NSError` as on Apple's
    /// platforms, a one-character string may be a `Character`, and `Swift.` may qualify the name.
    func matchesType(named written: String) -> Bool {
        let name = written.hasPrefix("Swift.") ? String(written.dropFirst(6)) : written
        switch name {
        case "NSError", "Error": return isOfType(named: "Error")
        case "Character":
            if case .string(let text) = self { return text.count == 1 }
            return false
        case "Float", "CGFloat": return isOfType(named: "Double")
        default: return isOfType(named: name)
        }
    }
}
