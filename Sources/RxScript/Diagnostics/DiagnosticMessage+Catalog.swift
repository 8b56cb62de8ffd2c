// Every message the front end and interpreter emit. Lowercase, no final period, code quoted as typed,
// and each says what was expected or what to do.

// MARK: - Lexer

extension DiagnosticMessage {
    static func unexpectedCharacter(_ text: String) -> Self {
        "unexpected character '\(text)'; remove it"
    }
    static let unterminatedString: Self = "unterminated string literal; add a closing '\"' on the same line"
    static let unterminatedComment: Self = "unterminated '/*' comment; add a closing '*/'"
    static let unterminatedBackquote: Self = "expected a name and a closing '`' after '`'"
    static let unterminatedInterpolation: Self = "unterminated interpolation; expected ')' to close '\\('"
    static func interpolationTooDeep(_ limit: Int) -> Self {
        "string interpolations are nested too deeply (limit \(limit)); simplify the string"
    }
    static func invalidEscape(_ text: String) -> Self {
        "invalid escape sequence '\(text)'; use \\n, \\t, \\r, \\0, \\\\, \\\", \\' or \\u{...}"
    }
    static let invalidUnicodeEscape: Self = "invalid unicode escape; expected '\\u{' hex digits '}' naming a valid scalar"
    static func invalidDollarIdentifier(_ text: String) -> Self {
        "'\(text)' is not a valid anonymous closure parameter; expected '$' followed by digits, like '$0'"
    }
    static func integerLiteralOverflow(_ text: String) -> Self {
        "integer literal '\(text)' overflows when stored into 'Int'; the largest is 9223372036854775807"
    }
    static func floatLiteralOverflow(_ text: String) -> Self {
        "floating-point literal '\(text)' is too large to be a 'Double'"
    }
    static func durationLiteralOverflow(_ text: String) -> Self {
        "duration literal '\(text)' is too long; durations are limited to about 292 years"
    }
    static func invalidNumber(_ text: String) -> Self {
        "'\(text)' is not a valid number literal"
    }
    static func invalidNumberSuffix(_ suffix: String, literal: String) -> Self {
        "'\(suffix)' is not a duration unit in '\(literal)'; use ns, us, ms, s or m (as in 300ms), or add a space"
    }
}

// MARK: - Parser

extension DiagnosticMessage {
    static func expectedClosing(_ closer: String, opener: String, at location: SourceLocation) -> Self {
        "expected '\(closer)' to close '\(opener)' opened at \(location)"
    }
    static func unexpectedClosing(_ closer: String) -> Self {
        let opener = closer == ")" ? "(" : closer == "]" ? "[" : "{"
        return "unexpected '\(closer)'; remove it or add a matching '\(opener)' before it"
    }
    static let consecutiveStatements: Self = "consecutive statements on a line must be separated by ';'"
    static let expectedModuleName: Self = "expected a module name after 'import'"
    static func unsupportedStatement(_ word: String) -> Self {
        switch word {
        case "if let": return "'if let' is not supported; compare with nil instead, as in 'if x != nil { … }'"
        default: return "'\(word)' statements are not supported; use 'if' instead"
        }
    }
    static let notAssignable: Self = "cannot assign to this expression; expected a variable, property or subscript"
    static let expectedVariableName: Self = "expected a variable name"
    static func keywordAsName(_ word: String) -> Self {
        "keyword '\(word)' cannot be used as a name; write `\(word)` in backquotes or choose another name"
    }
    static let expectedType: Self = "expected a type, like 'Int' or 'Observable<Int>'"
    static func letNeedsValue(_ name: String) -> Self {
        "'let \(name)' needs an initial value; add '= value' or declare it with 'var'"
    }
    static let expectedFunctionName: Self = "expected a function name after 'func'"
    static func expectedParameterList(_ name: String) -> Self {
        "expected '(' after 'func \(name)' to begin the parameter list"
    }
    static let expectedParameterName: Self = "expected a parameter name"
    static func expectedKeyword(_ keyword: String, after: String) -> Self {
        "expected '\(keyword)' after '\(after)'"
    }
    static let expectedBlock: Self = "expected '{' to begin a block"
    static func nestingTooDeep(_ limit: Int) -> Self {
        "expression is nested too deeply (limit \(limit) levels); split it into smaller parts with 'let'"
    }
    static let expectedTernaryColon: Self = "expected ':' after '? …' in ternary expression"
    static func nonAssociativeOperators(_ first: String, _ second: String) -> Self {
        "adjacent operators '\(first)' and '\(second)' are non-associative; add parentheses"
    }
    static func expectedMemberName(after: String) -> Self {
        "expected a member name after '\(after).'"
    }
    static func expectedExpression(found: String, context: String?) -> Self {
        if let context { return "expected expression \(context), found \(found)" }
        return "expected expression, found \(found)"
    }
    static let dictionaryUnsupported: Self = "dictionary literals are not supported; use an array of tuples, like [(key, value)]"
    static let emptyInterpolation: Self = "expected an expression inside '\\()'"
    static func expectedInterpolationEnd(found: String) -> Self {
        "expected ')' to end the interpolation, found \(found)"
    }
}
