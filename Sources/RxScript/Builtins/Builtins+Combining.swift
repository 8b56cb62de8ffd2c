import RxCore

extension Builtins {
    /// `merge concat combineLatest zip withLatestFrom amb take(until:) skip(until:)` and their old spellings,
    /// as globals (`merge(a, b)`), on the `Observable` namespace (`Observable.combineLatest(a, b) { x, y in … }`)
    /// and as operators (`a.concat(b)`, `a.amb(b)`).
    static func registerCombining(_ registry: HostRegistry, observable: HostType) {
        let namespace = registry.namespace("Observable")
        func factory(_ signature: String, defaults: [String: Value] = [:],
                     _ body: @escaping (Arguments) throws -> Observable<Value>) {
            registry.function(signature, defaults: defaults) { arguments in .observable(try body(arguments)) }
            namespace.method(signature, defaults: defaults) { _, arguments in .observable(try body(arguments)) }
        }

        factory("merge(_:...)") { arguments in .merge(try sources(arguments, 0)) }
        factory("concat(_:...)") { arguments in .concat(try sources(arguments, 0)) }
        factory("amb(_:...)") { arguments in .amb(try sources(arguments, 0)) }
        for kind in [Combination.combineLatest, .zip] {
            factory("\(kind.rawValue)(_:...resultSelector:)", defaults: ["resultSelector": .nil]) { arguments in
                try combine(kind, arguments)
            }
        }

        observable.operator("concat(_:)") { source, arguments in source.concat(try arguments.observable(0)) }
        observable.operator("amb(_:)") { source, arguments in source.amb(try arguments.observable(0)) }
        observable.operator("withLatestFrom(_:)") { source, arguments in
            source.withLatestFrom(try arguments.observable(0))
        }
        observable.operator("withLatestFrom(_:resultSelector:)") { source, arguments in
            let selector = try arguments.function(1)
            return source.withLatestFrom(try arguments.observable(0)) { try selector.call($0, $1) }
        }
        observable.operator("take(until:)") { source, arguments in
            // `take(until:)` also takes a predicate in RxSwift; both spellings share this overload.
            if case .function(let predicate) = arguments[0] {
                return source.take(until: predicate.predicate(for: "take(until:)"), behavior: .exclusive)
            }
            return source.take(until: try arguments.observable(0))
        }
        observable.operator("takeUntil(_:)") { source, arguments in source.take(until: try arguments.observable(0)) }
        observable.operator("skip(until:)") { source, arguments in source.skip(until: try arguments.observable(0)) }
        observable.operator("skipUntil(_:)") { source, arguments in source.skip(until: try arguments.observable(0)) }
    }

    /// The two operators that combine 2…8 sources (or an array of them) element-wise.
    enum Combination: String {
        case combineLatest, zip
    }

    /// `combineLatest(a, b)` emits tuples `(x, y)` (or the selector's result, called with one argument per
    /// source); `combineLatest([a, b])` emits arrays (or calls the selector with one array), as in RxSwift.
    private static func combine(_ kind: Combination, _ arguments: Arguments) throws -> Observable<Value> {
        let selector = try arguments.optionalFunction(1)
        let variadic = try arguments.array(0)
        if variadic.count == 1, case .array = variadic[0] {
            let sources = try sources(arguments, 0)
            let select: ([Value]) throws -> Value = selector.map { function in { try function.call(.array($0)) } }
                ?? { .array($0) }
            switch kind {
            case .combineLatest: return .combineLatest(sources, resultSelector: select)
            case .zip: return .zip(sources, resultSelector: select)
            }
        }
        let sources = try sources(arguments, 0)
        guard (2...8).contains(sources.count) else {
            throw arguments.failure(.combinationArity(kind.rawValue, got: sources.count))
        }
        let select: ([Value]) throws -> Value = selector.map { function in { try function.call($0) } }
            ?? { .tuple($0) }
        switch kind {
        case .combineLatest: return combineLatest(sources, select)
        case .zip: return zip(sources, select)
        }
    }

    private static func combineLatest(_ s: [Observable<Value>], _ select: @escaping ([Value]) throws -> Value)
        -> Observable<Value> {
        switch s.count {
        case 2: return .combineLatest(s[0], s[1]) { try select([$0, $1]) }
        case 3: return .combineLatest(s[0], s[1], s[2]) { try select([$0, $1, $2]) }
        case 4: return .combineLatest(s[0], s[1], s[2], s[3]) { try select([$0, $1, $2, $3]) }
        case 5: return .combineLatest(s[0], s[1], s[2], s[3], s[4]) { try select([$0, $1, $2, $3, $4]) }
        case 6: return .combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { try select([$0, $1, $2, $3, $4, $5]) }
        case 7:
            return .combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { try select([$0, $1, $2, $3, $4, $5, $6]) }
        default:
            return .combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                try select([$0, $1, $2, $3, $4, $5, $6, $7])
            }
        }
    }

    private static func zip(_ s: [Observable<Value>], _ select: @escaping ([Value]) throws -> Value)
        -> Observable<Value> {
        switch s.count {
        case 2: return .zip(s[0], s[1]) { try select([$0, $1]) }
        case 3: return .zip(s[0], s[1], s[2]) { try select([$0, $1, $2]) }
        case 4: return .zip(s[0], s[1], s[2], s[3]) { try select([$0, $1, $2, $3]) }
        case 5: return .zip(s[0], s[1], s[2], s[3], s[4]) { try select([$0, $1, $2, $3, $4]) }
        case 6: return .zip(s[0], s[1], s[2], s[3], s[4], s[5]) { try select([$0, $1, $2, $3, $4, $5]) }
        case 7: return .zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { try select([$0, $1, $2, $3, $4, $5, $6]) }
        default:
            return .zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { try select([$0, $1, $2, $3, $4, $5, $6, $7]) }
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
            throw arguments.failure(.sourceType(position + 1, of: arguments.signature.description, got: value.typeName),
                                    at: index)
        }
    }
}
