import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// Single keys from the terminal for a full-screen viewer (`rxrepl replay`): keys arrive unechoed, one at a time,
/// while `TerminalGuard` keeps the mode it found to put back on every way out (`close()`, exit, a fatal signal);
/// Ctrl-C stays a signal, which the guard turns into `.interrupt` through the wake pipe.
public final class KeyReader {
    /// A key, decoded.
    public enum Key: Equatable, Sendable {
        case character(Character)
        case left, right, up, down
        case enter, backspace, escape
        /// Ctrl-C.
        case interrupt
        /// End of input (Ctrl-D, or the terminal went away).
        case end
    }

    private let wake = WakePipe()
    private let input = TerminalInput(fd: 0)
    private var closed = false

    /// Takes the terminal on standard input; nil when it is not a terminal or another editor has it.
    public init?() {
        guard isatty(0) == 1, !TerminalGuard.isInstalled else { return nil }
        TerminalGuard.install(ttyFD: 0, wakeFD: wake.writeFD)
        var mode = termios()
        guard tcgetattr(0, &mode) == 0 else {
            TerminalGuard.uninstall()
            return nil
        }
        mode.c_lflag &= ~tcflag_t(ICANON | ECHO)
        mode.c_lflag |= tcflag_t(ISIG)
        withUnsafeMutableBytes(of: &mode.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        _ = tcsetattr(0, TCSANOW, &mode)
    }

    deinit { close() }

    /// Gives the terminal back in the mode it was found in. Idempotent.
    public func close() {
        guard !closed else { return }
        closed = true
        TerminalGuard.uninstall()
    }

    /// The next key, waiting at most `timeout` seconds (nil: until one comes); nil when the time ran out first. A
    /// wake that brings no key (the window was resized) goes on waiting for the time that is left.
    public func next(timeout: Double?) -> Key? {
        let deadline = timeout.map { DispatchTime.now().uptimeNanoseconds + UInt64(max(0, $0) * 1e9) }
        while true {
            let left = deadline.map { Double($0 &- min($0, DispatchTime.now().uptimeNanoseconds)) / 1e9 }
            guard wait(timeout: left) else { return nil }
            if wake.drain().contains(.interrupt) { return .interrupt }
            guard input.hasBufferedBytes || ready(0, timeout: 0) else { continue }
            guard let byte = input.readByte() else { return .end }
            switch byte {
            case 0x1B: return escapeSequence()
            case 0x0D, 0x0A: return .enter
            case 0x7F, 0x08: return .backspace
            case 0x03: return .interrupt
            case 0x04: return .end
            default: return .character(character(startingWith: byte))
            }
        }
    }

    /// Waits for a key or a wake; false when `timeout` passed first.
    private func wait(timeout: Double?) -> Bool {
        if input.hasBufferedBytes { return true }
        var descriptors = [
            pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake.readFD, events: Int16(POLLIN), revents: 0),
        ]
        let milliseconds = timeout.map { Int32(max(0, min($0 * 1000, Double(Int32.max)))) } ?? -1
        while true {
            let count = poll(&descriptors, 2, milliseconds)
            if count < 0 && errno == EINTR { continue }
            return count > 0
        }
    }

    private func ready(_ fd: Int32, timeout milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, milliseconds) > 0
    }

    /// After ESC: an arrow key's `[A`…`[D` (or `OA`…`OD`), else Escape itself.
    private func escapeSequence() -> Key {
        guard input.hasBufferedBytes || ready(0, timeout: 30), let introducer = input.readByte() else { return .escape }
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else { return .escape }
        var final: UInt8 = 0
        while input.hasBufferedBytes || ready(0, timeout: 30), let byte = input.readByte() {
            final = byte
            if (0x40...0x7E).contains(byte) { break }
        }
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        default: return .escape
        }
    }

    /// The whole character a UTF-8 lead byte starts.
    private func character(startingWith lead: UInt8) -> Character {
        var bytes = [lead]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        while bytes.count < length, input.hasBufferedBytes || ready(0, timeout: 30), let byte = input.readByte() {
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self).first ?? "?"
    }
}
