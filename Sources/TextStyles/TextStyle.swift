/// One style of the text rxrepl writes, as an ANSI SGR code (Select Graphic Rendition): the one table of every
/// colour and weight used by trace lines, diagnostics, marble lanes and the REPL's own messages. Whoever writes
/// styled text is given a `colors` flag and styles only when it is set; nothing here looks at a terminal.
public struct TextStyle: Sendable {
    /// The SGR parameters, `1;31` in `ESC[1;31m`.
    public let code: StaticString

    private init(_ code: StaticString) {
        self.code = code
    }

    /// Quiet text: hints, the trace's time and thread columns, subscribe and dispose, a lane's idle frames.
    public static let dim = TextStyle("2")
    /// Headings, command names, a diagnostic's location and message.
    public static let bold = TextStyle("1")
    /// The `error:` label of a diagnostic or a REPL complaint.
    public static let error = TextStyle("1;31")
    /// The `warning:` label of a diagnostic.
    public static let warning = TextStyle("1;35")
    /// The `note:` label of a diagnostic.
    public static let note = TextStyle("1;36")
    /// The `^~~~` under a diagnostic's range.
    public static let caret = TextStyle("1;32")
    /// A value: `next(…)`, `success(…)`, a marble.
    public static let value = TextStyle("32")
    /// A relay's or control's `update(…)`, an `action`.
    public static let action = TextStyle("36")
    /// An `error(…)` or `failure(…)` event, a lane's `#`.
    public static let failure = TextStyle("31")
    /// `completed`, a lane's `|`.
    public static let completion = TextStyle("34")

    /// What starts every style: `ESC[`, then the code and `m`.
    public static let introducer: StaticString = "\u{1B}["
    /// What ends every style.
    public static let reset: StaticString = "\u{1B}[0m"

    /// `text` in this style when `colors` is set (an empty text too, so a line's bytes depend only on the flag),
    /// else `text` as it is.
    public func wrap(_ text: String, colors: Bool = true) -> String {
        colors ? "\(Self.introducer)\(code)m\(text)\(Self.reset)" : text
    }
}
