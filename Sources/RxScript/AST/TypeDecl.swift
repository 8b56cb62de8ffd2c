/// `enum`, `struct`, `class`, `protocol` or `extension`: a named type and its members.
public struct TypeDecl: Sendable {
    /// Which declaration.
    public enum Kind: String, Sendable {
        case enumType = "enum", structType = "struct", classType = "class", protocolType = "protocol"
        case extensionType = "extension"
    }

    public var kind: Kind
    /// The declared (or extended) type's name.
    public var name: String
    public var nameRange: SourceRange
    /// The names after `:` (a superclass, a raw type, protocols), in order.
    public var inherited: [String] = []
    /// The `where` clause of an extension, as written (`Element == Int`, `Base: UIView`).
    public var constraints: [(name: String, type: String)] = []
    public var cases: [EnumCaseDecl] = []
    public var properties: [PropertyDecl] = []
    public var methods: [MethodDecl] = []
    public var initializers: [InitializerDecl] = []
    /// The `deinit` body.
    public var deinitializer: [Stmt]?
    public var nestedTypes: [TypeDecl] = []
    /// A protocol's requirement names (`var name`, `func greet`), which its extensions may use as `self.name`.
    public var requirements: [String] = []

    public init(kind: Kind, name: String, nameRange: SourceRange) {
        self.kind = kind
        self.name = name
        self.nameRange = nameRange
    }
}

/// `case name`, `case name(Int, label: String)`, `case name = "raw"`.
public struct EnumCaseDecl: Sendable {
    public var name: String
    public var range: SourceRange
    /// The associated values' labels (`nil` when unlabeled); `nil` for a case without associated values.
    public var associatedLabels: [String?]?
    public var rawValue: Expr?
}

/// A stored (`let x = 1`, `var y: Int`) or computed (`var z: Int { … }`) property.
public struct PropertyDecl: Sendable {
    public var name: String
    public var range: SourceRange
    public var isMutable: Bool
    public var isStatic: Bool
    /// `weak var`: a class instance is held without keeping it alive.
    public var isWeak: Bool
    /// `@objc dynamic var`: key-value observing sees its changes.
    public var isDynamic: Bool = false
    /// `@IBOutlet`: a storyboard makes it when a view controller's view loads.
    public var isOutlet: Bool = false
    public var type: TypeSyntax?
    public var initializer: Expr?
    /// A computed property's getter body.
    public var getter: [Stmt]?
    /// A computed property's setter: the new value's name and the body.
    public var setter: (name: String, body: [Stmt])?
    /// `willSet { … }` on a stored property: the new value's name and the body.
    public var willSet: (name: String, body: [Stmt])?
    /// `didSet { … }` on a stored property: the old value's name and the body.
    public var didSet: (name: String, body: [Stmt])?
    /// `lazy var`: the initializer runs, with `self`, on first use.
    public var isLazy = false
}

/// A `func` inside a type.
public struct MethodDecl: Sendable {
    public var function: FunctionDecl
    public var range: SourceRange
    public var isStatic: Bool
    public var isMutating: Bool
}

/// `init(…) { … }` (also `init?`).
public struct InitializerDecl: Sendable {
    public var parameters: [Parameter]
    public var body: [Stmt]
    public var range: SourceRange
    public var isFailable: Bool
}
