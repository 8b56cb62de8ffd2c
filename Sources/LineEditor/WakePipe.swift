#if canImport(Glibc)
    import Glibc
#endif

/// A non-blocking self-pipe: signal handlers and other threads write one byte to wake the editor thread,
/// which is waiting in poll(2). Each byte is a `Token`.
final class WakePipe: @unchecked Sendable {
    /// Why the editor was woken.
    enum Token: UInt8 {
        case message = 0x4D  // "M": printAbove queued text
        case interrupt = 0x49  // "I": SIGINT
        case resize = 0x57  // "W": SIGWINCH
        case resume = 0x43  // "C": SIGCONT
    }

    let readFD: Int32
    let writeFD: Int32

    init() {
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) != 0 { fatalError("LineEditor: pipe() failed, errno \(errno)") }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        readFD = fds[0]
        writeFD = fds[1]
    }

    deinit {
        close(readFD)
        close(writeFD)
    }

    /// Wakes the reader. A full pipe already guarantees a wake, so EAGAIN is ignored.
    func post(_ token: Token) {
        var byte = token.rawValue
        _ = write(writeFD, &byte, 1)
    }

    /// Reads every pending byte at once, so any number of wakes costs one redraw (docs/libedit-notes.md P19).
    func drain() -> Set<Token> {
        var tokens = Set<Token>()
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = read(readFD, &buffer, buffer.count)
            if count <= 0 { break }
            for byte in buffer[..<count] {
                if let token = Token(rawValue: byte) { tokens.insert(token) }
            }
        }
        return tokens
    }
}
