import CEditline
#if canImport(Glibc)
    import Glibc
#endif

/// The interactive backend: libedit on the terminal, with async printing, completion, Ctrl-C and history.
///
/// libedit runs inside `readLine` on the calling thread; every callback below runs there too. Only
/// `printAbove` is called from other threads, and it only touches the `OutputQueue` and the wake pipe.
final class LibeditSession: LineSource {
    private let el: OpaquePointer
    private let history: OpaquePointer
    /// The entries, shared with other sessions through the history file; libedit's list is a copy of them.
    private let store: HistoryStore
    /// The store's `othersVersion` that libedit's list was copied at.
    private var copiedVersion = -1
    /// Whether Up was pressed in this read: the first press looks for other sessions' new entries.
    private var recalled = false
    private let wake = WakePipe()
    private let output: OutputQueue
    private let inputFD: Int32 = 0
    private let input = TerminalInput(fd: 0)
    private let outputFD: Int32 = 1
    private var promptBuffer: UnsafeMutablePointer<CChar>?
    private var promptText = ""
    private var continuationPromptText = ""
    private var pending: [(prompt: String, text: String)] = []
    /// A paste of several lines, taken whole by the paste binding; it ends the read in place of the buffer.
    private var pastedEntry: String?
    private var interrupted = false
    private var discardedText = ""
    private var closed = false
    var completer: ((String, Int) -> Completions)?

    init(historyFile: String?, historyLimit: Int, describe: @escaping (HistoryProblem) -> String) {
        let output = OutputQueue(wake: wake)
        self.output = output
        UTF8Locale.ensureUTF8()
        TerminalGuard.install(ttyFD: inputFD, wakeFD: wake.writeFD)

        let name = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "line-editor"
        guard let editLine = el_init(name, cel_stdin(), cel_stdout(), cel_stderr()) else {
            TerminalGuard.uninstall()
            fatalError("LineEditor: el_init failed")
        }
        el = editLine
        guard let hist = history_init() else { fatalError("LineEditor: history_init failed") }
        history = hist
        cel_history_setsize(history, Int32(clamping: max(1, historyLimit)))
        cel_history_setunique(history, 1)
        store = HistoryStore(path: historyFile, limit: historyLimit) { output.print(describe($0)) }
        copyHistory()

        cel_set_clientdata(el, Unmanaged.passUnretained(self).toOpaque())
        cel_set_editor(el, "emacs")
        cel_set_signal(el, 0)  // signals are ours (docs/libedit-notes.md P10)
        // el_wgets puts the tty back in its "execute" mode when a line ends, and by default that is canonical
        // mode with echo. Keys typed before the next read (while an entry is evaluated, or in the instant
        // between two reads) were then cooked by the kernel: echoed out of place, Backspace applied, and a
        // Ctrl-D on an empty line turned into end-of-file for a read we never make, leaving a NUL byte for
        // libedit (the exit was lost). With canonical input and echo off in that mode too, type-ahead stays
        // raw bytes for the next read. The saved mode is restored on close and on every way out.
        cel_keep_raw_between_reads(el)
        cel_set_history(el, history)
        cel_set_prompt(el, LibeditSession.promptCallback)
        cel_set_getcfn(el, LibeditSession.getcCallback)
        // Register functions before binding them: binding an unknown name can corrupt libedit's heap
        // (docs/libedit-notes.md P12).
        cel_addfn(el, "le-complete", "complete the word before the cursor", LibeditSession.completeCallback)
        cel_addfn(el, "le-interrupt", "discard the entry", LibeditSession.interruptCallback)
        cel_addfn(el, "le-paste", "take a bracketed paste", LibeditSession.pasteCallback)
        cel_addfn(el, "le-ignore", "do nothing", LibeditSession.ignoreCallback)
        cel_addfn(el, "le-prev-history", "recall, with other sessions' latest", LibeditSession.previousCallback)
        cel_bind(el, "^I", "le-complete")
        cel_bind(el, "^C", "le-interrupt")
        cel_bind(el, "^R", "em-inc-search-prev")
        for key in ["\\e[A", "\\eOA", "^P"] { cel_bind(el, key, "le-prev-history") }
        cel_bind(el, LibeditSession.previousKey, "ed-prev-history")
        cel_bind(el, BracketedPaste.startBinding, "le-paste")
        cel_bind(el, BracketedPaste.endBinding, "le-ignore")  // a stray end marker
        for key in ["\\e[1~", "\\e[7~", "\\e[H", "\\eOH"] { cel_bind(el, key, "ed-move-to-beg") }
        for key in ["\\e[4~", "\\e[8~", "\\e[F", "\\eOF"] { cel_bind(el, key, "ed-move-to-end") }
        cel_bind(el, "\\e[3~", "ed-delete-next-char")
        cel_bind(el, "\\e[1;5C", "em-next-word")
        cel_bind(el, "\\e[1;5D", "ed-prev-word")
        cel_bind(el, "\\e[1;3C", "em-next-word")
        cel_bind(el, "\\e[1;3D", "ed-prev-word")
    }

    deinit { close() }

    func close() {
        guard !closed else { return }
        closed = true
        output.endEditing()
        store.close()
        // Leave edit mode before el_end: el_end restores the tty with TCSAFLUSH, which would drop type-ahead.
        cel_set_editmode(el, 0)
        el_end(el)
        history_end(history)
        TerminalGuard.uninstall()
        free(promptBuffer)
        promptBuffer = nil
    }

    func readLine(
        prompt: String, continuationPrompt: String, pending: [(prompt: String, text: String)]
    )
        -> PhysicalLine
    {
        precondition(!closed, "LineEditor: read after close()")
        if store.refresh() { copyHistory() }
        recalled = false
        setPrompt(prompt)
        continuationPromptText = continuationPrompt
        self.pending = pending
        interrupted = false
        pastedEntry = nil
        // libedit draws the prompt first and enters raw mode only when it reads the first key; keys typed in
        // between would be echoed by the tty as well and garble the line. Enter raw mode before the prompt.
        cel_prep_term(el, 1)
        // Pastes are bracketed only while a line is edited: between reads the program may hand the terminal to
        // an editor, and a paste typed ahead then arrives as plain lines (LineEditor's continuation rule).
        TerminalGuard.setBracketedPaste(true)
        output.beginEditing()
        var count: Int32 = 0
        let line = el_wgets(el, &count)
        output.endEditing()
        TerminalGuard.setBracketedPaste(false)
        // A Ctrl-C on an empty line returns an empty buffer, which looks like EOF: check the flag first
        // (docs/libedit-notes.md P9).
        if interrupted { return .interrupted(discarded: discardedText) }
        if let pastedEntry { return .text(pastedEntry) }
        guard let line, count > 0 else {
            OutputQueue.write("\n")
            return .eof
        }
        var scalars = LibeditSession.scalars(from: line, to: line + Int(count))
        if scalars.last == "\n" { scalars.removeLast() }
        return .text(String(String.UnicodeScalarView(scalars)))
    }

    /// Takes a Ctrl-C that came since the last read (it would end the next read), keeping every other wake.
    func takePendingInterrupt() -> Bool {
        let tokens = wake.drain()
        for token in tokens where token != .interrupt { wake.post(token) }
        return tokens.contains(.interrupt)
    }

    func printAbove(_ text: String) {
        output.print(text)
    }

    func handOverTerminal<T>(_ body: () throws -> T) rethrows -> T {
        var between = termios()
        let hasMode = tcgetattr(inputFD, &between) == 0
        TerminalGuard.restoreMode()
        defer {
            if hasMode { _ = tcsetattr(inputFD, TCSANOW, &between) }
            _ = takePendingInterrupt()
        }
        return try body()
    }

    func discardTypeAhead() {
        input.discardBuffered()
    }

    func waitingLine() -> String? {
        // Bytes of a paste arrive together; a line cut by the terminal's write size waits a moment for its start.
        let bytes = input.waiting(milliseconds: 30) { bytes in
            !bytes.isEmpty && !bytes.contains { $0 == 0x0D || $0 == 0x0A || ($0 != 0x20 && $0 != 0x09) }
        }
        return bytes.isEmpty ? nil : TerminalInput.firstLine(of: bytes)
    }

    func addHistory(_ entry: String) {
        guard !entry.allSatisfy(\.isWhitespace) else { return }
        store.add(entry)
        if store.othersVersion != copiedVersion {
            copyHistory()
        } else {
            cel_history_enter(history, entry)  // libedit drops it too when it repeats the latest
        }
    }

    var historyEntries: [String] { store.entries }

    /// Makes libedit's list the store's entries again (other sessions' entries came in).
    private func copyHistory() {
        cel_history_clear(history)
        for entry in store.entries { cel_history_enter(history, entry) }
        copiedVersion = store.othersVersion
    }

    // MARK: - Up

    /// A key no terminal sends, bound to libedit's own ed-prev-history, which `previous()` pushes.
    private static let previousKey = "\\e[9999~"

    private static let previousCallback: cel_command_fn = { el, _ in
        session(el).previous()
    }

    /// Up: the first press in a read takes in what other sessions appended since the prompt was drawn (while
    /// libedit is still on the edited line, so refilling its list moves nothing), then libedit recalls.
    private func previous() -> UInt8 {
        if !recalled {
            recalled = true
            if store.refresh() { copyHistory() }
        }
        el_push(el, "\u{1B}[9999~")
        return UInt8(CC_NORM)
    }

    // MARK: - Prompt

    private func setPrompt(_ prompt: String) {
        guard prompt != promptText || promptBuffer == nil else { return }
        free(promptBuffer)
        // libedit reads it at every redraw, so it must outlive this call (docs/libedit-notes.md P13).
        promptBuffer = strdup(prompt)
        promptText = prompt
    }

    private static let promptCallback: cel_prompt_fn = { el in
        session(el).promptBuffer
    }

    private static func session(_ el: OpaquePointer?) -> LibeditSession {
        guard let el, let data = cel_get_clientdata(el) else { fatalError("LineEditor: callback without a session") }
        return Unmanaged<LibeditSession>.fromOpaque(data).takeUnretainedValue()
    }

    // MARK: - Reading keys

    private static let getcCallback: cel_getc_fn = { el, out in
        guard let out else { return -1 }
        return session(el).readCharacter(into: out)
    }

    /// libedit's read function: waits for a key while running main-queue work and drawing async output.
    /// Returns 1 with a character, 0 at end of input, -1 on error.
    private func readCharacter(into out: UnsafeMutablePointer<wchar_t>) -> Int32 {
        while true {
            if input.hasBufferedBytes { return decodedCharacter(into: out) }
            guard let ready = MainQueuePump.wait(for: [inputFD, wake.readFD]) else { return -1 }
            if ready[1] != 0 {
                let tokens = wake.drain()
                if tokens.contains(.resize) {
                    OutputQueue.write(eraseBlock(includingPending: false))
                    el_resize(el)
                    cel_refresh(el)
                }
                if tokens.contains(.resume) { cel_refresh(el) }
                flushOutput()
                if tokens.contains(.interrupt) {
                    out.pointee = 3  // a synthetic ^C reaches the same bound function as a typed one
                    return 1
                }
            }
            if ready[0] != 0 { return decodedCharacter(into: out) }
        }
    }

    private func decodedCharacter(into out: UnsafeMutablePointer<wchar_t>) -> Int32 {
        switch UTF8Input.readScalar(from: input) {
        case .scalar(let scalar):
            out.pointee = wchar_t(bitPattern: scalar.value)
            return 1
        case .endOfInput:
            return 0
        }
    }

    // MARK: - Drawing above the prompt

    /// Draws queued text above the input: erase the input block, print, let libedit redraw (EL_REFRESH makes
    /// libedit forget its screen model and draw prompt and buffer from the cursor, restoring the cursor).
    private func flushOutput() {
        let lines = output.take()
        guard !lines.isEmpty else { return }
        let rows = Int(cel_term_rows(outputFD))
        let includePending = pendingRows() + cursorPosition().row + 1 < rows
        var text = eraseBlock(includingPending: includePending)
        text += lines.joined()
        if includePending {
            for line in pending { text += line.prompt + line.text + "\n" }
        }
        OutputQueue.write(text)
        cel_refresh(el)
    }

    /// Escape sequence that moves from the cursor to the start of the input block and clears to the end of screen.
    private func eraseBlock(includingPending: Bool) -> String {
        let up = cursorPosition().row + (includingPending ? pendingRows() : 0)
        return "\r" + (up > 0 ? "\u{1B}[\(up)A" : "") + "\u{1B}[J"
    }

    /// Escape sequence that moves from the cursor to the end of the buffer on screen.
    private func moveToEndOfBuffer() -> String {
        let cursor = cursorPosition()
        let end = endPosition()
        var text = end.row > cursor.row ? "\u{1B}[\(end.row - cursor.row)B" : ""
        text += "\r" + (end.column > 0 ? "\u{1B}[\(end.column)C" : "")
        return text
    }

    private var columns: Int { Int(cel_term_columns(outputFD)) }

    private func cursorPosition() -> DisplayLayout.Position {
        let (buffer, cursor) = lineContents()
        return DisplayLayout.position(prompt: promptText, text: Array(buffer[..<cursor]), columns: columns)
    }

    private func endPosition() -> DisplayLayout.Position {
        DisplayLayout.position(prompt: promptText, text: lineContents().buffer, columns: columns)
    }

    /// Rows taken by the earlier lines of an unfinished entry, which sit right above the prompt.
    private func pendingRows() -> Int {
        pending.reduce(0) { total, line in
            total
                + DisplayLayout.position(prompt: line.prompt, text: Array(line.text.unicodeScalars), columns: columns)
                .row + 1
        }
    }

    /// The buffer as scalars and the cursor offset into it.
    private func lineContents() -> (buffer: [Unicode.Scalar], cursor: Int) {
        guard let info = el_wline(el)?.pointee, let start = info.buffer, let last = info.lastchar,
            let cursor = info.cursor
        else { return ([], 0) }
        return (LibeditSession.scalars(from: start, to: last), cursor - start)
    }

    private static func scalars(from start: UnsafePointer<wchar_t>, to end: UnsafePointer<wchar_t>) -> [Unicode.Scalar]
    {
        UnsafeBufferPointer(start: start, count: end - start).map {
            Unicode.Scalar(UInt32(bitPattern: $0)) ?? "\u{FFFD}"
        }
    }

    // MARK: - Ctrl-C

    private static let interruptCallback: cel_command_fn = { el, _ in
        session(el).interrupt()
    }

    /// Writes ^C after the text (not over it: docs/libedit-notes.md P16), flags the read as interrupted and
    /// ends it.
    private func interrupt() -> UInt8 {
        OutputQueue.write(moveToEndOfBuffer() + "^C\n")
        discardedText = String(String.UnicodeScalarView(lineContents().buffer))
        interrupted = true
        return UInt8(CC_NEWLINE)
    }

    // MARK: - Bracketed paste

    private static let pasteCallback: cel_command_fn = { el, _ in
        session(el).paste()
    }

    private static let ignoreCallback: cel_command_fn = { _, _ in
        UInt8(CC_NORM)
    }

    /// A paste of one line is inserted at the cursor, to be edited like typed text. A paste of several lines
    /// is one entry (with what was on the line around the cursor): echoed under the prompts it would have had
    /// if typed, and handed over whole, so nothing of it runs before all of it has arrived.
    private func paste() -> UInt8 {
        let text = BracketedPaste.readBody(from: input)
        guard text.contains("\n") else {
            if !text.isEmpty { replace(wordLength: 0, with: text) }
            return UInt8(CC_REFRESH)
        }
        let (buffer, cursor) = lineContents()
        var entry =
            String(String.UnicodeScalarView(buffer[..<cursor])) + text
            + String(String.UnicodeScalarView(buffer[cursor...]))
        while entry.hasSuffix("\n") { entry.removeLast() }
        var echo = eraseBlock(includingPending: false)
        for (index, line) in entry.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            echo += (index == 0 ? promptText : continuationPromptText) + line + "\n"
        }
        OutputQueue.write(echo)
        pastedEntry = entry
        return UInt8(CC_NEWLINE)
    }

    // MARK: - Tab completion

    private static let completeCallback: cel_command_fn = { el, _ in
        session(el).complete()
    }

    private func complete() -> UInt8 {
        // A Tab with more input already waiting is part of a paste the terminal did not bracket: indentation.
        if !input.waiting().isEmpty {
            replace(wordLength: 0, with: "\t")
            return UInt8(CC_REFRESH)
        }
        guard let completer else { return UInt8(CC_REFRESH_BEEP) }
        let (buffer, cursor) = lineContents()
        let line = String(String.UnicodeScalarView(buffer))
        let result = completer(line, cursor)
        let wordLength = min(max(0, result.wordLength), cursor)
        let word = String(String.UnicodeScalarView(buffer[(cursor - wordLength)..<cursor]))
        let candidates = result.candidates
        guard !candidates.isEmpty else { return UInt8(CC_REFRESH_BEEP) }
        let common = candidates.count == 1 ? candidates[0] : CompletionText.commonPrefix(candidates)
        if common.unicodeScalars.count > wordLength || (candidates.count == 1 && common != word) {
            replace(wordLength: wordLength, with: common)
            return UInt8(CC_REFRESH)
        }
        if candidates.count == 1 { return UInt8(CC_REFRESH) }
        // Ambiguous: list the candidates under the line, then draw prompt and line again below them.
        OutputQueue.write(
            moveToEndOfBuffer() + "\n"
                + CompletionText.listing(result.listing ?? candidates, columns: result.listsRows ? 0 : columns))
        cel_refresh(el)
        return UInt8(CC_NORM)
    }

    private func replace(wordLength: Int, with text: String) {
        if wordLength > 0 { el_deletestr(el, Int32(wordLength)) }
        var wide = text.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
        wide.append(0)
        el_winsertstr(el, wide)
    }
}
