import Synchronization
#if canImport(Glibc)
    import Glibc
#endif

/// Process-wide terminal protection: saves the tty mode before libedit changes it and puts it back on every
/// way out (normal exit, `exit()`, fatal signals, SIGTERM/SIGHUP/SIGQUIT), and turns SIGINT, SIGWINCH and
/// SIGCONT into bytes on the editor's wake pipe. Signal handlers only use async-signal-safe calls
/// (docs/libedit-notes.md P8).
enum TerminalGuard {
    /// What the handlers read, in memory allocated once, before any handler is installed, so a handler never
    /// runs a lazy Swift initialiser or touches a reference-counted value.
    private struct Shared {
        var saved = termios()
        var hasSaved = false
        var installed = false
        var ttyFD: Int32 = 0
        var wakeFD: Int32 = -1
        /// Whether the terminal brackets pastes now, so every way out turns it off.
        var bracketedPaste = false
        /// The mode in use when Ctrl-Z stopped the program, put back when it continues.
        var suspended = termios()
    }

    private typealias SigAction = sigaction

    nonisolated(unsafe) private static let shared: UnsafeMutablePointer<Shared> = {
        let pointer = UnsafeMutablePointer<Shared>.allocate(capacity: 1)
        pointer.initialize(to: Shared())
        return pointer
    }()
    nonisolated(unsafe) private static let previous: UnsafeMutablePointer<SigAction> = {
        let pointer = UnsafeMutablePointer<SigAction>.allocate(capacity: Int(NSIG))
        pointer.initialize(repeating: SigAction(), count: Int(NSIG))
        return pointer
    }()
    nonisolated(unsafe) private static var atexitRegistered = false
    /// The bit pattern of a `@convention(c)` function SIGINT calls instead of waking the editor (0: none).
    private static let interruptHook = Atomic<Int>(0)

    private static let fatalSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]
    private static let terminatingSignals: [Int32] = [SIGTERM, SIGHUP, SIGQUIT]
    private static let wakeSignals: [Int32] = [SIGINT, SIGWINCH, SIGCONT]
    private static let suspendSignals: [Int32] = [SIGTSTP]

    /// Whether an interactive editor currently owns the terminal.
    static var isInstalled: Bool { shared.pointee.installed }

    /// Saves `fd`'s mode and installs the handlers. Call before `el_init`.
    static func install(ttyFD fd: Int32, wakeFD: Int32) {
        precondition(!shared.pointee.installed, "LineEditor: only one interactive editor may be active at a time")
        _ = previous  // allocate before a handler can need it
        _ = (suspendHandler, suspendFlags, BracketedPaste.enable, BracketedPaste.disable)  // likewise initialised
        _ = interruptHook.load(ordering: .relaxed)
        shared.pointee.ttyFD = fd
        shared.pointee.wakeFD = wakeFD
        shared.pointee.hasSaved = tcgetattr(fd, &shared.pointee.saved) == 0
        shared.pointee.installed = true
        if !atexitRegistered {
            atexitRegistered = true
            atexit { TerminalGuard.restoreMode() }
        }
        let fatalFlags = Int32(bitPattern: UInt32(SA_NODEFER) | UInt32(SA_RESETHAND))
        for signal in fatalSignals {
            install(signal, flags: fatalFlags) { TerminalGuard.handleFatal($0, note: true) }
        }
        for signal in terminatingSignals {
            install(signal, flags: fatalFlags) { TerminalGuard.handleFatal($0, note: false) }
        }
        for signal in wakeSignals {
            install(signal, flags: Int32(bitPattern: UInt32(SA_RESTART))) { TerminalGuard.handleWake($0) }
        }
        // A program started with Ctrl-Z ignored (no job control) must not stop on it: leave that alone.
        var current = SigAction()
        _ = sigaction(SIGTSTP, nil, &current)
        if unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self) {
            install(SIGTSTP, flags: suspendFlags, handler: suspendHandler)
        }
    }

    private static let suspendFlags = Int32(bitPattern: UInt32(SA_RESTART))
    private static let suspendHandler: @convention(c) (Int32) -> Void = { TerminalGuard.handleSuspend($0) }

    /// While set, SIGINT calls `hook` (from the signal handler) instead of posting Ctrl-C for the next read.
    static func setInterruptHook(_ hook: (@convention(c) () -> Void)?) {
        let bits = hook.map { unsafeBitCast($0, to: Int.self) } ?? 0
        interruptHook.store(bits, ordering: .releasing)
    }

    /// Turns the terminal's bracketed-paste mode on or off (stdout is the terminal); every way out turns it off.
    static func setBracketedPaste(_ on: Bool) {
        guard shared.pointee.installed, shared.pointee.bracketedPaste != on else { return }
        OutputQueue.write((on ? BracketedPaste.enable : BracketedPaste.disable).description)
        shared.pointee.bracketedPaste = on
    }

    /// Restores the saved mode and the previous handlers.
    static func uninstall() {
        guard shared.pointee.installed else { return }
        restoreMode()
        for signal in fatalSignals + terminatingSignals + wakeSignals + suspendSignals {
            _ = sigaction(signal, previous + Int(signal), nil)
        }
        shared.pointee.wakeFD = -1
        shared.pointee.installed = false
    }

    /// Puts the tty back into the mode saved at install time (async-signal-safe).
    static func restoreMode() {
        guard shared.pointee.installed else { return }
        if shared.pointee.bracketedPaste {
            shared.pointee.bracketedPaste = false
            writeToTerminal(BracketedPaste.disable)
        }
        guard shared.pointee.hasSaved else { return }
        _ = tcsetattr(shared.pointee.ttyFD, TCSANOW, &shared.pointee.saved)
    }

    /// Sets `signal`'s action; the one found is kept for `uninstall` unless `keepingFirst` (a re-arm from a handler).
    private static func install(
        _ signal: Int32, flags: Int32, keepingFirst: Bool = false, handler: (@convention(c) (Int32) -> Void)?
    ) {
        var action = SigAction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        _ = sigaction(signal, &action, keepingFirst ? nil : previous + Int(signal))
    }

    /// Writes to standard output from anywhere, a signal handler included.
    private static func writeToTerminal(_ text: StaticString) {
        _ = write(1, text.utf8Start, text.utf8CodeUnitCount)
    }

    private static func handleWake(_ signal: Int32) {
        let savedErrno = errno
        if signal == SIGINT {
            let bits = interruptHook.load(ordering: .acquiring)
            if bits != 0 {
                unsafeBitCast(bits, to: (@convention(c) () -> Void).self)()
                errno = savedErrno
                return
            }
        }
        var byte: UInt8
        switch signal {
        case SIGINT: byte = WakePipe.Token.interrupt.rawValue
        case SIGWINCH: byte = WakePipe.Token.resize.rawValue
        default: byte = WakePipe.Token.resume.rawValue
        }
        let fd = shared.pointee.wakeFD
        if fd >= 0 { _ = write(fd, &byte, 1) }
        errno = savedErrno
    }

    /// Ctrl-Z: gives the shell the terminal as it was found (paste brackets off), stops with the default action,
    /// and on `fg` puts the editor's mode and bracketing back and wakes the editor to redraw its line.
    private static func handleSuspend(_ signal: Int32) {
        let savedErrno = errno
        let pasting = shared.pointee.bracketedPaste
        let hasMode = tcgetattr(shared.pointee.ttyFD, &shared.pointee.suspended) == 0
        restoreMode()
        install(SIGTSTP, flags: 0, keepingFirst: true, handler: SIG_DFL)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGTSTP)
        _ = pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        _ = raise(SIGTSTP)
        // Continued: the handler again, keeping the disposition found at install for `uninstall`.
        install(SIGTSTP, flags: suspendFlags, keepingFirst: true, handler: suspendHandler)
        if hasMode { _ = tcsetattr(shared.pointee.ttyFD, TCSANOW, &shared.pointee.suspended) }
        if pasting {
            shared.pointee.bracketedPaste = true
            writeToTerminal(BracketedPaste.enable)
        }
        var byte = WakePipe.Token.resume.rawValue
        let fd = shared.pointee.wakeFD
        if fd >= 0 { _ = write(fd, &byte, 1) }
        errno = savedErrno
    }

    /// Restores the tty, then hands the signal to whoever had it before (the Swift backtracer, or the default
    /// action) by re-installing that action and raising again.
    private static func handleFatal(_ signal: Int32, note: Bool) {
        restoreMode()
        if note {
            let text: StaticString = "\r\n[line editor] fatal signal: terminal mode restored\r\n"
            _ = write(2, text.utf8Start, text.utf8CodeUnitCount)
        }
        _ = sigaction(signal, previous + Int(signal), nil)
        _ = raise(signal)
    }
}
