import Foundation
import RxScript

extension ReplCommand {
    /// `:paste`: reads lines as they are until `:end` or Ctrl-D and runs them as one entry.
    static let paste: ReplCommand = ReplCommand(
        name: "paste", summary: "type or paste many lines, run them as one entry",
        details: """
            Reads lines as they are until a line ':end' (or Ctrl-D), then runs them together, as a paste \
            runs on a terminal that brackets pastes (most do: there a paste of many lines is one entry \
            without :paste). Ctrl-C discards them.
            """,
        example: ":paste", completion: .none
    ) { repl, _ in
        repl.say(repl.style.dim("(paste mode: end with :end on a line of its own, or Ctrl-D)"))
        switch repl.editor.readBlock(prompt: repl.editor.continuationPrompt, until: ":end") {
        case .line(let code):
            guard !code.allSatisfy(\.isWhitespace) else { return repl.say(repl.style.dim("(nothing to run)")) }
            repl.enterEntry(code)
        case .interrupted:
            repl.say(repl.style.dim("(paste discarded)"))
        case .eof:
            break
        }
    }

    /// `:edit [FILE]`: opens the last entry (or FILE) in the user's editor and runs what is saved.
    static let edit: ReplCommand = ReplCommand(
        name: "edit", synopsis: "[FILE]", summary: "edit the last entry (or FILE) in your editor, run it",
        details: """
            Opens $VISUAL, else $EDITOR, else vi, on the last entry; what you save runs as a new entry and \
            goes into history as one item. With FILE, edits that file and runs it as :load does. Quitting \
            the editor with an error status (:cq in vi) runs nothing.
            """,
        example: ":edit", completion: .files
    ) { repl, argument in
        let editor = ExternalEditor()
        let isFile = !argument.isEmpty
        let path: String
        if isFile {
            path = ReplPaths.expandingTilde(argument)
        } else {
            path = ReplPaths.editBuffer(number: repl.editCount)
            repl.editCount += 1
            let text = repl.lastCodeEntry.map { $0 + "\n" } ?? ""
            guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
                return repl.complain(.cannotWriteEditFile(path))
            }
        }
        // The entry's file is the session's own: gone after the edit, whatever the editor did.
        defer { if !isFile { try? FileManager.default.removeItem(atPath: path) } }
        repl.output.flush()
        switch repl.editor.handOverTerminal({ editor.edit(path) }) {
        case .saved: break
        case .notStarted(let reason): return repl.complain(.editorDidNotStart(editor.command, reason: reason))
        case .failed(let reason): return repl.complain(.editorFailed(editor.command, reason: reason))
        }
        let saved = FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) } ?? ""
        guard !saved.allSatisfy(\.isWhitespace) else { return repl.say(repl.style.dim("(nothing to run)")) }
        if isFile {
            repl.load(saved, name: argument)
        } else {
            var code = saved
            while code.hasSuffix("\n") { code.removeLast() }
            repl.echo(code)
            repl.editor.addHistory(code)
            repl.enterEntry(code)
        }
    }
}
