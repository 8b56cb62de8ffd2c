/// Host objects whose values are enum cases that `switch` patterns can match (`.next(let x)`).
public protocol CaseMatchable: HostObject {
    /// The associated values if the object is the case `name`, otherwise `nil`.
    func associatedValues(ofCase name: String) -> [Value]?
    /// Case names of older RxSwift versions, each with today's (RxSwift 2's `Next` is `next`).
    var olderCaseNames: [String: String] { get }
}

extension CaseMatchable {
    public var olderCaseNames: [String: String] { [:] }
}

extension EventObject: CaseMatchable {
    /// RxSwift 2 capitalized the cases: `.Next(let x)`, `.Error(let e)`, `.Completed`.
    public var olderCaseNames: [String: String] { ["Next": "next", "Error": "error", "Completed": "completed"] }

    /// `.next(element)`, `.error(error)`, `.completed`.
    public func associatedValues(ofCase name: String) -> [Value]? {
        switch (name, event) {
        case ("next", .next(let element)): return [element]
        case ("error", .error(let error)): return [.error(error)]
        case ("completed", .completed): return []
        default: return nil
        }
    }
}

/// A compiled `case` pattern.
class PatternMatcher: @unchecked Sendable {
    /// True when `value` matches; bindings are stored into the frame as a side effect.
    func matches(_ value: Value, _ frame: Frame) throws -> Bool { true }
}

/// `_`
final class WildcardMatcher: PatternMatcher, @unchecked Sendable {}

/// `let name`
final class BindingMatcher: PatternMatcher, @unchecked Sendable {
    let target: DeclarationTarget
    init(target: DeclarationTarget) { self.target = target }
    override func matches(_ value: Value, _ frame: Frame) throws -> Bool {
        target.store(value, in: frame)
        return true
    }
}

/// A value compared with `==`, or a range (an array of integers, or a `FloatRangeObject`) tested for membership.
final class ExpressionMatcher: PatternMatcher, @unchecked Sendable {
    let node: Node
    init(node: Node) { self.node = node }
    override func matches(_ value: Value, _ frame: Frame) throws -> Bool {
        let pattern = try node.evaluate(frame)
        if case .array(let elements) = pattern {
            if case .array = value { return pattern == value }
            return elements.contains(value)
        }
        if case .object(let range as TextRangeObject) = pattern, let text = value.textValue {
            return range.contains(text)
        }
        if case .object(let range as PartialRangeObject) = pattern { return range.contains(value, at: node) }
        if case .object(let range as FloatRangeObject) = pattern, let number = FloatingNumber(value) {
            return range.contains(number.value)
        }
        return (try? Operators.equal(pattern.unwrappedOnce, value.unwrappedOnce, .equal, at: node)) ?? false
    }
}

/// `.name(subpatterns)`: enum cases of host objects, and `.some(x)` / `.none` for optionals.
final class CaseMatcher: PatternMatcher, @unchecked Sendable {
    let name: String
    let arguments: [PatternMatcher]?
    init(name: String, arguments: [PatternMatcher]?) {
        self.name = name
        self.arguments = arguments
    }

    override func matches(_ value: Value, _ frame: Frame) throws -> Bool {
        let associated: [Value]
        switch (name, value) {
        case ("none", .nil): associated = []
        case ("none", _): return false
        case ("some", .nil): return false
        case ("some", .optional(let box)): associated = [box.wrapped]
        case ("some", _): associated = [value]
        case (_, .object(let object as CaseMatchable)):
            let current = object.olderCaseNames[name] ?? name
            guard let values = object.associatedValues(ofCase: current) else { return false }
            associated = values
        default:
            return false
        }
        guard let arguments else { return true }
        if arguments.count == associated.count {
            for (matcher, element) in zip(arguments, associated) where !(try matcher.matches(element, frame)) {
                return false
            }
            return true
        }
        if arguments.count == 1 { return try arguments[0].matches(.tuple(associated), frame) }
        return false
    }
}

/// `(p, q)`
final class TupleMatcher: PatternMatcher, @unchecked Sendable {
    let elements: [PatternMatcher]
    init(elements: [PatternMatcher]) { self.elements = elements }
    override func matches(_ value: Value, _ frame: Frame) throws -> Bool {
        guard case .tuple(let tuple) = value, tuple.elements.count == elements.count else { return false }
        for (matcher, element) in zip(elements, tuple.elements) where !(try matcher.matches(element, frame)) {
            return false
        }
        return true
    }
}

/// `is T`, `p as T`: a value of the type (any error for `Error`), then matched by `p`.
final class TypeMatcher: PatternMatcher, @unchecked Sendable {
    let typeName: String
    let inner: PatternMatcher?
    init(typeName: String, inner: PatternMatcher?) {
        self.typeName = typeName
        self.inner = inner
    }
    override func matches(_ value: Value, _ frame: Frame) throws -> Bool {
        guard value.matchesType(named: typeName) else { return false }
        return try inner?.matches(value, frame) ?? true
    }
}

/// `a...b`, `a..<b`, `...b`, `..<b`, `a...`: Swift's `~=` for ranges, on numbers, strings and characters.
final class RangeMatcher: PatternMatcher, @unchecked Sendable {
    let lower: Node?
    let upper: Node?
    let isClosed: Bool
    /// Where the range is, for a comparison that fails.
    let node: Node
    init(lower: Node?, upper: Node?, isClosed: Bool, node: Node) {
        self.lower = lower
        self.upper = upper
        self.isClosed = isClosed
        self.node = node
    }
    override func matches(_ value: Value, _ frame: Frame) throws -> Bool {
        if let lower {
            let (bound, subject) = Self.alike(try lower.evaluate(frame), value)
            guard let order = try? Operators.compare(subject, bound, .greaterEqual, at: node), order >= 0 else {
                return false
            }
        }
        if let upper {
            let (bound, subject) = Self.alike(try upper.evaluate(frame), value)
            guard let order = try? Operators.compare(subject, bound, .lessEqual, at: node) else { return false }
            return isClosed ? order <= 0 : order < 0
        }
        return true
    }
    /// An `Int` bound against a `Double` value is a literal Swift would have typed as `Double`.
    private static func alike(_ bound: Value, _ value: Value) -> (Value, Value) {
        if case .int(let number) = bound, case .double = value { return (.double(Double(number)), value) }
        return (bound, value)
    }
}

/// One `case` clause: alternatives, each with an optional `where` (none for `default`), and the body.
struct SwitchClause {
    let items: [(pattern: PatternMatcher, guardNode: Node?)]
    let body: [StatementNode]

    /// True when an alternative matches `value` and its `where` holds (always for `default`).
    func matches(_ value: Value, _ frame: Frame) throws -> Bool {
        if items.isEmpty { return true }
        for item in items where try item.pattern.matches(value, frame) {
            if let guardNode = item.guardNode, !(try condition(guardNode, frame)) { continue }
            return true
        }
        return false
    }
}

/// `switch subject { … }`: runs the first clause whose pattern matches; `break` leaves the switch.
final class SwitchNode: StatementNode, @unchecked Sendable {
    let subject: Node
    let clauses: [SwitchClause]

    init(subject: Node, clauses: [SwitchClause], range: SourceRange) {
        self.subject = subject
        self.clauses = clauses
        super.init(range: range)
    }

    override func execute(_ frame: Frame) throws -> Flow {
        let value = try subject.evaluate(frame)
        guard var index = try clauses.firstIndex(where: { try $0.matches(value, frame) }) else {
            // Swift proved the switch exhaustive; a value none of its cases names could not get here.
            throw ScriptError(.switchMatchedNothing(value.debugDescription), at: range)
        }
        while true {
            let flow = try executeBlock(clauses[index].body, frame)
            if flow == .fellThrough && index + 1 < clauses.count {
                index += 1
                continue
            }
            return flow == .broke ? .normal : flow
        }
    }
}

/// `do { … } catch … { … }`: runs the body; an error it throws goes to the first clause that matches it (a
/// `catch` without a pattern takes any, as `error`), or on up when none does. Interrupts are never caught.
final class CatchNode: StatementNode, @unchecked Sendable {
    struct Clause {
        let matcher: PatternMatcher?
        let target: DeclarationTarget?
        let body: [StatementNode]
    }

    let body: [StatementNode]
    let clauses: [Clause]

    init(body: [StatementNode], clauses: [Clause], range: SourceRange) {
        self.body = body
        self.clauses = clauses
        super.init(range: range)
    }

    override func execute(_ frame: Frame) throws -> Flow {
        do {
            return try executeBlock(body, frame)
        } catch {
            if let scriptError = error as? ScriptError, scriptError.isUncatchable { throw error }
            let value = Value.error(error)
            for clause in clauses {
                if let matcher = clause.matcher {
                    guard try matcher.matches(value, frame) else { continue }
                } else {
                    clause.target?.store(value, in: frame)
                }
                return try executeBlock(clause.body, frame)
            }
            throw error
        }
    }
}

extension ScriptError {
    /// Ctrl-C and runaway recursion stop the script; no `catch` may swallow them.
    var isUncatchable: Bool {
        halt != nil
    }
}
