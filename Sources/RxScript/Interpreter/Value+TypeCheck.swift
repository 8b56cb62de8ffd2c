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
