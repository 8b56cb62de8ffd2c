import RxCore

extension Builtins {
    /// `merge concat combineLatest zip withLatestFrom amb startWith` and their old spellings,
    /// as globals (`merge(a, b)`), on the `Observable` namespace (`Observable.combineLatest(a, b) { x, y in … }`)
    /// and as operators (`a.concat(b)`, `a.amb(b)`).
    @_optimize(none) static func registerCombining(_ registry: HostRegistry, observable: HostType) {
        registry.observableFactory("merge", .sources()) { sources in .merge(sources) }
        registry.observableFactory("concat", .sources()) { sources in .concat(sources) }
        registry.observableFactory("amb", .sources()) { sources in .amb(sources) }
        // The sources are checked after the selector is read, as before.
        let sources = HostParameter<CombinedSources>(nil, variadic: true) { arguments, index in
            let values = try arguments.array(index)
            var isOneArray = false
            if values.count == 1, case .array = values[0] { isOneArray = true }
            return CombinedSources(isOneArray: isOneArray, sequences: Builtins.swiftSequences(values)) {
                try Builtins.sources(arguments, index)
            }
        }
        // Swift's own `zip(a, b)` of two arrays (or strings): the pairs, as an array of tuples.
        registry.function("zip", sources, .optionalFunction("resultSelector", default: .nil), .call) {
            sources, selector, call in
            if let sequences = sources.sequences, selector == nil {
                return .array(Swift.zip(sequences[0], sequences[1]).map { Value.tuple([$0, $1]) })
            }
            return .observable(try combine(.zip, sources, selector, call))
        }
        registry.observableFactory(
            "combineLatest", sources, .optionalFunction("resultSelector", default: .nil), .call
        ) { sources, selector, call in
            try combine(.combineLatest, sources, selector, call)
        }
        for table in [registry.namespace("Observable"), registry.implicitMembers] {
            table.method("zip", sources, .optionalFunction("resultSelector", default: .nil), .call) {
                (_: Value, sources, selector, call) in
                .observable(try combine(.zip, sources, selector, call))
            }
        }

        observable.operator("concat", .observable()) { source, other in source.concat(other) }
        observable.operator("amb", .observable()) { source, other in source.amb(other) }
        observable.operator("withLatestFrom", .observable()) { source, other in source.withLatestFrom(other) }
        // The selector is read before the other source, as before.
        let other = HostParameter<Observable<Value>>.observable().deferred()
        observable.operator("withLatestFrom", other, .function("resultSelector")) {
            source, other, selector in
            source.withLatestFrom(try other()) { try selector.call($0, $1) }
        }
        observable.operator("startWith", .variadic()) { source, elements in source.startWith(contentsOf: elements) }
    }

    /// The two operators that combine 2…8 sources (or an array of them) element-wise.
    enum Combination: String {
        case combineLatest, zip
    }

    /// The sources of `combineLatest` or `zip`: whether they were passed as one array, and the observables,
    /// checked when `observables` is called.
    struct CombinedSources {
        let isOneArray: Bool
        /// The elements of two arrays or strings, for Swift's `zip(a, b)`.
        var sequences: [[Value]]? = nil
        let observables: () throws -> [Observable<Value>]
    }

    /// The elements of exactly two arrays or strings that hold no observables, or nil.
    static func swiftSequences(_ values: [Value]) -> [[Value]]? {
        guard values.count == 2 else { return nil }
        let sequences = values.compactMap { value -> [Value]? in
            switch value {
            case .array(let elements): return elements
            case .string(let text): return text.map { .string(String($0)) }
            default: return nil
            }
        }
        guard sequences.count == 2 else { return nil }
        let holdsObservables = sequences.joined().contains { element in
            if case .object(let object) = element { return object is ObservableObject }
            return false
        }
        return holdsObservables ? nil : sequences
    }

    /// `combineLatest(a, b)` emits tuples `(x, y)` (or the selector's result, called with one argument per
    /// source); `combineLatest([a, b])` emits arrays (or calls the selector with one array), as in RxSwift.
    private static func combine(
        _ kind: Combination, _ sources: CombinedSources, _ selector: Function?,
        _ call: HostCall
    ) throws -> Observable<Value> {
        if sources.isOneArray {
            let sources = try sources.observables()
            let select: ([Value]) throws -> Value =
                selector.map { function in { try function.call(.array($0)) } }
                ?? { .array($0) }
            switch kind {
            case .combineLatest: return .combineLatest(sources, resultSelector: select)
            case .zip: return .zip(sources, resultSelector: select)
            }
        }
        let sources = try sources.observables()
        guard (2...8).contains(sources.count) else {
            throw call.failure(.combinationArity(kind.rawValue, got: sources.count))
        }
        let select: ([Value]) throws -> Value =
            selector.map { function in { try function.call($0) } }
            ?? { .tuple($0) }
        switch kind {
        case .combineLatest: return combineLatest(sources, select)
        case .zip: return zip(sources, select)
        }
    }

    private static func combineLatest(
        _ s: [Observable<Value>], _ select: @escaping ([Value]) throws -> Value
    )
        -> Observable<Value>
    {
        switch s.count {
        case 2: return .combineLatest(s[0], s[1]) { try select([$0, $1]) }
        case 3: return .combineLatest(s[0], s[1], s[2]) { try select([$0, $1, $2]) }
        case 4: return .combineLatest(s[0], s[1], s[2], s[3]) { try select([$0, $1, $2, $3]) }
        case 5: return .combineLatest(s[0], s[1], s[2], s[3], s[4]) { try select([$0, $1, $2, $3, $4]) }
        case 6: return .combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { try select([$0, $1, $2, $3, $4, $5]) }
        case 7:
            return .combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) {
                try select([$0, $1, $2, $3, $4, $5, $6])
            }
        default:
            return .combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                try select([$0, $1, $2, $3, $4, $5, $6, $7])
            }
        }
    }

    private static func zip(
        _ s: [Observable<Value>], _ select: @escaping ([Value]) throws -> Value
    )
        -> Observable<Value>
    {
        switch s.count {
        case 2: return .zip(s[0], s[1]) { try select([$0, $1]) }
        case 3: return .zip(s[0], s[1], s[2]) { try select([$0, $1, $2]) }
        case 4: return .zip(s[0], s[1], s[2], s[3]) { try select([$0, $1, $2, $3]) }
        case 5: return .zip(s[0], s[1], s[2], s[3], s[4]) { try select([$0, $1, $2, $3, $4]) }
        case 6: return .zip(s[0], s[1], s[2], s[3], s[4], s[5]) { try select([$0, $1, $2, $3, $4, $5]) }
        case 7: return .zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { try select([$0, $1, $2, $3, $4, $5, $6]) }
        default:
            return .zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                try select([$0, $1, $2, $3, $4, $5, $6, $7])
            }
        }
    }

    /// The observables of a variadic parameter, or of the one array passed in its place (`merge([a, b])`).
    static func sources(_ arguments: Arguments, _ index: Int) throws -> [Observable<Value>] {
        var values = try arguments.array(index)
        if values.count == 1, case .array(let elements) = values[0] { values = elements }
        return try values.enumerated().map { position, value in
            if case .object(let object) = value, let convertible = object as? ObservableConvertible {
                return convertible.observable
            }
            throw arguments.failure(
                .sourceType(position + 1, of: arguments.signature.description, got: value.typeName),
                at: index)
        }
    }
}
