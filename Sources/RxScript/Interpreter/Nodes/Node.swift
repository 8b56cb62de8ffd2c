/// The slots of one running function: parameters, locals (or the boxes of captured `var`s) and the return
/// value, stack-allocated by the caller; plus the running function, for its captures.
struct Frame {
    /// Parameter and local slots.
    let slots: UnsafeMutablePointer<Value>
    /// The function whose code is running (for captures and self-reference). Unowned: the caller keeps it alive.
    unowned(unsafe) let function: ScriptFunction
}

/// A compiled expression: evaluates to a value in a frame.
///
/// The compiler resolves every name to a slot, a capture index or a global box, so evaluation does no
/// dictionary lookups for variables. Nodes are immutable after compilation and safe to run on any thread.
class Node: @unchecked Sendable {
    /// The source of the expression, for run-time errors.
    let range: SourceRange

    init(range: SourceRange) {
        self.range = range
    }

    /// Evaluates the expression.
    func evaluate(_ frame: Frame) throws -> Value {
        fatalError("Node.evaluate must be overridden")
    }

    /// True when evaluating it cannot run script code (it calls nothing, reads no member, builds no string
    /// from a description), nor write a frame slot: a closure of such a body needs no stack check of its own.
    var callsNoScript: Bool { false }

    /// An error located at this node.
    final func failure(_ message: DiagnosticMessage, notes: [Diagnostic.Note] = []) -> ScriptError {
        ScriptError(message, at: range, notes: notes)
    }
}

/// How a statement finished.
enum Flow: Equatable {
    /// Continue with the next statement.
    case normal
    /// A `return` ran; the value is in the frame's return slot.
    case returned
    /// A `break` ran: leave the innermost loop or switch.
    case broke
    /// A `continue` ran: start the innermost loop's next iteration.
    case continued
    /// `break label`: leave the statement with that label.
    case brokeOut(String)
    /// `continue label`: start the next iteration of the loop with that label.
    case continuedOut(String)
    /// `fallthrough`: run the next `case` body of the switch.
    case fellThrough
}

/// A compiled statement.
class StatementNode: @unchecked Sendable {
    /// The source of the statement.
    let range: SourceRange

    init(range: SourceRange) {
        self.range = range
    }

    /// Runs the statement.
    func execute(_ frame: Frame) throws -> Flow {
        fatalError("StatementNode.execute must be overridden")
    }
}

/// Something that can be assigned to: a variable, an array element, a host property.
protocol LValue: AnyObject, Sendable {
    /// Reads the current value.
    func get(_ frame: Frame) throws -> Value
    /// Writes a new value.
    func set(_ frame: Frame, _ value: Value) throws
}

/// Runs statements in order, stopping at a `return`, `break` or `continue`.
@inline(__always)
func executeBlock(_ statements: [StatementNode], _ frame: Frame) throws -> Flow {
    for statement in statements {
        let flow = try statement.execute(frame)
        if case .normal = flow { continue }
        return flow
    }
    return .normal
}

/// Reads a `Bool` condition or fails with a diagnostic at `node`.
@inline(__always)
func condition(_ node: Node, _ frame: Frame) throws -> Bool {
    let value = try node.evaluate(frame)
    if case .bool(let flag) = value { return flag }
    throw node.failure(.conditionNotBool(value.typeName))
}
