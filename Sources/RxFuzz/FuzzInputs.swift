/// The endless, reproducible sequence of fuzz inputs of one seed: input `index` depends only on the seed, the
/// index and the seed corpus, so any input can be made again from its number and workers can share out indices.
///
/// The first inputs are the seeds as they are; after them each input is a well-typed program
/// (`TypedProgramGenerator`, which gets past the compiler and runs), a program using every construct
/// (`ProgramGenerator`), a mutated seed, a mutated program of either kind, a splice of two seeds, or a soup of the
/// language's words.
public struct FuzzInputs {
    /// One input and how to run it.
    public struct Input: Sendable {
        public let bytes: [UInt8]
        /// `--trace`: `events` mostly, sometimes `stages` or `off`.
        public let trace: String
        /// `--format`: `text` mostly, sometimes `jsonl`.
        public let format: String
        /// Where it came from, for reports (`generated`, `mutated samples/06-throttle.rx`).
        public let origin: String

        public init(bytes: [UInt8], trace: String, format: String, origin: String) {
            self.bytes = bytes
            self.trace = trace
            self.format = format
            self.origin = origin
        }
    }

    public let seed: UInt64
    public let seeds: [SeedCorpus.Seed]
    let catalog: BuiltinCatalog
    let mutator: InputMutator

    /// The inputs of `seed`, mutating `seeds` and generating from `catalog`.
    public init(seed: UInt64, seeds: [SeedCorpus.Seed], catalog: BuiltinCatalog) {
        self.seed = seed
        self.seeds = seeds
        self.catalog = catalog
        mutator = InputMutator(names: catalog.allNames)
    }

    /// Input number `index`.
    public func input(at index: Int) -> Input {
        var random = FuzzRandom(seed: seed, index: index)
        let trace = ["events", "events", "events", "events", "events", "events", "events", "events", "stages", "off"][
            random.below(10)]
        let format = random.percent(10) ? "jsonl" : "text"
        if index < seeds.count {
            return Input(bytes: seeds[index].bytes, trace: trace, format: format, origin: seeds[index].name)
        }
        let rounds = random.weighted([0, 5, 3, 2, 1, 1, 1, 1]) + (random.percent(5) ? 20 : 0)
        switch random.weighted([20, 25, 10, 10, 5, 30]) {
        case 0:
            return Input(bytes: Array(generated(&random).utf8), trace: trace, format: format, origin: "generated")
        case 5:
            return Input(bytes: Array(typed(&random).utf8), trace: trace, format: format, origin: "typed")
        case 1:
            let chosen = random.pick(seeds)
            let bytes = mutator.mutate(chosen.bytes, rounds: rounds, donor: random.pick(seeds).bytes, random: &random)
            return Input(bytes: bytes, trace: trace, format: format, origin: "mutated \(chosen.name)")
        case 2:
            let isTyped = random.percent(50)
            let program = Array((isTyped ? typed(&random) : generated(&random)).utf8)
            let bytes = mutator.mutate(program, rounds: rounds, donor: random.pick(seeds).bytes, random: &random)
            return Input(
                bytes: bytes, trace: trace, format: format, origin: isTyped ? "mutated typed" : "mutated generated")
        case 3:
            let first = random.pick(seeds), second = random.pick(seeds)
            let cut = random.below(first.bytes.count + 1), from = random.below(second.bytes.count + 1)
            let bytes = Array(first.bytes.prefix(cut)) + Array("\n".utf8) + Array(second.bytes.suffix(from: from))
            return Input(bytes: bytes, trace: trace, format: format, origin: "splice \(first.name) + \(second.name)")
        default:
            let words = (0..<random.within(1...40)).map { _ in random.pick(mutator.vocabulary) }
            return Input(
                bytes: Array(words.joined(separator: random.percent(50) ? " " : "").utf8), trace: trace,
                format: format, origin: "soup")
        }
    }

    private func typed(_ random: inout FuzzRandom) -> String {
        var generator = TypedProgramGenerator(random: FuzzRandom(seed: random.next()))
        return generator.program()
    }

    private func generated(_ random: inout FuzzRandom) -> String {
        var generator = ProgramGenerator(catalog: catalog, random: FuzzRandom(seed: random.next()))
        return generator.program()
    }
}
