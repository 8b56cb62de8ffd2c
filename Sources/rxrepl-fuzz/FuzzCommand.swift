import ArgumentParser
import Foundation
import RxFuzz
import Synchronization

/// `rxrepl-fuzz`: runs fuzz inputs through the real `rxrepl` binary and keeps what crashes, hangs or exits with a
/// status outside the documented set (see `scripts/fuzz`).
@main
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rxrepl-fuzz",
        abstract: "Fuzz rxrepl: generated and mutated scripts through the real binary, in virtual time.",
        discussion: """
            Inputs are numbered: input N of a seed is always the same script, so a run is reproduced by its \
            seed and count, and one input by --show N. After each run a batch also asks the completion engine for \
            candidates at a few places of the input, as Tab would. Failures are checked by a run of their own \
            through `rxrepl FILE` (or, when only completion failed, a batch of that one input), shrunk, and written \
            to the fixture directory; the exit status is 1 when there were any.
            """)

    @Option(help: "How many inputs to run.")
    var inputs = 3000

    @Option(help: "The seed: the same seed gives the same inputs.")
    var seed: UInt64 = 1

    @Option(help: "The first input's number (to go on from an earlier run).")
    var from = 0

    @Option(help: "Batches run at once (default: one per processor).")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "The rxrepl binary (default: the one next to this program).")
    var binary: String?

    @Option(help: "The repository, for the samples and fixtures.")
    var root = FileManager.default.currentDirectoryPath

    @Option(help: "Where failing inputs are kept.")
    var fixtures = "Tests/Fixtures/fuzz"

    @Option(help: "Seconds of real time before a run is interrupted as by Ctrl-C.")
    var wallLimit = 2.0

    @Option(help: "Seconds a run may then take to answer before it counts as a hang.")
    var hangMargin = 5.0

    @Option(help: "The virtual clock's --timeout for each run.")
    var virtualLimit = "60s"

    @Flag(help: "Keep failing inputs as found, without shrinking them.")
    var noMinimize = false

    @Option(help: "Print input N (and how it is run) instead of fuzzing.")
    var show: Int?

    @Option(help: "Write the coverage fuzzer's seed corpus into this directory instead of fuzzing.")
    var writeSeeds: String?

    @Option(help: "With --write-seeds: how many generated programs to add.")
    var generated = 300

    @Option(help: "With --write-seeds: only this many of the seeds, evenly spaced (a short run's).")
    var seedSample: Int?

    @Option(help: "Write the coverage fuzzer's dictionary (libFuzzer's -dict) to this file instead of fuzzing.")
    var writeDictionary: String?

    func run() throws {
        signal(SIGPIPE, SIG_IGN)
        let rootURL = URL(fileURLWithPath: root)
        let catalog = BuiltinCatalog()
        if writeSeeds != nil || writeDictionary != nil {
            if let writeDictionary {
                try CoverageCorpus.dictionary(catalog: catalog).write(
                    toFile: writeDictionary, atomically: true, encoding: .utf8)
            }
            if let writeSeeds {
                let count = try CoverageCorpus.writeSeeds(
                    to: URL(fileURLWithPath: writeSeeds), root: rootURL, catalog: catalog, seed: seed,
                    generated: generated, sample: seedSample)
                FileHandle.standardError.write(Data("rxrepl-fuzz: \(count) seeds in \(writeSeeds)\n".utf8))
            }
            return
        }
        let corpus = FuzzInputs(
            seed: seed, seeds: SeedCorpus.load(root: rootURL, examples: catalog.examples), catalog: catalog)
        if let show {
            let input = corpus.input(at: show)
            FileHandle.standardError.write(
                Data(
                    "input \(show) of seed \(seed): \(input.origin); --trace \(input.trace) --format \(input.format)\n"
                        .utf8))
            FileHandle.standardOutput.write(Data(input.bytes))
            return
        }
        let executable =
            binary
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("rxrepl").path
        let limits = RunLimits(wallSeconds: wallLimit, hangMarginSeconds: hangMargin, virtualLimit: virtualLimit)
        let run = FuzzRun(
            corpus: corpus, range: from..<(from + inputs), jobs: max(jobs, 1), binary: executable,
            limits: limits, store: FailureStore(directory: URL(fileURLWithPath: fixtures, relativeTo: rootURL)),
            minimize: !noMinimize)
        let failures = run.start()
        if failures > 0 { throw ExitCode(1) }
    }
}
