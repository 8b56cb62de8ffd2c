import RxCore

extension Builtins {
    /// `map compactMap scan reduce enumerated materialize dematerialize` (`toArray`, a Single:
    /// `registerToArray`).
    static func registerTransforming(_ observable: HostType) {
        observable.operator("map", .function()) { source, transform in source.map { try transform.call($0) } }
        observable.operator("compactMap", .function()) { source, transform in
            source.compactMap { element -> Value? in
                let result = try transform.call(element)
                // Spelled out: a bare `nil` here would be the script value `nil`, since `Value` is nil-literal.
                return result.isNil ? Optional<Value>.none : result.unwrappedOnce
            }
        }
        observable.operator("scan", .value(), .function("accumulator")) { source, seed, accumulator in
            source.scan(seed) { try accumulator.call($0, $1) }
        }
        // The closure updates its first parameter as RxSwift's `inout` accumulator (`{ $0 += $1 }`); a closure
        // that returns a value instead replaces the accumulator with it.
        observable.operator("scan", .value("into"), .function("accumulator")) { source, seed, accumulator in
            source.scan(into: seed) { accumulated, element in
                let result = try accumulator.call(updating: &accumulated, element)
                if !result.isVoid { accumulated = result }
            }
        }
        observable.operator("reduce", .value(), .function("accumulator")) { source, seed, accumulator in
            source.reduce(seed) { try accumulator.call($0, $1) }
        }
        observable.operator("reduce", .value(), .function("accumulator"), .function("mapResult")) {
            source, seed, accumulator, mapResult in
            source.reduce(seed, accumulator: { try accumulator.call($0, $1) }, mapResult: { try mapResult.call($0) })
        }
        observable.operator("enumerated") { source in
            source.enumerated().values { .tuple([.int($0.index), $0.element], labels: ["index", "element"]) }
        }
        observable.operator("materialize") { source in source.materialize().values(Value.event) }
        observable.operator("dematerialize") { source in source.dematerialize() }
    }

    /// `toArray()`, which gives a Single, so it is registered with the traits.
    static func registerToArray(_ observable: HostType) {
        observable.method("toArray", receiver: Builtins.observable) { source in
            .object(TraitObject.make(.single, source.toArray().asObservable().values(Value.array)))
        }
    }
}
