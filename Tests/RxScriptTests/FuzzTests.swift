import XCTest
import Synchronization
@testable import RxScript

/// Mutated fixtures and random token soup must never crash or hang the interpreter (`FUZZ_ITERATIONS`
/// raises the count for a longer local run).
final class FuzzTests: XCTestCase {
    private static let iteration = Atomic<Int>(0)

    func testRandomInputsNeverCrash() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        var corpus: [String] = []
        // Not the families' fixtures: their timers, meant for the virtual clock, would outlive this real-time test.
        for case let url as URL in FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)!
        where url.pathExtension == "rx" && FixtureFolder.family(of: url) == nil {
            corpus.append(try String(contentsOf: url, encoding: .utf8))
        }
        corpus += [
            "xs.map { $0 * 2 }.filter { x in x > 1 }", "let (a, b) = (1, 2)",
            "switch e { case .next(let x): print(x) default: break }",
            "func f(_ a: Int = 1, b: String) -> Int { f(b: b) }", "\"\\(\"\\(1)\")\"", "Int.min...Int.max",
            "0..<Int.min",
            "[1][0] += 1", "var a = [[1]]; a[0][0] = 2", "Observable<Int>.just(1).subscribe { print($0) }",
        ]
        let pieces = [
            "(", ")", "{", "}", "[", "]", ",", ".", "$0", "$1", "let", "var", "=", "+", "-", "*", "/", "%", "?", ":",
            "!", "??", "..<", "...", "in", "x", "f", "1", "0", "\"s\"", "\"\\(", "300ms", "if", "else", "return",
            "func", "switch", "case", "default", "break", "guard", "for", "while", "true", "nil", "\n", ";",
            "just", "of", "map", "subscribe", "create", "as!", "try?", "<Int>", "Int.self", ".next", "_",
        ]
        var generator = SystemRandomNumberGenerator()
        let iterations = Int(ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"] ?? "300") ?? 300
        for iteration in 0..<iterations {
            var text: String
            if iteration % 2 == 0, var bytes = corpus.randomElement(using: &generator).map({ Array($0) }),
                !bytes.isEmpty
            {
                for _ in 0..<Int.random(in: 1...6, using: &generator) {
                    let position = Int.random(in: 0..<bytes.count, using: &generator)
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: bytes.remove(at: position)
                    case 1: bytes.insert(contentsOf: Array(pieces.randomElement(using: &generator)!), at: position)
                    default: bytes.swapAt(position, Int.random(in: 0..<bytes.count, using: &generator))
                    }
                    if bytes.isEmpty { bytes = ["x"] }
                }
                text = String(bytes)
            } else {
                text = (0..<Int.random(in: 1...30, using: &generator)).map { _ in
                    pieces.randomElement(using: &generator)!
                }
                .joined(separator: Bool.random(using: &generator) ? " " : "")
            }
            // A mutation can turn a loop with a `break` into an endless one: interrupt it after a second.
            ScriptInterrupt.clear()
            Self.iteration.store(iteration, ordering: .relaxed)
            DispatchQueue.global().asyncAfter(deadline: .now() + 1) {
                if Self.iteration.load(ordering: .relaxed) == iteration { ScriptInterrupt.request() }
            }
            let session = Session(output: { _ in }, callbackErrors: { _ in })
            _ = Session.isComplete(text)
            _ = session.run(source: text, name: "fuzz.rx")
            _ = session.evaluate(text)
            for cursor in Set([text.count, text.count / 2, text.count / 3]) {
                _ = session.completion(before: String(text.prefix(cursor)))
            }
            _ = DiagnosticFormatter().format(Parser.parse(SourceFile(name: "f", text: text)).diagnostics)
        }
        Self.iteration.store(-1, ordering: .relaxed)
        ScriptInterrupt.clear()
    }
}
