/// A case of a script `enum`, with its associated values: `TestError.test`, `Shape.circle(radius: 2)`.
final class EnumValue: HostObject, CaseMatchable, @unchecked Sendable {
    let type: ScriptType
    let caseName: String
    let associated: [Value]
    let labels: [String?]?

    init(type: ScriptType, caseName: String, associated: [Value] = [], labels: [String?]? = nil) {
        self.type = type
        self.caseName = caseName
        self.associated = associated
        self.labels = labels
    }

    override var typeName: String { type.name }
    override var hostTypeOverride: HostType? { type.instanceMembers }

    /// As Swift prints a case: `test`, `other("x")`, `point(x: 1, y: 2)`.
    override var description: String {
        if let custom = type.customDescription(of: self) { return custom }
        guard labels != nil else { return caseName }
        let shown = associated.enumerated().map { index, value in
            (labels?[index].map { "\($0): " } ?? "") + value.debugDescription
        }
        return "\(caseName)(\(shown.joined(separator: ", ")))"
    }

    /// As Swift's debugPrint writes a case (inside collections and Optionals too): qualified by the module,
    /// `main.Outcome.failure(code: 3)`.
    override var debugDescription: String {
        type.customDescription(of: self, property: "debugDescription") ?? type.customDescription(of: self)
            ?? "main.\(type.name)." + description
    }

    override func describe(into out: inout BoundedDescription, quoted: Bool) {
        guard labels != nil, type.computedProperty(named: "description") == nil,
            type.computedProperty(named: "debugDescription") == nil
        else { return super.describe(into: &out, quoted: quoted) }
        out.append((quoted ? "main.\(type.name)." : "") + caseName + "(")
        for (index, value) in associated.enumerated() {
            if index > 0 { out.append(", ") }
            if let label = labels?[index] { out.append(label + ": ") }
            value.describePart(into: &out)
        }
        out.append(")")
    }

    override func isEqual(to other: HostObject) -> Bool {
        if let declared = OperatorFunctions.equal(.object(self), .object(other)) { return declared }
        guard let other = other as? EnumValue else { return false }
        return other.type === type && other.caseName == caseName && other.associated == associated
    }

    func associatedValues(ofCase name: String) -> [Value]? {
        name == caseName ? associated : nil
    }
}
