extension Compiler {
    /// Compiles an expression.
    func compile(_ expr: Expr) throws -> Node {
        if StackGuard.isNearLimit() { throw error(.nestingTooDeep(Parser.maxDepth), at: expr.range) }
        let range = expr.range
        let inSpine = compilingChainSpine
        compilingChainSpine = false
        if !inSpine && expr.hasOptionalChainLink {
            compilingChainSpine = true
            return OptionalChainNode(operand: try compile(expr), range: range)
        }
        switch expr.kind {
        case .int(let value): return ConstantNode(.int(value), range: range)
        case .double(let value): return ConstantNode(.double(value), range: range)
        case .bool(let value): return ConstantNode(.bool(value), range: range)
        case .nilLiteral: return ConstantNode(.nil, range: range)
        case .duration(let nanoseconds): return ConstantNode(.duration(nanoseconds), range: range)
        case .string(let parts):
            return try compileString(parts, range: range)
        case .selector(let reference):
            return try compileSelector(reference, range: range)
        case .identifier(let name):
            if name.hasPrefix("#") { return try compileSourceLiteral(name, range: range) }
            if let member = implicitSelfMember(name, range: range) { return try compile(member) }
            return try compileName(name, range: range)
        case .dollar(let position):
            guard context.allowsDollar else {
                throw error(context.isTopLevel ? .dollarOutsideClosure : .dollarWithExplicitParameters, at: range)
            }
            return LocalNode(slot: position, range: range)
        case .array(let elements):
            // `[1.5, 2]` is `[1.5, 2.0]`: beside a floating-point literal, integer literals are Doubles.
            let floating =
                elements.contains { $0.isFloatLiteral }
                && elements.allSatisfy { $0.isFloatLiteral || $0.isIntegerLiteral }
            // `[1, nil, 3]` is `[Int?]`: the values beside a nil are Optionals.
            let wraps = Self.mixesNil(elements)
            return ArrayNode(
                elements: try elements.map { element in
                    if floating, case .int(let value) = element.kind {
                        return ConstantNode(.double(Double(value)), range: element.range)
                    }
                    return wrappingIfOptional(try compile(element), wraps)
                },
                numberLiterals: elements.indices.filter {
                    elements[$0].isIntegerLiteral || elements[$0].isFloatLiteral
                },
                range: range)
        case .dictionary(let entries):
            return DictionaryNode(
                keys: try entries.map { try compile($0.key) }, values: try entries.map { try compile($0.value) },
                range: range)
        case .tuple(let elements):
            if elements.isEmpty { return ConstantNode(.void, range: range) }
            let labels = elements.map(\.label)
            return TupleNode(
                elements: try elements.map { try compile($0.value) },
                labels: labels.contains { $0 != nil } ? labels : nil, range: range)
        case .paren(let inner):
            return try compile(inner)
        case .closure(let closure):
            // A capture list's values are taken here, in the enclosing function, when the closure is made.
            let captures = try closure.captures.map { item in
                (item, try compile(item.value ?? Expr(.identifier(item.name), item.range)))
            }
            let (code, sources) = try compileFunction(
                parameters: closure.parameters, hasSignature: closure.hasSignature,
                body: closure.body, name: "closure", selfName: nil,
                labels: nil, range: range, returnType: closure.returnType, captureList: captures)
            return ClosureNode(code: code, sources: sources, range: range)
        case .call(let callee, let arguments):
            let call = try compileCall(callee, arguments, range: range)
            return callee.specializesOptionalElement ? OptionalElementsNode(call: call, range: range) : call
        case .member(let base, let name, let nameRange):
            if name == "self" { return try compile(base) }
            if let unqualified = withoutModulePrefix(base, name, range: range) { return try compile(unqualified) }
            if case .identifier("super") = base.kind { return try compileSuperMember(name, range: range) }
            if name == "none" && base.isOptionalType { return ConstantNode(.nil, range: range) }
            if name == "init", case .identifier(let type) = base.kind, globals.typeMembers[type] != nil {
                return try compileInitializerReference(base, type: type, range: range)
            }
            if case .optionalChain(let inner) = base.kind {
                return MemberNode(
                    base: try compileSpine(inner), name: name, nameRange: nameRange, registry: registry,
                    propagatesNil: true, range: range)
            }
            return MemberNode(
                base: try compileSpine(base), name: name, nameRange: nameRange, registry: registry,
                propagatesNil: false, range: range)
        case .tupleIndex(let base, let index):
            return TupleIndexNode(base: try compileSpine(base), index: index, range: range)
        case .subscriptAccess(let base, let arguments):
            let (index, fallback) = try subscriptIndex(arguments, range: range)
            return SubscriptNode(base: try compileSpine(base), index: index, fallback: fallback, range: range)
        case .implicitMember(let name):
            return ImplicitMemberNode(name: name, registry: registry, range: range)
        case .unary("&", let operand):
            return try compile(operand)  // outside an argument list: the value, leniently
        case .unary(let op, let operand):
            let operandNode = try compile(operand)
            let builtin =
                UnaryNode.builtinOperators.contains(op) ? UnaryNode(op: op, operand: operandNode, range: range) : nil
            let declared = declaredOperatorFunction("prefix" + op, range: range)
            if let builtin, declared == nil { return builtin }
            return PrefixOperatorFunctionNode(
                op: op, operand: operandNode, function: declared, builtin: builtin, range: range)
        case .binary(let op, let lhs, let rhs, let opRange):
            // Operator errors point at the operator, as Swift's do.
            return try compileBinary(op, lhs, rhs, range: opRange)
        case .ternary(let test, let then, let otherwise):
            // `c ? x : nil` is an Optional, as Swift infers one type for both branches.
            let wraps = Self.mixesNil([then, otherwise])
            return TernaryNode(
                test: try compile(test), then: wrappingIfOptional(try compile(then), wraps),
                otherwise: wrappingIfOptional(try compile(otherwise), wraps), range: range)
        case .cast(let inner, let type, let kind):
            return CastNode(
                operand: try compile(inner), typeName: type.name, kind: kind, toOptional: type.declaresOptional,
                range: range)
        case .tryExpr(let inner, let kind):
            let node = try compile(inner)
            return kind == .optional ? TryOptionalNode(operand: node, range: range) : node
        case .forceUnwrap(let inner):
            return ForceUnwrapNode(operand: try compileSpine(inner), range: range)
        case .optionalChain(let inner):
            return try compileSpine(inner)
        case .specialized(let base, _):
            return try compile(base)
        case .error:
            throw CompileError()
        }
    }

    private func compileString(_ parts: [InterpolationPart], range: SourceRange) throws -> Node {
        if parts.count == 1, case .text(let text) = parts[0] { return ConstantNode(.string(text), range: range) }
        var compiled: [InterpolationNode.Part] = []
        for part in parts {
            switch part {
            case .text(let text): compiled.append(.text(text))
            case .expression(let expression): compiled.append(.value(try compile(expression)))
            }
        }
        return InterpolationNode(parts: compiled, range: range)
    }

    private func compileName(_ name: String, range: SourceRange) throws -> Node {
        guard let resolution = resolve(name) else { throw unknownName(name, at: range) }
        switch resolution {
        case .local(let variable):
            return variable.isBoxed
                ? LocalBoxNode(slot: variable.slot, name: name, range: range)
                : LocalNode(slot: variable.slot, range: range)
        case .capture(let index, _, _) where context.weakCaptureIndices.contains(index):
            return WeakCaptureNode(index: index, range: range)
        case .capture(let index, let isBoxed, _):
            return isBoxed
                ? CaptureBoxNode(index: index, name: name, range: range) : CaptureNode(index: index, range: range)
        case .selfFunction:
            return SelfFunctionNode(range: range)
        case .global(let binding):
            // Constants that already have their value (builtins, earlier REPL entries) are inlined.
            if !binding.isMutable, let value = binding.box.read() { return ConstantNode(value, range: range) }
            return GlobalNode(box: binding.box, range: range)
        }
    }

    private func compileBinary(_ op: String, _ lhs: Expr, _ rhs: Expr, range: SourceRange) throws -> Node {
        switch op {
        case "&&", "||":
            return LogicalNode(isAnd: op == "&&", lhs: try compile(lhs), rhs: try compile(rhs), range: range)
        case "??":
            return NilCoalescingNode(lhs: try compile(lhs), rhs: try compile(rhs), range: range)
        default:
            var literals: LiteralSides = []
            if lhs.isIntegerLiteral { literals.insert(.lhs) }
            if rhs.isIntegerLiteral { literals.insert(.rhs) }
            if lhs.isFloatLiteral { literals.insert(.lhsFloat) }
            if rhs.isFloatLiteral { literals.insert(.rhsFloat) }
            let binary = BinaryOperator(rawValue: op)
            let declared = declaredOperatorFunction(op, range: range)
            guard let binary, declared == nil else {
                // A declared operator (`infix operator <->`) may be a type's static function, found at run time.
                return OperatorFunctionNode(
                    op: op, lhs: try compile(lhs), rhs: try compile(rhs), function: declared, builtin: binary,
                    literals: literals, range: range)
            }
            return BinaryNode.make(
                binary, lhs: try compile(lhs), rhs: try compile(rhs), literals: literals, range: range)
        }
    }

    /// The operator function `name` the program declares in scope (`func <->`, `func +`), not a built-in one.
    private func declaredOperatorFunction(_ name: String, range: SourceRange) -> Node? {
        switch resolve(name) {
        case .global(let binding)? where binding.isBuiltin: return nil
        case nil: return nil
        default: return try? compileName(name, range: range)
        }
    }

    // MARK: - Calls

    /// The arguments of a call; with `mixingNil` (`of(1, nil, 3)`), values beside a `nil` are Optionals, as Swift
    /// infers one element type for them.
    func compileArguments(_ arguments: [Argument], mixingNil: Bool = false) throws -> ArgumentNodes {
        let trailing = arguments.firstIndex { $0.isTrailingClosure && $0.label == nil }
        var places: [Int: LValue] = [:]
        for (index, argument) in arguments.enumerated() {
            if case .unary("&", let operand) = argument.value.kind { places[index] = try inoutPlace(operand) }
        }
        let wraps = mixingNil && Self.mixesNil(arguments.map(\.value))
        return ArgumentNodes(
            nodes: try arguments.map { wrappingIfOptional(try compile($0.value), wraps) },
            labels: arguments.map(\.label),
            ranges: arguments.map { argument in
                argument.labelRange.map { $0.to(argument.value.range) } ?? argument.value.range
            }, trailingClosureIndex: trailing, inoutPlaces: places)
    }

    private func compileCall(_ callee: Expr, _ arguments: [Argument], range: SourceRange) throws -> Node {
        switch callee.kind {
        case .specialized(let base, _) where arguments.isEmpty && base.kind.isIdentifier("Array"):
            return ArrayNode(elements: [], range: range)
        case .specialized(let base, _) where arguments.isEmpty && base.kind.isIdentifier("Dictionary"):
            return DictionaryNode(keys: [], values: [], range: range)
        case .specialized(let base, _):
            return try compileCall(base, arguments, range: range)
        case .paren(let inner):
            return try compileCall(inner, arguments, range: range)
        case .member(let type, "init", _) where type.kind.isTypeName:
            return try compileCall(type, arguments, range: range)  // `String.init(describing: x)` is `String(…)`
        case .implicitMember(let name):
            return ImplicitMemberCallNode(
                name: name, arguments: try compileArguments(arguments), registry: registry,
                range: range)
        case .identifier("Optional") where arguments.count == 1 && arguments[0].label == nil:
            return WrapOptionalNode(operand: try compile(arguments[0].value), always: true, range: range)
        case .array(let elements) where arguments.isEmpty && elements.count == 1 && elements[0].looksLikeType:
            return ArrayNode(elements: [], range: range)  // `[Int]()`
        case .array(let elements) where elements.count == 1 && elements[0].looksLikeType:
            // `[Int](repeating: 0, count: 3)`, `[Int](1...3)`: Array's initializers.
            return try compileCall(Expr(.identifier("Array"), callee.range), arguments, range: range)
        case .dictionary(let entries)
        where arguments.isEmpty && entries.count == 1 && entries[0].key.looksLikeType
            && entries[0].value.looksLikeType:
            return DictionaryNode(keys: [], values: [], range: range)  // `[String: Int]()`
        case .identifier(let name):
            if let member = implicitSelfMember(name, range: callee.range) {
                return try compileCall(member, arguments, range: range)
            }
            if let fullName = try overloadChoice(name, arguments, range: callee.range) {
                return CallNode(
                    callee: try compile(Expr(.identifier(fullName), callee.range)),
                    arguments: try compileArguments(arguments), registry: registry, range: range)
            }
            return CallNode(
                callee: try compile(callee), arguments: try compileArguments(arguments, mixingNil: name == "of"),
                registry: registry, range: range)
        case .member(let base, let name, _) where withoutModulePrefix(base, name, range: callee.range) != nil:
            // `Swift.print(…)` inside a type with a `print` method: the global, never the member.
            let fullName = try overloadChoice(name, arguments, range: callee.range) ?? name
            return CallNode(
                callee: try compileName(fullName, range: callee.range), arguments: try compileArguments(arguments),
                registry: registry, range: range)
        case .member(let base, "init", _) where base.kind.isIdentifier("super"):
            return try compileSuperInit(arguments, range: range)
        case .member(let base, let name, _) where base.kind.isIdentifier("super"):
            return CallNode(
                callee: try compileSuperMember(name, range: callee.range),
                arguments: try compileArguments(arguments), registry: registry, range: range)
        case .member(let base, let name, let nameRange):
            if name == "some" && base.isOptionalType && arguments.count == 1 && arguments[0].label == nil {
                return WrapOptionalNode(operand: try compile(arguments[0].value), always: true, range: range)
            }
            if MutatingMethodCallNode.names.contains(name) || globals.mutatingMethodNames.contains(name),
                let node = try mutatingCall(base, name, arguments, range: range)
            {
                return node
            }
            if case .optionalChain(let inner) = base.kind {
                return MethodCallNode(
                    receiver: try compileSpine(inner), name: name, nameRange: nameRange,
                    arguments: try compileArguments(arguments), registry: registry, propagatesNil: true,
                    range: range)
            }
            return MethodCallNode(
                receiver: try compileSpine(base), name: name, nameRange: nameRange,
                arguments: try compileArguments(arguments, mixingNil: name == "of"), registry: registry,
                propagatesNil: false,
                range: range)
        case .optionalChain(let inner):
            // `block?()`: an optional closure is called only when it is there.
            return CallNode(
                callee: try compileSpine(inner), arguments: try compileArguments(arguments), registry: registry,
                propagatesNil: true, range: range)
        default:
            return CallNode(
                callee: try compile(callee), arguments: try compileArguments(arguments), registry: registry,
                range: range)
        }
    }

    /// The assignable place for a mutating method's receiver, without reporting anything when it is not
    /// one (then the call is an ordinary method call).
    func assignableTarget(_ expr: Expr) throws -> LValue? {
        switch expr.kind {
        case .identifier(let name):
            if let member = implicitSelfMember(name, range: expr.range) { return try assignableTarget(member) }
            guard let resolution = resolve(name) else { return nil }
            switch resolution {
            case .local(let variable) where variable.isMutable:
                return variable.isBoxed
                    ? BoxLValue(source: .slot(variable.slot), node: ConstantNode(.nil, range: expr.range))
                    : LocalLValue(slot: variable.slot)
            case .capture(let index, _, let isMutable) where isMutable:
                return BoxLValue(source: .capture(index), node: ConstantNode(.nil, range: expr.range))
            case .global(let binding) where binding.isMutable:
                return BoxLValue(source: .global(binding.box), node: ConstantNode(.nil, range: expr.range))
            default:
                return nil
            }
        case .subscriptAccess(let base, let arguments)
        where arguments.count == 1 || (arguments.count == 2 && arguments[1].label == "default"):
            guard let inner = try assignableTarget(base) else { return nil }
            let (index, fallback) = try subscriptIndex(arguments, range: expr.range)
            return SubscriptLValue(base: inner, index: index, fallback: fallback, node: index)
        case .member(let base, let name, _) where !base.kind.isIdentifier("super"):
            return MemberLValue(
                base: try compile(base), name: name, registry: registry,
                node: ConstantNode(.nil, range: expr.range), baseTarget: try assignableTarget(base))
        case .paren(let inner), .forceUnwrap(let inner):
            return try assignableTarget(inner)
        case .dollar(let position) where context.allowsDollar:
            return LocalLValue(slot: position)  // `$0.append($1)` in `scan(into:)`
        default:
            return nil
        }
    }

    // MARK: - Functions

    /// Compiles a closure or `func` body in its own function context.
    func compileFunction(
        parameters: [Parameter], hasSignature: Bool, body: [Stmt], name: String, selfName: String?,
        labels: [String?]?, range: SourceRange, memberContext: MemberContext? = nil,
        mutableSelf: Bool = false, returnType: TypeSyntax? = nil,
        captureList: [(CaptureItem, Node)] = []
    ) throws -> (FunctionCode, [CaptureSource]) {
        let function = FunctionContext(
            parent: context, isTopLevel: false, selfName: selfName,
            allowsDollar: !hasSignature && labels == nil)
        function.memberContext = memberContext
        function.namesUsedByNestedFunctions = namesUsedInside[range.start]
        if function.namesUsedByNestedFunctions == nil { unresolvedFunctionBodies += 1 }
        function.returnTypeName = returnType?.name
        function.returnsOptional = returnType?.declaresOptional == true
        function.functionName =
            labels.map {
                name + "(" + $0.dropFirst(memberContext == nil ? 0 : 1).map { ($0 ?? "_") + ":" }.joined() + ")"
            }
            ?? context.functionName
        for (item, node) in captureList {
            let isWeak = item.strength != .strong
            function.explicitCaptures[item.name] = (function.captureSources.count, isWeak)
            if isWeak { function.weakCaptureIndices.insert(function.captureSources.count) }
            function.captureSources.append(.evaluated(node, isWeak: isWeak))
        }
        let saved = context
        context = function
        defer { context = saved }
        let parameterCount: Int
        var numberParameters: [(slot: Int, type: DeclaredNumberType)] = []
        var optionalSlots: [Int] = []
        if hasSignature || labels != nil {
            parameterCount = parameters.count
            for parameter in parameters {
                if parameter.name == "_" {
                    _ = function.allocateSlot()
                } else {
                    // A closure's parameters may be assigned, as the `inout` ones of `scan(into:)` are.
                    let isClosure = labels == nil
                    let isMutableSelf = mutableSelf && parameter.name == "self"
                    let isMutable = isClosure || isMutableSelf || parameter.type?.isInout == true
                    let variable = try declareLocal(
                        parameter.name, isMutable: isMutable, range: parameter.range, isParameter: isMutable)
                    if let type = DeclaredNumberType(parameter.type?.name), !variable.isBoxed {
                        numberParameters.append((variable.slot, type))
                    }
                    if parameter.type?.declaresOptional == true {
                        variable.wrapsOptional = true
                        optionalSlots.append(variable.slot)
                    }
                }
            }
        } else {
            parameterCount = DollarScanner.maxIndex(in: body) + 1
            for _ in 0..<parameterCount { _ = function.allocateSlot() }
        }
        function.returnSlot = function.allocateSlot()
        var defaults: [Node?] = []
        if labels != nil {
            defaults = try parameters.map { parameter in try parameter.defaultValue.map(compile) }
        }
        let signature = labels.map { HostSignature(name: name, labels: $0) }
        let code = FunctionCode(
            name: name, range: range, parameterCount: parameterCount,
            hasSignature: hasSignature || labels != nil, signature: signature,
            defaults: labels == nil ? [] : defaults,
            parameterTypes: parameters.map { $0.type?.text })
        // Parameters declared `Double`/`Float` take that type, those declared `T?` become Optionals, first.
        var preparations: [StatementNode] = []
        if !numberParameters.isEmpty {
            preparations.append(ParameterConversionNode(slots: numberParameters, range: range))
        }
        if !optionalSlots.isEmpty { preparations.append(OptionalParametersNode(slots: optionalSlots, range: range)) }
        if body.count == 1, case .expression(let expression) = body[0].kind {
            var compiled = try compile(returned(expression))
            if let type = DeclaredNumberType(returnType?.name) { compiled = NumberConversionNode(compiled, to: type) }
            compiled = wrappingIfOptional(compiled, function.returnsOptional)
            code.body = preparations.isEmpty ? compiled : PreparedParametersBodyNode(preparations, body: compiled)
        } else {
            // The body is a scope inside the parameters', so `guard let value = value` may shadow one, as in Swift.
            let statements = try inScope { try compileBlock(body) }
            code.body = BlockBodyNode(
                statements: preparations + statements, returnSlot: function.returnSlot, range: range)
        }
        code.returnSlot = function.returnSlot
        code.writesReturnSlot = function.hasReturn
        code.frameSize = max(function.slotCount, 1)
        return (code, function.captureSources)
    }
}

extension Compiler {
    /// True when some of `values` are the literal `nil` and some are not.
    static func mixesNil(_ values: [Expr]) -> Bool {
        let nils = values.filter { if case .nilLiteral = $0.kind { return true } else { return false } }.count
        return nils > 0 && nils < values.count
    }

    /// `node`, wrapped as an Optional when it is stored where Swift's type is `T?`.
    func wrappingIfOptional(_ node: Node, _ wraps: Bool) -> Node {
        wraps ? WrapOptionalNode(operand: node, always: false, range: node.range) : node
    }

    /// True when the variable `name` resolves to was declared `T?`.
    func declaredOptional(_ name: String) -> Bool {
        var function: FunctionContext? = context
        while let current = function {
            if let variable = current.lookupLocal(name) { return variable.wrapsOptional }
            function = current.parent
        }
        return globals.bindings[name]?.box.wrapsOptional ?? false
    }

    /// Compiles the base of a postfix expression as a link of the optional chain around it, if any.
    func compileSpine(_ base: Expr) throws -> Node {
        compilingChainSpine = true
        defer { compilingChainSpine = false }
        return try compile(base)
    }
}

extension Expr {
    /// True for `Type<T?>` or `Type<T?>.member`: a generic Rx type whose element type is an Optional.
    var specializesOptionalElement: Bool {
        switch kind {
        case .specialized(_, let arguments): return arguments.count == 1 && arguments[0].declaresOptional
        case .member(let base, _, _): return base.specializesOptionalElement
        default: return false
        }
    }

    /// True when a `?.` link is on this postfix expression's spine (`a?.b.c`, `block?()`), so the whole expression
    /// is one optional chain whose result is an Optional.
    var hasOptionalChainLink: Bool {
        switch kind {
        case .optionalChain: return true
        case .member(let base, _, _), .tupleIndex(let base, _), .subscriptAccess(let base, _), .forceUnwrap(let base):
            return base.hasOptionalChainLink
        case .call(let callee, _): return callee.hasOptionalChainLink
        default: return false
        }
    }

    /// True for an optional type used as a value: `Int?`, `Optional`, `Optional<Int>`.
    var isOptionalType: Bool {
        switch kind {
        case .optionalChain(let inner):
            if case .identifier(let name) = inner.kind { return name.first?.isUppercase ?? false }
            if case .specialized = inner.kind { return true }
            return false
        case .identifier(let name): return name == "Optional"
        case .specialized(let base, _): return base.isOptionalType
        default: return false
        }
    }

    /// True for an integer literal (possibly parenthesized or negated).
    var isIntegerLiteral: Bool {
        switch kind {
        case .int: return true
        case .paren(let inner): return inner.isIntegerLiteral
        default: return false
        }
    }

    /// True for a floating-point literal (possibly parenthesized).
    var isFloatLiteral: Bool {
        switch kind {
        case .double: return true
        case .paren(let inner): return inner.isFloatLiteral
        default: return false
        }
    }
}

extension HostSignature {
    /// A signature from a name and labels.
    init(name: String, labels: [String?]) {
        self.init(name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")")
    }
}

extension Compiler {
    /// `#line`, `#column`, `#file`, `#function`: where they are written.
    func compileSourceLiteral(_ name: String, range: SourceRange) throws -> Node {
        let location = range.file.location(ofOffset: range.start)
        switch name {
        case "#line": return ConstantNode(.int(location.line), range: range)
        case "#column": return ConstantNode(.int(location.column), range: range)
        case "#file", "#fileID", "#filePath": return ConstantNode(.string(range.file.name), range: range)
        case "#function": return ConstantNode(.string(context.functionName ?? "main"), range: range)
        default: throw error(.unknownSourceLiteral(name), at: range)
        }
    }
}

extension Expr {
    /// True for what can only be a type here: `Int`, `String?`, `[Int]`, `Array<Int>`.
    var looksLikeType: Bool {
        switch kind {
        case .identifier(let name): return name.first?.isUppercase ?? false
        case .specialized(let base, _): return base.looksLikeType
        case .optionalChain(let inner), .forceUnwrap(let inner): return inner.looksLikeType
        case .array(let elements): return elements.count == 1 && elements[0].looksLikeType
        case .dictionary(let entries):
            return entries.count == 1 && entries[0].key.looksLikeType && entries[0].value.looksLikeType
        default: return false
        }
    }
}

extension Compiler {
    /// The modules Swift code names types through (`RxSwift.Observable`), when no variable has that name.
    static let modulePrefixes: Set<String> = [
        "RxSwift", "RxCocoa", "RxRelay", "RxTest", "Foundation", "UIKit", "Dispatch",
        "Swift",
    ]

    /// `RxSwift.Observable` as `Observable`.
    func withoutModulePrefix(_ base: Expr, _ name: String, range: SourceRange) -> Expr? {
        guard case .identifier(let module) = base.kind, Self.modulePrefixes.contains(module),
            context.lookupLocal(module) == nil, globals.bindings[module] == nil
        else { return nil }
        return Expr(.identifier(name), range)
    }
}

extension Compiler {
    /// The Rx types whose creating functions a returned implicit member names (`return .just(1)` in a function
    /// declared `-> Single<Int>` is `Single.just(1)`, as Swift infers it from the return type).
    static let returnTypeNamespaces: Set<String> = [
        "Observable", "Single", "Maybe", "Completable", "Infallible", "Driver", "Signal",
    ]

    /// `expression` as the function returns it: an implicit member call (also in a ternary's branches or in
    /// parentheses) becomes a call on the declared return type when that is an Rx type.
    func returned(_ expression: Expr) -> Expr {
        guard let typeName = context.returnTypeName, Self.returnTypeNamespaces.contains(typeName) else {
            return expression
        }
        switch expression.kind {
        case .call(let callee, let arguments):
            guard case .implicitMember(let name) = callee.kind else { return expression }
            let base = Expr(.identifier(typeName), callee.range)
            let member = Expr(.member(base: base, name: name, nameRange: callee.range), callee.range)
            return Expr(.call(callee: member, arguments: arguments), expression.range)
        case .ternary(let condition, let then, let otherwise):
            return Expr(
                .ternary(condition: condition, then: returned(then), otherwise: returned(otherwise)), expression.range)
        case .paren(let inner):
            return Expr(.paren(returned(inner)), expression.range)
        default:
            return expression
        }
    }
}

extension Compiler {
    /// `Repository.init` as a value: with one initializer, a function that calls it with its labels
    /// (`jsons.map(Repository.init)`); otherwise the type itself, which calls as its initializers do.
    func compileInitializerReference(_ type: Expr, type name: String, range: SourceRange) throws -> Node {
        guard let labels = globals.initializerLabels[name], labels.count == 1, !labels[0].isEmpty else {
            return try compile(type)
        }
        return LabeledCallNode(callee: try compile(type), labels: labels[0], registry: registry, range: range)
    }
}

extension Expr.Kind {
    /// True for a capitalized name, as types are spelled (`Repository`, `String`).
    var isTypeName: Bool {
        if case .identifier(let name) = self { return name.first?.isUppercase ?? false }
        return false
    }
}
