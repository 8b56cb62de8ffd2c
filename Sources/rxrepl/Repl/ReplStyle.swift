import TextStyles

/// The few styles the session's own messages use; plain text when colours are off.
struct ReplStyle: Sendable {
    let colors: Bool

    /// Hints and notes that should not compete with the user's output.
    func dim(_ text: String) -> String { TextStyle.dim.wrap(text, colors: colors) }
    /// Command names and headings in help.
    func bold(_ text: String) -> String { TextStyle.bold.wrap(text, colors: colors) }
    /// The start of an error message.
    func error(_ text: String) -> String { TextStyle.error.wrap(text, colors: colors) }
    /// The start of a warning.
    func warning(_ text: String) -> String { TextStyle.warning.wrap(text, colors: colors) }
}
