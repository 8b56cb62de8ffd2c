import Foundation
import RxScript

/// `:doc`: the catalog at the prompt. Alone it lists the families; with a name it shows that entry; with
/// `--run` it also runs the entry's example in this session.
extension ReplCommand {
    static let doc: ReplCommand = ReplCommand(
        name: "doc", synopsis: "[NAME] [--run]",
        summary: "what a built-in does, with an example and its lanes",
        details: """
            ':doc' lists the families; ':doc throttle' explains one name: its signatures, what it does, what \
            trips learners up, an example and the example's marble lanes. A unique prefix is enough \
            (':doc thr'); ':doc map --run' runs the example in this session.
            """,
        example: ":doc throttle", completion: .documentation
    ) { repl, argument in
        let page = DocPage(
            signatures: DocSignatures(registry: repl.session.registry), style: repl.style,
            width: min(80, TerminalWidth.current()))
        switch DocRequest(argument, page: page) {
        case .page(let text): repl.say(text)
        case .complaint(let message): repl.complain(message)
        case .runExample(let entry): runExample(of: entry, in: repl)
        }
    }

    /// `:doc NAME --run`: the example, evaluated here as if typed.
    private static func runExample(of entry: DocEntry, in repl: InteractiveSession) {
        guard entry.kind != .command else {
            return repl.complain(.commandHasNoExampleToRun(entry.name, example: entry.example))
        }
        repl.say(repl.style.dim("running the example of \(entry.name) (:doc \(entry.name) explains it):"))
        repl.say(
            entry.example.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
                .joined(separator: "\n"))
        repl.enter(code: entry.example)
        if repl.virtualScheduler != nil {
            repl.say(repl.style.dim("(virtual time: :advance 1s or :step runs what it scheduled)"))
        }
    }
}
