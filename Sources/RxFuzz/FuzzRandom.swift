/// A seedable random number generator (SplitMix64) with the few draws the fuzzer needs: the same seed gives the
/// same inputs on every machine and toolchain, so a failing input is named by its seed and index alone.
public struct FuzzRandom: RandomNumberGenerator {
    private var state: UInt64

    /// A generator for `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// A generator for input `index` of the run seeded `seed`, independent of every other input's.
    public init(seed: UInt64, index: Int) {
        var mixer = FuzzRandom(seed: seed ^ 0x5EED_F00D_CAFE_BEEF)
        for _ in 0..<2 { _ = mixer.next() }
        state = mixer.next() ^ (UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15)
        _ = next()
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<count` (`count` > 0).
    public mutating func below(_ count: Int) -> Int {
        Int(next() % UInt64(max(count, 1)))
    }

    /// A number in `range`.
    public mutating func within(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// True with probability `percent`/100.
    public mutating func percent(_ percent: Int) -> Bool {
        below(100) < percent
    }

    /// One element of a non-empty array.
    public mutating func pick<T>(_ items: [T]) -> T {
        items[below(items.count)]
    }

    /// An index chosen in proportion to `weights`.
    public mutating func weighted(_ weights: [Int]) -> Int {
        var roll = below(weights.reduce(0, +))
        for (index, weight) in weights.enumerated() {
            if roll < weight { return index }
            roll -= weight
        }
        return weights.count - 1
    }
}
