import RxCore

extension Builtins {
    /// `take(until:)` and `skip(until:)` with another observable, and their old spellings `takeUntil(_:)` and
    /// `skipUntil(_:)`; registered after `take`'s and `skip`'s other overloads.
    @_optimize(none) static func registerUntilOperators(_ observable: HostType) {
        // `take(until:)` also takes a predicate in RxSwift; both spellings share this overload.
        observable.operator("take", until()) { source, until in
            switch until {
            case .predicate(let predicate):
                return source.take(until: predicate.predicate(for: "take(until:)"), behavior: .exclusive)
            case .observable(let other): return source.take(until: other)
            }
        }
        observable.operator("takeUntil", .observable()) { source, other in source.take(until: other) }
        observable.operator("skip", .observable("until")) { source, other in source.skip(until: other) }
        observable.operator("skipUntil", .observable()) { source, other in source.skip(until: other) }
    }
}
