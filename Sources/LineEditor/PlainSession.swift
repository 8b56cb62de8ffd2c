import CEditline
#if canImport(Glibc)
    import Glibc
#endif

/// The backend used when the input is not an interactive terminal: reads lines from a file descriptor with no
/// libedit, no escape codes and no signal handling, and prints text as it comes.
final class PlainSession: LineSource {
    private let inputFD: Int32
    private let showsPrompt: Bool
    private let output = OutputQueue(wake: nil)
    private var buffer: [UInt8] = []
    private var atEnd = false
    var completer: ((String, Int) -> Completions)?

    /// `showsPrompt` is for a terminal that libedit cannot drive (TERM=dumb).
    init(inputFD: Int32, showsPrompt: Bool) {
        self.inputFD = inputFD
        self.showsPrompt = showsPrompt
    }

    func readLine(
        prompt: String, continuationPrompt: String, pending: [(prompt: String, text: String)]
    )
        -> PhysicalLine
    {
        if showsPrompt {
            fputs(prompt, stdoutFile)
            fflush(stdoutFile)
        }
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                var line = buffer[..<newline]
                buffer.removeSubrange(...newline)
                if line.last == 0x0D { line = line.dropLast() }
                return .text(String(decoding: line, as: UTF8.self))
            }
            if atEnd {
                guard !buffer.isEmpty else { return .eof }
                defer { buffer.removeAll() }
                return .text(String(decoding: buffer, as: UTF8.self))
            }
            fill()
        }
    }

    func discardTypeAhead() {}

    func waitingLine() -> String? {
        if !buffer.contains(0x0A) && !atEnd {
            var set = [pollfd(fd: inputFD, events: Int16(POLLIN), revents: 0)]
            if poll(&set, 1, 0) > 0 { fill() }
        }
        return buffer.isEmpty ? nil : TerminalInput.firstLine(of: buffer)
    }

    /// Reads what is available, running main-queue work while waiting.
    private func fill() {
        guard MainQueuePump.wait(for: [inputFD]) != nil else {
            atEnd = true
            return
        }
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = read(inputFD, &chunk, chunk.count)
        if count > 0 {
            buffer.append(contentsOf: chunk[..<count])
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
            atEnd = true
        }
    }

    func printAbove(_ text: String) {
        output.print(text)
    }

    func addHistory(_ entry: String) {}

    var historyEntries: [String] { [] }

    func close() {}

    private var stdoutFile: UnsafeMutablePointer<FILE> { cel_stdout() }
}
