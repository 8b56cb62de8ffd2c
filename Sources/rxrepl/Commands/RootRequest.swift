import ArgumentParser
import Foundation

/// A command line about the tool itself that rxrepl answers before any parsing: `rxrepl --help` (which shows the
/// options of `run`, the default subcommand, as well as the subcommands) and `--generate-completion-script SHELL`
/// (ArgumentParser's script, taught that `run` is the default).
///
/// Everything else, `--version` and `rxrepl run --help` included, goes through `QuickRunArguments` or
/// ArgumentParser as before.
enum RootRequest {
    case help
    case completionScript(CompletionShell)

    init?(_ arguments: [String]) {
        switch arguments.count {
        case 1 where ["--help", "-h", "-help", "help"].contains(arguments[0]):
            self = .help
        case 1 where arguments[0].hasPrefix("--generate-completion-script="):
            guard let shell = CompletionShell(rawValue: String(arguments[0].drop { $0 != "=" }.dropFirst())) else {
                return nil
            }
            self = .completionScript(shell)
        case 2 where arguments[0] == "--generate-completion-script":
            guard let shell = CompletionShell(rawValue: arguments[1]) else { return nil }
            self = .completionScript(shell)
        default:
            return nil
        }
    }

    func answer() {
        switch self {
        case .help: print(RootHelp.text(columns: nil))
        case .completionScript(let shell): print(CompletionScript.text(for: shell), terminator: "")
        }
    }
}

/// `rxrepl --help`: the tool's overview and exit statuses, then `run`'s usage, arguments and options (what a bare
/// `rxrepl` accepts), then the subcommands, all as ArgumentParser writes them.
enum RootHelp {
    static func text(columns: Int?) -> String {
        let root = Rxrepl.helpMessage(columns: columns)
        let run = Rxrepl.helpMessage(for: RunCommand.self, columns: columns)
        let overview = section(of: root, before: "USAGE:")
        var usage = section(of: run, from: "USAGE:", before: "SUBCOMMANDS:")
        let runName = "rxrepl \(RunCommand._commandName) "
        if let start = usage.range(of: runName) {
            usage.replaceSubrange(start, with: "rxrepl [\(RunCommand._commandName)] ")
            let indent = String(repeating: " ", count: "USAGE: ".count)
            if let lineEnd = usage[start.lowerBound...].firstIndex(of: "\n") {
                usage.insert(contentsOf: "\n" + indent + "rxrepl <subcommand>", at: lineEnd)
            }
        }
        let subcommands = section(of: root, from: "SUBCOMMANDS:", before: nil)
        return [overview, usage, subcommands].map { $0.trimmingCharacters(in: .newlines) }.joined(separator: "\n\n")
    }

    /// The part of `text` from the line starting with `start` (or its beginning) up to the line starting with `end`
    /// (or its end).
    private static func section(of text: String, from start: String? = nil, before end: String?) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let first = start.flatMap { start in lines.firstIndex { $0.hasPrefix(start) } } ?? 0
        let last = end.flatMap { end in lines[first...].firstIndex { $0.hasPrefix(end) } } ?? lines.endIndex
        return lines[first..<last].joined(separator: "\n")
    }
}
