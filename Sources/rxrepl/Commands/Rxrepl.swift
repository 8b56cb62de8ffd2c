import ArgumentParser

/// `rxrepl`: run Rx scripts, explore streams interactively, check conformance with RxSwift.
@main
struct Rxrepl: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rxrepl",
        abstract: "Compose and inspect Rx streams with RxSwift's semantics.",
        discussion: """
            With no script and a terminal on standard input, starts an interactive session. With a file, '-', \
            a pipe or -e, runs the script's statements in order, then waits until every subscription has \
            terminated or been disposed.

            \(ExitStatus.helpText)
            """,
        version: RxreplVersion.line,
        subcommands: [
            RunCommand.self, ConformanceCommand.self, CheckCommand.self, ReplayCommand.self, DocLanesCommand.self,
            ManualCommand.self,
            FuzzBatchCommand.self,
        ],
        defaultSubcommand: RunCommand.self)

    /// The subcommands' names, each as its configuration declares it: a word ArgumentParser reads as a subcommand,
    /// not a file.
    static let subcommandNames = configuration.subcommands.compactMap { $0.configuration.commandName }

    /// `run`, the default subcommand's name, which a command line may also spell out.
    static let runName = RunCommand.configuration.commandName ?? "run"

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let answer = RootRequest(arguments) { return answer.answer() }
        guard let quick = QuickRunArguments(arguments) else { return main(nil) }
        do {
            try RunCommand.run(quick.settings, file: quick.file)
        } catch {
            exit(withError: error)
        }
    }
}
