extension Compiler {
    /// Compiles a statement; a few (like `import`) produce no code.
    func compile(_ statement: Stmt) throws -> [StatementNode] {
        let range = statement.range
        switch statement.kind {
        case .expression(let expression):
            return [ExpressionStatementNode(try compile(expression))]
        case .variable(let decl):
            return [try compileDeclaration(decl, range: range)]
        case .assignment(let target, let op, let value, _):
            return [try compileAssignment(target, op, value, range: range)]
        case .ifStatement(let conditions, let then, let otherwise):
            let (clauses, thenNodes) = try inScope { (try compileConditions(conditions), try compileBlock(then)) }
            let elseNodes = try inScope { try compileBlock(otherwise ?? []) }
            return [IfNode(conditions: clauses, then: thenNodes, otherwise: elseNodes, range: range)]
        case .guardStatement(let conditions, let otherwise):
            let elseNodes = try inScope { try compileBlock(otherwise) }
            return [GuardNode(conditions: try compileConditions(conditions), otherwise: elseNodes, range: range)]
        case .switchStatement(let subject, let cases):
            return [try compileSwitch(subject, cases, range: range)]
        case .breakStatement(let label):
            if let label {
                guard context.labels.contains(where: { $0.name == label }) else {
                    throw error(.unresolvedLabel(label), at: range)
                }
                return [JumpNode(flow: .brokeOut(label), range: range)]
            }
            guard context.loopDepth + context.switchDepth > 0 else {
                throw error(.breakOutsideLoop("break"), at: range)
            }
            return [JumpNode(flow: .broke, range: range)]
        case .continueStatement(let label):
            if let label {
                guard let found = context.labels.last(where: { $0.name == label }) else {
                    throw error(.unresolvedLabel(label), at: range)
                }
                guard found.isLoop else { throw error(.continueLabelNotLoop(label), at: range) }
                return [JumpNode(flow: .continuedOut(label), range: range)]
            }
            guard context.loopDepth > 0 else { throw error(.breakOutsideLoop("continue"), at: range) }
            return [JumpNode(flow: .continued, range: range)]
        case .fallthroughStatement:
            guard let rule = context.fallthroughRules.last else { throw error(.fallthroughOutsideSwitch, at: range) }
            if let rule { throw error(rule, at: range) }
            return [JumpNode(flow: .fellThrough, range: range)]
        case .labeled(let label, _, let inner):
            return [try compileLabeled(label, inner)]
        case .whileLoop(let conditions, let body):
            let label = takeLabel()
            return try inScope {
                let clauses = try compileConditions(conditions)
                return [
                    WhileNode(
                        conditions: clauses, body: try inLoop { try inScope { try compileBlock(body) } },
                        label: label, range: range)
                ]
            }
        case .repeatWhile(let body, let test):
            let label = takeLabel()
            let bodyNodes = try inLoop { try inScope { try compileBlock(body) } }
            return [RepeatWhileNode(body: bodyNodes, test: try compile(test), label: label, range: range)]
        case .forCase(let pattern, let sequence, let filter, let body):
            let label = takeLabel()
            let sequenceNode = try compile(sequence)
            return try inScope {
                let matcher = try compilePattern(pattern)
                return [
                    ForInNode(
                        targets: [], isTuple: false, sequence: sequenceNode,
                        filter: try filter.map { try compile($0) },
                        body: try inLoop { try compileBlock(body) }, label: label, matcher: matcher, range: range)
                ]
            }
        case .forIn(let names, let isTuple, let isMutable, let sequence, let filter, let body):
            let label = takeLabel()
            let sequenceNode = try compile(sequence)
            return try inScope {
                // Each pass binds fresh variables, so a closure that captures a `for var` keeps its own box.
                let targets: [DeclarationTarget] = try names.map { name, nameRange in
                    if name == "_" { return .discard }
                    let variable = try declareLocal(name, isMutable: isMutable, range: nameRange)
                    return variable.isBoxed ? .boxedSlot(variable.slot, name: name) : .slot(variable.slot)
                }
                return [
                    ForInNode(
                        targets: targets, isTuple: isTuple, sequence: sequenceNode,
                        filter: try filter.map { try compile($0) },
                        body: try inLoop { try compileBlock(body) }, label: label, range: range)
                ]
            }
        case .returnStatement(let value):
            if context.isTopLevel { throw error(.returnOutsideFunction, at: range) }
            context.hasReturn = true
            return [
                ReturnNode(
                    value: try value.map { value in
                        var compiled = try compile(returned(value))
                        if let type = DeclaredNumberType(context.returnTypeName) {
                            compiled = NumberConversionNode(compiled, to: type)
                        }
                        return wrappingIfOptional(compiled, context.returnsOptional)
                    }, slot: context.returnSlot, range: range)
            ]
        case .throwStatement(let value):
            return [ThrowNode(value: try compile(value), range: range)]
        case .function(let decl):
            return [try compileFunctionDeclaration(decl, range: range)]
        case .typeDeclaration(let decl):
            return try compileTypeDeclaration(decl, range: range)
        case .doCatch(let body, let clauses):
            let bodyNodes = try inScope { try compileBlock(body) }
            let compiled = try clauses.map { clause in
                try inScope {
                    if let pattern = clause.pattern {
                        return CatchNode.Clause(
                            matcher: try compilePattern(pattern), target: nil,
                            body: try compileBlock(clause.body))
                    }
                    let variable = try declareLocal("error", isMutable: false, range: range)
                    let target: DeclarationTarget =
                        variable.isBoxed
                        ? .boxedSlot(variable.slot, name: "error")
                        : .slot(variable.slot)
                    return CatchNode.Clause(matcher: nil, target: target, body: try compileBlock(clause.body))
                }
            }
            return [CatchNode(body: bodyNodes, clauses: compiled, range: range)]
        case .deferStatement(let body):
            return [DeferMarkerNode(body: try inScope { try compileBlock(body) }, range: range)]
        case .importDecl, .error:
            return []
        }
    }

    private func inLoop<T>(_ body: () throws -> T) rethrows -> T {
        context.loopDepth += 1
        let rules = context.fallthroughRules
        context.fallthroughRules = []
        defer {
            context.loopDepth -= 1
            context.fallthroughRules = rules
        }
        return try body()
    }

    /// The label written before the loop being compiled, taken so that statements inside do not see it.
    private func takeLabel() -> String? {
        defer { context.pendingLabel = nil }
        return context.pendingLabel
    }

    /// `label: statement`: `break label` leaves the statement; a loop also takes the label for `continue label`.
    private func compileLabeled(_ label: String, _ statement: Stmt) throws -> StatementNode {
        var isLoop = false
        switch statement.kind {
        case .whileLoop, .repeatWhile, .forIn, .forCase: isLoop = true
        default: break
        }
        context.labels.append((label, isLoop))
        if isLoop { context.pendingLabel = label }
        defer {
            context.labels.removeLast()
            context.pendingLabel = nil
        }
        let nodes = try compile(statement)
        return LabeledNode(label: label, body: nodes, range: statement.range)
    }

    /// Where a binding stores its value: a global at the top level's outermost scope, otherwise a local.
    private func bindingTarget(_ name: String, isMutable: Bool, range: SourceRange) throws -> DeclarationTarget {
        if name == "_" { return .discard }
        if context.declaresGlobals {
            declaredGlobals.append(name)
            return .global(globals.declare(name, isMutable: isMutable, range: range))
        }
        let variable = try declareLocal(name, isMutable: isMutable, range: range)
        return variable.isBoxed ? .boxedSlot(variable.slot, name: name) : .slot(variable.slot)
    }

    /// `if`/`guard` clauses; each binding's value is compiled before the name is declared, so
    /// `if let x { }` reads the outer `x`.
    private func compileConditions(_ conditions: [Condition]) throws -> [ConditionClause] {
        try conditions.map { clause in
            switch clause {
            case .expression(let expression):
                return .test(try compile(expression))
            case .patternMatch(let pattern, let value):
                let node = try compile(value)
                return .match(try compilePattern(pattern), node)
            case .optionalBinding(let name, let range, let isMutable, let value):
                let node = try compile(value ?? Expr(.identifier(name), range))
                return .bind(try bindingTarget(name, isMutable: isMutable, range: range), node)
            }
        }
    }

    private func compileSwitch(_ subject: Expr, _ cases: [SwitchCase], range: SourceRange) throws -> StatementNode {
        let subjectNode = try compile(subject)
        _ = takeLabel()
        try checkExhaustive(cases, at: range)
        context.switchDepth += 1
        defer { context.switchDepth -= 1 }
        var clauses: [SwitchClause] = []
        for (index, clause) in cases.enumerated() {
            let rule: DiagnosticMessage? =
                index + 1 == cases.count
                ? .fallthroughFromLastCase
                : cases[index + 1].items.contains { $0.pattern.bindsNames } ? .fallthroughIntoBindings : nil
            context.fallthroughRules.append(rule)
            defer { context.fallthroughRules.removeLast() }
            clauses.append(
                try inScope {
                    let items = try clause.items.map { item in
                        (pattern: try compilePattern(item.pattern), guardNode: try item.guardExpression.map(compile))
                    }
                    return SwitchClause(items: items, body: try compileBlock(clause.body))
                })
        }
        return SwitchNode(subject: subjectNode, clauses: clauses, range: range)
    }

    func compilePattern(_ pattern: Pattern) throws -> PatternMatcher {
        switch pattern {
        case .wildcard:
            return WildcardMatcher()
        case .binding(let name, let range, let isMutable):
            // Alternatives of one case (`case .a(let x), .b(let x)`) bind the same variable.
            if let existing = context.scopes[context.scopes.count - 1][name] {
                return BindingMatcher(
                    target: existing.isBoxed ? .boxedSlot(existing.slot, name: name) : .slot(existing.slot))
            }
            let variable = try declareLocal(name, isMutable: isMutable, range: range)
            return BindingMatcher(
                target: variable.isBoxed ? .boxedSlot(variable.slot, name: name) : .slot(variable.slot))
        case .expression(let expression):
            if case .identifier(let name) = expression.kind, memberContext?.caseNames.contains(name) == true,
                resolve(name) == nil
            {
                return CaseMatcher(name: name, arguments: nil)  // `case searchRepositories:` inside the enum
            }
            return ExpressionMatcher(node: try compile(expression))
        case .enumCase(let name, let range, let arguments):
            if let current = Self.eventSpellings[name],
                !globals.enumCases.values.contains(where: { $0.contains { $0.name == name } })
            {
                // RxSwift 2's `.Next(let x)`: said once, before the script runs; it still matches an Event.
                registry.noteOldSpelling("." + name, "." + current, range)
            }
            return CaseMatcher(name: name, arguments: try arguments?.map(compilePattern))
        case .tuple(let elements):
            return TupleMatcher(elements: try elements.map(compilePattern))
        case .optional(let inner):
            return CaseMatcher(name: "some", arguments: [try compilePattern(inner)])
        case .typeCheck(let type):
            return TypeMatcher(typeName: type.name, inner: nil)
        case .cast(let inner, let type):
            return TypeMatcher(typeName: type.name, inner: try compilePattern(inner))
        case .range(let lower, let upper, let isClosed):
            let bounds = [lower, upper].compactMap { $0 }
            guard let first = bounds.first, let last = bounds.last else { return WildcardMatcher() }
            return RangeMatcher(
                lower: try lower.map(compile), upper: try upper.map(compile), isClosed: isClosed,
                node: ConstantNode(.nil, range: first.range.to(last.range)))
        }
    }

    /// Compiles each statement, reporting every error in the block before giving up on it.
    func compileBlock(_ statements: [Stmt]) throws -> [StatementNode] {
        var nodes: [StatementNode] = []
        var failed = false
        for statement in statements {
            do {
                nodes += try compile(statement)
            } catch {
                failed = true
            }
        }
        if failed { throw CompileError() }
        return DeferNode.nesting(nodes)
    }

    private func compileDeclaration(_ decl: VariableDecl, range: SourceRange) throws -> StatementNode {
        let initializer: Node?
        let wrapsOptional = decl.type?.declaresOptional == true && !decl.isWeak
        do {
            initializer = try decl.initializer.map {
                wrappingIfOptional(try compile(Self.typed($0, as: decl.type)), wrapsOptional)
            }
        } catch {
            // The names still exist, so later uses do not repeat the error as "cannot find 'x'".
            for (name, nameRange) in decl.names where name != "_" {
                if context.declaresGlobals {
                    _ = globals.declare(name, isMutable: decl.isMutable, range: nameRange)
                } else {
                    _ = try? declareLocal(name, isMutable: decl.isMutable, range: nameRange)
                }
            }
            throw error
        }
        var targets: [DeclarationTarget] = []
        for (name, nameRange) in decl.names {
            if name == "_" {
                targets.append(.discard)
            } else if context.declaresGlobals {
                let box = globals.declare(name, isMutable: decl.isMutable, range: nameRange)
                box.isWeak = decl.isWeak
                box.wrapsOptional = wrapsOptional
                targets.append(.global(box))
                declaredGlobals.append(name)
            } else if decl.isWeak {
                let variable = try declareLocal(name, isMutable: decl.isMutable, range: nameRange, isBoxed: true)
                targets.append(.weakBoxedSlot(variable.slot, name: name))
            } else {
                let variable = try declareLocal(name, isMutable: decl.isMutable, range: nameRange)
                variable.wrapsOptional = wrapsOptional
                targets.append(variable.isBoxed ? .boxedSlot(variable.slot, name: name) : .slot(variable.slot))
            }
        }
        return DeclarationNode(
            targets: targets, initializer: initializer, isTuplePattern: decl.isTuplePattern,
            convertsToDouble: ["Double", "CGFloat", "TimeInterval"].contains(decl.type?.name ?? ""),
            convertsToFloat: decl.type?.name == "Float",
            name: decl.isTuplePattern ? nil : decl.names.first?.name, range: range)
    }

    /// An array literal declared as a `Set` (`var seen: Set<Int> = []`) is a set, as Swift infers it.
    static func typed(_ initializer: Expr, as type: TypeSyntax?) -> Expr {
        guard type?.name == "Set", case .array = initializer.kind else { return initializer }
        let callee = Expr(.identifier("Set"), initializer.range)
        return Expr(.call(callee: callee, arguments: [Argument(label: nil, value: initializer)]), initializer.range)
    }

    /// Swift's "missing return": a `func` declared to return a value whose body is not one expression and never
    /// returns a value or throws.
    func checkReturns(_ decl: FunctionDecl) throws {
        guard let type = decl.returnType, !["Void", "()", "Never"].contains(type.text) else { return }
        if decl.body.count == 1, case .expression = decl.body[0].kind { return }
        if ReturnScanner.returnsOrThrows(decl.body) { return }
        throw error(.missingReturn(decl.name, type: type.text), at: decl.nameRange)
    }

    private func compileFunctionDeclaration(_ decl: FunctionDecl, range: SourceRange) throws -> StatementNode {
        try checkReturns(decl)
        let labels = decl.parameters.map(\.label)
        if context.declaresGlobals {
            let box = hoistedBox(for: decl) ?? globals.declare(decl.name, isMutable: false, range: decl.nameRange)
            let (code, sources) = try compileFunction(
                parameters: decl.parameters, hasSignature: true, body: decl.body,
                name: decl.name, selfName: nil, labels: labels, range: range, returnType: decl.returnType)
            let closure = ClosureNode(code: code, sources: sources, range: range)
            return DeclarationNode(
                targets: [.global(box)], initializer: closure, isTuplePattern: false,
                convertsToDouble: false, range: range)
        }
        let (code, sources) = try compileFunction(
            parameters: decl.parameters, hasSignature: true, body: decl.body,
            name: decl.name, selfName: decl.name, labels: labels, range: range, returnType: decl.returnType)
        let closure = ClosureNode(code: code, sources: sources, range: range)
        let variable = try declareLocal(decl.name, isMutable: false, range: decl.nameRange)
        return DeclarationNode(
            targets: [.slot(variable.slot)], initializer: closure, isTuplePattern: false,
            convertsToDouble: false, range: range)
    }

    private func compileAssignment(
        _ target: Expr, _ op: Symbol, _ value: Expr, range: SourceRange
    ) throws -> StatementNode {
        let place: LValue
        if case .optionalChain(let inner) = target.kind {
            place = OptionalChainLValue(try compileLValue(inner))  // `d[k]? += 1`: nothing when there is no value
        } else {
            place = try compileLValue(target)
        }
        let valueNode = try compile(value)
        guard op != .assign else {
            let wraps: Bool
            if case .identifier(let name) = target.kind { wraps = declaredOptional(name) } else { wraps = false }
            return AssignmentNode(target: place, value: wrappingIfOptional(valueNode, wraps), range: range)
        }
        guard let symbol = compoundAssignmentOperators[op], let binary = BinaryOperator(rawValue: symbol.rawValue)
        else {
            throw error(.unknownOperator(op.rawValue), at: range)
        }
        let operation = BinaryNode.make(
            binary, lhs: valueNode, rhs: valueNode,
            literals: value.isIntegerLiteral ? [.rhs] : value.isFloatLiteral ? [.rhsFloat] : [], range: range)
        return CompoundAssignmentNode(target: place, operation: operation, range: range)
    }

    /// The assignable place an expression names, or a diagnostic saying why it cannot be assigned.
    func compileLValue(_ expr: Expr) throws -> LValue {
        switch expr.kind {
        case .identifier(let name):
            if name == "_" { return DiscardLValue() }
            if let member = implicitSelfMember(name, range: expr.range) { return try compileLValue(member) }
            guard let resolution = resolve(name) else { throw unknownName(name, at: expr.range) }
            let node = ConstantNode(.nil, range: expr.range)
            switch resolution {
            case .local(let variable):
                guard variable.isMutable else { throw error(.assignToConstant(name), at: expr.range) }
                return variable.isBoxed
                    ? BoxLValue(source: .slot(variable.slot), node: node) : LocalLValue(slot: variable.slot)
            case .capture(let index, _, let isMutable):
                guard isMutable else { throw error(.assignToConstant(name), at: expr.range) }
                return BoxLValue(source: .capture(index), node: node)
            case .global(let binding):
                guard binding.isMutable else { throw error(.assignToConstant(name), at: expr.range) }
                return BoxLValue(source: .global(binding.box), node: node)
            case .selfFunction:
                throw error(.assignToConstant(name), at: expr.range)
            }
        case .subscriptAccess(let base, let arguments):
            let (index, fallback) = try subscriptIndex(arguments, range: expr.range)
            return SubscriptLValue(
                base: try compileLValue(base), index: index, fallback: fallback,
                node: ConstantNode(.nil, range: expr.range))
        case .member(let base, let name, _):
            return MemberLValue(
                base: try compile(base), name: name, registry: registry,
                node: ConstantNode(.nil, range: expr.range), baseTarget: try assignableTarget(base))
        case .paren(let inner):
            return try compileLValue(inner)
        case .forceUnwrap(let inner), .optionalChain(let inner):
            return UnwrappedLValue(place: try compileLValue(inner), node: ConstantNode(.nil, range: expr.range))
        case .dollar(let position):
            // `$0 += $1` in `scan(into:)`: the closure's own parameter slot, read back by `call(updating:_:)`.
            guard context.allowsDollar else {
                throw error(context.isTopLevel ? .dollarOutsideClosure : .dollarWithExplicitParameters, at: expr.range)
            }
            return LocalLValue(slot: position)
        case .tupleIndex:
            throw error(.tupleElementAssignment, at: expr.range)
        default:
            throw error(.notAssignable, at: expr.range)
        }
    }
}

/// Finds whether a body can end by returning a value or throwing (loosely: anywhere, not in nested closures).
enum ReturnScanner {
    static func returnsOrThrows(_ statements: [Stmt]) -> Bool { statements.contains(where: returnsOrThrows) }

    static func returnsOrThrows(_ statement: Stmt) -> Bool {
        switch statement.kind {
        case .returnStatement(let value): return value != nil
        case .throwStatement: return true
        case .expression(let expr):
            if case .call(let callee, _) = expr.kind, case .identifier(let name) = callee.kind {
                return ["fatalError", "preconditionFailure"].contains(name)
            }
            return false
        case .ifStatement(_, let then, let otherwise): return returnsOrThrows(then) || returnsOrThrows(otherwise ?? [])
        case .guardStatement(_, let otherwise): return returnsOrThrows(otherwise)
        case .switchStatement(_, let cases): return cases.contains { returnsOrThrows($0.body) }
        case .whileLoop(_, let body), .forIn(_, _, _, _, _, let body), .deferStatement(let body),
            .repeatWhile(let body, _), .forCase(_, _, _, let body):
            return returnsOrThrows(body)
        case .labeled(_, _, let inner): return returnsOrThrows(inner)
        case .doCatch(let body, let clauses):
            return returnsOrThrows(body) || clauses.contains { returnsOrThrows($0.body) }
        default: return false
        }
    }
}

extension Compiler {
    /// A subscript's index, and its `default:` value (`counts[word, default: 0]`, a dictionary's).
    func subscriptIndex(_ arguments: [Argument], range: SourceRange) throws -> (index: Node, fallback: Node?) {
        guard let first = arguments.first, first.label == nil else { throw error(.subscriptArity, at: range) }
        switch arguments.count {
        case 1: return (try compile(first.value), nil)
        case 2 where arguments[1].label == "default": return (try compile(first.value), try compile(arguments[1].value))
        default: throw error(.subscriptArity, at: range)
        }
    }
}
