import ArgumentParser
import Foundation
import RxTrace

/// Runs a script (file, `-`, pipe or `-e`), or starts the interactive session on a terminal.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a script, or start an interactive session (the default).")

    @OptionGroup var options: RunOptions

    @Argument(help: "A script to run, or '-' for standard input.", completion: .file())
    var file: String?

    func run() throws {
        try Self.run(options.settings, file: file)
    }

    /// Runs `file` (or `-e`, standard input, or the interactive session) with `options`.
    static func run(_ options: RunSettings, file: String?) throws {
        let presenter = try SessionPresenter.serving(options)
        let runsScript = options.expression != nil || file != nil || isatty(STDIN_FILENO) != 1
        if let presenter, runsScript { ToolMessage.presentingRun(presenter.url).write() }
        let status: ExitStatus
        if let expression = options.expression {
            status = ScriptRunner(options: options, keepsSessionUntilExit: true, presenter: presenter)
                .run(source: expression, name: "<-e>")
        } else if let file, file != "-" {
            guard let data = FileManager.default.contents(atPath: file),
                let text = String(data: data, encoding: .utf8)
            else {
                ToolMessage.cannotRead(file).write()
                throw ExitCode(ExitStatus.noInput.rawValue)
            }
            status = ScriptRunner(options: options, keepsSessionUntilExit: true, presenter: presenter)
                .run(source: text, name: file)
        } else if file == nil && isatty(STDIN_FILENO) == 1 {
            status = InteractiveSession(options: options, presenter: presenter).run()
        } else {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            status = ScriptRunner(options: options, keepsSessionUntilExit: true, presenter: presenter)
                .run(source: String(decoding: data, as: UTF8.self), name: "<stdin>")
        }
        if let presenter, runsScript {
            // The page plays the run back: it is served until Ctrl-C, whatever the run's status.
            FileTraceOutput.standardOutput.flush()
            ToolMessage.presentedRunEnded.write()
            presenter.serveUntilInterrupted()
        }
        presenter?.stop()
        if status != .success { throw ExitCode(status.rawValue) }
    }
}
