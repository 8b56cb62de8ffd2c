/// The history files libedit's `history(H_SAVE)` wrote before `HistoryFormat`: `_HiStOrY_V2_`, then one entry a
/// line encoded by `strvis(VIS_WHITE)`: space, tab, newline and backslash as octal (`\040`, `\011`, `\012`,
/// `\134`), other control characters as `\^A` and, outside a UTF-8 locale, bytes over 127 as `\M-x`.
/// Read only, so users keep their history; the store writes the file again in `HistoryFormat`.
enum LibeditHistoryFormat {
    static let cookie = "_HiStOrY_V2_"

    /// The entry a line holds: `strunvis`, then UTF-8.
    static func decode(_ line: ArraySlice<UInt8>, number: Int) throws -> String {
        guard line.count <= HistoryFormat.lineLimit else {
            throw HistoryFormat.Unreadable(reason: "line \(number) is over 1 MB")
        }
        guard let bytes = unvis(line) else {
            throw HistoryFormat.Unreadable(reason: "line \(number) has a malformed escape")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw HistoryFormat.Unreadable(reason: "line \(number) is not valid UTF-8")
        }
        return text
    }

    /// NetBSD `strunvis` for what `strvis` writes (octal, meta, control and C-style escapes); nil when an escape
    /// is malformed.
    static func unvis(_ line: ArraySlice<UInt8>) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(line.count)
        var index = line.startIndex
        func next() -> UInt8? {
            guard index < line.endIndex else { return nil }
            defer { index += 1 }
            return line[index]
        }
        func peek() -> UInt8? { index < line.endIndex ? line[index] : nil }
        while let byte = next() {
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                continue
            }
            guard let escape = next() else { return nil }
            switch escape {
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(escape - UInt8(ascii: "0"))
                for _ in 0..<2 {
                    guard let digit = peek(), (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
                    value = value * 8 + Int(digit - UInt8(ascii: "0"))
                    index += 1
                }
                guard value <= 0xFF else { return nil }
                out.append(UInt8(value))
            case UInt8(ascii: "M"):
                switch next() {
                case UInt8(ascii: "-"):
                    guard let character = next() else { return nil }
                    out.append(character | 0x80)
                case UInt8(ascii: "^"):
                    guard let character = next() else { return nil }
                    out.append(control(character) | 0x80)
                default: return nil
                }
            case UInt8(ascii: "^"):
                guard let character = next() else { return nil }
                out.append(control(character))
            case UInt8(ascii: "\\"): out.append(escape)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "a"): out.append(0x07)
            case UInt8(ascii: "v"): out.append(0x0B)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "s"): out.append(0x20)
            case UInt8(ascii: "E"): out.append(0x1B)
            case UInt8(ascii: "$"): break  // a hidden marker
            default: return nil
            }
        }
        return out
    }

    /// `^A` is 1, `^?` is 127.
    private static func control(_ character: UInt8) -> UInt8 {
        character == UInt8(ascii: "?") ? 0x7F : character & 0x1F
    }
}
