extension Builtins {
    /// Swift's sequence helpers that tutorials use: `xs.lazy` (`map`, `filter`, `compactMap`, `first`,
    /// `prefix`), `stride(from:to:by:)`, `stride(from:through:by:)` and `sequence(first:next:)`.
    static func registerSequences(_ registry: HostRegistry) {
        registry.arrayType.property("lazy") { receiver in
            guard case .array(let elements) = receiver else { return receiver }
            return .object(LazySequenceObject(source: .elements(elements), isLazy: true))
        }
        let lazy = registry.type(for: LazySequenceObject.self, name: "LazySequence")
        func sequence(_ value: Value) -> LazySequenceObject? {
            if case .object(let sequence as LazySequenceObject) = value { return sequence }
            return nil
        }
        let stages: [(String, (Function) -> LazySequenceObject.Step)] = [
            ("map", { .map($0) }), ("filter", { .filter($0) }), ("compactMap", { .compactMap($0) }),
        ]
        for (name, step) in stages {
            lazy.method(name, .function()) { receiver, transform in
                guard let source = sequence(receiver) else { return .nil }
                let staged = source.adding(step(transform))
                return staged.isLazy ? .object(staged) : .array(try staged.allElements())
            }
        }
        lazy.property("lazy") { receiver in
            guard let source = sequence(receiver) else { return receiver }
            return .object(
                LazySequenceObject(source: source.source, steps: source.steps, limit: source.limit, isLazy: true))
        }
        lazy.property("first") { receiver in
            var first = Value.nil
            try sequence(receiver)?.forEach { element in
                first = element
                return false
            }
            return .wrappingOrNil(first.isNil ? nil : first)
        }
        lazy.method("first", .function("where")) { receiver, predicate in
            let keep = predicate.predicate(for: "first(where:)")
            var found = Value.nil
            try sequence(receiver)?.forEach { element in
                guard try keep(element) else { return true }
                found = element
                return false
            }
            return .wrappingOrNil(found.isNil ? nil : found)
        }
        lazy.method("prefix", .int()) { receiver, count in
            sequence(receiver).map { .object($0.prefix(max(count, 0))) } ?? .nil
        }
        lazy.property("count") { receiver in .int(try sequence(receiver)?.allElements().count ?? 0) }
        lazy.method("forEach", .function()) { receiver, body in
            try sequence(receiver)?.forEach { element in
                _ = try body.call(element)
                return true
            }
            return .void
        }
        lazy.method("reduce", .value(), .function()) { receiver, initial, combine in
            try (sequence(receiver)?.allElements() ?? []).reduce(initial) { try combine.call($0, $1) }
        }
        lazy.method("contains", .value()) { receiver, wanted in
            var found = false
            try sequence(receiver)?.forEach { element in
                found = element == wanted
                return !found
            }
            return .bool(found)
        }

        for (bound, isClosed) in [("to", false), ("through", true)] {
            registry.function("stride", .value("from"), .value(bound), .value("by"), .call) { start, end, step, call in
                try stride(start, end, step, isClosed: isClosed, call)
            }
        }
        registry.function("sequence", .value("first"), .function("next")) { first, next in
            .object(LazySequenceObject(source: .unfold(first: first, next: next), isLazy: false))
        }
    }

    /// `stride`'s elements: from `start` by `step` while before `end` (or up to it, `through:`).
    private static func stride(
        _ start: Value, _ end: Value, _ step: Value, isClosed: Bool, _ call: HostCall
    )
        throws -> Value
    {
        switch (start, end, step) {
        case (.int(let start), .int(let end), .int(let step)):
            guard step != 0 else { throw call.failure(.strideStepZero, at: 2) }
            let count = strideCount(start, end, step, isClosed: isClosed)
            guard count <= Operators.maxRangeCount else {
                throw call.failure(.tooManyElements("stride", "\(count) elements"))
            }
            let values =
                isClosed
                ? Array(Swift.stride(from: start, through: end, by: step))
                : Array(Swift.stride(from: start, to: end, by: step))
            return .array(values.map(Value.int))
        default:
            guard let start = start.asDouble, let end = end.asDouble, let step = step.asDouble else {
                throw call.failure(.conversion(start.typeName, to: "a number"), at: 0)
            }
            guard step != 0 else { throw call.failure(.strideStepZero, at: 2) }
            // A NaN bound never ends Swift's stride either (no comparison with NaN is true).
            let count = ((end - start) / step).rounded(.down)
            guard count.isFinite ? count <= Double(Operators.maxRangeCount) : count == -.infinity else {
                let amount =
                    !count.isFinite
                    ? "an endless number of elements"
                    : count < 9e18 ? "\(Int(count)) elements" : "about \(count) elements"
                throw call.failure(.tooManyElements("stride", amount))
            }
            let values =
                isClosed
                ? Array(Swift.stride(from: start, through: end, by: step))
                : Array(Swift.stride(from: start, to: end, by: step))
            return .array(values.map(Value.double))
        }
    }

    /// How many `Int`s `stride` gives, counted without overflow (up to 2⁶⁴ − 1).
    private static func strideCount(_ start: Int, _ end: Int, _ step: Int, isClosed: Bool) -> UInt {
        guard step > 0 ? start <= end : start >= end else { return 0 }
        let distance = step > 0 ? UInt(bitPattern: end &- start) : UInt(bitPattern: start &- end)
        if distance == 0 { return isClosed ? 1 : 0 }
        let whole = distance / step.magnitude
        let reachesEnd = distance % step.magnitude == 0
        return reachesEnd && !isClosed || whole == .max ? whole : whole + 1
    }
}

extension Value {
    /// An `Int` or `Double` as a `Double`.
    fileprivate var asDouble: Double? {
        switch self {
        case .int(let number): return Double(number)
        case .double(let number): return number
        default: return nil
        }
    }
}
