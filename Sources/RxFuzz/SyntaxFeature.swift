import RxScript

/// Every construct the parser and lexer know, by name. Each list is tied to the syntax tree by an exhaustive
/// `switch` with no `default` (in `init`), so a new node kind does not compile until it is named here, and then
/// `GeneratorCoverageTests` fails until `ProgramGenerator` produces it.
public enum SyntaxFeature {
    /// Expression kinds (`Expr.Kind`).
    public enum Expression: String, CaseIterable, Sendable {
        case int, double, bool, nilLiteral, duration, string, identifier, dollar, array, dictionary, tuple, paren
        case closure, call, member, tupleIndex, subscriptAccess, implicitMember, unary, binary, ternary, cast, tryExpr
        case forceUnwrap, optionalChain, specialized, selector, error

        init(_ kind: Expr.Kind) {
            switch kind {
            case .int: self = .int
            case .double: self = .double
            case .bool: self = .bool
            case .nilLiteral: self = .nilLiteral
            case .duration: self = .duration
            case .string: self = .string
            case .identifier: self = .identifier
            case .dollar: self = .dollar
            case .array: self = .array
            case .dictionary: self = .dictionary
            case .tuple: self = .tuple
            case .paren: self = .paren
            case .closure: self = .closure
            case .call: self = .call
            case .member: self = .member
            case .tupleIndex: self = .tupleIndex
            case .subscriptAccess: self = .subscriptAccess
            case .implicitMember: self = .implicitMember
            case .unary: self = .unary
            case .binary: self = .binary
            case .ternary: self = .ternary
            case .cast: self = .cast
            case .tryExpr: self = .tryExpr
            case .forceUnwrap: self = .forceUnwrap
            case .optionalChain: self = .optionalChain
            case .specialized: self = .specialized
            case .selector: self = .selector
            case .error: self = .error
            }
        }
    }

    /// Statement kinds (`Stmt.Kind`).
    public enum Statement: String, CaseIterable, Sendable {
        case expression, variable, assignment, ifStatement, guardStatement, switchStatement, breakStatement
        case continueStatement, whileLoop, forIn, returnStatement, throwStatement, function, typeDeclaration, doCatch
        case deferStatement, importDecl, error, fallthroughStatement, repeatWhile, forCase, labeled

        init(_ kind: Stmt.Kind) {
            switch kind {
            case .expression: self = .expression
            case .variable: self = .variable
            case .assignment: self = .assignment
            case .ifStatement: self = .ifStatement
            case .guardStatement: self = .guardStatement
            case .switchStatement: self = .switchStatement
            case .breakStatement: self = .breakStatement
            case .continueStatement: self = .continueStatement
            case .whileLoop: self = .whileLoop
            case .forIn: self = .forIn
            case .fallthroughStatement: self = .fallthroughStatement
            case .repeatWhile: self = .repeatWhile
            case .forCase: self = .forCase
            case .labeled: self = .labeled
            case .returnStatement: self = .returnStatement
            case .throwStatement: self = .throwStatement
            case .function: self = .function
            case .typeDeclaration: self = .typeDeclaration
            case .doCatch: self = .doCatch
            case .deferStatement: self = .deferStatement
            case .importDecl: self = .importDecl
            case .error: self = .error
            }
        }
    }

    /// `case` patterns (`Pattern`).
    public enum PatternKind: String, CaseIterable, Sendable {
        case wildcard, binding, expression, enumCase, tuple, optional, typeCheck, cast, range

        init(_ pattern: Pattern) {
            switch pattern {
            case .optional: self = .optional
            case .typeCheck: self = .typeCheck
            case .cast: self = .cast
            case .range: self = .range
            case .wildcard: self = .wildcard
            case .binding: self = .binding
            case .expression: self = .expression
            case .enumCase: self = .enumCase
            case .tuple: self = .tuple
            }
        }
    }

    /// `if`/`guard` condition clauses (`Condition`).
    public enum ConditionKind: String, CaseIterable, Sendable {
        case expression, optionalBinding, patternMatch

        init(_ condition: Condition) {
            switch condition {
            case .expression: self = .expression
            case .optionalBinding: self = .optionalBinding
            case .patternMatch: self = .patternMatch
            }
        }
    }

    /// Type declarations (`TypeDecl.Kind`).
    public enum Declaration: String, CaseIterable, Sendable {
        case enumType, structType, classType, protocolType, extensionType

        init(_ kind: TypeDecl.Kind) {
            switch kind {
            case .enumType: self = .enumType
            case .structType: self = .structType
            case .classType: self = .classType
            case .protocolType: self = .protocolType
            case .extensionType: self = .extensionType
            }
        }
    }

    /// Spellings kept in the tree: casts, `try`, capture strengths.
    public enum Spelling: String, CaseIterable, Sendable {
        case castPlain, castOptional, castForced, castCheck, tryPlain, tryOptional, tryForced, captureStrong,
            captureWeak, captureUnowned

        init(_ kind: Expr.CastKind) {
            switch kind {
            case .plain: self = .castPlain
            case .optional: self = .castOptional
            case .forced: self = .castForced
            case .check: self = .castCheck
            }
        }

        init(_ kind: Expr.TryKind) {
            switch kind {
            case .plain: self = .tryPlain
            case .optional: self = .tryOptional
            case .forced: self = .tryForced
            }
        }

        init(_ strength: CaptureItem.Strength) {
            switch strength {
            case .strong: self = .captureStrong
            case .weak: self = .captureWeak
            case .unowned: self = .captureUnowned
            }
        }
    }

    /// Token kinds (`TokenKind`).
    public enum TokenShape: String, CaseIterable, Sendable {
        case identifier, dollar, keyword, int, double, duration, string, symbol, attribute, customOperator, eof

        init(_ kind: TokenKind) {
            switch kind {
            case .identifier: self = .identifier
            case .dollar: self = .dollar
            case .keyword: self = .keyword
            case .int: self = .int
            case .double: self = .double
            case .duration: self = .duration
            case .string: self = .string
            case .symbol: self = .symbol
            case .attribute: self = .attribute
            case .customOperator: self = .customOperator
            case .eof: self = .eof
            }
        }
    }

    /// Forms the tree keeps as fields rather than kinds: members of types, closure signatures, labels, defaults,
    /// annotations, `else if`, `where`, directives and the lexer's literal forms.
    public enum Form: String, CaseIterable, Sendable {
        case enumCase, associatedValues, rawValue, storedProperty, computedProperty, setter, willSet, didSet
        case lazyProperty, staticProperty, weakProperty, dynamicProperty, method, staticMethod, mutatingMethod
        case initializer, failableInitializer, deinitializer, nestedType, inheritance, whereConstraint
        case protocolRequirement, closureSignature, typedClosureParameter, captureList, capturedValue, trailingClosure
        case multipleTrailingClosures, argumentLabel, defaultArgument, returnType, typeAnnotation, tuplePattern
        case tupleForIn, forVar, forWhere, elseIf, caseWhere, catchPattern, catchAll, interpolation, multilineString,
            radixInteger
        case hashName, backquotedName, directiveIf, directiveElseif, directiveElse, directiveEndif, lineComment
        case blockComment, shebang, operatorFunction, inoutParameter, inoutArgument, partialRange
    }
}
