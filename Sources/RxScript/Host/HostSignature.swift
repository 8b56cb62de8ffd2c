/// A method's name and argument labels, written the way Swift names methods: `throttle(_:latest:scheduler:)`.
///
/// `...` after a colon marks a variadic parameter: `of(_:...scheduler:)` takes any number of unlabeled
/// arguments, then an optional `scheduler:`.
public struct HostSignature: Sendable, CustomStringConvertible {
    /// The base name (`throttle`).
    public let name: String
    /// One label per parameter; `nil` for `_`.
    public let labels: [String?]
    /// The index of the variadic parameter, if any.
    public let variadicIndex: Int?

    /// Parses `name(label:_:label:)`; a bare `name` has no parameters.
    public init(_ text: String) {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else {
            name = text
            labels = []
            variadicIndex = nil
            return
        }
        name = String(text[..<open])
        var labels: [String?] = []
        var variadic: Int?
        var rest = text[text.index(after: open)..<text.index(before: text.endIndex)]
        while let colon = rest.firstIndex(of: ":") {
            let label = String(rest[..<colon])
            labels.append(label == "_" ? nil : label)
            rest = rest[rest.index(after: colon)...]
            if rest.hasPrefix("...") {
                variadic = labels.count - 1
                rest = rest.dropFirst(3)
            }
        }
        self.labels = labels
        self.variadicIndex = variadic
    }

    /// `throttle(_:latest:scheduler:)`
    public var description: String {
        name + "(" + labels.enumerated().map { index, label in
            (label ?? "_") + ":" + (index == variadicIndex ? "..." : "")
        }.joined() + ")"
    }
}
