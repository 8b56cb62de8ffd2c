import Foundation
import LineEditor
import RxScript

/// Tab completion for the interactive session: names in scope, members after a `.` (operators with their
/// argument labels in the listing), implicit members (`.seconds(`), `:commands`, and their arguments
/// (file names after `:load`, `#N` after `:dispose`, `#N` then file names after `:export`).
struct ReplCompleter {
    let session: Session
    let commands: ReplCommandTable
    /// How wide a listing row may be (the terminal's width).
    var width: Int = 80

    /// Candidates for the word before `cursor` (in Unicode scalars) in `line`.
    func complete(line: String, cursor: Int) -> Completions {
        let before = String(String.UnicodeScalarView(line.unicodeScalars.prefix(cursor)))
        let start = before.drop { $0 == " " || $0 == "\t" }
        if start.hasPrefix(":") && !before.contains("\n") { return completeCommand(String(start)) }
        return completeCode(before)
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
        case .words(let words):
            return matching(argument, words)
        case .commands:
            return matching(argument, commands.commands.map(\.name))
        case .documentation:
            let names = DocCatalog.entries.flatMap(\.names) + DocFamily.allCases.map(\.rawValue)
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

    /// File names in the directory typed so far; directories end with "/" so Tab can go on into them.
    private func completeFile(_ word: String) -> Completions {
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
            _ = FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory)
            names.append(entry + (isDirectory.boolValue ? "/" : ""))
        }
        return Completions(
            wordLength: word.unicodeScalars.count, candidates: names.map { directory + $0 },
            listing: names)
    }

    // MARK: - Code

    private static func isIdentifier(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "$"
    }

    private func completeCode(_ before: String) -> Completions {
        if Self.isInsideString(before) { return .none }
        let word = String(before.reversed().prefix(while: Self.isIdentifier).reversed())
        let rest = before.dropLast(word.count)
        guard rest.hasSuffix(".") else {
            guard !word.isEmpty, !(word.first?.isNumber ?? false) else { return .none }
            return completeGlobal(word)
        }
        let receiver = rest.dropLast()
        guard let last = receiver.last, !last.isWhitespace, !"([{,:=+-*/%<!&|?^~;".contains(last)
        else {
            return members(of: session.registry.implicitMembers, word: word)  // `.seconds(1)`, `.completed`
        }
        if last == ")" || last == "}" {
            // Most chains are observables; fall back to every member when no operator matches.
            let observable = members(of: observableType, word: word)
            return observable.candidates.isEmpty ? anyMember(word) : observable
        }
        var name = Substring(receiver)
        if last == ">", let open = receiver.lastIndex(of: "<") { name = receiver[..<open] }  // Observable<Int>.
        let identifier = String(name.reversed().prefix(while: Self.isIdentifier).reversed())
        if identifier.isEmpty || identifier.allSatisfy(\.isNumber) {
            return identifier.isEmpty ? anyMember(word) : .none
        }
        guard let value = session.globalValue(named: identifier) else { return anyMember(word) }
        return members(of: session.registry.hostType(of: value), word: word)
    }

    private var observableType: HostType {
        session.registry.type(for: ObservableObject.self, name: "Observable")
    }

    /// Methods complete to `name(`, properties to their name; the listing shows each signature with the
    /// catalog's one-line summary, `throttle(_:latest:scheduler:)  at most one value per window…`.
    private func members(of type: HostType, word: String) -> Completions {
        var listed: [(signature: String, name: String)] = []
        var insertions: [String] = []
        var methodNames = Set<String>()
        for signature in type.methodSignatures {
            let name = HostSignature(signature).name
            methodNames.insert(name)
            guard name.hasPrefix(word) else { continue }
            listed.append((signature, name))
            if !insertions.contains(name + "(") { insertions.append(name + "(") }
        }
        for name in type.memberNames where !methodNames.contains(name) && name.hasPrefix(word) {
            listed.append((name, name))
            insertions.append(name)
        }
        listed.sort { $0.signature < $1.signature }
        return Completions(
            wordLength: word.unicodeScalars.count, candidates: insertions.sorted(),
            listing: Self.summarized(
                listed.map { ($0.signature, DocCatalog.summary(ofMember: $0.name, on: type)) },
                width: width))
    }

    /// `signature  summary` rows, the summaries aligned and each row cut to `width` columns.
    static func summarized(_ rows: [(String, String?)], width: Int) -> [String] {
        let column = min(34, rows.map(\.0.count).max() ?? 0)
        return rows.map { signature, summary in
            guard let summary else { return signature }
            return ReplText.cut(ReplText.pad(signature, column) + "  " + summary, limit: width - 1)
        }
    }

    private func anyMember(_ word: String) -> Completions {
        let names = session.registry.allMemberNames.filter { $0.hasPrefix(word) }
        return Completions(wordLength: word.unicodeScalars.count, candidates: names)
    }

    /// Variables, builtins (functions complete to `name(`) and keywords.
    private func completeGlobal(_ word: String) -> Completions {
        var candidates = Set<String>()
        var listing: [String] = []
        for variable in session.variables where variable.name.hasPrefix(word) {
            candidates.insert(variable.name)
            listing.append(variable.name)
        }
        var builtins: [(String, String?)] = []
        for (name, value) in session.registry.globals where name.hasPrefix(word) && !candidates.contains(name) {
            let summary = DocCatalog.entry(named: name)?.summary
            if case .function(let function as HostFunction) = value {
                candidates.insert(name + "(")
                builtins += function.signatures.map { ($0, summary) }
            } else {
                candidates.insert(name)
                builtins.append((name, summary))
            }
        }
        for keyword in Session.keywords where keyword.hasPrefix(word) && !candidates.contains(keyword) {
            candidates.insert(keyword)
            listing.append(keyword)
        }
        listing += Self.summarized(builtins.sorted { $0.0 < $1.0 }, width: width)
        return Completions(
            wordLength: word.unicodeScalars.count, candidates: candidates.sorted(),
            listing: Array(Set(listing)).sorted())
    }

    /// True when the cursor is inside a string literal on the current line (quotes not escaped).
    private static func isInsideString(_ text: String) -> Bool {
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
        var inside = false
        var escaped = false
        for character in line {
            if escaped { escaped = false; continue }
            if character == "\\" { escaped = true } else if character == "\"" { inside.toggle() }
        }
        return inside
    }
}
