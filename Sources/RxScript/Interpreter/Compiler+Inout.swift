extension Compiler {
    /// `receiver.name(…)` for a mutating member's name: on an assignable receiver the changed value is written
    /// back (through `?.`, only when there is one); on a `let`, a literal or a call's result it is Swift's
    /// error once the receiver turns out to be a value. `nil` when neither applies (an ordinary call).
    func mutatingCall(_ base: Expr, _ name: String, _ arguments: [Argument], range: SourceRange) throws -> Node? {
        var receiver = base
        var propagatesNil = false
        if case .optionalChain(let inner) = base.kind {
            receiver = inner
            propagatesNil = true
        }
        let target: LValue
        if let place = try? assignableTarget(receiver) {
            target = place
        } else if let reason = immutableReason(receiver) {
            target = ImmutableLValue(node: try compile(receiver), reason: reason.text, notes: reason.notes)
        } else {
            return nil
        }
        return MutatingMethodCallNode(
            target: target, name: name, arguments: try compileArguments(arguments), registry: registry,
            propagatesNil: propagatesNil, range: range)
    }

    /// Where an `&` argument is read from and written back to, or Swift's error when it cannot be changed.
    func inoutPlace(_ expr: Expr) throws -> LValue {
        if case .identifier(let name) = expr.kind, resolve(name) == nil,
            implicitSelfMember(name, range: expr.range) == nil
        {
            throw unknownName(name, at: expr.range)
        }
        if let place = try assignableTarget(expr) { return place }
        let reason = immutableReason(expr) ?? (text: "it is not a variable", notes: [])
        throw error(.inoutImmutable(reason.text), at: expr.range, notes: reason.notes)
    }

    /// Why a value cannot be changed, in Swift's words (`'x' is a 'let' constant`), with the fix as a note.
    func immutableReason(_ expr: Expr) -> (text: String, notes: [Diagnostic.Note])? {
        switch expr.kind {
        case .identifier(let name):
            if name == "self" { return ("'self' is immutable", [Diagnostic.Note("mark the method 'mutating'")]) }
            guard let resolution = resolve(name) else { return nil }
            switch resolution {
            case .local, .capture, .global:
                return ("'\(name)' is a 'let' constant", [Diagnostic.Note("change 'let' to 'var' to make it mutable")])
            case .selfFunction:
                return ("'\(name)' is a function", [])
            }
        case .call:
            return ("function call returns immutable value", [Diagnostic.Note("store the result in a 'var' first")])
        case .int, .double, .bool, .string, .array, .dictionary, .nilLiteral:
            return ("literals are not mutable", [Diagnostic.Note("store the value in a 'var' first")])
        case .paren(let inner), .subscriptAccess(let inner, _), .optionalChain(let inner), .forceUnwrap(let inner):
            return immutableReason(inner)
        default:
            return nil
        }
    }
}
