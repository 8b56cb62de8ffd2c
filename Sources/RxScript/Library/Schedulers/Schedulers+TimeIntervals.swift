import RxCore

extension Builtins {
    /// Durations as implicit members (`.seconds(1)`, `.milliseconds(300)`) and spelled out
    /// (`RxTimeInterval.seconds(1)`, `DispatchTimeInterval…`), and their `description`.
    @_optimize(none) static func registerTimeIntervals(_ registry: HostRegistry) {
        registry.durationType.property("description") { .string($0.description) }
        let units: [(String, Int)] = [
            ("seconds", 1_000_000_000), ("milliseconds", 1_000_000),
            ("microseconds", 1_000), ("nanoseconds", 1),
        ]
        // `.seconds(1)`, and the same spelled out: `RxTimeInterval.seconds(1)`, `DispatchTimeInterval.seconds(1)`.
        let tables = [registry.implicitMembers] + ["RxTimeInterval", "DispatchTimeInterval"].map(registry.namespace)
        for (name, scale) in units {
            // A count of `name` (an Int, or a Double rounded to the nanosecond) as nanoseconds.
            let count = HostParameter<Int>(nil) { arguments, index in
                switch arguments[index] {
                case .int(let count):
                    let (nanoseconds, overflow) = count.multipliedReportingOverflow(by: scale)
                    if overflow { throw arguments.failure(.overflow(name), at: index) }
                    return nanoseconds
                default:
                    let nanoseconds = (try arguments.double(index) * Double(scale)).rounded()
                    guard nanoseconds.isFinite, abs(nanoseconds) < 9.2e18 else {
                        throw arguments.failure(.overflow(name), at: index)
                    }
                    return Int(nanoseconds)
                }
            }
            for table in tables { table.method(name, count) { _, nanoseconds in .duration(nanoseconds) } }
        }
    }
}
