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
