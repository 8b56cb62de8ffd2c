import RxCore

extension Builtins {
    /// `map compactMap scan reduce enumerated groupBy materialize dematerialize` (`toArray`, a Single:
    /// `registerToArray`).
    @_optimize(none) static func registerTransforming(_ registry: HostRegistry, observable: HostType) {
        let grouped = registry.type(for: GroupedObservableObject.self, name: "GroupedObservable", parent: observable)
        grouped.property("key") { value in
            guard case .object(let group as GroupedObservableObject) = value else { return .nil }
            return group.key
        }
        observable.operator("map", .function()) { source, transform in source.map { try transform.call($0) } }
        observable.operator("compactMap", .function()) { source, transform in
            source.compactMap { element -> Value? in
                let result = try transform.call(element)
                // Spelled out: a bare `nil` here would be the script value `nil`, since `Value` is nil-literal.
                return result.isNil ? Optional<Value>.none : result.unwrappedOnce
            }
        }
        observable.operator("scan", .value(), .function("accumulator"), .call) { source, seed, accumulator, call in
            let literal = call.isIntegerLiteral(at: 0)
            return source.scan(seed) { accumulated, element in
                try LiteralSeed.step(accumulated, element, seedIsLiteral: literal) { try accumulator.call($0, element) }
            }
        }
        // The closure updates its first parameter as RxSwift's `inout` accumulator (`{ $0 += $1 }`); a closure
        // that returns a value instead replaces the accumulator with it.
        observable.operator("scan", .value("into"), .function("accumulator")) { source, seed, accumulator in
            source.scan(into: seed) { accumulated, element in
                let result = try accumulator.call(updating: &accumulated, element)
                if !result.isVoid { accumulated = result }
            }
        }
        observable.operator("reduce", .value(), .function("accumulator"), .call) { source, seed, accumulator, call in
            let literal = call.isIntegerLiteral(at: 0)
            return source.reduce(seed) { accumulated, element in
                try LiteralSeed.step(accumulated, element, seedIsLiteral: literal) { try accumulator.call($0, element) }
            }
        }
        observable.operator("reduce", .value(), .function("accumulator"), .function("mapResult")) {
            source, seed, accumulator, mapResult in
            source.reduce(seed, accumulator: { try accumulator.call($0, $1) }, mapResult: { try mapResult.call($0) })
        }
        observable.operator("enumerated") { source in
            source.enumerated().values { .tuple([.int($0.index), $0.element], labels: ["index", "element"]) }
        }
        observable.operator("groupBy", .function("keySelector")) { source, keySelector in
            source.groupBy { element in
                GroupKey(key: DictionaryKey(try keySelector.call(element)), elementType: element.typeName)
            }
            .values { group in
                .object(
                    GroupedObservableObject(
                        key: group.key.key.value, observable: group.asObservable(), elementType: group.key.elementType))
            }
        }
        observable.operator("materialize") { source in source.materialize().values(Value.event) }
        observable.operator("dematerialize") { source in source.dematerialize() }
    }

    /// `toArray()`, which gives a Single, so it is registered with the traits.
    @_optimize(none) static func registerToArray(_ observable: HostType) {
        observable.method("toArray", receiver: Builtins.observable) { source in
            .object(TraitObject.make(.single, source.toArray().asObservable().values(Value.array)))
        }
    }
}
