import RxCore

extension Builtins {
    /// `compactMap scan reduce startWith enumerated materialize dematerialize` (`toArray` is a Single: see
    /// `Builtins+Traits.swift`).
    static func registerTransforming(_ observable: HostType) {
        observable.operator("compactMap(_:)") { source, arguments in
            let transform = try arguments.function(0)
            return source.compactMap { element -> Value? in
                let result = try transform.call(element)
                // Spelled out: a bare `nil` here would be the script value `nil`, since `Value` is nil-literal.
                return result.isNil ? Optional<Value>.none : result
            }
        }
        observable.operator("scan(_:accumulator:)") { source, arguments in
            let accumulator = try arguments.function(1)
            return source.scan(arguments[0]) { try accumulator.call($0, $1) }
        }
        // The closure updates its first parameter as RxSwift's `inout` accumulator (`{ $0 += $1 }`); a closure
        // that returns a value instead replaces the accumulator with it.
        observable.operator("scan(into:accumulator:)") { source, arguments in
            let accumulator = try arguments.function(1)
            return source.scan(into: arguments[0]) { accumulated, element in
                let result = try accumulator.call(updating: &accumulated, element)
                if !result.isVoid { accumulated = result }
            }
        }
        observable.operator("reduce(_:accumulator:)") { source, arguments in
            let accumulator = try arguments.function(1)
            return source.reduce(arguments[0]) { try accumulator.call($0, $1) }
        }
        observable.operator("reduce(_:accumulator:mapResult:)") { source, arguments in
            let accumulator = try arguments.function(1)
            let mapResult = try arguments.function(2)
            return source.reduce(arguments[0], accumulator: { try accumulator.call($0, $1) },
                                 mapResult: { try mapResult.call($0) })
        }
        observable.operator("startWith(_:...)") { source, arguments in
            source.startWith(contentsOf: try arguments.array(0))
        }
        observable.operator("enumerated()") { source, _ in
            source.enumerated().values { .tuple([.int($0.index), $0.element], labels: ["index", "element"]) }
        }
        observable.operator("materialize()") { source, _ in source.materialize().values(Value.event) }
        observable.operator("dematerialize()") { source, _ in source.dematerialize() }
    }
}
