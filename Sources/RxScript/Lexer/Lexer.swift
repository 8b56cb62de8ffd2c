/// Turns source text into tokens, reporting malformed input as diagnostics and carrying on.
///
/// Newlines are not tokens; each token records whether it starts a line, which the parser uses to end
/// statements. Comments count as whitespace. String interpolations are lexed recursively into token lists.
public struct Lexer {
    /// Durations units and their length in nanoseconds.
    static let durationUnits: [String: Double] = ["ns": 1, "us": 1e3, "ms": 1e6, "s": 1e9, "m": 60e9]
    /// How deeply string interpolations may nest.
    static let maxInterpolationDepth = 16

    /// Operator and punctuation symbols with their bytes, longest first so matching is greedy.
    static let symbols: [(symbol: Symbol, bytes: [UInt8])] = Symbol.allCases.map { ($0, Array($0.rawValue.utf8)) }
        .sorted { $0.bytes.count > $1.bytes.count }

    let file: SourceFile
    let bytes: [UInt8]
    var position: Int
    /// Problems found so far.
    public private(set) var diagnostics: [Diagnostic] = []
    /// True when the input ended inside a string literal.
    public private(set) var endedInString = false
    /// True when the input ended inside a `/* */` comment.
    public private(set) var endedInComment = false
    private var sawNewline = false
    private var interpolationDepth = 0
    /// The operators the program declares (`infix operator <->`), longest first.
    private let declaredOperators: [[UInt8]]

    /// A lexer for `file`, which knows the operators `file` declares and those in `operators` (declared by earlier
    /// REPL entries).
    public init(file: SourceFile, operators: OperatorDeclarations = OperatorDeclarations()) {
        self.file = file
        self.bytes = file.bytes
        self.position = 0
        var declared = operators
        declared.merge(OperatorDeclarations.scan(file.text))
        self.declaredOperators = declared.spellings
        // A shebang line (`#!/usr/bin/env rxrepl`) is a comment.
        if bytes.starts(with: Array("#!".utf8)) {
            while position < bytes.count && bytes[position] != UInt8(ascii: "\n") { position += 1 }
        }
    }

    /// Lexes the whole file.
    public static func tokenize(_ file: SourceFile) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        var lexer = Lexer(file: file)
        let tokens = ConditionalCompilation.filter(lexer.tokenize(), diagnostics: &lexer.diagnostics)
        return (tokens, lexer.diagnostics)
    }

    /// Lexes up to end of input; the last token is always `eof`.
    public mutating func tokenize() -> [Token] {
        var tokens: [Token] = []
        while true {
            let token = nextToken(previous: tokens.last)
            tokens.append(token)
            if token.isEOF { break }
        }
        return tokens
    }

    // MARK: - Tokens

    private mutating func nextToken(previous: Token?) -> Token {
        skipTrivia()
        let start = position
        let atLineStart = sawNewline || previous == nil
        sawNewline = false
        guard position < bytes.count else {
            return Token(kind: .eof, range: range(start, start), isAtLineStart: true)
        }
        let kind = lexKind(previous: previous)
        var token = Token(kind: kind, range: range(start, position), isAtLineStart: atLineStart)
        token.isLeftBound = isLeftBound(at: start)
        token.isRightBound = isRightBound(at: position)
        return token
    }

    private mutating func lexKind(previous: Token?) -> TokenKind {
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            // After `.` with no space, `pair.0.1` is two tuple indices, not the number 0.1.
            let isTupleIndex = previous.map { $0.is(.dot) && $0.range.end == position } ?? false
            // `-9223372036854775808` is `Int.min`, as in Swift: the parser folds the prefix minus into the literal.
            let isNegated = previous.map { $0.is(.minus) && !$0.isLeftBound && $0.range.end == position } ?? false
            return lexNumber(integerOnly: isTupleIndex, isNegated: isNegated)
        case UInt8(ascii: "\""):
            return lexString()
        case UInt8(ascii: "$"):
            return lexDollar()
        case UInt8(ascii: "`"):
            return lexBackquoted()
        case UInt8(ascii: "#") where position + 1 < bytes.count && isIdentifierByte(at: position + 1, first: true):
            // `#function`, `#line`, `#file`, `#column`: names the compiler replaces with where they are.
            let start = position
            position += 1
            while position < bytes.count && isIdentifierByte(at: position, first: false) { advanceScalar() }
            return .identifier(String(decoding: bytes[start..<position], as: UTF8.self))
        case UInt8(ascii: "@"):
            position += 1
            let start = position
            while position < bytes.count && isIdentifierByte(at: position, first: position == start) {
                advanceScalar()
            }
            return .attribute(String(decoding: bytes[start..<position], as: UTF8.self))
        default:
            if isIdentifierByte(at: position, first: true) {
                return lexIdentifier()
            }
            if !declaredOperators.isEmpty, let spelling = declaredOperator() { return .customOperator(spelling) }
            for (symbol, bytes) in Self.symbols where matches(bytes) {
                position += bytes.count
                return .symbol(symbol)
            }
            let scalarStart = position
            advanceScalar()
            let text = String(decoding: bytes[scalarStart..<position], as: UTF8.self)
            report(.unexpectedCharacter(text), scalarStart, position)
            return nextAfterError(previous: previous)
        }
    }

    /// A declared operator here, taken whole when it is not longer than the run of operator characters it starts
    /// (`<->` in `a <-> b`, never the `<-` of a longer `<-->`).
    private mutating func declaredOperator() -> String? {
        var run = position
        while run < bytes.count, bytes[run] < 0x80, isOperatorScalar(Unicode.Scalar(bytes[run])) { run += 1 }
        for spelling in declaredOperators where matches(spelling) {
            let end = position + spelling.count
            let isASCII = spelling.allSatisfy { $0 < 0x80 }
            if isASCII && end != run { continue }
            position = end
            return String(decoding: spelling, as: UTF8.self)
        }
        return nil
    }

    /// After an unexpected character, continue with the next real token so the parser sees no gap.
    private mutating func nextAfterError(previous: Token?) -> TokenKind {
        skipTrivia()
        if position >= bytes.count { return .eof }
        return lexKind(previous: previous)
    }

    private func matches(_ symbol: [UInt8]) -> Bool {
        guard position + symbol.count <= bytes.count else { return false }
        for index in 0..<symbol.count where bytes[position + index] != symbol[index] { return false }
        return true
    }

    private mutating func lexIdentifier() -> TokenKind {
        let start = position
        while position < bytes.count && isIdentifierByte(at: position, first: false) { advanceScalar() }
        let name = String(decoding: bytes[start..<position], as: UTF8.self)
        if let keyword = Keyword(rawValue: name) { return .keyword(keyword) }
        return .identifier(name)
    }

    private mutating func lexBackquoted() -> TokenKind {
        let start = position
        position += 1
        let nameStart = position
        while position < bytes.count && isIdentifierByte(at: position, first: position == nameStart) {
            advanceScalar()
        }
        let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
        if position < bytes.count && bytes[position] == UInt8(ascii: "`") && !name.isEmpty {
            position += 1
        } else {
            report(.unterminatedBackquote, start, position)
        }
        return .identifier(name)
    }

    private mutating func lexDollar() -> TokenKind {
        let start = position
        position += 1
        let digitsStart = position
        while position < bytes.count && isDigit(bytes[position]) { position += 1 }
        if position == digitsStart || (position < bytes.count && isIdentifierByte(at: position, first: false)) {
            while position < bytes.count && isIdentifierByte(at: position, first: false) { advanceScalar() }
            report(.invalidDollarIdentifier(file.text(from: start, to: position)), start, position)
            return .dollar(0)
        }
        guard let index = Int(String(decoding: bytes[digitsStart..<position], as: UTF8.self)), index < 1000 else {
            report(.invalidDollarIdentifier(file.text(from: start, to: position)), start, position)
            return .dollar(0)
        }
        return .dollar(index)
    }

    // MARK: - Numbers and durations

    /// A number; `isNegated` when a prefix `-` touches it, so the magnitude of `Int.min` is no overflow.
    private mutating func lexNumber(integerOnly: Bool, isNegated: Bool) -> TokenKind {
        let start = position
        if !integerOnly && bytes[position] == UInt8(ascii: "0") && position + 1 < bytes.count {
            let radix: Int?
            switch bytes[position + 1] {
            case UInt8(ascii: "x"): radix = 16
            case UInt8(ascii: "b"): radix = 2
            case UInt8(ascii: "o"): radix = 8
            default: radix = nil
            }
            if let radix { return lexRadixInteger(radix: radix, start: start, isNegated: isNegated) }
        }
        var digits = scanDigits()
        var isDouble = false
        if !integerOnly && position + 1 < bytes.count && bytes[position] == UInt8(ascii: ".")
            && isDigit(bytes[position + 1])
        {
            isDouble = true
            position += 1
            digits += "." + scanDigits()
        }
        if !integerOnly && position < bytes.count
            && (bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E"))
        {
            var lookahead = position + 1
            if lookahead < bytes.count
                && (bytes[lookahead] == UInt8(ascii: "+") || bytes[lookahead] == UInt8(ascii: "-"))
            {
                lookahead += 1
            }
            if lookahead < bytes.count && isDigit(bytes[lookahead]) {
                isDouble = true
                digits += String(decoding: bytes[position..<lookahead], as: UTF8.self)
                position = lookahead
                digits += scanDigits()
            }
        }
        // A unit directly after the number makes a duration: 300ms, 1.5s.
        if !integerOnly && position < bytes.count && isIdentifierByte(at: position, first: true) {
            let suffixStart = position
            while position < bytes.count && isIdentifierByte(at: position, first: false) { advanceScalar() }
            let suffix = String(decoding: bytes[suffixStart..<position], as: UTF8.self)
            guard let scale = Self.durationUnits[suffix] else {
                report(
                    .invalidNumberSuffix(suffix, literal: file.text(from: start, to: position)), suffixStart, position)
                return .int(0)
            }
            return makeDuration(digits: digits, isDouble: isDouble, scale: scale, start: start)
        }
        if isDouble {
            guard let value = Double(digits), value.isFinite else {
                report(.floatLiteralOverflow(file.text(from: start, to: position)), start, position)
                return .double(0)
            }
            return .double(value)
        }
        guard let value = Int(digits) else {
            if isNegated && UInt64(digits) == Self.intMinMagnitude { return .int(Int.min) }
            report(.integerLiteralOverflow(file.text(from: start, to: position)), start, position)
            return .int(0)
        }
        return .int(value)
    }

    private mutating func makeDuration(digits: String, isDouble: Bool, scale: Double, start: Int) -> TokenKind {
        if !isDouble, let whole = Int(digits) {
            let (nanos, overflow) = whole.multipliedReportingOverflow(by: Int(scale))
            if !overflow { return .duration(nanos) }
        } else if let value = Double(digits) {
            let nanos = (value * scale).rounded()
            if nanos.isFinite && nanos < 9.2e18 { return .duration(Int(nanos)) }
        }
        report(.durationLiteralOverflow(file.text(from: start, to: position)), start, position)
        return .duration(0)
    }

    /// `Int.min`'s magnitude, which fits only after a prefix `-`: the lexer gives it as `Int.min`, whose negation
    /// (wrapping) is itself.
    private static let intMinMagnitude = UInt64(Int.max) + 1

    private mutating func lexRadixInteger(radix: Int, start: Int, isNegated: Bool) -> TokenKind {
        position += 2
        let digitsStart = position
        while position < bytes.count && (isHexDigit(bytes[position]) || bytes[position] == UInt8(ascii: "_")) {
            position += 1
        }
        let digits = String(decoding: bytes[digitsStart..<position], as: UTF8.self).replacingUnderscores()
        var isMalformed = digits.isEmpty
        while position < bytes.count && isIdentifierByte(at: position, first: false) {
            advanceScalar()
            isMalformed = true
        }
        let text = file.text(from: start, to: position)
        if isMalformed {
            report(.invalidNumber(text), start, position)
            return .int(0)
        }
        guard let value = Int(digits, radix: radix) else {
            if isNegated && UInt64(digits, radix: radix) == Self.intMinMagnitude { return .int(Int.min) }
            let allValid = digits.allSatisfy { $0.hexDigitValue.map { $0 < radix } ?? false }
            report(allValid ? .integerLiteralOverflow(text) : .invalidNumber(text), start, position)
            return .int(0)
        }
        return .int(value)
    }

    /// Decimal digits and `_` separators; returns the digits without separators.
    private mutating func scanDigits() -> String {
        let start = position
        while position < bytes.count && (isDigit(bytes[position]) || bytes[position] == UInt8(ascii: "_")) {
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self).replacingUnderscores()
    }

    // MARK: - Strings

    private mutating func lexString() -> TokenKind {
        let start = position
        if matches(Array("\"\"\"".utf8)) { return lexMultilineString(start: start) }
        position += 1
        var segments: [StringSegment] = []
        var text: [UInt8] = []
        while true {
            guard position < bytes.count, bytes[position] != UInt8(ascii: "\n") else {
                endedInString = true
                report(.unterminatedString, start, position)
                break
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                break
            }
            if byte == UInt8(ascii: "\\") {
                if position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "(") {
                    if !text.isEmpty { segments.append(.text(String(decoding: text, as: UTF8.self))) }
                    text = []
                    segments.append(.interpolation(lexInterpolation()))
                } else {
                    lexEscape(into: &text)
                }
                continue
            }
            text.append(byte)
            position += 1
        }
        if !text.isEmpty || segments.isEmpty { segments.append(.text(String(decoding: text, as: UTF8.self))) }
        return .string(segments)
    }

    /// `"""` on its own line, lines of text, then `"""`; the closing delimiter's indentation is removed.
    private mutating func lexMultilineString(start: Int) -> TokenKind {
        position += 3
        while position < bytes.count && (bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t"))
        {
            position += 1
        }
        if position < bytes.count && bytes[position] == UInt8(ascii: "\n") { position += 1 }
        var lines: [[StringSegment]] = []
        var segments: [StringSegment] = []
        var text: [UInt8] = []
        var closingIndent = 0
        func flushText() {
            if !text.isEmpty { segments.append(.text(String(decoding: text, as: UTF8.self))) }
            text = []
        }
        while true {
            guard position < bytes.count else {
                endedInString = true
                report(.unterminatedString, start, position)
                flushText()
                lines.append(segments)
                break
            }
            if text.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) && segments.isEmpty
                && matches(Array("\"\"\"".utf8))
            {
                closingIndent = text.count
                position += 3
                break
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\n") {
                flushText()
                lines.append(segments)
                segments = []
                position += 1
                continue
            }
            if byte == UInt8(ascii: "\\") {
                if position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "(") {
                    flushText()
                    segments.append(.interpolation(lexInterpolation()))
                } else {
                    lexEscape(into: &text)
                }
                continue
            }
            text.append(byte)
            position += 1
        }
        var result: [StringSegment] = []
        for (index, line) in lines.enumerated() {
            for (segmentIndex, segment) in line.enumerated() {
                if segmentIndex == 0, case .text(let value) = segment {
                    result.append(
                        .text(
                            String(value.dropFirst(min(closingIndent, value.prefix { $0 == " " || $0 == "\t" }.count))))
                    )
                } else {
                    result.append(segment)
                }
            }
            if index < lines.count - 1 { result.append(.text("\n")) }
        }
        return .string(result.isEmpty ? [.text("")] : result)
    }

    private mutating func lexEscape(into text: inout [UInt8]) {
        let start = position
        position += 1
        guard position < bytes.count else { return }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
        case UInt8(ascii: "0"): text.append(0)
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): text.append(byte)
        case UInt8(ascii: "u"):
            guard position < bytes.count, bytes[position] == UInt8(ascii: "{") else {
                report(.invalidUnicodeEscape, start, position)
                return
            }
            let digitsStart = position + 1
            var end = digitsStart
            while end < bytes.count && isHexDigit(bytes[end]) && end - digitsStart < 8 { end += 1 }
            let digits = String(decoding: bytes[digitsStart..<end], as: UTF8.self)
            guard end < bytes.count, bytes[end] == UInt8(ascii: "}"), let value = UInt32(digits, radix: 16),
                let scalar = Unicode.Scalar(value)
            else {
                position = min(end + 1, bytes.count)
                report(.invalidUnicodeEscape, start, position)
                return
            }
            position = end + 1
            text.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            if byte >= 0x80 { position -= 1; advanceScalar() }
            report(.invalidEscape(file.text(from: start, to: position)), start, position)
        }
    }

    /// Lexes `\( ... )` into its own token list, which ends with an `eof` token at the closing `)`.
    private mutating func lexInterpolation() -> [Token] {
        let start = position
        position += 2
        interpolationDepth += 1
        defer { interpolationDepth -= 1 }
        if interpolationDepth > Self.maxInterpolationDepth {
            report(.interpolationTooDeep(Self.maxInterpolationDepth), start, position)
            skipToEndOfLine()
            endedInString = false
            return [Token(kind: .eof, range: range(position, position))]
        }
        var tokens: [Token] = []
        var depth = 0
        while true {
            // A newline cannot occur inside a single-line string's interpolation.
            let savedNewline = sawNewline
            skipTrivia()
            if position >= bytes.count || (sawNewline && !savedNewline) {
                report(.unterminatedInterpolation, start, position)
                endedInString = true
                tokens.append(Token(kind: .eof, range: range(position, position)))
                return tokens
            }
            sawNewline = false
            if bytes[position] == UInt8(ascii: ")") && depth == 0 {
                tokens.append(Token(kind: .eof, range: range(position, position + 1), isAtLineStart: true))
                position += 1
                return tokens
            }
            let token = nextToken(previous: tokens.last)
            if token.is(.openParen) { depth += 1 }
            if token.is(.closeParen) { depth -= 1 }
            tokens.append(token)
        }
    }

    // MARK: - Trivia

    private mutating func skipTrivia() {
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                position += 1
            case UInt8(ascii: "\n"):
                sawNewline = true
                position += 1
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/"):
                skipToEndOfLine()
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "*"):
                skipBlockComment()
            default:
                if byte >= 0x80, let scalar = scalar(at: position), scalar.properties.isWhitespace {
                    if scalar == "\u{2028}" || scalar == "\u{2029}" { sawNewline = true }
                    advanceScalar()
                    continue
                }
                return
            }
        }
    }

    private mutating func skipToEndOfLine() {
        while position < bytes.count && bytes[position] != UInt8(ascii: "\n") { position += 1 }
    }

    /// Skips a `/* */` comment; they nest, as in Swift.
    private mutating func skipBlockComment() {
        let start = position
        var depth = 0
        while position < bytes.count {
            if matches(Array("/*".utf8)) {
                depth += 1
                position += 2
            } else if matches(Array("*/".utf8)) {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                if bytes[position] == UInt8(ascii: "\n") { sawNewline = true }
                position += 1
            }
        }
        endedInComment = true
        report(.unterminatedComment, start, start + 2)
    }

    // MARK: - Characters

    private func isLeftBound(at start: Int) -> Bool {
        guard start > 0 else { return false }
        switch bytes[start - 1] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
            UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"),
            UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "/") where start >= 2 && bytes[start - 2] == UInt8(ascii: "*"):
            return false
        default:
            return true
        }
    }

    private func isRightBound(at end: Int) -> Bool {
        guard end < bytes.count else { return false }
        switch bytes[end] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
            UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"),
            UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "/")
        where end + 1 < bytes.count && (bytes[end + 1] == UInt8(ascii: "/") || bytes[end + 1] == UInt8(ascii: "*")):
            return false
        default:
            return true
        }
    }

    private func isIdentifierByte(at index: Int, first: Bool) -> Bool {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return true
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return !first
        case 0x80...:
            guard let scalar = scalar(at: index) else { return false }
            let properties = scalar.properties
            if properties.isWhitespace { return false }
            return (first ? properties.isXIDStart : properties.isXIDContinue) || properties.isEmojiPresentation
                || (properties.isEmoji && scalar.value > 0xFF)
        default:
            return false
        }
    }

    /// The Unicode scalar starting at `index`, if the bytes there are valid UTF-8.
    private func scalar(at index: Int) -> Unicode.Scalar? {
        let length = scalarLength(bytes[index])
        guard index + length <= bytes.count else { return nil }
        return String(decoding: bytes[index..<(index + length)], as: UTF8.self).unicodeScalars.first
    }

    private func scalarLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0..<0x80: return 1
        case 0xC0..<0xE0: return 2
        case 0xE0..<0xF0: return 3
        case 0xF0...: return 4
        default: return 1
        }
    }

    private mutating func advanceScalar() {
        position = min(bytes.count, position + scalarLength(bytes[position]))
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
    }

    private func range(_ start: Int, _ end: Int) -> SourceRange {
        SourceRange(file: file, start: start, end: end)
    }

    private mutating func report(_ message: DiagnosticMessage, _ start: Int, _ end: Int) {
        diagnostics.append(Diagnostic(.error, message, at: range(start, end)))
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String {
        String(filter { $0 != "_" })
    }
}
