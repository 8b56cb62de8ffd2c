/// Text made safe for XML (SVG, HTML): markup characters escaped, characters XML cannot hold replaced.
public enum XMLText {
    /// `text` with `& < > " '` escaped, line breaks and tabs as spaces, and control characters XML 1.0 forbids
    /// replaced by U+FFFD, so it can stand in an element or an attribute.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n", "\r", "\t": result += " "
            default:
                let value = scalar.value
                let forbidden = value < 0x20 || (0xFFFE...0xFFFF).contains(value) || (0x7F...0x9F).contains(value)
                result.unicodeScalars.append(forbidden ? "\u{FFFD}" : scalar)
            }
        }
        return result
    }
}
