/// A sequence whose elements are made one at a time, as they are asked for: `xs.lazy` with its `map`, `filter`
/// and `compactMap`, `sequence(first:next:)`, and their `prefix(_:)`. A closure runs only for the elements a
/// `first`, a `for` pass or an `Array(…)` reads, in that order, as with Swift's lazy sequences.
final class LazySequenceObject: HostObject, @unchecked Sendable {
    /// Where the elements come from.
    enum Source {
        case elements([Value])
        /// `sequence(first:next:)`: `first`, then `next` of the previous element until it gives nil.
        case unfold(first: Value, next: Function)
    }

    /// One lazy stage.
    enum Step {
        case map(Function)
        case filter(Function)
        case compactMap(Function)
    }

    let source: Source
    let steps: [Step]
    /// `prefix(n)`: at most this many elements.
    let limit: Int?
    /// True for `.lazy`: `map` and `filter` stay lazy. An unfolded sequence's `map` makes an array, as Swift's does.
    let isLazy: Bool

    init(source: Source, steps: [Step] = [], limit: Int? = nil, isLazy: Bool) {
        self.source = source
        self.steps = steps
        self.limit = limit
        self.isLazy = isLazy
    }

    override var typeName: String { isLazy ? "LazySequence" : "UnfoldSequence" }

    /// The same sequence with one more stage.
    func adding(_ step: Step) -> LazySequenceObject {
        LazySequenceObject(source: source, steps: steps + [step], limit: limit, isLazy: isLazy)
    }

    /// The same sequence cut to its first `count` elements.
    func prefix(_ count: Int) -> LazySequenceObject {
        LazySequenceObject(source: source, steps: steps, limit: min(count, limit ?? count), isLazy: isLazy)
    }

    /// Calls `body` with each element in order until it returns false.
    func forEach(_ body: (Value) throws -> Bool) throws {
        var produced = 0
        var index = 0
        var current: Value?
        while limit.map({ produced < $0 }) ?? true {
            if ScriptInterrupt.isRequested { throw ScriptError.interrupted(at: nil) }
            let raw: Value
            switch source {
            case .elements(let elements):
                guard index < elements.count else { return }
                raw = elements[index]
                index += 1
            case .unfold(let first, let next):
                // `next` gives an Optional: nil ends the sequence, a value goes on unwrapped.
                let value = try current.map { try next.call($0).unwrappedOnce } ?? first
                guard !value.isNil else { return }
                current = value
                raw = value
            }
            guard let element = try transformed(raw) else { continue }
            produced += 1
            guard try body(element) else { return }
        }
    }

    /// Every element, in order.
    func allElements() throws -> [Value] {
        var result: [Value] = []
        try forEach { element in
            result.append(element)
            return true
        }
        return result
    }

    /// The element after the stages, or nil when a `filter` or `compactMap` drops it.
    private func transformed(_ raw: Value) throws -> Value? {
        var value = raw
        for step in steps {
            switch step {
            case .map(let transform): value = try transform.call(value)
            case .filter(let keep):
                guard try keep.predicate(for: "filter")(value) else { return nil }
            case .compactMap(let transform):
                value = try transform.call(value)
                if value.isNil { return nil }
            }
        }
        return value
    }
}
