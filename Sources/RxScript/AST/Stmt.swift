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
        case assignment(target: Expr, op: Symbol, value: Expr, opRange: SourceRange)
        /// `if c { } else { }`; `else if` is an `else` holding one `if`. Conditions may bind (`if let x = y`).
        case ifStatement(conditions: [Condition], then: [Stmt], otherwise: [Stmt]?)
        /// `guard conditions else { … }`: the bindings stay in scope after the statement.
        case guardStatement(conditions: [Condition], otherwise: [Stmt])
        /// `switch subject { case patterns: … default: … }`
        case switchStatement(subject: Expr, cases: [SwitchCase])
        /// `break`, `break label` (out of a loop or switch)
        case breakStatement(label: String?)
        /// `continue`, `continue label` (with the next loop iteration)
        case continueStatement(label: String?)
        /// `fallthrough`: on into the next `case` body of a `switch`
        case fallthroughStatement
        /// `while c { }`, `while let x = f() { }`, `while case .some(let x) = f() { }`
        case whileLoop(conditions: [Condition], body: [Stmt])
        /// `repeat { } while c`
        case repeatWhile(body: [Stmt], condition: Expr)
        /// `for case pattern in sequence [where c] { }`: passes whose element does not match are skipped
        case forCase(pattern: Pattern, sequence: Expr, filter: Expr?, body: [Stmt])
        /// `label: for …`, `label: while …`, `label: switch …`: `break label`/`continue label` name it
        case labeled(label: String, labelRange: SourceRange, statement: Stmt)
        /// `for x in sequence { }`, `for (i, x) in xs.enumerated() { }` (`isTuple`: the names take a tuple apart)
        case forIn(
            names: [(name: String, range: SourceRange)], isTuple: Bool, isMutable: Bool, sequence: Expr,
            filter: Expr?, body: [Stmt])
        /// `return`, `return e`
        case returnStatement(Expr?)
        /// `throw e`
        case throwStatement(Expr)
        /// `func name(params) { body }`
        case function(FunctionDecl)
        /// `enum`, `struct`, `class`, `protocol`, `extension`.
        case typeDeclaration(TypeDecl)
        /// `do { … } catch pattern { … } catch { … }`
        case doCatch(body: [Stmt], clauses: [CatchClause])
        /// `defer { … }`: runs the block when the enclosing scope exits, however it exits.
        case deferStatement([Stmt])
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
    /// `weak var`: the variable does not keep its object alive, and reads `nil` once the object is gone.
    public var isWeak: Bool

    public init(
        isMutable: Bool, names: [(name: String, range: SourceRange)], isTuplePattern: Bool,
        type: TypeSyntax?, initializer: Expr?, isWeak: Bool = false
    ) {
        self.isMutable = isMutable
        self.names = names
        self.isTuplePattern = isTuplePattern
        self.type = type
        self.initializer = initializer
        self.isWeak = isWeak
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
    /// The declared result type (`-> Int`), if any.
    public var returnType: TypeSyntax?

    public init(
        name: String, nameRange: SourceRange, parameters: [Parameter], body: [Stmt], returnType: TypeSyntax? = nil
    ) {
        self.name = name
        self.nameRange = nameRange
        self.parameters = parameters
        self.body = body
        self.returnType = returnType
    }
}

/// One clause of an `if`/`guard` condition list.
public enum Condition: Sendable {
    /// A `Bool` expression.
    case expression(Expr)
    /// `let name = value` (or `let name`, shorthand for `let name = name`): true when the value is not nil.
    case optionalBinding(name: String, range: SourceRange, isMutable: Bool, value: Expr?)
    /// `case pattern = value`: true when the value matches, binding the pattern's names.
    case patternMatch(Pattern, Expr)

    /// Where the clause is.
    public var range: SourceRange {
        switch self {
        case .expression(let expr): return expr.range
        case .optionalBinding(_, let range, _, let value): return value.map { range.to($0.range) } ?? range
        case .patternMatch(_, let value): return value.range
        }
    }
}

/// A `case` (or `default`) clause of a `switch`.
public struct SwitchCase: Sendable {
    /// The alternatives (`case 1, 2:`), each with its own `where`; empty for `default`.
    public var items: [CaseItem]
    /// The statements.
    public var body: [Stmt]
    /// Where the `case` label is.
    public var range: SourceRange

    public init(items: [CaseItem], body: [Stmt], range: SourceRange) {
        self.items = items
        self.body = body
        self.range = range
    }
}

/// One alternative of a `case`: a pattern and an optional `where` condition.
public struct CaseItem: Sendable {
    /// The pattern.
    public var pattern: Pattern
    /// The `where` condition.
    public var guardExpression: Expr?

    public init(pattern: Pattern, guardExpression: Expr?) {
        self.pattern = pattern
        self.guardExpression = guardExpression
    }
}

/// A `case` pattern.
public indirect enum Pattern: Sendable {
    /// `_`
    case wildcard
    /// `let name` / `var name`: matches anything and binds it.
    case binding(name: String, range: SourceRange, isMutable: Bool)
    /// A value compared with `==` (or, for a range, tested for membership).
    case expression(Expr)
    /// `.name` or `.name(subpatterns)`: an enum case such as `.next(let x)`, `.completed`.
    case enumCase(name: String, range: SourceRange, arguments: [Pattern]?)
    /// `(p, q)`
    case tuple([Pattern])
    /// `p?` (`let x?`, `.some(p)`): a value that is not nil, matched by `p`.
    case optional(Pattern)
    /// `is T`: a value of the type.
    case typeCheck(TypeSyntax)
    /// `p as T` (`let e as MyError`): a value of the type, matched by `p`.
    case cast(Pattern, TypeSyntax)
    /// `a...b`, `a..<b`, `...b`, `..<b`, `a...`: a value inside the range (Swift's `~=` for ranges).
    case range(lower: Expr?, upper: Expr?, isClosed: Bool)
}

/// One `catch` of a `do`: a pattern the error must match (none catches everything, as `error`), and the body.
public struct CatchClause: Sendable {
    public var pattern: Pattern?
    public var body: [Stmt]

    public init(pattern: Pattern?, body: [Stmt]) {
        self.pattern = pattern
        self.body = body
    }
}
