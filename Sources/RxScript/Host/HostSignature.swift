/// A method's name and argument labels, written the way Swift names methods: `throttle(_:latest:scheduler:)`.
///
/// `...` after a colon marks a variadic parameter: `of(_:...scheduler:)` takes any number of unlabeled
/// arguments, then an optional `scheduler:`.
public struct HostSignature: Sendable, Equatable, CustomStringConvertible {
    /// The base name (`throttle`).
    public let name: String
    /// One label per parameter; `nil` for `_`.
    public let labels: [String?]
    /// The index of the variadic parameter, if any.
    public let variadicIndex: Int?
    /// Every parameter unlabeled and none variadic (`abs(_:)`, `max(_:_:)`): arguments bind by position.
    let isPositional: Bool

    /// `name` with `labels` (`nil` for `_`), the one at `variadicIndex` variadic.
    public init(name: String, labels: [String?], variadicIndex: Int?) {
        self.name = name
        self.labels = labels
        self.variadicIndex = variadicIndex
        self.isPositional = variadicIndex == nil && labels.allSatisfy { $0 == nil }
    }

    /// Parses `name(label:_:label:)`; a bare `name` has no parameters.
    ///
    /// Reads UTF-8 bytes rather than characters: the builtins register hundreds of these at every start.
    public init(_ text: String) {
        let bytes = Array(text.utf8)
        guard let open = bytes.firstIndex(of: UInt8(ascii: "(")), bytes.last == UInt8(ascii: ")") else {
            name = text
            labels = []
            variadicIndex = nil
            isPositional = true
            return
        }
        name = String(decoding: bytes[..<open], as: UTF8.self)
        var labels: [String?] = []
        var variadic: Int?
        var start = open + 1
        var index = start
        let end = bytes.count - 1
        while index < end {
            guard bytes[index] == UInt8(ascii: ":") else {
                index += 1
                continue
            }
            let label = bytes[start..<index]
            labels.append(label.elementsEqual("_".utf8) ? nil : String(decoding: label, as: UTF8.self))
            index += 1
            if bytes[index..<end].starts(with: "...".utf8) {
                variadic = labels.count - 1
                index += 3
            }
            start = index
        }
        self.labels = labels
        self.variadicIndex = variadic
        self.isPositional = variadic == nil && labels.allSatisfy { $0 == nil }
    }

    /// `throttle(_:latest:scheduler:)`
    public var description: String {
        name + "("
            + labels.enumerated().map { index, label in
                (label ?? "_") + ":" + (index == variadicIndex ? "..." : "")
            }.joined() + ")"
    }
}
