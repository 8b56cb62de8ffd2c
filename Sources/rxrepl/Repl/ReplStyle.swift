/// The few styles the session's own messages use; plain text when colours are off.
struct ReplStyle: Sendable {
    let colors: Bool

    /// Hints and notes that should not compete with the user's output.
    func dim(_ text: String) -> String { wrap(text, "2") }
    /// Command names and headings in help.
    func bold(_ text: String) -> String { wrap(text, "1") }
    /// The start of an error message.
    func error(_ text: String) -> String { wrap(text, "1;31") }

    private func wrap(_ text: String, _ code: String) -> String {
        colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
