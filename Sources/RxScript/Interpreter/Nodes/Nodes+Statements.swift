/// An expression evaluated for its effect.
final class ExpressionStatementNode: StatementNode, @unchecked Sendable {
    let expression: Node

    init(_ expression: Node) {
        self.expression = expression
        super.init(range: expression.range)
    }

    override func execute(_ frame: Frame) throws -> Flow {
        _ = try expression.evaluate(frame)
        return .normal
    }
}

/// Where a declaration stores its value.
enum DeclarationTarget {
    /// A plain local slot.
    case slot(Int)
    /// A local slot that holds a fresh box (a `var` captured by closures).
    case boxedSlot(Int, name: String)
    /// A local slot that holds a fresh box keeping its object weakly (`weak var`).
    case weakBoxedSlot(Int, name: String)
    /// A global's box.
    case global(VariableBox)
    /// `_`: nothing.
    case discard

    func store(_ value: Value, in frame: Frame) {
        switch self {
        case .slot(let slot): frame.slots[slot] = value
        case .boxedSlot(let slot, let name):
            frame.slots[slot] = .object(VariableBox(name: name, isMutable: true, value: value))
        case .weakBoxedSlot(let slot, let name):
            let box = VariableBox(name: name, isMutable: true, value: nil)
            box.isWeak = true
            box.write(value)
            frame.slots[slot] = .object(box)
        case .global(let box): box.write(value)
        case .discard: break
        }
    }
}

/// `let`/`var` with one name or a tuple pattern.
final class DeclarationNode: StatementNode, @unchecked Sendable {
    let targets: [DeclarationTarget]
    let initializer: Node?
    let isTuplePattern: Bool
    /// `let x: Double = 1` stores `1.0`, as Swift would.
    let convertsToDouble: Bool
    /// `let x: Float = 1.5` stores a `Float`.
    let convertsToFloat: Bool
    /// The declared name, offered to a value that takes its name from its variable (`let title = Label()`).
    let name: String?

    init(
        targets: [DeclarationTarget], initializer: Node?, isTuplePattern: Bool, convertsToDouble: Bool,
        convertsToFloat: Bool = false, name: String? = nil, range: SourceRange
    ) {
        self.convertsToFloat = convertsToFloat
        self.targets = targets
        self.name = name
        self.initializer = initializer
        self.isTuplePattern = isTuplePattern
        self.convertsToDouble = convertsToDouble
        super.init(range: range)
    }

    override func execute(_ frame: Frame) throws -> Flow {
        var value = try initializer?.evaluate(frame) ?? .nil
        if convertsToDouble, case .int(let number) = value { value = .double(Double(number)) }
        if convertsToFloat { value = value.asFloatLiteral }
        guard isTuplePattern else {
            if let name, case .object(let object as NameAdopting) = value.unwrapped { object.adopt(name: name) }
            targets[0].store(value, in: frame)
            return .normal
        }
        guard case .tuple(let tuple) = value, tuple.elements.count == targets.count else {
            let description =
                value.isVoid || value.typeName != "Tuple"
                ? "a value of type '\(value.typeName)'"
                : "a tuple of \(value.tupleCount) elements"
            throw ScriptError(.tuplePatternMismatch(names: targets.count, elements: description), at: range)
        }
        for (target, element) in zip(targets, tuple.elements) { target.store(element, in: frame) }
        return .normal
    }
}

extension Value {
    var tupleCount: Int {
        if case .tuple(let tuple) = self { return tuple.elements.count }
        return 1
    }
}

/// `target = value`
final class AssignmentNode: StatementNode, @unchecked Sendable {
    let target: LValue
    let value: Node

    init(target: LValue, value: Node, range: SourceRange) {
        self.target = target
        self.value = value
        super.init(range: range)
    }

    override func execute(_ frame: Frame) throws -> Flow {
        try target.set(frame, try value.evaluate(frame))
        return .normal
    }
}

/// `target op= value`: reads, combines with the binary operator, writes back.
final class CompoundAssignmentNode: StatementNode, @unchecked Sendable {
    let target: LValue
    let operation: BinaryNode

    /// `operation` is a binary node whose left side is ignored; the target's current value is used instead.
    /// A shared `var` updated by an `Int` constant (`count += 1`): read, computed and written in one locked access.
    private let boxedTarget: BoxLValue?

    init(target: LValue, operation: BinaryNode, range: SourceRange) {
        self.target = target
        self.operation = operation
        boxedTarget = operation.rhsInt == nil ? nil : target as? BoxLValue
        super.init(range: range)
    }

    override func execute(_ frame: Frame) throws -> Flow {
        if let boxed = boxedTarget, let number = operation.rhsInt,
            try boxed.box(frame).updateInt({ current in operation.op.applyWithoutOverflow(current, number) })
        {
            return .normal
        }
        let current = try target.get(frame)
        if current.isNil, target is OptionalChainLValue { return .normal }
        let operand = try operation.rhs.evaluate(frame)
        let result: Value
        if case .int(let a) = current, case .int(let b) = operand,
            let computed = operation.op.applyWithoutOverflow(a, b)
        {
            result = .int(computed)
        } else {
            result = try Operators.binary(operation.op, current, operand, literals: operation.literals, at: operation)
        }
        try target.set(frame, result)
        return .normal
    }
}

/// A compiled `if`/`guard` condition clause.
enum ConditionClause {
    /// A `Bool` expression.
    case test(Node)
    /// `let name = value`: fails on nil, otherwise stores the value.
    case bind(DeclarationTarget, Node)
    /// `case pattern = value`: fails when the value does not match; the pattern stores its bindings.
    case match(PatternMatcher, Node)
}

/// Evaluates condition clauses left to right, binding as it goes; false at the first failing clause.
@inline(__always)
func evaluate(_ clauses: [ConditionClause], _ frame: Frame) throws -> Bool {
    for clause in clauses {
        switch clause {
        case .test(let node):
            if !(try condition(node, frame)) { return false }
        case .bind(let target, let node):
            let value = try node.evaluate(frame)
            if value.isNil { return false }
            target.store(value.unwrappedOnce, in: frame)
        case .match(let matcher, let node):
            if !(try matcher.matches(try node.evaluate(frame), frame)) { return false }
        }
    }
    return true
}

/// `if conditions { … } else { … }`
final class IfNode: StatementNode, @unchecked Sendable {
    let conditions: [ConditionClause]
    let then: [StatementNode]
    let otherwise: [StatementNode]

    init(conditions: [ConditionClause], then: [StatementNode], otherwise: [StatementNode], range: SourceRange) {
        self.conditions = conditions
        self.then = then
        self.otherwise = otherwise
        super.init(range: range)
    }

    override func execute(_ frame: Frame) throws -> Flow {
        try executeBlock(try evaluate(conditions, frame) ? then : otherwise, frame)
    }
}

/// `guard conditions else { … }`
final class GuardNode: StatementNode, @unchecked Sendable {
    let conditions: [ConditionClause]
    let otherwise: [StatementNode]

    init(conditions: [ConditionClause], otherwise: [StatementNode], range: SourceRange) {
        self.conditions = conditions
        self.otherwise = otherwise
        super.init(range: range)
    }

    override func execute(_ frame: Frame) throws -> Flow {
        if try evaluate(conditions, frame) { return .normal }
        let flow = try executeBlock(otherwise, frame)
        if flow == .normal { throw ScriptError(.guardFallsThrough, at: range) }
        return flow
    }
}

/// What a loop does after one pass of its body ended with `flow`.
enum LoopStep {
    case next
    case leave(Flow)
}

extension Flow {
    /// The step a loop labeled `label` takes after a pass of its body ended with this flow.
    @inline(__always)
    func loopStep(label: String?) -> LoopStep {
        switch self {
        case .normal, .continued: return .next
        case .broke: return .leave(.normal)
        case .continuedOut(let target) where target == label: return .next
        case .returned, .brokeOut, .continuedOut, .fellThrough: return .leave(self)
        }
    }
}

/// `while conditions { … }`: the conditions may bind (`while let x = f()`, `while case …`).
final class WhileNode: StatementNode, @unchecked Sendable {
    let conditions: [ConditionClause]
    let body: [StatementNode]
    let label: String?

    init(conditions: [ConditionClause], body: [StatementNode], label: String?, range: SourceRange) {
        self.conditions = conditions
        self.body = body
        self.label = label
        super.init(range: range)
    }

    override func execute(_ frame: Frame) throws -> Flow {
        while try evaluate(conditions, frame) {
            if ScriptInterrupt.isRequested { throw ScriptError.interrupted(at: range) }
            if case .leave(let flow) = try executeBlock(body, frame).loopStep(label: label) { return flow }
        }
        return .normal
    }
}

/// `repeat { … } while condition`: the body runs once before the first test.
final class RepeatWhileNode: StatementNode, @unchecked Sendable {
    let body: [StatementNode]
    let test: Node
    let label: String?

    init(body: [StatementNode], test: Node, label: String?, range: SourceRange) {
        self.body = body
        self.test = test
        self.label = label
        super.init(range: range)
    }

    override func execute(_ frame: Frame) throws -> Flow {
        repeat {
            if ScriptInterrupt.isRequested { throw ScriptError.interrupted(at: range) }
            if case .leave(let flow) = try executeBlock(body, frame).loopStep(label: label) { return flow }
        } while try condition(test, frame)
        return .normal
    }
}

/// `label: statement`: `break label` inside ends the statement.
final class LabeledNode: StatementNode, @unchecked Sendable {
    let label: String
    let body: [StatementNode]

    init(label: String, body: [StatementNode], range: SourceRange) {
        self.label = label
        self.body = body
        super.init(range: range)
    }

    override func execute(_ frame: Frame) throws -> Flow {
        let flow = try executeBlock(body, frame)
        if case .brokeOut(let target) = flow, target == label { return .normal }
        return flow
    }
}

/// `for name in sequence { … }` over an array (ranges are arrays), or `for case pattern in sequence { … }`.
final class ForInNode: StatementNode, @unchecked Sendable {
    let targets: [DeclarationTarget]
    let isTuple: Bool
    let sequence: Node
    /// `where` condition: a pass whose elements fail it is skipped.
    let filter: Node?
    let body: [StatementNode]
    let label: String?
    /// `for case pattern in`: a pass whose element does not match is skipped.
    let matcher: PatternMatcher?

    init(
        targets: [DeclarationTarget], isTuple: Bool, sequence: Node, filter: Node?, body: [StatementNode],
        label: String? = nil, matcher: PatternMatcher? = nil, range: SourceRange
    ) {
        self.targets = targets
        self.isTuple = isTuple
        self.sequence = sequence
        self.filter = filter
        self.body = body
        self.label = label
        self.matcher = matcher
        super.init(range: range)
    }

    override func execute(_ frame: Frame) throws -> Flow {
        let value = try sequence.evaluate(frame)
        if case .object(let lazy as LazySequenceObject) = value {
            // Each element is made just before its pass, as Swift's lazy sequences do.
            var result = Flow.normal
            try lazy.forEach { element in
                guard let flow = try pass(element, frame) else { return true }
                result = flow
                return false
            }
            return result
        }
        let elements: [Value]
        switch value {
        case .array(let array): elements = array
        case .string(let text): elements = Value.characters(of: text)
        case .object(let substring as SubstringObject): elements = Value.characters(of: substring.text)
        case .object(let reversed as ReversedTextObject): elements = Value.characters(of: reversed.reversedText)
        case .object(let dictionary as DictionaryObject): elements = dictionary.pairs
        case .object(let set as SetObject): elements = set.elements
        default: throw ScriptError(.notIterable(value.typeName), at: sequence.range)
        }
        for element in elements {
            if let flow = try pass(element, frame) { return flow }
        }
        return .normal
    }

    /// One pass of the body with `element`; the flow that ends the loop, or nil to go on.
    private func pass(_ element: Value, _ frame: Frame) throws -> Flow? {
        if ScriptInterrupt.isRequested { throw ScriptError.interrupted(at: range) }
        if let matcher {
            guard try matcher.matches(element, frame) else { return nil }
        } else if isTuple {
            guard case .tuple(let tuple) = element, tuple.elements.count == targets.count else {
                let description =
                    element.typeName != "Tuple"
                    ? "a value of type '\(element.typeName)'"
                    : "a tuple of \(element.tupleCount) elements"
                throw ScriptError(.tuplePatternMismatch(names: targets.count, elements: description), at: range)
            }
            for (target, part) in zip(targets, tuple.elements) { target.store(part, in: frame) }
        } else {
            targets[0].store(element, in: frame)
        }
        if let filter, !(try condition(filter, frame)) { return nil }
        if case .leave(let flow) = try executeBlock(body, frame).loopStep(label: label) { return flow }
        return nil
    }
}

/// `return value`
final class ReturnNode: StatementNode, @unchecked Sendable {
    let value: Node?
    let slot: Int

    init(value: Node?, slot: Int, range: SourceRange) {
        self.value = value
        self.slot = slot
        super.init(range: range)
    }

    override func execute(_ frame: Frame) throws -> Flow {
        frame.slots[slot] = try value?.evaluate(frame) ?? .void
        return .returned
    }
}

/// `throw value`: error objects are thrown as the host error they wrap.
final class ThrowNode: StatementNode, @unchecked Sendable {
    let value: Node

    init(value: Node, range: SourceRange) {
        self.value = value
        super.init(range: range)
    }

    override func execute(_ frame: Frame) throws -> Flow {
        throw Value.swiftError(from: try value.evaluate(frame), at: range)
    }
}

/// A function body of statements: runs them and returns what `return` stored, or Void.
final class BlockBodyNode: Node, @unchecked Sendable {
    let statements: [StatementNode]
    let returnSlot: Int

    init(statements: [StatementNode], returnSlot: Int, range: SourceRange) {
        self.statements = statements
        self.returnSlot = returnSlot
        super.init(range: range)
    }

    /// `Value.void`, held here: the static is behind a lazy-initialization check on every read.
    private let void = Value.void

    override func evaluate(_ frame: Frame) throws -> Value {
        for statement in statements {
            if case .returned = try statement.execute(frame) { return frame.slots[returnSlot] }
        }
        return void
    }
}

/// `break`, `continue` or `fallthrough`, with or without a label.
final class JumpNode: StatementNode, @unchecked Sendable {
    let flow: Flow

    init(flow: Flow, range: SourceRange) {
        self.flow = flow
        super.init(range: range)
    }

    override func execute(_ frame: Frame) throws -> Flow { flow }
}

/// Where a `defer` stood in its block; the compiler replaces it with a `DeferNode` over the rest of the block.
final class DeferMarkerNode: StatementNode, @unchecked Sendable {
    let body: [StatementNode]

    init(body: [StatementNode], range: SourceRange) {
        self.body = body
        super.init(range: range)
    }

    override func execute(_ frame: Frame) throws -> Flow { .normal }
}

/// `defer { deferred }; rest…`: runs the statements after the `defer`, then the deferred block, however they
/// end (normally, by `return`/`break`/`continue`, or by an error).
final class DeferNode: StatementNode, @unchecked Sendable {
    let deferred: [StatementNode]
    let rest: [StatementNode]

    init(deferred: [StatementNode], rest: [StatementNode], range: SourceRange) {
        self.deferred = deferred
        self.rest = rest
        super.init(range: range)
    }

    override func execute(_ frame: Frame) throws -> Flow {
        let flow: Flow
        do {
            flow = try executeBlock(rest, frame)
        } catch {
            // The error leaving the scope wins over one raised while cleaning up.
            _ = try? executeBlock(deferred, frame)
            throw error
        }
        _ = try executeBlock(deferred, frame)
        return flow
    }

    /// Turns each `defer` marker of a block into a `DeferNode` holding the statements after it.
    static func nesting(_ statements: [StatementNode]) -> [StatementNode] {
        guard statements.contains(where: { $0 is DeferMarkerNode }) else { return statements }
        var tail: [StatementNode] = []
        for statement in statements.reversed() {
            if let marker = statement as? DeferMarkerNode {
                tail = [DeferNode(deferred: marker.body, rest: tail, range: marker.range)]
            } else {
                tail.insert(statement, at: 0)
            }
        }
        return tail
    }
}
