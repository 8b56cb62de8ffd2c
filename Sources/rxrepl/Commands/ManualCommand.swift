import ArgumentParser
import Foundation
import RxScript

/// `rxrepl generate-manual TEMPLATE` (hidden): prints the manual page, `TEMPLATE` (`man/rxrepl.1.in`) filled in
/// from the command line's declarations and the doc catalog; with `--readme-commands`, the README's list of REPL
/// commands instead. `scripts/generate-manual` writes both.
struct ManualCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate-manual",
        abstract: "Print the manual page generated from its template, the options and the doc catalog.",
        shouldDisplay: false)

    @ArgumentParser.Argument(help: "The template, man/rxrepl.1.in.")
    var template: String?

    @Flag(help: "Print the README's list of REPL commands (Markdown) instead.")
    var readmeCommands = false

    func run() throws {
        if readmeCommands {
            print(ReadmeCommandList.markdown(ReplCatalog.commands.entries))
            return
        }
        guard let template, let text = try? String(contentsOfFile: template, encoding: .utf8) else {
            ToolMessage.manualNeedsTemplate.write()
            throw ExitCode(ExitStatus.noInput.rawValue)
        }
        let page = ManualPage(tool: try ToolHelp.ofThisExecutable(), catalog: ReplCatalog.pages)
        let rendered = try page.render(template: text)
        print(rendered.hasSuffix("\n") ? String(rendered.dropLast()) : rendered)
    }
}
