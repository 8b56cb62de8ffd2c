import Synchronization

/// Counts live Rx resources (observables, sinks, disposables, observers), like RxSwift's `Resources.total`.
///
/// The counter is compiled in only with `TRACE_RESOURCES` (debug builds); release builds pay nothing
/// and always report 0. Tests record `total` before and require it again after, proving disposal frees everything.
public enum Resources {
    #if TRACE_RESOURCES
        private static let counter = Atomic<Int>(0)

        /// The number of live resources.
        public static var total: Int { counter.load(ordering: .sequentiallyConsistent) }

        @usableFromInline static func incrementTotal() { counter.add(1, ordering: .relaxed) }
        @usableFromInline static func decrementTotal() { counter.subtract(1, ordering: .relaxed) }
        /// True when this build counts resources.
        public static let isTracking = true
    #else
        /// Always 0: this build does not count resources.
        public static var total: Int { 0 }
        @inline(__always) @usableFromInline static func incrementTotal() {}
        @inline(__always) @usableFromInline static func decrementTotal() {}
        /// True when this build counts resources.
        public static let isTracking = false
    #endif
}
