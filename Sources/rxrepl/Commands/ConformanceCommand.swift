import ArgumentParser
import Foundation
import RxConformance

/// `rxrepl conformance FILE.json`: replays RxSwift's virtual-time cases through the language and the core.
struct ConformanceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conformance",
        abstract: "Run RxSwift's recorded virtual-time cases through rxrepl and compare.",
        discussion: "Ends with 'N passed, M failed'; exits 0 only when nothing failed.")

    @Argument(
        help: ArgumentHelp("A corpus file in the rxswift-conformance/1 format.", valueName: "corpus.json"),
        completion: .file(extensions: ["json"]))
    var file: String

    @Option(
        help: ArgumentHelp(
            "Run only the cases of this operator (as the corpus names it, e.g. throttle(latest:true)).",
            valueName: "operator"))
    var filter: String?

    @Flag(help: "List every case, not only the failures.")
    var verbose = false

    func run() throws {
        let cases: [ConformanceCase]
        do {
            cases = try loadConformanceCases(path: file)
        } catch {
            ToolMessage.corpusUnreadable(error).write()
            throw ExitCode(ExitStatus.noInput.rawValue)
        }
        let runner = ConformanceRunner(cases: cases, operatorFilter: filter, makeEngine: { ScriptConformanceEngine() })
        if runner.cases.isEmpty {
            ToolMessage.noCaseForOperator(filter ?? "").write()
            throw ExitCode(1)
        }
        let results = runner.run { result in
            switch result.status {
            case .passed:
                if verbose { print("PASS \(result.testCase.id)") }
            case .skipped:
                print("SKIP \(result.testCase.id): \(result.details.joined(separator: "; "))")
            case .failed:
                print("FAIL \(result.testCase.id)  [\(result.testCase.operatorName)]  \(result.testCase.expression)")
                for line in result.details { print("     \(line)") }
            }
        }
        print(ConformanceRunner.summary(results))
        if results.contains(where: { $0.status == .failed }) { throw ExitCode(1) }
    }
}
