/// A statement with its source range.
public struct Stmt: Sendable {
    /// What the statement is.
    public var kind: Kind
    /// The source it covers.
    public var range: SourceRange

    public init(_ kind: Kind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// The kinds of statement.
    public indirect enum Kind: Sendable {
        /// An expression evaluated for its effect (or shown by the REPL).
        case expression(Expr)
        /// `let x = e`, `var x: T = e`, `let (a, b) = e`
        case variable(VariableDecl)
        /// `target = value`, `target += value` (`op` is `=`, `+=`, …)
        case assignment(target: Expr, op: String, value: Expr, opRange: SourceRange)
        /// `if c { } else { }`; `else if` is an `else` holding one `if`.
        case ifStatement(condition: Expr, then: [Stmt], otherwise: [Stmt]?)
        /// `while c { }`
        case whileLoop(condition: Expr, body: [Stmt])
        /// `for x in sequence { }`
        case forIn(name: String, nameRange: SourceRange, sequence: Expr, body: [Stmt])
        /// `return`, `return e`
        case returnStatement(Expr?)
        /// `throw e`
        case throwStatement(Expr)
        /// `func name(params) { body }`
        case function(FunctionDecl)
        /// `import Module`: accepted and ignored.
        case importDecl(String)
        /// Placeholder for a statement that failed to parse (already diagnosed).
        case error
    }
}

/// A `let` or `var` declaration.
public struct VariableDecl: Sendable {
    /// True for `var`.
    public var isMutable: Bool
    /// The names bound: one, or several for a tuple pattern `let (a, b) = …`.
    public var names: [(name: String, range: SourceRange)]
    /// True when the pattern was a tuple.
    public var isTuplePattern: Bool
    /// The annotated type, if any.
    public var type: TypeSyntax?
    /// The initial value; required for `let`.
    public var initializer: Expr?

    public init(isMutable: Bool, names: [(name: String, range: SourceRange)], isTuplePattern: Bool,
                type: TypeSyntax?, initializer: Expr?) {
        self.isMutable = isMutable
        self.names = names
        self.isTuplePattern = isTuplePattern
        self.type = type
        self.initializer = initializer
    }
}

/// A `func` declaration.
public struct FunctionDecl: Sendable {
    /// The function's name.
    public var name: String
    /// Where the name is.
    public var nameRange: SourceRange
    /// The parameters, with labels and defaults.
    public var parameters: [Parameter]
    /// The body.
    public var body: [Stmt]

    public init(name: String, nameRange: SourceRange, parameters: [Parameter], body: [Stmt]) {
        self.name = name
        self.nameRange = nameRange
        self.parameters = parameters
        self.body = body
    }
}
