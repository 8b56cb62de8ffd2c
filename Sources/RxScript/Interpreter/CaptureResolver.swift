/// The pass before compiling (Crafting Interpreters' resolver): one walk over the syntax tree that records, for each
/// function body, the names used by the closures and functions nested in it. The compiler then boxes a `var` of that
/// body only when one of those names is its own, so closures share it; every other local stays a plain frame slot.
///
/// A nested function's own local of the same name counts too (the walk knows functions, not scopes): that costs a
/// box, never a wrong value. Function bodies are keyed as the compiler sees them, by the start of the range it is
/// given for each (`Compiler.compileFunction`); a body the walk did not key boxes every `var`, to stay correct.
struct CaptureResolver: SyntaxVisitor {
    /// The key of the top level's body.
    static let topLevel = Int.min

    /// For each function body, the names its nested closures and functions use.
    private(set) var namesUsedInside: [Int: Set<String>] = [:]
    private var functions: [Int] = []

    static func resolve(_ statements: [Stmt]) -> [Int: Set<String>] {
        var resolver = CaptureResolver()
        resolver.inFunction(topLevel) { $0.visit(statements) }
        return resolver.namesUsedInside
    }

    private mutating func inFunction(_ key: Int, _ body: (inout CaptureResolver) -> Void) {
        functions.append(key)
        if namesUsedInside[key] == nil { namesUsedInside[key] = [] }
        body(&self)
        functions.removeLast()
    }

    /// `name` is read or written here: every enclosing body but this one sees it used by a nested function.
    private mutating func use(_ name: String) {
        for key in functions.dropLast() { namesUsedInside[key, default: []].insert(name) }
    }

    private mutating func function(_ key: Int, parameters: [Parameter], body: [Stmt]) {
        inFunction(key) { resolver in
            for parameter in parameters { resolver.visit(parameter) }
            resolver.visit(body)
        }
    }

    mutating func visit(_ statement: Stmt) {
        guard case .function(let decl) = statement.kind else { return walk(statement) }
        function(statement.range.start, parameters: decl.parameters, body: decl.body)
    }

    mutating func visit(_ expr: Expr) {
        guard case .identifier(let name) = expr.kind else { return walk(expr) }
        use(name)
    }

    mutating func visit(_ condition: Condition) {
        // `if let x` reads `x`.
        guard case .optionalBinding(let name, _, _, nil) = condition else { return walk(condition) }
        use(name)
    }

    mutating func visit(_ closure: ClosureExpr, at range: SourceRange) {
        // A capture list is evaluated where the closure is made, in the enclosing function.
        for item in closure.captures {
            if let value = item.value { visit(value) } else { use(item.name) }
        }
        function(range.start, parameters: closure.parameters, body: closure.body)
    }

    /// A type's members are functions of their own, keyed by the ranges the compiler gives them.
    mutating func visit(_ decl: TypeDecl) {
        for enumCase in decl.cases { if let raw = enumCase.rawValue { visit(raw) } }
        for property in decl.properties {
            if let getter = property.getter { function(property.range.start, parameters: [], body: getter) }
            if let setter = property.setter { function(property.range.start, parameters: [], body: setter.body) }
            if let value = property.initializer {
                function(value.range.start, parameters: [], body: [Stmt(.expression(value), value.range)])
            }
            if let observer = property.willSet { function(property.range.start, parameters: [], body: observer.body) }
            if let observer = property.didSet { function(property.range.start, parameters: [], body: observer.body) }
        }
        for method in decl.methods {
            function(method.range.start, parameters: method.function.parameters, body: method.function.body)
        }
        for initializer in decl.initializers {
            function(initializer.range.start, parameters: initializer.parameters, body: initializer.body)
        }
        if let body = decl.deinitializer { function(decl.nameRange.start, parameters: [], body: body) }
        for nested in decl.nestedTypes { visit(nested) }
    }
}
