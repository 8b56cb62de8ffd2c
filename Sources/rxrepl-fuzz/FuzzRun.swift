import Foundation
import RxFuzz
import Synchronization

/// One fuzzing run: batches on `jobs` threads take input numbers from a shared counter, failures are checked by a
/// standalone run (or, when only a batch's completion requests fail, by a batch of that one input), shrunk and kept, and progress and a summary go to standard error.
final class FuzzRun: @unchecked Sendable {
    private let corpus: FuzzInputs
    private let range: Range<Int>
    private let jobs: Int
    private let binary: String
    private let limits: RunLimits
    private let store: FailureStore
    private let minimize: Bool
    private let next: Atomic<Int>
    /// Set by Ctrl-C or SIGTERM: the batches finish the input they run and the summary is printed.
    private let stopping = Atomic<Bool>(false)
    private let lock = NSLock()
    private var statuses: [Int32: Int] = [:]
    private var interruptedAtLimit = 0
    private var shares = OutcomeShares()
    private var done = 0
    private var failures: [String] = []
    private var unconfirmed = 0

    init(
        corpus: FuzzInputs, range: Range<Int>, jobs: Int, binary: String, limits: RunLimits, store: FailureStore,
        minimize: Bool
    ) {
        self.corpus = corpus
        self.range = range
        self.jobs = jobs
        self.binary = binary
        self.limits = limits
        self.store = store
        self.minimize = minimize
        next = Atomic(range.lowerBound)
    }

    /// Runs every input; returns how many failures were kept.
    func start() -> Int {
        let started = Date()
        report(
            "fuzz: seed \(corpus.seed), inputs \(range.lowerBound)..<\(range.upperBound), \(jobs) jobs, "
                + "\(corpus.seeds.count) seeds, binary \(binary)")
        let progress = DispatchSource.makeTimerSource(queue: .global())
        progress.schedule(deadline: .now() + 30, repeating: 30)
        progress.setEventHandler { [self] in
            report(line(elapsed: Date().timeIntervalSince(started)) + "\n  " + lock.withLock { shares.summary })
        }
        progress.resume()
        let stops = [SIGINT, SIGTERM].map { number -> DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in stopping.store(true, ordering: .relaxed) }
            source.resume()
            return source
        }
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in work() }
        progress.cancel()
        stops.forEach { $0.cancel() }
        if stopping.load(ordering: .relaxed) { report("fuzz: stopped early") }
        report(line(elapsed: Date().timeIntervalSince(started)))
        report("fuzz: " + lock.withLock { shares.summary })
        for failure in failures { report("  " + failure) }
        if unconfirmed > 0 { report("  \(unconfirmed) batch failure(s) did not happen again in a run of their own") }
        return failures.count
    }

    private func work() {
        let worker = BatchWorker(binary: binary, limits: limits)
        while true {
            let index = next.add(1, ordering: .relaxed).oldValue
            guard index < range.upperBound, !stopping.load(ordering: .relaxed) else { break }
            let input = corpus.input(at: index)
            let (outcome, errors) = worker.run(input)
            if outcome.failureKind != nil { keep(input, index: index, batchOutcome: outcome, errors: errors) }
            let stage = worker.lastStoppingStage
            lock.withLock {
                done += 1
                shares.count(outcome, stoppingStage: stage)
                if case .finished(let status, let limited) = outcome {
                    statuses[status, default: 0] += 1
                    if limited { interruptedAtLimit += 1 }
                }
            }
        }
        worker.finish()
    }

    /// Checks a batch failure standalone, shrinks it and writes it to the fixtures.
    private func keep(_ input: FuzzInputs.Input, index: Int, batchOutcome: RunOutcome, errors: String) {
        let standalone = StandaloneRun(binary: binary, limits: limits)
        var (outcome, standaloneErrors) = standalone.run(bytes: input.bytes, trace: input.trace, format: input.format)
        var reproduces = { (candidate: [UInt8]) in
            standalone.run(bytes: candidate, trace: input.trace, format: input.format).0 == outcome
        }
        if outcome.failureKind == nil {
            // What only a batch does after a run (asking the completion engine, as Tab does) is checked in a batch of
            // its own: a fresh process with this one input, so nothing another input left behind is to blame.
            (outcome, standaloneErrors) = aloneInABatch(input.bytes, input)
            reproduces = { candidate in self.aloneInABatch(candidate, input).0 == outcome }
        }
        guard let kind = outcome.failureKind else {
            lock.withLock { unconfirmed += 1 }
            report(
                "fuzz: input \(index) failed in a batch (\(batchOutcome.summary)) but not alone (\(outcome.summary)); "
                    + "reproduce with --show \(index)\n\(errors.suffix(600))")
            return
        }
        var bytes = input.bytes
        if minimize {
            let budget = kind == "hang" ? 6 : 150
            bytes = InputMinimizer(budget: budget, stillFails: reproduces).minimize(bytes)
        }
        let kept = FuzzInputs.Input(bytes: bytes, trace: input.trace, format: input.format, origin: input.origin)
        let path = (try? store.save(kept, kind: kind)) ?? "(could not be written)"
        let message =
            "input \(index) (\(input.origin)): \(outcome.summary), \(input.bytes.count) → \(bytes.count) bytes, kept as \(path)"
        lock.withLock { failures.append(message) }
        report("fuzz: FAILURE " + message + "\n" + String(standaloneErrors.suffix(1500)))
    }

    /// The outcome of `bytes` (with `input`'s options) as the only input of a new `fuzz-batch` process.
    private func aloneInABatch(_ bytes: [UInt8], _ input: FuzzInputs.Input) -> (RunOutcome, String) {
        let worker = BatchWorker(binary: binary, limits: limits)
        defer { worker.finish() }
        return worker.run(
            FuzzInputs.Input(bytes: bytes, trace: input.trace, format: input.format, origin: input.origin))
    }

    private func line(elapsed: Double) -> String {
        lock.withLock {
            let rate = elapsed > 0 ? Double(done) / elapsed : 0
            let counts = statuses.keys.sorted().map { "\($0): \(statuses[$0]!)" }.joined(separator: ", ")
            return "fuzz: \(done) inputs in \(String(format: "%.1f", elapsed)) s (\(String(format: "%.0f", rate))/s); "
                + "exit statuses {\(counts)}, \(interruptedAtLimit) interrupted at the time limit; \(failures.count) failures"
        }
    }

    private func report(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
