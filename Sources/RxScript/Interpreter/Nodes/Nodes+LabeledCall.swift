/// `Repository.init` as a value: a function that calls the callee with the initializer's labels, so positional
/// calls (`jsons.map(Repository.init)`) reach a labeled `init(json:)`.
final class LabeledCallNode: Node, @unchecked Sendable {
    let callee: Node
    let labels: [String?]
    let registry: HostRegistry

    init(callee: Node, labels: [String?], registry: HostRegistry, range: SourceRange) {
        self.callee = callee
        self.labels = labels
        self.registry = registry
        super.init(range: range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        .function(LabeledCall(callee: try callee.evaluate(frame), labels: labels, node: self))
    }
}

/// The function a `LabeledCallNode` makes: its arguments, whatever their labels, are passed with `labels`.
private final class LabeledCall: Function, @unchecked Sendable {
    let callee: Value
    let labels: [String?]
    let node: LabeledCallNode

    init(callee: Value, labels: [String?], node: LabeledCallNode) {
        self.callee = callee
        self.labels = labels
        self.node = node
        super.init(name: "init")
    }

    override func invoke(_ arguments: CallArguments) throws -> Value {
        var relabeled = arguments
        if arguments.values.count == labels.count { relabeled.labels = labels }
        return try Calls.call(callee, relabeled, registry: node.registry, at: node)
    }
}
