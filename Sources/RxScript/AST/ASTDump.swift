/// A compact S-expression rendering of the syntax tree, for tests and debugging.
extension Expr: CustomStringConvertible {
    /// For example `(call (. xs map) {$0 * 2})` for `xs.map { $0 * 2 }`.
    public var description: String {
        switch kind {
        case .int(let value): return "\(value)"
        case .double(let value): return "\(value)"
        case .bool(let value): return "\(value)"
        case .nilLiteral: return "nil"
        case .duration(let nanoseconds): return "\(nanoseconds)ns"
        case .string(let parts):
            return "\""
                + parts.map { part -> String in
                    switch part {
                    case .text(let text): return text
                    case .expression(let expr): return "\\(\(expr))"
                    }
                }.joined() + "\""
        case .identifier(let name): return name
        case .dollar(let position): return "$\(position)"
        case .array(let elements): return "[" + elements.map(\.description).joined(separator: " ") + "]"
        case .dictionary(let entries):
            return entries.isEmpty ? "[:]" : "[" + entries.map { "\($0.key): \($0.value)" }.joined(separator: " ") + "]"
        case .tuple(let elements): return "(tuple" + elements.map { " " + $0.dump }.joined() + ")"
        case .paren(let inner): return "(paren \(inner))"
        case .closure(let closure): return closure.description
        case .call(let callee, let arguments): return "(call \(callee)" + arguments.map { " " + $0.dump }.joined() + ")"
        case .member(let base, let name, _): return "(. \(base) \(name))"
        case .tupleIndex(let base, let position): return "(. \(base) \(position))"
        case .subscriptAccess(let base, let arguments):
            return "(subscript \(base)" + arguments.map { " " + $0.dump }.joined() + ")"
        case .implicitMember(let name): return ".\(name)"
        case .selector(let reference): return "(#selector \(reference.text))"
        case .unary(let op, let operand): return "(\(op) \(operand))"
        case .binary(let op, let lhs, let rhs, _): return "(\(op) \(lhs) \(rhs))"
        case .ternary(let condition, let then, let otherwise): return "(? \(condition) \(then) \(otherwise))"
        case .cast(let inner, let type, let kind): return "(\(kind.rawValue) \(inner) \(type.text))"
        case .tryExpr(let inner, let kind): return "(\(kind.rawValue) \(inner))"
        case .forceUnwrap(let inner): return "(! \(inner))"
        case .optionalChain(let inner): return "(?chain \(inner))"
        case .specialized(let base, let arguments):
            return "(generic \(base)" + arguments.map { " " + $0.text }.joined() + ")"
        case .error: return "<error>"
        }
    }
}

extension Argument {
    var dump: String {
        let trailing = isTrailingClosure ? "trailing " : ""
        return trailing + (label.map { "\($0): " } ?? "") + value.description
    }
}

extension ClosureExpr: CustomStringConvertible {
    /// `{x y in body}` or `{body}`.
    public var description: String {
        let signature = hasSignature ? parameters.map(\.name).joined(separator: " ") + " in " : ""
        return "{" + signature + body.map(\.description).joined(separator: "; ") + "}"
    }
}

extension Stmt: CustomStringConvertible {
    /// For example `(let x 1)` or `(if (< a b) {…} {…})`.
    public var description: String {
        switch kind {
        case .expression(let expr): return expr.description
        case .variable(let decl):
            let keyword = decl.isMutable ? "var" : "let"
            let names =
                decl.isTuplePattern
                ? "(" + decl.names.map(\.name).joined(separator: " ") + ")"
                : decl.names.map(\.name).joined()
            let type = decl.type.map { ": \($0.text)" } ?? ""
            return "(\(keyword) \(names)\(type)" + (decl.initializer.map { " \($0)" } ?? "") + ")"
        case .assignment(let target, let op, let value, _): return "(\(op.rawValue) \(target) \(value))"
        case .ifStatement(let conditions, let then, let otherwise):
            let elseText = otherwise.map { " " + Self.block($0) } ?? ""
            return "(if \(conditions.map(\.description).joined(separator: ", ")) \(Self.block(then))\(elseText))"
        case .guardStatement(let conditions, let otherwise):
            return "(guard \(conditions.map(\.description).joined(separator: ", ")) \(Self.block(otherwise)))"
        case .switchStatement(let subject, let cases):
            return "(switch \(subject)"
                + cases.map { clause in
                    let label =
                        clause.items.isEmpty
                        ? "default"
                        : "case "
                            + clause.items.map { item in
                                item.pattern.description + (item.guardExpression.map { " where \($0)" } ?? "")
                            }.joined(separator: ", ")
                    return " (\(label) \(Self.block(clause.body)))"
                }.joined() + ")"
        case .breakStatement(let label): return "(break" + (label.map { " " + $0 } ?? "") + ")"
        case .continueStatement(let label): return "(continue" + (label.map { " " + $0 } ?? "") + ")"
        case .fallthroughStatement: return "(fallthrough)"
        case .whileLoop(let conditions, let body):
            return "(while \(conditions.map(\.description).joined(separator: ", ")) \(Self.block(body)))"
        case .repeatWhile(let body, let condition): return "(repeat \(Self.block(body)) while \(condition))"
        case .forCase(let pattern, let sequence, let filter, let body):
            let condition = filter.map { " (where \($0))" } ?? ""
            return "(for case \(pattern) \(sequence)\(condition) \(Self.block(body)))"
        case .labeled(let label, _, let statement): return "(\(label): \(statement))"
        case .forIn(let names, let isTuple, let isMutable, let sequence, let filter, let body):
            let shown = isTuple ? "(" + names.map(\.name).joined(separator: " ") + ")" : names[0].name
            let condition = filter.map { " (where \($0))" } ?? ""
            return "(for \(isMutable ? "var " : "")\(shown) \(sequence)\(condition) \(Self.block(body)))"
        case .returnStatement(let value): return "(return" + (value.map { " \($0)" } ?? "") + ")"
        case .throwStatement(let value): return "(throw \(value))"
        case .function(let decl):
            let parameters = decl.parameters.map { ($0.label ?? "_") + ":" + $0.name }.joined(separator: " ")
            return "(func \(decl.name) (\(parameters)) \(Self.block(decl.body)))"
        case .typeDeclaration(let decl):
            return "(\(decl.kind.rawValue) \(decl.name)" + decl.cases.map { " case " + $0.name }.joined()
                + decl.properties.map { " var " + $0.name }.joined()
                + decl.methods.map { " func " + $0.function.name }.joined()
                + decl.initializers.map { _ in " init" }.joined() + ")"
        case .doCatch(let body, let clauses):
            return "(do \(Self.block(body))"
                + clauses.map { clause in
                    " (catch" + (clause.pattern.map { " \($0)" } ?? "") + " \(Self.block(clause.body)))"
                }.joined() + ")"
        case .importDecl(let name): return "(import \(name))"
        case .deferStatement(let body): return "(defer \(Self.block(body)))"
        case .error: return "<error>"
        }
    }

    static func block(_ statements: [Stmt]) -> String {
        "{" + statements.map(\.description).joined(separator: "; ") + "}"
    }
}

extension Condition: CustomStringConvertible {
    /// `c` or `let x = c`.
    public var description: String {
        switch self {
        case .expression(let expr): return expr.description
        case .optionalBinding(let name, _, let isMutable, let value):
            return (isMutable ? "var " : "let ") + name + (value.map { " = \($0)" } ?? "")
        case .patternMatch(let pattern, let value):
            return "case \(pattern) = \(value)"
        }
    }
}

extension Pattern: CustomStringConvertible {
    /// `.next(let x)`, `_`, `(1, let y)`.
    public var description: String {
        switch self {
        case .wildcard: return "_"
        case .binding(let name, _, let isMutable): return (isMutable ? "var " : "let ") + name
        case .expression(let expr): return expr.description
        case .enumCase(let name, _, let arguments):
            return "." + name + (arguments.map { "(" + $0.map(\.description).joined(separator: ", ") + ")" } ?? "")
        case .tuple(let elements): return "(" + elements.map(\.description).joined(separator: ", ") + ")"
        case .optional(let inner): return "\(inner)?"
        case .typeCheck(let type): return "is \(type.text)"
        case .cast(let inner, let type): return "\(inner) as \(type.text)"
        case .range(let lower, let upper, let isClosed):
            return (lower?.description ?? "") + (isClosed ? "..." : "..<") + (upper?.description ?? "")
        }
    }
}
