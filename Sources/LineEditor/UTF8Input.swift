/// Reads one UTF-8 encoded character from the terminal's input. libedit's own multibyte decoding is bypassed
/// by a custom read function, so the editor decodes input itself (docs/libedit-notes.md P6).
enum UTF8Input {
    /// Outcome of reading one character.
    enum Result: Equatable {
        case scalar(Unicode.Scalar)
        case endOfInput
    }

    static func readScalar(from input: TerminalInput) -> Result {
        guard let lead = input.readByte() else { return .endOfInput }
        if lead < 0x80 { return .scalar(Unicode.Scalar(lead)) }
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .scalar("\u{FFFD}")
        }
        var bytes = [lead]
        while bytes.count < length {
            guard let next = input.readByte() else { return .endOfInput }
            guard next & 0xC0 == 0x80 else { return .scalar("\u{FFFD}") }
            bytes.append(next)
        }
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return .scalar(scalar) }
        return .scalar("\u{FFFD}")
    }
}
