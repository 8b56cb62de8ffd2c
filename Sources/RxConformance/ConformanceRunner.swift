import RxMarbles
import RxTest

/// Runs cases through a language engine and compares what they produce with RxSwift's recorded behaviour.
public protocol ConformanceEngine {
    /// Runs a program in this engine's (fresh) session; throws a readable message on any error.
    func run(program: String, name: String) throws
    /// The printed form of an expression's value in that session (`res.events` → `[next(210, 4), …]`).
    func describe(_ expression: String) throws -> String
}

/// The outcome of one case.
public struct CaseResult {
    public enum Status { case passed, failed, skipped }
    public let testCase: ConformanceCase
    public let status: Status
    /// What differed (for failures) or why it was skipped.
    public let details: [String]
}

/// Runs every case (optionally of one operator) and reports.
public struct ConformanceRunner {
    public let cases: [ConformanceCase]
    public let makeEngine: () -> ConformanceEngine

    public init(cases: [ConformanceCase], operatorFilter: String? = nil, makeEngine: @escaping () -> ConformanceEngine)
    {
        self.cases = operatorFilter.map { filter in cases.filter { $0.operatorName == filter } } ?? cases
        self.makeEngine = makeEngine
    }

    /// Runs the cases in order, handing each result to `report` as it completes.
    public func run(report: (CaseResult) -> Void = { _ in }) -> [CaseResult] {
        cases.map { testCase in
            let result = run(testCase)
            report(result)
            return result
        }
    }

    func run(_ testCase: ConformanceCase) -> CaseResult {
        let program = CaseProgram(testCase)
        let engine = makeEngine()
        do {
            try engine.run(program: program.source, name: testCase.id)
        } catch {
            return CaseResult(
                testCase: testCase, status: .failed,
                details: ["the program did not run: \(error)", "program:"]
                    + program.source.split(separator: "\n").map { "  " + $0 })
        }
        var details: [String] = []
        for check in program.checks {
            let actual: String
            do {
                actual = try engine.describe(check.expression)
            } catch {
                details.append("\(check.label): could not read \(check.expression): \(error)")
                continue
            }
            if actual != check.expected {
                details.append(contentsOf: Self.difference(check: check, actual: actual, testCase: testCase))
            }
        }
        return CaseResult(testCase: testCase, status: details.isEmpty ? .passed : .failed, details: details)
    }

    /// Expected and actual side by side, as lists and, for event lists, as marble lines on one time scale.
    static func difference(check: CaseProgram.Check, actual: String, testCase: ConformanceCase) -> [String] {
        let label = check.label.padding(toLength: max(10, check.label.count), withPad: " ", startingAt: 0)
        var lines = [
            "\(label)  expected  \(check.expected)",
            "\(String(repeating: " ", count: label.count))  actual    \(actual)",
        ]
        guard let expectedEvents = check.expectedEvents,
            let actualEvents = RecordedText.parseEvents(actual)
        else { return lines }
        let expectedMarbles = expectedEvents.map { event -> MarbleEvent in
            switch event.kind {
            case .next: return MarbleEvent(time: event.time, kind: .next(RecordedText.value(event.value)))
            case .error: return MarbleEvent(time: event.time, kind: .error)
            case .completed: return MarbleEvent(time: event.time, kind: .completed)
            }
        }
        let actualMarbles = actualEvents.map { event -> MarbleEvent in
            switch event.kind {
            case "next": return MarbleEvent(time: event.time, kind: .next(event.value ?? ""))
            case "error": return MarbleEvent(time: event.time, kind: .error)
            default: return MarbleEvent(time: event.time, kind: .completed)
            }
        }
        let start = testCase.subscribeAt ?? 200
        let times = (expectedMarbles + actualMarbles).map(\.time)
        let end = max(times.max() ?? start, start)
        let scale = MarbleDiagram.scale(for: times, start: start, end: end)
        // One legend for both lines, so a letter means the same value in each.
        let symbols = MarbleDiagram.sharedSymbols(for: [expectedMarbles, actualMarbles])
        let expectedLine = MarbleDiagram(
            events: expectedMarbles, start: start, end: end, scale: scale, symbols: symbols)
        let actualLine = MarbleDiagram(events: actualMarbles, start: start, end: end, scale: scale, symbols: symbols)
        let pad = String(repeating: " ", count: label.count)
        let legend =
            symbols.isEmpty ? "" : " (" + symbols.map { "\($0.symbol) = \($0.value)" }.joined(separator: ", ") + ")"
        lines.append("\(pad)  marbles from \(start), \(scale) tick\(scale == 1 ? "" : "s") per character\(legend):")
        lines.append("\(pad)  expected  \(expectedLine.line)")
        lines.append("\(pad)  actual    \(actualLine.line)")
        return lines
    }

    /// `N passed, M failed` plus `, K skipped` when any were skipped: the closing line CI reads.
    public static func summary(_ results: [CaseResult]) -> String {
        let passed = results.filter { $0.status == .passed }.count
        let failed = results.filter { $0.status == .failed }.count
        let skipped = results.filter { $0.status == .skipped }.count
        return "\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : "")
    }
}
