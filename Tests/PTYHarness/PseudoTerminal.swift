import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program on a pseudo-terminal of a given size, types keys into it and reads what it shows.
///
/// Every wait is bounded by a timeout and the child is killed when the terminal is closed or released,
/// so a misbehaving program fails a test instead of hanging it. The parent keeps the slave side open, so the
/// terminal's mode can still be read after the child exits.
public final class PseudoTerminal {
    /// How the child ended.
    public enum Termination: Equatable, Sendable {
        case exited(Int32)
        case signaled(Int32)
    }

    /// Errors starting the child.
    public enum Failure: Error, CustomStringConvertible {
        case openpty(Int32)
        case spawn(Int32)

        public var description: String {
            switch self {
            case .openpty(let code): return "openpty failed (errno \(code))"
            case .spawn(let code): return "posix_spawn failed (\(code))"
            }
        }
    }

    /// The child's process id.
    public let pid: pid_t
    /// The terminal mode before the child started.
    public let initialAttributes: termios
    /// What the terminal shows now.
    public private(set) var screen: VirtualScreen
    /// Every byte the child wrote, for diagnostics.
    public private(set) var output: [UInt8] = []

    private let master: Int32
    private let slave: Int32
    private var termination: Termination?
    private var closed = false

    /// Starts `executable` with `arguments` and exactly `environment`, on a `rows`×`columns` terminal.
    public init(
        executable: String, arguments: [String] = [], environment: [String: String], rows: Int = 24,
        columns: Int = 80
    ) throws {
        var masterFD: Int32 = -1
        var slaveFD: Int32 = -1
        var name = [CChar](repeating: 0, count: 128)
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&masterFD, &slaveFD, &name, nil, &size) == 0 else { throw Failure.openpty(errno) }
        _ = fcntl(masterFD, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slaveFD, F_SETFD, FD_CLOEXEC)
        master = masterFD
        slave = slaveFD
        var attributes = termios()
        _ = tcgetattr(slaveFD, &attributes)
        initialAttributes = attributes
        screen = VirtualScreen(rows: rows, columns: columns)

        let slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do {
            pid = try PseudoTerminal.spawn(executable, arguments, environment, terminal: slavePath)
        } catch {
            close(masterFD)
            close(slaveFD)
            throw error
        }
    }

    deinit { terminate() }

    /// Types `text` (UTF-8) as if from the keyboard.
    public func send(_ text: String) {
        send(Array(text.utf8))
    }

    /// Writes raw bytes to the terminal's input.
    public func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            offset += written
        }
    }

    /// Reads output until `condition` holds for the screen or `timeout` seconds pass; returns whether it held.
    /// With `beforeEveryErase`, the condition is also checked just before each "erase below" (`ESC [ J`) inside
    /// what arrives: a program that redraws its input line under a fast stream erases and redraws it all the time,
    /// so a line intact after every redraw may never be intact where one read happens to end.
    @discardableResult
    public func waitUntil(
        timeout: Double = 10, beforeEveryErase: Bool = false, _ condition: (VirtualScreen) -> Bool
    ) -> Bool {
        let deadline = PseudoTerminal.now() + timeout
        while true {
            if condition(screen) { return true }
            let left = deadline - PseudoTerminal.now()
            if left <= 0 { return false }
            let wait = Int32(min(left, 0.1) * 1000) + 1
            if beforeEveryErase {
                if pump(milliseconds: wait, checkingBeforeEveryErase: condition) { return true }
            } else {
                pump(milliseconds: wait)
            }
        }
    }

    /// Waits until `text` appears anywhere in the scrollback or on screen.
    @discardableResult
    public func waitFor(_ text: String, timeout: Double = 10) -> Bool {
        waitUntil(timeout: timeout) { $0.text.contains(text) }
    }

    /// Reads whatever arrives during `seconds`, for checks that something does *not* appear.
    public func drain(for seconds: Double) {
        let deadline = PseudoTerminal.now() + seconds
        while PseudoTerminal.now() < deadline { pump(milliseconds: 20) }
    }

    /// Waits for the child to exit, reading its output meanwhile; nil if it is still running after `timeout`.
    public func waitForExit(timeout: Double = 10) -> Termination? {
        let deadline = PseudoTerminal.now() + timeout
        while termination == nil {
            reap(options: WNOHANG)
            if termination != nil || PseudoTerminal.now() > deadline { break }
            pump(milliseconds: 20)
        }
        pump(milliseconds: 0)
        return termination
    }

    /// The terminal's current mode (readable after the child exits, since the parent holds the slave open).
    public func currentAttributes() -> termios {
        var attributes = termios()
        _ = tcgetattr(slave, &attributes)
        return attributes
    }

    /// Changes the terminal's width; the kernel sends SIGWINCH to the child.
    public func resize(columns: Int) {
        resize(rows: screen.rows, columns: columns)
    }

    /// Changes the terminal's size (TIOCSWINSZ); the kernel sends SIGWINCH to the child's process group.
    public func resize(rows: Int, columns: Int) {
        pump(milliseconds: 0)  // what was drawn at the old size lands on the old screen
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        screen.resize(rows: rows, columns: columns)
    }

    /// Sends `signal` to the child.
    public func signal(_ signal: Int32) {
        if termination == nil { _ = kill(pid, signal) }
    }

    /// Kills the child if it still runs, reaps it and closes the terminal.
    public func terminate() {
        guard !closed else { return }
        closed = true
        reap(options: WNOHANG)
        if termination == nil {
            _ = kill(pid, SIGKILL)
            reap(options: 0)
        }
        close(master)
        close(slave)
    }

    /// The output so far as text with escape sequences left in, for failure messages.
    public var rawTranscript: String {
        String(decoding: output, as: UTF8.self).replacingEscapes()
    }

    /// Reads what arrives within `milliseconds` onto the screen.
    private func pump(milliseconds: Int32) {
        guard let bytes = read(within: milliseconds) else { return }
        screen.feed(bytes)
    }

    /// Reads what arrives within `milliseconds` onto the screen, checking `condition` before each erase in it;
    /// returns whether it ever held (the whole chunk is fed either way).
    private func pump(milliseconds: Int32, checkingBeforeEveryErase condition: (VirtualScreen) -> Bool) -> Bool {
        guard let bytes = read(within: milliseconds) else { return false }
        var held = false
        var start = 0
        for index in 0..<max(0, bytes.count - 2) where bytes[index] == 0x1B && bytes[index + 1] == 0x5B {
            guard bytes[index + 2] == 0x4A, index > start else { continue }
            screen.feed(Array(bytes[start..<index]))
            start = index
            if !held && condition(screen) { held = true }
        }
        screen.feed(Array(bytes[start...]))
        return held || condition(screen)
    }

    /// The bytes that arrive within `milliseconds` (one read), kept in the raw transcript; nil when none do.
    private func read(within milliseconds: Int32) -> [UInt8]? {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = Glibc.read(master, &buffer, buffer.count)
        guard count > 0 else { return nil }
        let bytes = Array(buffer[..<count])
        output.append(contentsOf: bytes)
        return bytes
    }

    private func reap(options: Int32) {
        guard termination == nil else { return }
        var status: Int32 = 0
        let result = waitpid(pid, &status, options)
        guard result == pid else { return }
        // The <sys/wait.h> macros are not imported; decode the status word by hand.
        if status & 0x7F == 0 {
            termination = .exited((status >> 8) & 0xFF)
        } else {
            termination = .signaled(status & 0x7F)
        }
    }

    private static func now() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// posix_spawn with a new session whose controlling terminal is the pty: POSIX_SPAWN_SETSID runs before
    /// the file actions, so opening the slave by name makes it the controlling terminal (needed for ^C).
    private static func spawn(
        _ executable: String, _ arguments: [String], _ environment: [String: String],
        terminal: String
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        let setsid: Int32 = 0x80  // POSIX_SPAWN_SETSID, hidden behind _GNU_SOURCE
        posix_spawnattr_setflags(&attributes, Int16(setsid | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw Failure.spawn(result) }
        return pid
    }

    /// The directory holding the running test binary, where SwiftPM also puts the package's executables.
    public static func productsDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let path = String(decoding: buffer.prefix(max(0, count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var parts = path.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast()
        // A test bundle may be a directory (x.xctest/...); climb out of it.
        while let last = parts.last, last.hasSuffix(".xctest") || last == "Contents" || last == "MacOS" {
            parts.removeLast()
        }
        return parts.joined(separator: "/")
    }
}

extension String {
    fileprivate func replacingEscapes() -> String {
        var text = ""
        for scalar in unicodeScalars {
            if scalar == "\u{1B}" {
                text += "⎋"
            } else if scalar.value < 0x20, scalar != "\n" {
                text += "^" + String(Unicode.Scalar(scalar.value + 0x40) ?? "?")
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}
