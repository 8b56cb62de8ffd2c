/// Objective-C's `Selector` as Swift's `#selector` makes it: the method's Objective-C name (`buttonTapped:`), and,
/// when written in Swift, its base name and argument labels. Two selectors are equal when their Objective-C names
/// are, as in the runtime.
public struct Selector: Hashable, CustomStringConvertible, Sendable {
    /// The Objective-C name: `viewWillAppear:`, `tableView:didSelectRowAt:`, `refresh`.
    public let name: String
    /// The Swift base name (`viewWillAppear`), nil for a selector made from its Objective-C name only.
    public let baseName: String?
    /// The Swift argument labels (`_` is nil), nil when they were not written (`#selector(refresh)`).
    public let labels: [String?]?

    /// `Selector("buttonTapped:")`.
    public init(_ name: String) {
        self.name = name
        self.baseName = nil
        self.labels = nil
    }

    /// The selector of the Swift method `baseName(labels…)`, named as Swift exposes it to Objective-C;
    /// `labels` nil when only the base name was written (it then names a method that takes no arguments).
    public init(baseName: String, labels: [String?]?) {
        self.name = Self.objectiveCName(baseName: baseName, labels: labels ?? [])
        self.baseName = baseName
        self.labels = labels
    }

    /// `#selector(getter: Type.property)`.
    public static func getter(_ property: String) -> Selector { Selector(property) }

    /// `#selector(setter: Type.property)`: `setProperty:`.
    public static func setter(_ property: String) -> Selector {
        Selector("set" + property.prefix(1).uppercased() + property.dropFirst() + ":")
    }

    /// As Swift prints a `Selector`: its Objective-C name.
    public var description: String { name }

    /// The number of arguments the method takes (one per colon).
    public var argumentCount: Int { name.filter { $0 == ":" }.count }

    /// Whether the method `baseName(labels…)` is the one this selector names: by base name alone when the
    /// selector was written without labels, else by its Objective-C name.
    public func names(baseName: String, labels: [String?]) -> Bool {
        if self.baseName != nil, self.labels == nil { return self.baseName == baseName }
        return name == Self.objectiveCName(baseName: baseName, labels: labels)
    }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Swift's rule for the Objective-C name of a method: the base name, then the first label capitalized (after
    /// `With` unless the label starts or the base name ends with a preposition), then `label:` for each further
    /// argument.
    public static func objectiveCName(baseName: String, labels: [String?]) -> String {
        guard let first = labels.first else { return baseName }
        var name = baseName
        if let label = first, !label.isEmpty {
            let firstWord = String(label.prefix { !$0.isUppercase })
            let lastWord = baseName[(baseName.lastIndex { $0.isUppercase } ?? baseName.startIndex)...].lowercased()
            let reads = prepositions.contains(firstWord) || prepositions.contains(lastWord)
            name += (reads ? "" : "With") + label.prefix(1).uppercased() + label.dropFirst()
        }
        name += ":"
        for label in labels.dropFirst() { name += (label ?? "") + ":" }
        return name
    }

    /// The words after which Swift adds no `With` (a first label `with`, `for`, `at` reads on by itself).
    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]
}
