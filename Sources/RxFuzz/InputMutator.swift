import RxScript

/// Byte-, token- and line-level mutations of a script: deletions, insertions of the language's own words and the
/// registry's names, duplicated and swapped lines, extreme numbers, deep nesting, truncation, splices from another
/// input, and bytes that are not UTF-8.
public struct InputMutator {
    /// Words and fragments inserted by mutations.
    public let vocabulary: [String]

    /// A mutator whose insertions draw on the language's keywords and symbols and on `names`.
    public init(names: [String]) {
        let symbols = [
            "(", ")", "[", "]", "{", "}", ",", ";", ":", ".", "\\", "=", "==", "===", "!==", "->", "..<", "...",
            "+", "-", "*", "/", "%", "&", "|", "^", "~", "!", "?", "??", "&&", "||", "<", ">", "+=", "~=", "@",
        ]
        let fragments = [
            "$0", "$1", "$99", "\"", "\"\\(", "\"\"\"", "\n\"\"\"\n", "#if DEBUG\n", "\n#else\n", "\n#endif\n",
            "#elseif os(Linux)\n", "//", "/*", "*/", "`", "@escaping", "\n", " in ", "{ x in ", "}.subscribe()",
            "9223372036854775807", "-9223372036854775808", "1e309", "0x", "1_", "99999999999999999999", "0.0",
            "1ns", "0ms", "1m", "nil", "Int.max", "Int.min", ".self", "self", "super", "\u{FEFF}", "\u{0}",
            "\u{202E}", "é", "🙂", "\t", "\r\n", "???", ".next(", ".completed", "<Int>", "as!", "try!",
            "while true { }", "return", "func f() { f() }; f()", "just(1)", "never()", ".subscribe()",
        ]
        vocabulary = Session.keywords + symbols + fragments + names
    }

    /// `input` changed by one to `rounds` mutations; `donor` is another input splices take from.
    public func mutate(_ input: [UInt8], rounds: Int, donor: [UInt8], random: inout FuzzRandom) -> [UInt8] {
        var bytes = input
        for _ in 0..<max(rounds, 1) {
            bytes = mutateOnce(bytes, donor: donor, random: &random)
            if bytes.count > 200_000 { bytes = Array(bytes.prefix(200_000)) }
        }
        return bytes
    }

    private func mutateOnce(_ input: [UInt8], donor: [UInt8], random: inout FuzzRandom) -> [UInt8] {
        var bytes = input
        let position = random.below(bytes.count + 1)
        let span = min(random.within(1...16), bytes.count - min(position, bytes.count))
        switch random.weighted([5, 8, 5, 2, 3, 3, 2, 3, 4, 4, 1, 1, 1, 1]) {
        case 0: bytes.removeSubrange(position..<(position + span))
        case 1: bytes.insert(contentsOf: spaced(random.pick(vocabulary), &random), at: position)
        case 2: bytes.replaceSubrange(position..<(position + span), with: Array(random.pick(vocabulary).utf8))
        case 3: bytes.insert(contentsOf: bytes[position..<(position + span)], at: position)
        case 4: bytes = editLines(bytes, &random) { lines, index, other in lines.swapAt(index, other) }
        case 5: bytes = editLines(bytes, &random) { lines, index, _ in lines.remove(at: index) }
        case 6: bytes = editLines(bytes, &random) { lines, index, _ in lines.insert(lines[index], at: index) }
        case 7: bytes = replaceNumber(bytes, &random)
        case 8: bytes = replaceWord(bytes, &random)
        case 9:
            let start = random.below(donor.count + 1)
            let length = min(random.within(1...200), donor.count - start)
            bytes.insert(contentsOf: donor[start..<(start + length)], at: position)
        case 10:
            let depth = random.pick([50, 300, 2000, 20000])
            let (open, close) = random.pick([
                ("(", ")"), ("[", "]"), ("{", "}"), ("\"\\(", ")\""), ("-", ""), ("!", ""),
            ])
            let nested =
                String(repeating: open, count: depth) + "1"
                + (random.percent(80) ? String(repeating: close, count: depth) : "")
            bytes.insert(contentsOf: Array(nested.utf8), at: position)
        case 11: bytes = Array(bytes.prefix(position))
        case 12:
            bytes.insert(
                contentsOf: random.pick([[0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0x00]]), at: position)
        default:
            if position < bytes.count { bytes[position] ^= UInt8(1 << random.below(7)) }
        }
        return bytes
    }

    private func spaced(_ word: String, _ random: inout FuzzRandom) -> [UInt8] {
        Array((random.percent(50) ? " \(word) " : word).utf8)
    }

    /// Applies `edit` to the lines (`index` and `other` are valid line indices).
    private func editLines(
        _ bytes: [UInt8], _ random: inout FuzzRandom,
        _ edit: (inout [ArraySlice<UInt8>], Int, Int) -> Void
    ) -> [UInt8] {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard !lines.isEmpty else { return bytes }
        edit(&lines, random.below(lines.count), random.below(lines.count))
        return Array(lines.joined(separator: [UInt8(ascii: "\n")]))
    }

    /// One decimal number replaced by an edge value.
    private func replaceNumber(_ bytes: [UInt8], _ random: inout FuzzRandom) -> [UInt8] {
        let digits = bytes.indices.filter { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[$0]) }
        guard !digits.isEmpty else { return bytes }
        var start = random.pick(digits)
        while start > 0, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start - 1]) { start -= 1 }
        var end = start
        while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
        let edge = random.pick([
            "0", "-1", "9223372036854775807", "9223372036854775808", "-9223372036854775808", "1000000",
            "4294967295", "1e308", "0.000001", "100000000",
        ])
        var result = bytes
        result.replaceSubrange(start..<end, with: Array(edge.utf8))
        return result
    }

    /// One word replaced by a vocabulary entry.
    private func replaceWord(_ bytes: [UInt8], _ random: inout FuzzRandom) -> [UInt8] {
        func isWord(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || byte == UInt8(ascii: "_")
        }
        let letters = bytes.indices.filter { isWord(bytes[$0]) }
        guard !letters.isEmpty else { return bytes }
        var start = random.pick(letters)
        while start > 0, isWord(bytes[start - 1]) { start -= 1 }
        var end = start
        while end < bytes.count, isWord(bytes[end]) { end += 1 }
        var result = bytes
        result.replaceSubrange(start..<end, with: Array(random.pick(vocabulary).utf8))
        return result
    }
}
