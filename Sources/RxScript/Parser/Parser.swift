/// A recursive-descent parser from tokens to statements, with one `parseX()` per grammar rule.
///
/// Syntax errors are recorded as diagnostics and unwind (by throwing `ParseError`) to the nearest statement
/// boundary, where `synchronize()` skips to the next line at the same bracket depth, so that a script's
/// several errors are all reported. Nesting is limited (`maxDepth`, and the thread's remaining stack), so
/// pathological input yields a diagnostic rather than a stack overflow.
public struct Parser {
    /// How deeply expressions, blocks and chains may nest.
    public static let maxDepth = 256

    /// Thrown to unwind to a statement boundary after a diagnostic was recorded.
    struct ParseError: Error {}

    let file: SourceFile
    var tokens: [Token]
    var index = 0
    /// Syntax errors found so far, in source order.
    public internal(set) var diagnostics: [Diagnostic]
    /// Stop after the first error (the REPL's mode).
    let stopAtFirstError: Bool
    var depth: Int
    /// Set after a nesting-limit error so enclosing blocks stop trying to recover inside the deep input.
    var isAbandoning = false
    /// False while parsing an `if`/`while` condition, where `{` starts the body, not a trailing closure.
    var allowsTrailingClosure = true
    /// The declarations after the first of `var a = 1, b = 2`, which the statement list takes after it.
    var furtherDeclarations: [Stmt] = []
    /// True inside `#selector(…)`, whose compound names (`login(name:pwd:)`) name a method rather than make a closure.
    var isInsideSelector = false
    /// The operators the program declares, with their precedence (`infix operator <-> : AdditionPrecedence`).
    let operators: OperatorDeclarations

    init(
        file: SourceFile, tokens: [Token], diagnostics: [Diagnostic] = [], stopAtFirstError: Bool = false,
        depth: Int = 0, operators: OperatorDeclarations = OperatorDeclarations()
    ) {
        var declared = operators
        if depth == 0 { declared.merge(OperatorDeclarations.scan(file.text)) }
        self.operators = declared
        self.file = file
        self.tokens = tokens
        self.diagnostics = diagnostics
        self.stopAtFirstError = stopAtFirstError
        self.depth = depth
    }

    /// Lexes and parses a whole file, collecting every syntax error.
    public static func parse(
        _ file: SourceFile, stopAtFirstError: Bool = false
    ) -> (statements: [Stmt], diagnostics: [Diagnostic]) {
        let (tokens, lexDiagnostics) = Lexer.tokenize(file)
        return parse(file, tokens: tokens, lexDiagnostics: lexDiagnostics, stopAtFirstError: stopAtFirstError)
    }

    /// Parses tokens already lexed from `file`, with the lexer's diagnostics.
    static func parse(
        _ file: SourceFile, tokens: [Token], lexDiagnostics: [Diagnostic], stopAtFirstError: Bool,
        operators: OperatorDeclarations = OperatorDeclarations()
    ) -> (statements: [Stmt], diagnostics: [Diagnostic]) {
        var parser = Parser(
            file: file, tokens: tokens, diagnostics: lexDiagnostics,
            stopAtFirstError: stopAtFirstError, operators: operators)
        if stopAtFirstError && !lexDiagnostics.isEmpty {
            return ([], [lexDiagnostics[0]])
        }
        let statements = parser.parseProgram()
        var diagnostics = parser.diagnostics
        diagnostics.sort { $0.range?.start ?? 0 < $1.range?.start ?? 0 }
        if stopAtFirstError { diagnostics = Array(diagnostics.prefix(1)) }
        return (statements, diagnostics)
    }

    // MARK: - Token access

    var current: Token { tokens[index] }
    var previous: Token { tokens[max(0, index - 1)] }

    func peek(_ offset: Int = 1) -> Token {
        tokens[min(index + offset, tokens.count - 1)]
    }

    @discardableResult
    mutating func advance() -> Token {
        let token = tokens[index]
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    /// Consumes the symbol if it is next.
    mutating func match(_ symbol: Symbol) -> Bool {
        if current.is(symbol) {
            advance()
            return true
        }
        return false
    }

    /// Consumes the keyword if it is next.
    mutating func match(_ keyword: Keyword) -> Bool {
        if current.is(keyword) {
            advance()
            return true
        }
        return false
    }

    /// Consumes `symbol` or reports `message` at the current token.
    @discardableResult
    mutating func expect(_ symbol: Symbol, _ message: @autoclosure () -> DiagnosticMessage) throws -> Token {
        if current.is(symbol) { return advance() }
        throw error(message(), at: errorRange())
    }

    /// Consumes the closing bracket matching `opener`, or reports where the bracket was opened.
    @discardableResult
    mutating func expectClosing(_ closer: Symbol, opener: Token) throws -> Token {
        if current.is(closer) { return advance() }
        let location = opener.range.startLocation
        throw error(
            .expectedClosing(closer.rawValue, opener: opener.symbol?.rawValue ?? "(", at: location), at: errorRange())
    }

    /// Where to point for something missing before the current token: the current token, or just after
    /// the previous one when the current token starts a new line or is the end of input.
    func errorRange() -> SourceRange {
        if index > 0 && (current.isAtLineStart || current.isEOF) {
            return previous.range.endPoint
        }
        return current.range
    }

    /// Records a diagnostic and returns the error that unwinds to the statement boundary.
    mutating func error(
        _ message: DiagnosticMessage, at range: SourceRange, notes: [Diagnostic.Note] = []
    ) -> ParseError {
        report(message, at: range, notes: notes)
        return ParseError()
    }

    /// Records a diagnostic without unwinding.
    mutating func report(_ message: DiagnosticMessage, at range: SourceRange, notes: [Diagnostic.Note] = []) {
        if stopAtFirstError && !diagnostics.isEmpty { return }
        diagnostics.append(Diagnostic(.error, message, at: range, notes: notes, phase: .syntax))
    }

    /// Runs `body` one nesting level deeper, failing with a diagnostic past the limit or near the stack's end.
    mutating func nested<T>(_ body: (inout Parser) throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maxDepth || StackGuard.isNearLimit() {
            if !isAbandoning {
                report(.nestingTooDeep(Self.maxDepth), at: current.range)
            }
            isAbandoning = true
            throw ParseError()
        }
        return try body(&self)
    }

    /// Counts one more link of a left-deep chain (`a + b + c`, `x.map{}.filter{}`) toward the nesting limit.
    mutating func chainLink(_ links: inout Int) throws {
        links += 1
        if depth + links > Self.maxDepth {
            if !isAbandoning { report(.nestingTooDeep(Self.maxDepth), at: current.range) }
            isAbandoning = true
            throw ParseError()
        }
    }

    // MARK: - Recovery

    /// Skips to the start of the next statement: a token on a new line (or after `;`) at the bracket depth
    /// where the error happened, or a closing `}` of the enclosing block, which is left for the block.
    mutating func synchronize(from start: Int) {
        var localDepth = 0
        while !current.isEOF {
            if index > start && current.isAtLineStart && localDepth <= 0 { return }
            if current.is(.semicolon) && localDepth <= 0 {
                advance()
                return
            }
            if let symbol = current.symbol {
                switch symbol {
                case .openParen, .openBracket, .openBrace: localDepth += 1
                case .closeParen, .closeBracket:
                    localDepth -= 1
                case .closeBrace:
                    if localDepth <= 0 { return }
                    localDepth -= 1
                default: break
                }
            }
            advance()
        }
    }
}
