/// The history file's text: a header line, then one entry a line, oldest first.
///
///     # history v1: one entry a line, oldest first; \n is a newline, \\ a backslash
///     of(1, 2).map { $0 * 10 }.subscribe()
///     let xs = of(1, 2)\n    .map { $0 * 10 }
///
/// In an entry, a backslash is written `\\`, a newline `\n`, a carriage return `\r` and any other control
/// character but tab `\u{1B}` (its scalar in hex, as Swift writes it); everything else is the entry's UTF-8 as it
/// is. Empty lines are skipped. Files libedit wrote (`_HiStOrY_V2_`, see `LibeditHistoryFormat`) are read too.
enum HistoryFormat {
    /// The first line, which says which format follows (readers match its start up to the colon).
    static let header = "# history v1: one entry a line, oldest first; \\n is a newline, \\\\ a backslash"
    static let headerMark = "# history v1"
    /// The longest line read or written (an entry whose encoding is longer is kept in memory only).
    static let lineLimit = 1 << 20

    /// Why a file is not a history this reader understands.
    struct Unreadable: Error, Equatable {
        /// Says what is wrong, "line 3 is not valid UTF-8".
        let reason: String
    }

    /// The line for `entry`, without its newline.
    static func encode(_ entry: String) -> String {
        String(decoding: encodedBytes(entry), as: UTF8.self)
    }

    /// `encode(entry)` as UTF-8 (bytes over 127 are parts of scalars and never need escaping).
    static func encodedBytes(_ entry: String) -> [UInt8] {
        var line: [UInt8] = []
        line.reserveCapacity(entry.utf8.count)
        for byte in entry.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): line += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: line += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: line += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: line.append(byte)
            case 0..<0x20, 0x7F: line += Array("\\u{\(String(byte, radix: 16, uppercase: true))}".utf8)
            default: line.append(byte)
            }
        }
        return line
    }

    /// The entry a line (without its newline) holds; `number` is the line's number, for the reason.
    static func decode(_ line: ArraySlice<UInt8>, number: Int) throws -> String {
        guard line.count <= lineLimit else { throw Unreadable(reason: "line \(number) is over 1 MB") }
        var entry: [UInt8] = []
        entry.reserveCapacity(line.count)
        var index = line.startIndex
        while index < line.endIndex {
            let byte = line[index]
            index += 1
            guard byte == UInt8(ascii: "\\") else {
                guard byte == 0x09 || (byte >= 0x20 && byte != 0x7F) else {
                    throw Unreadable(reason: "line \(number) holds a control character")
                }
                entry.append(byte)
                continue
            }
            let escape = index < line.endIndex ? line[index] : nil
            index += 1
            switch escape {
            case UInt8(ascii: "\\"): entry.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "n"): entry.append(0x0A)
            case UInt8(ascii: "r"): entry.append(0x0D)
            case UInt8(ascii: "t"): entry.append(0x09)
            case UInt8(ascii: "u"):
                guard let scalar = hexScalar(line, &index) else {
                    throw Unreadable(reason: "line \(number) has a malformed \\u{…} escape")
                }
                entry += Array(String(scalar).utf8)
            default:
                let shown = escape.map { String(decoding: [$0], as: UTF8.self) } ?? ""
                throw Unreadable(reason: "line \(number) has an unknown escape '\\\(shown)'")
            }
        }
        guard let text = String(validating: entry, as: UTF8.self) else {
            throw Unreadable(reason: "line \(number) is not valid UTF-8")
        }
        return text
    }

    /// Reads `{1B}` after `\u`, moving `index` past it.
    private static func hexScalar(_ line: ArraySlice<UInt8>, _ index: inout Int) -> Unicode.Scalar? {
        guard index < line.endIndex, line[index] == UInt8(ascii: "{"),
            let close = line[index...].firstIndex(of: UInt8(ascii: "}")), close - index - 1 <= 8
        else { return nil }
        let digits = String(decoding: line[(index + 1)..<close], as: UTF8.self)
        index = close + 1
        return UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init)
    }

    /// What a whole file holds, oldest entry first, and whether it was in libedit's format.
    struct Contents: Equatable {
        var entries: [String]
        var isLibeditFormat = false
    }

    /// The entries of a whole file; an empty file is an empty history.
    static func parse(_ bytes: [UInt8]) throws -> Contents {
        var lines = Lines(bytes[...])
        guard let first = lines.next() else { return Contents(entries: []) }
        if first.starts(with: headerMark.utf8) {
            return Contents(entries: try entries(&lines, decode: decode))
        }
        if first.elementsEqual(LibeditHistoryFormat.cookie.utf8) {
            return Contents(entries: try entries(&lines, decode: LibeditHistoryFormat.decode), isLibeditFormat: true)
        }
        throw Unreadable(
            reason: "its first line is neither '\(headerMark)…' nor libedit's '\(LibeditHistoryFormat.cookie)'")
    }

    /// The entries of lines appended after the header (a tail of a file read before); `firstNumber` is the
    /// first line's number in the file.
    static func parseLines(_ bytes: ArraySlice<UInt8>, firstNumber: Int) throws -> [String] {
        var lines = Lines(bytes, number: firstNumber - 1)
        return try entries(&lines, decode: decode)
    }

    private static func entries(
        _ lines: inout Lines, decode: (ArraySlice<UInt8>, Int) throws -> String
    ) throws -> [String] {
        var entries: [String] = []
        while let line = lines.next() {
            if line.isEmpty { continue }
            entries.append(try decode(line, lines.number))
        }
        return entries
    }

    /// The lines of a file, without their newlines (the last may lack one), numbered from 1.
    struct Lines {
        private var rest: ArraySlice<UInt8>
        private(set) var number: Int

        init(_ bytes: ArraySlice<UInt8>, number: Int = 0) {
            rest = bytes
            self.number = number
        }

        mutating func next() -> ArraySlice<UInt8>? {
            guard !rest.isEmpty else { return nil }
            number += 1
            guard let newline = rest.firstIndex(of: 0x0A) else {
                defer { rest = rest[rest.endIndex...] }
                return rest
            }
            defer { rest = rest[(newline + 1)...] }
            return rest[..<newline]
        }
    }
}
