import Foundation
import LineEditor
import RxScript

/// Tab completion for the interactive session: code goes to the session's one completion engine
/// (`Session.completion(before:)`: the members of what a variable holds now, names in scope, implicit members),
/// laid out here as aligned `signature  summary` rows; `:commands` and their arguments are completed here (scripts
/// and folders after `:load`, `#N` after `:dispose`, `#N` then file names after `:export`).
struct ReplCompleter {
    let session: Session
    let commands: ReplCommandTable
    /// How wide a listing row may be (the terminal's width).
    var width: Int = 80

    /// Candidates for the word before `cursor` (in Unicode scalars) in `line`; `earlierLines` are the lines of the
    /// entry typed before it (the code there tells what `self` is and where a chain began).
    func complete(line: String, cursor: Int, earlierLines: [String] = []) -> Completions {
        let before = String(String.UnicodeScalarView(line.unicodeScalars.prefix(cursor)))
        let start = before.drop { $0 == " " || $0 == "\t" }
        if start.hasPrefix(":") && earlierLines.isEmpty && !before.contains("\n") {
            return completeCommand(String(start))
        }
        return completeCode((earlierLines + [before]).joined(separator: "\n"))
    }

    // MARK: - Commands

    private func completeCommand(_ text: String) -> Completions {
        guard let space = text.firstIndex(where: { $0 == " " || $0 == "\t" }) else {
            let word = String(text.dropFirst())
            let matches = commands.commands.filter { $0.name.hasPrefix(word) }
            return Completions(
                wordLength: text.unicodeScalars.count,
                candidates: matches.map { ":" + $0.name + ($0.synopsis.isEmpty ? "" : " ") },
                listing: matches.map(\.usage))
        }
        guard let command = commands.command(named: String(text[text.index(after: text.startIndex)..<space])) else {
            return .none
        }
        let argument = String(text[space...].split(separator: " ", omittingEmptySubsequences: false).last ?? "")
        switch command.completion {
        case .none:
            return .none
        case .files:
            return completeFile(argument)
        case .scripts:
            return completeFile(argument, extension: "rx")
        case .words(let words):
            return matching(argument, words)
        case .commands:
            return matching(argument, commands.commands.map(\.name))
        case .documentation:
            let names = ReplCatalog.entries.flatMap(\.names) + DocFamily.allCases.map(\.rawValue)
            return matching(argument, Array(Set(names)).sorted())
        case .subscriptions:
            let ids = session.context.runtime.tracer.liveSubscriptions.map { "#\($0.id)" }
            return matching(argument, ids + ["all"])
        case .subscriptionsThenFiles:
            let earlier = text[space...].split(separator: " ").dropLast(argument.isEmpty ? 0 : 1)
            guard argument.hasPrefix("#") || (argument.isEmpty && earlier.isEmpty) else {
                return completeFile(argument)
            }
            return matching(argument, session.context.runtime.tracer.records.map { "#\($0.id)" })
        }
    }

    private func matching(_ word: String, _ all: [String]) -> Completions {
        Completions(wordLength: word.unicodeScalars.count, candidates: all.filter { $0.hasPrefix(word) })
    }

    /// File names in the directory typed so far (only those ending in `.extension` when one is given); directories
    /// end with "/" so Tab can go on into them.
    private func completeFile(_ word: String, extension: String? = nil) -> Completions {
        let slash = word.lastIndex(of: "/")
        let directory = slash.map { String(word[...$0]) } ?? ""
        let prefix = slash.map { String(word[word.index(after: $0)...]) } ?? word
        let listed = directory.isEmpty ? "." : ReplPaths.expandingTilde(directory)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: listed) else { return .none }
        var names: [String] = []
        for entry in entries.sorted() where entry.hasPrefix(prefix) && (prefix.hasPrefix(".") || !entry.hasPrefix("."))
        {
            var isDirectory: ObjCBool = false
            let full = listed.hasSuffix("/") ? listed + entry : listed + "/" + entry
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory) else { continue }
            if let `extension`, !isDirectory.boolValue, !entry.hasSuffix("." + `extension`) { continue }
            names.append(entry + (isDirectory.boolValue ? "/" : ""))
        }
        return Completions(
            wordLength: word.unicodeScalars.count, candidates: names.map { directory + $0 },
            listing: names)
    }

    // MARK: - Code

    /// The session's completion engine, laid out for the terminal.
    private func completeCode(_ before: String) -> Completions {
        let found = session.completion(before: before)
        guard !found.rows.isEmpty else {
            return Completions(wordLength: found.wordLength, candidates: found.candidates)
        }
        return Completions(
            wordLength: found.wordLength, candidates: found.candidates,
            listing: Self.summarized(found.rows.map { ($0.signature, $0.summary) }, width: width),
            listsRows: found.rows.contains { $0.summary != nil })
    }

    /// `signature  summary` rows, the summaries aligned and each row cut to `width` columns.
    static func summarized(_ rows: [(String, String?)], width: Int) -> [String] {
        let column = min(34, rows.map(\.0.count).max() ?? 0)
        return rows.map { signature, summary in
            guard let summary else { return signature }
            return ReplText.cut(ReplText.pad(signature, column) + "  " + summary, limit: width - 1)
        }
    }
}
