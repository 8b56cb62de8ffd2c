import XCTest
import RxCore
import RxTrace
@testable import RxScript

/// What the numbers fixtures cannot say: the random source across runs and seeds, real time's true randomness,
/// and the registry's view of Float.
final class NumbersTests: VirtualScriptTestCase {
    private let draws = "print(Int.random(in: 1...1_000_000), Double.random(in: 0...1), [1, 2, 3, 4, 5].shuffled())"

    /// A run on the virtual clock with `seed` given (as `--seed` does) or none.
    private func virtualRun(_ source: String, seed: UInt64? = nil) -> String {
        let output = MemoryTraceOutput()
        let runtime = ScriptRuntime.virtual(
            output: output, describeValue: ScriptRuntime.describeValue, describeError: ScriptRuntime.describeError)
        defer { runtime.tracer.uninstall() }
        if let seed { runtime.random.reseed(seed) }
        let session = Session(output: { output.write($0) }, runtime: runtime)
        _ = session.run(source: source, name: "test.rx")
        return output.lines.joined(separator: "\n")
    }

    func testTheVirtualClockDrawsTheSameEveryRun() {
        XCTAssertEqual(virtualRun(draws), virtualRun(draws))
    }

    func testASeedPicksItsOwnSequenceAndRepeatsIt() {
        XCTAssertEqual(virtualRun(draws, seed: 7), virtualRun(draws, seed: 7))
        XCTAssertNotEqual(virtualRun(draws, seed: 7), virtualRun(draws, seed: 8))
        XCTAssertEqual(virtualRun(draws, seed: ScriptRandom.defaultSeed), virtualRun(draws))
    }

    func testRealTimeWithoutASeedIsRandomAndWithOneRepeats() {
        let outputs = (0..<4).map { _ in run(draws) }
        XCTAssertGreaterThan(Set(outputs).count, 1, "real-time draws should differ between runs")
        func seeded() -> String {
            let output = OutputCollector()
            let session = Session(output: output.append)
            session.context.runtime.random.reseed(3)
            _ = session.run(source: draws, name: "test.rx")
            return output.text
        }
        XCTAssertEqual(seeded(), seeded())
    }

    func testReseedingStartsTheSequenceAgain() {
        let random = ScriptRandom()
        random.reseed(5)
        let first = (0..<3).map { _ in random.draw(virtual: false) { Int.random(in: 0..<1000, using: &$0) } }
        random.reseed(5)
        let again = (0..<3).map { _ in random.draw(virtual: false) { Int.random(in: 0..<1000, using: &$0) } }
        XCTAssertEqual(first, again)
        random.reseed(nil)
        XCTAssertNil(random.seed)
    }

    func testRandomValuesStayInTheirRanges() {
        let lines = trace(
            """
            var ok = true
            for _ in 0..<500 {
                let d = Int.random(in: 1...6)
                let h = Int.random(in: 0..<3)
                let x = Double.random(in: 0.5..<0.75)
                let f = Float.random(in: 0...1)
                ok = ok && d >= 1 && d <= 6 && h >= 0 && h < 3 && x >= 0.5 && x < 0.75 && f >= 0 && f <= 1
            }
            print(ok)
            """)
        XCTAssertEqual(lines, ["true"])
    }

    func testFloatIsAValueTypeWithItsOwnMemberTable() {
        let registry = HostRegistry()
        XCTAssertTrue(registry.hostType(of: .float(1)) === registry.floatType)
        XCTAssertTrue(registry.floatType.parent === registry.doubleType)
        XCTAssertEqual(Value.float(0.1).description, "0.1")
        XCTAssertEqual(Value.float(1).typeName, "Float")
        XCTAssertNotEqual(Value.float(1), Value.double(1))
    }

    func testMixingDoubleAndFloatIsSwiftsError() {
        XCTAssertEqual(
            errors("let d = 1.0\nlet f: Float = 1\nprint(d * f)"),
            ["test.rx:3:9: error: binary operator '*' cannot be applied to operands of type 'Double' and 'Float'"])
    }

    func testAnIntVariableGivenToSqrtIsLocatedAtTheArgument() {
        let rendered = run("let n = 9\nprint(sqrt(n))")
        XCTAssertTrue(
            rendered.contains(
                "test.rx:2:12: error: cannot convert value of type 'Int' to expected argument type 'Double'"),
            rendered)
        XCTAssertTrue(rendered.contains("print(sqrt(n))\n           ^"), rendered)
    }

    func testAnErrorInAMapClosureIsAnErrorEvent() {
        let lines = trace("of(1, 2).map { sqrt($0) }.subscribe()")
        XCTAssertTrue(
            lines.contains { $0.contains("error(") && $0.contains("expected argument type 'Double'") }, "\(lines)")
    }
}
