/// An expression with its source range.
public struct Expr: Sendable {
    /// What the expression is.
    public var kind: Kind
    /// The source it covers.
    public var range: SourceRange

    public init(_ kind: Kind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// The kinds of expression.
    public indirect enum Kind: Sendable {
        /// `42`
        case int(Int)
        /// `1.5`
        case double(Double)
        /// `true`, `false`
        case bool(Bool)
        /// `nil`
        case nilLiteral
        /// `300ms`, in nanoseconds.
        case duration(Int)
        /// `"a\(b)c"`
        case string([InterpolationPart])
        /// A name.
        case identifier(String)
        /// `$0`
        case dollar(Int)
        /// `[a, b]`
        case array([Expr])
        /// `["a": 1, "b": 2]`, `[:]`
        case dictionary([DictionaryEntry])
        /// `(a, label: b)`; never a single unlabeled element (that is `paren`).
        case tuple([Argument])
        /// `(a)`
        case paren(Expr)
        /// `{ x in x * 2 }`
        case closure(ClosureExpr)
        /// `f(a, label: b) { trailing }`
        case call(callee: Expr, arguments: [Argument])
        /// `base.name`
        case member(base: Expr, name: String, nameRange: SourceRange)
        /// `base.0`
        case tupleIndex(base: Expr, index: Int)
        /// `base[a]`
        case subscriptAccess(base: Expr, arguments: [Argument])
        /// `.name`, resolved by name at run time (`.seconds(1)`, `.next(210, 1)`, `.completed`).
        case implicitMember(name: String)
        /// `-x`, `!x`, and `&x` (an argument passed to an `inout` parameter)
        case unary(op: String, operand: Expr)
        /// `a + b`
        case binary(op: String, lhs: Expr, rhs: Expr, opRange: SourceRange)
        /// `c ? a : b`
        case ternary(condition: Expr, then: Expr, otherwise: Expr)
        /// `x as T`, `x as? T`, `x as! T`: the type is ignored at run time.
        case cast(Expr, TypeSyntax, CastKind)
        /// `try x`, `try? x`, `try! x`
        case tryExpr(Expr, TryKind)
        /// `x!`
        case forceUnwrap(Expr)
        /// `x?` in a chain such as `x?.name`: evaluates to `nil` when `x` is `nil`.
        case optionalChain(Expr)
        /// `Observable<Int>`: generic arguments are accepted and ignored.
        case specialized(base: Expr, arguments: [TypeSyntax])
        /// `#selector(Type.method(_:with:))`, `#selector(getter: Type.property)`.
        case selector(SelectorReference)
        /// Placeholder for an expression that failed to parse (already diagnosed).
        case error
    }

    /// The operator of a `.unary` one-sided range with only a lower bound (`5...`).
    public static let postfixRange = "postfix ..."

    /// How a cast is spelled; `is` asks whether the value is of the type instead of converting it.
    public enum CastKind: String, Sendable { case plain = "as", optional = "as?", forced = "as!", check = "is" }
    /// How `try` is spelled.
    public enum TryKind: String, Sendable { case plain = "try", optional = "try?", forced = "try!" }
}

/// A part of an interpolated string.
public enum InterpolationPart: Sendable {
    /// Literal text.
    case text(String)
    /// An interpolated expression.
    case expression(Expr)
}

/// A call or tuple argument, with its optional label.
public struct Argument: Sendable {
    /// The label, or `nil` when unlabeled.
    public var label: String?
    /// Where the label is.
    public var labelRange: SourceRange?
    /// The argument.
    public var value: Expr
    /// True for a trailing closure written after the parentheses.
    public var isTrailingClosure: Bool

    public init(label: String?, labelRange: SourceRange? = nil, value: Expr, isTrailingClosure: Bool = false) {
        self.label = label
        self.labelRange = labelRange
        self.value = value
        self.isTrailingClosure = isTrailingClosure
    }
}

/// A closure literal.
public struct ClosureExpr: Sendable {
    /// Declared parameters (empty when the body uses `$0`… or takes nothing).
    public var parameters: [Parameter]
    /// True when the closure had an explicit `... in` signature.
    public var hasSignature: Bool
    /// The statements of the body.
    public var body: [Stmt]
    /// The capture list: `[weak self, unowned x, y = z]`.
    public var captures: [CaptureItem]
    /// The declared result type (`{ n -> Single<Int> in … }`), which returned implicit members resolve against.
    public var returnType: TypeSyntax?

    public init(
        parameters: [Parameter], hasSignature: Bool, body: [Stmt], captures: [CaptureItem] = [],
        returnType: TypeSyntax? = nil
    ) {
        self.parameters = parameters
        self.hasSignature = hasSignature
        self.body = body
        self.captures = captures
        self.returnType = returnType
    }
}

/// One entry of a closure's capture list.
public struct CaptureItem: Sendable {
    public enum Strength: Sendable { case strong, weak, unowned }
    public var name: String
    public var range: SourceRange
    public var strength: Strength
    /// `[weak control = self.base]`: the value captured under `name`; `nil` captures the variable `name`.
    public var value: Expr?

    public init(name: String, range: SourceRange, strength: Strength, value: Expr?) {
        self.name = name
        self.range = range
        self.strength = strength
        self.value = value
    }
}

/// A closure or function parameter.
public struct Parameter: Sendable {
    /// The argument label callers write (`nil` for `_` or closures).
    public var label: String?
    /// The name inside the body (`_` discards the argument).
    public var name: String
    /// Where the name is.
    public var range: SourceRange
    /// The declared type, ignored except for documentation.
    public var type: TypeSyntax?
    /// Default value for function parameters.
    public var defaultValue: Expr?

    public init(label: String?, name: String, range: SourceRange, type: TypeSyntax? = nil, defaultValue: Expr? = nil) {
        self.label = label
        self.name = name
        self.range = range
        self.type = type
        self.defaultValue = defaultValue
    }
}

/// A Swift type as written (`Int`, `[String]`, `Observable<Int>`, `(Int) -> Bool`), kept only as text.
public struct TypeSyntax: Sendable {
    /// The outermost type name (`Observable` for `Observable<Int>`, `Array` for `[Int]`, `Function`, `Tuple`).
    public var name: String
    /// Where it is.
    public var range: SourceRange

    public init(name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }

    /// The type as written.
    public var text: String { range.text }

    /// True for an `inout` parameter's type (`inout Int`).
    public var isInout: Bool { Self.isInout(text) }

    /// True for a type written `inout T`.
    public static func isInout(_ written: String) -> Bool {
        written.hasPrefix("inout")
            && written.dropFirst(5).first.map { $0.isWhitespace || $0 == "[" || $0 == "(" } == true
    }
}

/// One `key: value` of a dictionary literal.
public struct DictionaryEntry: Sendable {
    public var key: Expr
    public var value: Expr

    public init(key: Expr, value: Expr) {
        self.key = key
        self.value = value
    }
}

/// What `#selector(…)` names: a method by its base name (and labels, when written), or a property's getter or
/// setter, optionally qualified by a type (`UITableViewDelegate.tableView(_:didSelectRowAt:)`).
public struct SelectorReference: Sendable {
    /// `getter:` and `setter:` name a property's accessor.
    public enum Accessor: String, Sendable { case getter, setter }

    /// The qualifying type, when written (`Type.`).
    public var typeName: String?
    /// The method's base name, or the property's name.
    public var name: String
    /// Where the name is, for diagnostics.
    public var nameRange: SourceRange
    /// The argument labels (`_` is nil), nil when not written.
    public var labels: [String?]?
    /// `getter:`/`setter:`, or nil for a method.
    public var accessor: Accessor?

    public init(typeName: String?, name: String, nameRange: SourceRange, labels: [String?]?, accessor: Accessor?) {
        self.typeName = typeName
        self.name = name
        self.nameRange = nameRange
        self.labels = labels
        self.accessor = accessor
    }

    /// As written: `getter: Type.name`, `name(_:with:)`.
    public var text: String {
        let qualified = (typeName.map { $0 + "." } ?? "") + name
        let labelled = labels.map { qualified + "(" + $0.map { ($0 ?? "_") + ":" }.joined() + ")" } ?? qualified
        return accessor.map { "\($0.rawValue): " + labelled } ?? labelled
    }
}
