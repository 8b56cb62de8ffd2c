import ArgumentParser
import Foundation
import RxScript

/// `rxrepl generate-doc-lanes` (hidden): runs every catalog example on the virtual clock and prints
/// `DocLanes+Generated.swift`; `scripts/generate-doc-lanes` writes it into the sources.
struct DocLanesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate-doc-lanes",
        abstract: "Print the Swift source of the :doc examples' marble lanes.",
        shouldDisplay: false)

    func run() throws {
        do {
            print(try DocLanes.generatedSource(), terminator: "")
        } catch {
            ToolMessage.exampleDidNotRun(error).write()
            throw ExitCode(1)
        }
    }
}
