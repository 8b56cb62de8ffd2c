import Foundation

/// Where `Int.random(in:)`, `shuffled()` and the other random members draw from: a seeded generator when a seed
/// was given (`--seed`, `:seed`) or the run is on the virtual clock (so a script prints the same every run), else
/// the system's true random source.
public final class ScriptRandom: @unchecked Sendable {
    /// The seed virtual time starts from when none was given.
    public static let defaultSeed: UInt64 = 42

    private let lock = NSLock()
    private var seeded: SeededGenerator?
    private var virtualDefault = SeededGenerator(seed: ScriptRandom.defaultSeed)
    /// The seed in use, when one was given.
    public private(set) var seed: UInt64?

    public init() {}

    /// Restarts the sequence from `seed` (`nil`: back to the default for the clock).
    public func reseed(_ seed: UInt64?) {
        lock.withLock {
            self.seed = seed
            seeded = seed.map(SeededGenerator.init(seed:))
            virtualDefault = SeededGenerator(seed: Self.defaultSeed)
        }
    }

    /// Runs `body` with the generator to draw from: the seeded one, or (in real time without a seed) the system's.
    func draw<T>(virtual: Bool, _ body: (inout any RandomNumberGenerator) -> T) -> T {
        lock.withLock {
            guard let generator = seeded ?? (virtual ? virtualDefault : nil) else {
                var system: any RandomNumberGenerator = SystemRandomNumberGenerator()
                return body(&system)
            }
            var erased: any RandomNumberGenerator = generator
            let result = body(&erased)
            if let advanced = erased as? SeededGenerator {
                if seeded != nil { seeded = advanced } else { virtualDefault = advanced }
            }
            return result
        }
    }
}

/// SplitMix64: small, fast, and the same sequence on every machine for one seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
