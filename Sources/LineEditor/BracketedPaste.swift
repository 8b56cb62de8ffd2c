/// The terminal's bracketed-paste mode: while it is on, the terminal wraps pasted text in `ESC[200~` … `ESC[201~`,
/// so the editor can take a paste of many lines as one entry instead of as lines typed one by one.
enum BracketedPaste {
    /// Asks the terminal to bracket pastes (a `StaticString`: signal handlers write it too).
    static let enable: StaticString = "\u{1B}[?2004h"
    /// Turns bracketing off again (before the program leaves the terminal to something else).
    static let disable: StaticString = "\u{1B}[?2004l"
    /// What the terminal sends before a paste, as a libedit key binding.
    static let startBinding = "\\e[200~"
    /// What the terminal sends after a paste, as a libedit key binding.
    static let endBinding = "\\e[201~"
    private static let end: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Reads the pasted text after the start marker up to the end marker (dropped), with line ends as "\n".
    /// A terminal sends the whole paste at once; should the end marker never come, a second of silence ends it.
    static func readBody(from input: TerminalInput) -> String {
        var bytes: [UInt8] = []
        while let byte = input.readByte(within: 1000) {
            bytes.append(byte)
            if bytes.count >= end.count, bytes.suffix(end.count).elementsEqual(end) {
                bytes.removeLast(end.count)
                break
            }
        }
        return normalized(String(decoding: bytes, as: UTF8.self))
    }

    /// "\r\n" and "\r" (what terminals send for a line end) become "\n"; other control characters but tabs are
    /// dropped, so a paste cannot carry escape sequences into the line.
    static func normalized(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        var afterReturn = false
        for scalar in text.unicodeScalars {
            defer { afterReturn = scalar == "\r" }
            switch scalar {
            case "\r": scalars.append("\n")
            case "\n": if !afterReturn { scalars.append("\n") }
            case "\t": scalars.append(scalar)
            case "\u{0}"..<" ", "\u{7F}": continue
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
