import XCTest
import RxCore
@testable import RxScript

/// Base class of the language tests: runs scripts in fresh sessions, captures `print` output, and fails a
/// test that leaves Rx resources alive (as the core's tests do).
class ScriptTestCase: XCTestCase {
    private var startResourceCount = 0

    override func setUp() {
        super.setUp()
        startResourceCount = Resources.total
    }

    override func tearDown() {
        if Resources.isTracking {
            var attempts = 0
            while Resources.total != startResourceCount && attempts < 100 {
                RunLoop.current.run(until: Date().addingTimeInterval(0.01))
                attempts += 1
            }
            XCTAssertEqual(Resources.total, startResourceCount, "live Rx resources leaked by this test")
        }
        super.tearDown()
    }

    /// Runs a script in a new session; returns its output followed by any rendered diagnostics.
    func run(_ source: String, name: String = "test.rx") -> String {
        let output = OutputCollector()
        let session = Session(output: output.append)
        let result = session.run(source: source, name: name)
        return output.text + DiagnosticFormatter().format(result.diagnostics)
    }

    /// Runs a script and returns only the diagnostics' one-line descriptions.
    func errors(_ source: String, name: String = "test.rx") -> [String] {
        let session = Session(output: { _ in })
        return session.run(source: source, name: name).diagnostics.map(\.description)
    }

    /// Evaluates one expression in a new session and returns the REPL echo, or the first error.
    func eval(_ source: String) -> String {
        let output = OutputCollector()
        let session = Session(output: output.append)
        let result = session.evaluate(source)
        if let diagnostic = result.diagnostics.first { return "error: \(diagnostic.message)" }
        return output.text + (result.valueDescription ?? "")
    }
}

/// Collects text written from any thread.
final class OutputCollector: @unchecked Sendable {
    private var buffer = ""
    private let lock = NSLock()

    var append: @Sendable (String) -> Void {
        { [self] text in
            lock.lock()
            buffer += text
            lock.unlock()
        }
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return buffer
    }

    func take() -> String {
        lock.lock()
        defer { lock.unlock() }
        let text = buffer
        buffer = ""
        return text
    }
}
