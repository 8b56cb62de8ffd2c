/// A REPL entry's text lexed once: the editor asks whether the text is complete, then the same text is evaluated
/// from the same tokens (under the entry's own name, `<repl:N>`).
struct LexedEntry {
    let text: String
    let file: SourceFile
    /// Every token, inactive `#if` branches included (their brackets still count for completeness).
    let tokens: [Token]
    let diagnostics: [Diagnostic]
    /// False when the text has unclosed brackets, braces or parentheses, or ends inside a string or comment.
    let isComplete: Bool

    /// `operators` are those earlier entries declared (`infix operator <->`).
    init(_ text: String, name: String, operators: OperatorDeclarations = OperatorDeclarations()) {
        self.text = text
        file = SourceFile(name: name, text: text)
        var lexer = Lexer(file: file, operators: operators)
        tokens = lexer.tokenize()
        diagnostics = lexer.diagnostics
        if lexer.endedInString || lexer.endedInComment {
            isComplete = false
            return
        }
        var depth = 0
        for token in tokens {
            guard let symbol = token.symbol else { continue }
            if symbol.closer != nil { depth += 1 } else if symbol.isClosingBracket { depth -= 1 }
        }
        isComplete = depth <= 0
    }

    /// The tokens the parser reads (inactive `#if` branches removed) and every lexing diagnostic.
    func parserInput() -> (tokens: [Token], diagnostics: [Diagnostic]) {
        var diagnostics = diagnostics
        let tokens = ConditionalCompilation.filter(tokens, diagnostics: &diagnostics)
        return (tokens, diagnostics)
    }
}
