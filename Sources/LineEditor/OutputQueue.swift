import CEditline
import Synchronization
#if canImport(Glibc)
    import Glibc
#endif

/// The only path to the terminal for text that is not the prompt (docs/libedit-notes.md P17). While libedit
/// is editing, text is queued and the editor thread is woken to draw it above the prompt; otherwise it is
/// written at once.
final class OutputQueue: Sendable {
    private struct State {
        var editing = false
        var pending: [String] = []
    }

    private let state = Mutex(State())
    private let wake: WakePipe?

    /// `wake` is nil for the plain reader, which never has a prompt to protect.
    init(wake: WakePipe?) {
        self.wake = wake
    }

    /// Queues `text` while editing, or writes it now.
    func print(_ text: String) {
        let line = text.hasSuffix("\n") ? text : text + "\n"
        let queued = state.withLock { state -> Bool in
            guard state.editing, wake != nil else {
                OutputQueue.write(line)
                return false
            }
            state.pending.append(line)
            return true
        }
        if queued { wake?.post(.message) }
    }

    /// Writes anything still queued and marks libedit as editing (it is about to draw the prompt).
    func beginEditing() {
        state.withLock { state in
            for line in state.pending { OutputQueue.write(line) }
            state.pending.removeAll()
            state.editing = true
        }
    }

    /// Marks libedit as done with the terminal; later text is written directly.
    func endEditing() {
        state.withLock { state in
            for line in state.pending { OutputQueue.write(line) }
            state.pending.removeAll()
            state.editing = false
        }
    }

    /// Removes and returns the queued text.
    func take() -> [String] {
        state.withLock { state in
            defer { state.pending.removeAll() }
            return state.pending
        }
    }

    /// Writes through stdout's FILE*, the one libedit uses, so nothing is reordered between two buffers.
    static func write(_ text: String) {
        fputs(text, cel_stdout())
        fflush(cel_stdout())
    }
}
