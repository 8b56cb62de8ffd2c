import Foundation
import RxScript

/// `:doc`: the catalog at the prompt. Alone it lists the families; with a name it shows that entry; with
/// `--run` it also runs the entry's example in this session.
extension ReplCommand {
    static let doc: ReplCommand = ReplCommand(
        name: "doc", completion: .documentation
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

/// What `:doc ARGUMENT` answers, in the REPL or from a pipe of documentation commands (`ScriptRunner`).
enum DocRequest {
    case page(String)
    case complaint(ReplMessage)
    /// `:doc NAME --run`: the entry whose example the session runs.
    case runExample(DocEntry)

    init(_ argument: String, page: DocPage) {
        var words = argument.split(separator: " ").map(String.init)
        let runs = words.contains("--run")
        words.removeAll { $0 == "--run" }
        guard words.count <= 1 else {
            self = .complaint(.docTakesOneName)
            return
        }
        guard let query = words.first else {
            self = runs ? .complaint(.docRunNeedsName) : .page(page.families())
            return
        }
        if !runs, let family = DocFamily(rawValue: query.lowercased()) {
            self = .page(page.family(family))
            return
        }
        switch DocLookup.find(query) {
        case .found(let entry, let member):
            self = runs ? .runExample(entry) : .page(page.entry(entry, member: member))
        case .ambiguous(let names):
            self = .complaint(.docAmbiguous(query, candidates: ReplText.list(names, limit: 8)))
        case .notFound(let suggestions):
            self = .complaint(
                .noDocumentation(query, suggestions: suggestions.isEmpty ? nil : ReplText.list(suggestions, limit: 3)))
        }
    }
}

extension ReplText {
    /// `text` shortened to `limit` characters with a final `…`, its spacing kept.
    static func cut(_ text: String, limit: Int) -> String {
        text.count > limit ? String(text.prefix(max(0, limit - 1))) + "…" : text
    }

    /// `'a', 'b' or 'c'` (with `… and N more` past `limit`).
    static func list(_ names: [String], limit: Int) -> String {
        let quoted = names.prefix(limit).map { "'\($0)'" }
        let more = names.count > limit ? ", … (\(names.count - limit) more)" : ""
        guard quoted.count > 1 else { return (quoted.first ?? "") + more }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last! + more
    }

    /// `text` broken into lines of at most `width` characters at spaces, each line starting with `indent`.
    static func wrap(_ text: String, width: Int, indent: String = "") -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = indent
            for word in paragraph.split(separator: " ") {
                if line.count > indent.count && line.count + 1 + word.count > width {
                    lines.append(line)
                    line = indent
                }
                line += (line.count > indent.count ? " " : "") + word
            }
            lines.append(line)
        }
        return lines
    }
}
