/// The result of compiling one file or REPL entry.
final class CompiledProgram: @unchecked Sendable {
    /// The top-level pseudo-function (its frame holds locals of top-level blocks).
    let code: FunctionCode
    /// The statements, in order (without `lastExpression`).
    let statements: [StatementNode]
    /// A final bare expression whose value the REPL shows.
    let lastExpression: Node?
    /// Globals this program declares, for rolling back a failed REPL entry.
    let declaredGlobals: [String]
    /// Function bodies the resolver pass did not key as the compiler did (each boxes every `var`); 0 unless the
    /// two disagree, which `CaptureResolverTests` watches.
    var unresolvedFunctionBodies = 0

    init(code: FunctionCode, statements: [StatementNode], lastExpression: Node?, declaredGlobals: [String]) {
        self.code = code
        self.statements = statements
        self.lastExpression = lastExpression
        self.declaredGlobals = declaredGlobals
    }
}

/// A local variable known to the compiler.
final class LocalVariable {
    let name: String
    let slot: Int
    let isMutable: Bool
    /// True for a `var` that closures capture: its slot holds a shared box.
    let isBoxed: Bool
    /// True for a closure parameter: assignable in the closure's own body, like Swift's `inout` parameters
    /// (`scan(into:) { acc, x in acc += x }`), but never boxed and read-only for inner closures.
    let isParameter: Bool
    /// Declared `T?`: values assigned to it are Optionals, as in Swift.
    var wrapsOptional = false

    init(name: String, slot: Int, isMutable: Bool, isBoxed: Bool, isParameter: Bool = false) {
        self.name = name
        self.slot = slot
        self.isMutable = isMutable
        self.isBoxed = isBoxed
        self.isParameter = isParameter
    }
}

/// Compile-time state of one function (closure, `func`, or the top level) being compiled.
final class FunctionContext {
    enum CaptureKey: Hashable {
        case local(ObjectIdentifier)
        case capture(Int)
        case enclosingFunction
    }

    let parent: FunctionContext?
    let isTopLevel: Bool
    /// A `func`'s own name, resolved to the running function (for recursion).
    let selfName: String?
    /// True inside a closure without a signature, where `$0`… are the parameters.
    let allowsDollar: Bool
    var scopes: [[String: LocalVariable]] = [[:]]
    var slotCount = 0
    var captureSources: [CaptureSource] = []
    var captureIndices: [CaptureKey: Int] = [:]
    var returnSlot = 0
    /// True once a `return` was compiled: only then is the return slot written.
    var hasReturn = false
    /// Enclosing loops and switches, for checking `break` and `continue`.
    var loopDepth = 0
    var switchDepth = 0
    /// The labels in scope (`outer: for …`), innermost last, each with whether it names a loop.
    var labels: [(name: String, isLoop: Bool)] = []
    /// A label written before the statement being compiled, which a loop takes for `continue label`.
    var pendingLabel: String?
    /// For each enclosing `switch` case, innermost last: nil where `fallthrough` may go on to the next case,
    /// otherwise why it may not.
    var fallthroughRules: [DiagnosticMessage?] = []
    /// The name `#function` gives: `name(label:)` for a `func`, `closure` inside a closure.
    var functionName: String?
    /// The declared return type's name (`Single` for `-> Single<Int>`), which `return .just(1)` resolves against.
    var returnTypeName: String?
    /// Declared `-> T?`: what it returns is an Optional.
    var returnsOptional = false
    /// Set for a member of a declared type: its bare member names mean `self.name`.
    var memberContext: MemberContext?
    /// A closure's capture list (`[weak self, x]`): each name's capture index, and whether it is held weakly.
    var explicitCaptures: [String: (index: Int, isWeak: Bool)] = [:]
    /// Capture indices whose values are weak references, read through `WeakCaptureNode`.
    var weakCaptureIndices: Set<Int> = []
    /// The names this body's nested closures and functions use (`CaptureResolver`): a `var` named so is boxed.
    /// Nil when unknown, and then every `var` is.
    var namesUsedByNestedFunctions: Set<String>?

    init(parent: FunctionContext?, isTopLevel: Bool, selfName: String?, allowsDollar: Bool) {
        self.parent = parent
        self.isTopLevel = isTopLevel
        self.selfName = selfName
        self.allowsDollar = allowsDollar
    }

    func allocateSlot() -> Int {
        slotCount += 1
        return slotCount - 1
    }

    func lookupLocal(_ name: String) -> LocalVariable? {
        for scope in scopes.reversed() {
            if let variable = scope[name] { return variable }
        }
        return nil
    }

    /// True where `let`/`var` declare globals: the outermost scope of the top level.
    var declaresGlobals: Bool { isTopLevel && scopes.count == 1 }
}

/// Resolves names and turns the syntax tree into executable nodes.
///
/// Variables become frame slots, capture indices or global boxes, so running code never looks names up.
/// Whether a local `var` must live in a box (because a closure captures it) comes from the resolver pass run
/// before (`CaptureResolver`), so the tree is compiled once.
final class Compiler {
    let registry: HostRegistry
    let globals: GlobalScope
    /// For each function body (keyed by its range's start), the names its nested functions use.
    let namesUsedInside: [Int: Set<String>]
    var unresolvedFunctionBodies = 0
    var diagnostics: [Diagnostic] = []
    var context: FunctionContext
    var declaredGlobals: [String] = []
    var hoisted: [String: VariableBox] = [:]
    /// Set just before compiling the base of a postfix expression inside an optional chain, so only the chain's
    /// outermost expression wraps its result (`a?.b.c` is one chain, as in Swift).
    var compilingChainSpine = false

    init(registry: HostRegistry, globals: GlobalScope, namesUsedInside: [Int: Set<String>]) {
        self.registry = registry
        self.globals = globals
        self.namesUsedInside = namesUsedInside
        self.context = FunctionContext(parent: nil, isTopLevel: true, selfName: nil, allowsDollar: false)
        context.namesUsedByNestedFunctions = namesUsedInside[CaptureResolver.topLevel]
    }

    /// Thrown after a diagnostic, to abandon the current statement.
    struct CompileError: Error {}

    /// Resolves captures, then compiles the program once; on failure the global scope is left as it was.
    static func compile(
        _ statements: [Stmt], file: SourceFile, registry: HostRegistry, globals: GlobalScope,
        keepsLastExpression: Bool
    ) -> (CompiledProgram?, [Diagnostic]) {
        let saved = globals.bindings
        let compiler = Compiler(
            registry: registry, globals: globals, namesUsedInside: CaptureResolver.resolve(statements))
        let program = compiler.compileProgram(statements, file: file, keepsLastExpression: keepsLastExpression)
        if !compiler.diagnostics.isEmpty {
            globals.bindings = saved
            return (nil, compiler.diagnostics)
        }
        return (program, [])
    }

    func compileProgram(_ statements: [Stmt], file: SourceFile, keepsLastExpression: Bool) -> CompiledProgram {
        // Top-level functions are visible to code above them, so they can call each other.
        hoistFunctions(
            statements.compactMap { statement in
                if case .function(let decl) = statement.kind { return decl }
                return nil
            })
        for statement in statements {
            if case .typeDeclaration(let decl) = statement.kind, decl.kind == .extensionType {
                globals.extensionMethodNames.formUnion(decl.methods.filter { !$0.isStatic }.map(\.function.name))
            }
            if case .typeDeclaration(let decl) = statement.kind { recordEnumCases(decl) }
            if case .typeDeclaration(let decl) = statement.kind, decl.kind != .extensionType, decl.kind != .protocolType
            {
                hoisted[decl.name] = globals.declare(decl.name, isMutable: false, range: decl.nameRange)
                declaredGlobals.append(decl.name)
            }
        }
        var body = statements
        var lastExpression: Expr?
        if keepsLastExpression, let final = body.last, case .expression(let expression) = final.kind {
            body.removeLast()
            lastExpression = expression
        }
        var nodes: [StatementNode] = []
        var functions: [StatementNode] = []
        var types: [StatementNode] = []
        for statement in body {
            guard let compiled = compileRecovering(body: { try self.compile(statement) }) else { continue }
            // Top-level types and functions exist before any statement runs, as in a Swift script.
            switch statement.kind {
            case .function: functions += compiled
            case .typeDeclaration(let decl) where decl.kind != .extensionType: types += compiled
            default: nodes += compiled
            }
        }
        nodes = DeferNode.nesting(types + functions + nodes)
        let last = lastExpression.flatMap { expression in compileRecovering(body: { try self.compile(expression) }) }
        let range = SourceRange(file: file, start: 0, end: file.bytes.count)
        let code = FunctionCode(name: "top level", range: range, parameterCount: 0, hasSignature: true)
        code.frameSize = max(context.slotCount, 1)
        let program = CompiledProgram(
            code: code, statements: nodes, lastExpression: last, declaredGlobals: declaredGlobals)
        program.unresolvedFunctionBodies = unresolvedFunctionBodies
        return program
    }

    private func compileRecovering<T>(body: () throws -> T) -> T? {
        do {
            return try body()
        } catch {
            return nil
        }
    }

    /// Records a diagnostic and returns the error that abandons the statement.
    func error(_ message: DiagnosticMessage, at range: SourceRange, notes: [Diagnostic.Note] = []) -> CompileError {
        diagnostics.append(Diagnostic(.error, message, at: range, notes: notes, phase: .semantic))
        return CompileError()
    }

    /// Runs `body` with a fresh block scope.
    func inScope<T>(_ body: () throws -> T) rethrows -> T {
        context.scopes.append([:])
        defer { context.scopes.removeLast() }
        return try body()
    }

    // MARK: - Names

    enum Resolution {
        case local(LocalVariable)
        case capture(index: Int, isBoxed: Bool, isMutable: Bool)
        case selfFunction
        case global(GlobalScope.Binding)
    }

    func resolve(_ name: String) -> Resolution? {
        if let variable = context.lookupLocal(name) { return .local(variable) }
        if context.selfName == name { return .selfFunction }
        if let explicit = context.explicitCaptures[name] {
            return .capture(index: explicit.index, isBoxed: false, isMutable: false)
        }
        if let capture = resolveCapture(name, in: context) {
            return .capture(index: capture.index, isBoxed: capture.isBoxed, isMutable: capture.isMutable)
        }
        if let binding = globals.bindings[name] { return .global(binding) }
        return nil
    }

    /// Finds `name` in an enclosing function and threads it through every function in between as a capture.
    private func resolveCapture(
        _ name: String, in function: FunctionContext
    ) -> (index: Int, isBoxed: Bool, isMutable: Bool)? {
        guard let parent = function.parent else { return nil }
        let source: CaptureSource
        let key: FunctionContext.CaptureKey
        let isBoxed: Bool
        let isMutable: Bool
        var isWeak = false
        if let variable = parent.lookupLocal(name) {
            source = .slot(variable.slot)
            key = .local(ObjectIdentifier(variable))
            isBoxed = variable.isBoxed
            isMutable = variable.isMutable && !variable.isParameter
        } else if let explicit = parent.explicitCaptures[name] {
            source = .capture(explicit.index)
            key = .capture(explicit.index)
            isBoxed = false
            isMutable = false
            isWeak = explicit.isWeak
        } else if parent.selfName == name {
            source = .enclosingFunction
            key = .enclosingFunction
            isBoxed = false
            isMutable = false
        } else if let outer = resolveCapture(name, in: parent) {
            source = .capture(outer.index)
            key = .capture(outer.index)
            isBoxed = outer.isBoxed
            isMutable = outer.isMutable
            isWeak = parent.weakCaptureIndices.contains(outer.index)
        } else {
            return nil
        }
        if let existing = function.captureIndices[key] { return (existing, isBoxed, isMutable) }
        let index = function.captureSources.count
        function.captureSources.append(source)
        function.captureIndices[key] = index
        if isWeak { function.weakCaptureIndices.insert(index) }
        return (index, isBoxed, isMutable)
    }

    /// Names visible here, for "did you mean" suggestions.
    func visibleNames() -> [String] {
        var names: [String] = []
        var function: FunctionContext? = context
        while let current = function {
            for scope in current.scopes { names += scope.keys }
            if let selfName = current.selfName { names.append(selfName) }
            function = current.parent
        }
        return names + globals.bindings.keys.filter { !$0.hasSuffix(")") }
    }

    func unknownName(_ name: String, at range: SourceRange) -> CompileError {
        error(.unknownName(name), at: range, notes: Suggestions.note(for: name, among: visibleNames()))
    }

    /// Declares a local in the current scope.
    func declareLocal(
        _ name: String, isMutable: Bool, range: SourceRange, isParameter: Bool = false, isBoxed: Bool = false
    ) throws -> LocalVariable {
        if context.scopes[context.scopes.count - 1][name] != nil && !context.isTopLevel {
            throw error(.invalidRedeclaration(name), at: range)
        }
        let captured = context.namesUsedByNestedFunctions?.contains(name) ?? true
        let variable = LocalVariable(
            name: name, slot: context.allocateSlot(), isMutable: isMutable,
            isBoxed: isBoxed || isMutable && !isParameter && captured, isParameter: isParameter)
        context.scopes[context.scopes.count - 1][name] = variable
        return variable
    }
}
