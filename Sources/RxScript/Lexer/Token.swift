/// The reserved words of the language.
public enum Keyword: String, CaseIterable, Sendable {
    case `let`, `var`, `func`, `if`, `else`, `return`, `throw`, `true`, `false`, `nil`, `in`, `as`, `is`, `try`
    case `import`, `while`, `for`, `guard`, `await`, `throws`, `rethrows`, `inout`, `some`, `any`
    case `switch`, `case`, `default`, `where`, `break`, `continue`, `fallthrough`, `defer`
}

/// An operator or punctuation symbol, as the lexer matches it (longest first: `..<` before `.`).
public enum Symbol: String, CaseIterable, Sendable {
    case identical = "===", notIdentical = "!==", halfOpenRange = "..<", closedRange = "..."
    case patternMatch = "~=", equal = "==", notEqual = "!=", lessOrEqual = "<=", greaterOrEqual = ">="
    case and = "&&", or = "||", nilCoalescing = "??", arrow = "->"
    case plusAssign = "+=", minusAssign = "-=", timesAssign = "*=", divideAssign = "/=", remainderAssign = "%="
    case plus = "+", minus = "-", star = "*", slash = "/", percent = "%", less = "<", greater = ">"
    case bang = "!", assign = "=", question = "?", ampersand = "&", pipe = "|", caret = "^", tilde = "~"
    case openParen = "(", closeParen = ")", openBracket = "[", closeBracket = "]", openBrace = "{", closeBrace = "}"
    case comma = ",", semicolon = ";", colon = ":", dot = ".", backslash = "\\"

    /// The closing bracket for an opening one.
    public var closer: Symbol? {
        switch self {
        case .openParen: return .closeParen
        case .openBracket: return .closeBracket
        case .openBrace: return .closeBrace
        default: return nil
        }
    }

    /// True for `)`, `]` and `}`.
    public var isClosingBracket: Bool { self == .closeParen || self == .closeBracket || self == .closeBrace }
}

/// One piece of a string literal: literal text, or the tokens of an interpolated `\(expression)`.
public enum StringSegment: Sendable {
    /// Literal text, escapes already decoded.
    case text(String)
    /// The tokens between `\(` and the matching `)`, ending with an `eof` token at the `)`.
    case interpolation([Token])
}

/// What a token is.
public enum TokenKind: Sendable {
    /// A name: `map`, `xs`, `测试`, or a backquoted keyword.
    case identifier(String)
    /// An anonymous closure parameter: `$0` is `dollar(0)`.
    case dollar(Int)
    /// A reserved word.
    case keyword(Keyword)
    /// An integer literal.
    case int(Int)
    /// A floating-point literal.
    case double(Double)
    /// A duration literal (`300ms`, `1.5s`), in nanoseconds.
    case duration(Int)
    /// A string literal, possibly with interpolations.
    case string([StringSegment])
    /// An operator or punctuation symbol: `+`, `==`, `(`, `,`, `->`, `.` …
    case symbol(Symbol)
    /// An attribute name after `@` (`@escaping` is `attribute("escaping")`).
    case attribute(String)
    /// An operator the program declares (`<->` after `infix operator <->`).
    case customOperator(String)
    /// End of input.
    case eof
}

/// A lexed token with its source range and the spacing around it, which decides how operators bind.
public struct Token: Sendable {
    /// What the token is.
    public var kind: TokenKind
    /// Where it is.
    public var range: SourceRange
    /// True when a line break (or a comment containing one) separates it from the previous token.
    public var isAtLineStart: Bool
    /// True when the character before it is not whitespace or an opening bracket / separator.
    public var isLeftBound: Bool
    /// True when the character after it is not whitespace or a closing bracket / separator.
    public var isRightBound: Bool

    public init(
        kind: TokenKind, range: SourceRange, isAtLineStart: Bool = false,
        isLeftBound: Bool = false, isRightBound: Bool = false
    ) {
        self.kind = kind
        self.range = range
        self.isAtLineStart = isAtLineStart
        self.isLeftBound = isLeftBound
        self.isRightBound = isRightBound
    }

    /// True when the token is `symbol`.
    @inline(__always)
    public func `is`(_ symbol: Symbol) -> Bool {
        if case .symbol(let found) = kind { return found == symbol }
        return false
    }

    /// True when the token is the keyword.
    @inline(__always)
    public func `is`(_ keyword: Keyword) -> Bool {
        if case .keyword(let word) = kind { return word == keyword }
        return false
    }

    /// True at end of input.
    public var isEOF: Bool {
        if case .eof = kind { return true }
        return false
    }

    /// The identifier's name, if this is an identifier.
    public var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    /// The declared operator's spelling, if this is one (`<->`).
    public var customOperator: String? {
        if case .customOperator(let spelling) = kind { return spelling }
        return nil
    }

    /// The symbol, if this is one.
    public var symbol: Symbol? {
        if case .symbol(let symbol) = kind { return symbol }
        return nil
    }

    /// A short description for diagnostics: `'('`, `'let'`, `end of input`, `string literal`.
    public var spelling: String {
        switch kind {
        case .identifier(let name): return "'\(name)'"
        case .dollar(let index): return "'$\(index)'"
        case .keyword(let keyword): return "'\(keyword.rawValue)'"
        case .int, .double, .duration: return "'\(range.text)'"
        case .string: return "string literal"
        case .symbol(let symbol): return "'\(symbol.rawValue)'"
        case .attribute(let name): return "'@\(name)'"
        case .customOperator(let spelling): return "'\(spelling)'"
        case .eof: return "end of input"
        }
    }
}
