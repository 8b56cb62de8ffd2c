import XCTest
import RxFuzz
@testable import RxScript

/// The typed generator's programs type-check: every one gets past the parser and the compiler and runs (to its
/// end or a run-time error), so they reach the interpreter and the operators.
final class TypedProgramGeneratorTests: XCTestCase {
    func testTypedProgramsParseCompileAndRun() {
        let runtime = ScriptRuntime.virtual(
            output: ClosureTraceOutput { _ in }, describeValue: ScriptRuntime.describeValue,
            describeError: ScriptRuntime.describeError)
        defer { runtime.tracer.uninstall() }
        // One session, reset between programs as `:reset` does: making a session per program would take minutes.
        let session = Session(output: { _ in }, callbackErrors: { _ in }, runtime: runtime)
        var stopped: [String] = []
        for index in 0..<200 {
            var generator = TypedProgramGenerator(random: FuzzRandom(seed: 3, index: index))
            let program = generator.program()
            session.reset()
            let result = session.run(source: program, name: "typed.rx")
            let scheduler = runtime.virtualScheduler!
            while !runtime.isIdle, let due = scheduler.nextDueTime, due <= scheduler.clock + 60_000 {
                scheduler.advanceTo(due)
            }
            runtime.tracer.disposeAll()
            if let first = result.diagnostics.first(where: { $0.phase != .runtime }) {
                stopped.append("program \(index): \(first.description)\n\(program)")
            }
        }
        XCTAssertEqual(stopped, [], "typed programs stopped before running")
    }

    func testTypedProgramsAreMadeAgainFromTheirSeedAndIndex() {
        var first = TypedProgramGenerator(random: FuzzRandom(seed: 5, index: 9))
        var second = TypedProgramGenerator(random: FuzzRandom(seed: 5, index: 9))
        XCTAssertEqual(first.program(), second.program())
    }
}
