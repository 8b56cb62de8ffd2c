import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A child process with pipes to its standard input, its standard error and one report descriptor (3), and its
/// standard output thrown away. Every read is bounded by a deadline, so a child that hangs cannot hang the fuzzer.
final class ChildProcess {
    /// How a child ended.
    enum Termination: Equatable {
        case exited(Int32)
        case signaled(Int32)
    }

    let pid: pid_t
    private static let spawnLock = NSLock()
    private var input: Int32
    private let report: Int32
    private let errors: Int32
    private var reportBuffer: [UInt8] = []
    /// The end of what the child wrote to standard error (the last 4 KB), for failure reports.
    private(set) var errorTail: [UInt8] = []
    private(set) var termination: Termination?

    /// Starts `executable` with `arguments`; `environment` is added to this process's environment.
    init(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws {
        // Pipes are made close-on-exec under one lock with the spawn, so workers starting children at once never
        // inherit one another's pipes (the child gets its own ends through dup2, which clears the flag).
        Self.spawnLock.lock()
        defer { Self.spawnLock.unlock() }
        var inputPipe: [Int32] = [0, 0], reportPipe: [Int32] = [0, 0], errorPipe: [Int32] = [0, 0]
        guard pipe(&inputPipe) == 0, pipe(&reportPipe) == 0, pipe(&errorPipe) == 0 else { throw POSIXError(.EMFILE) }
        for descriptor in inputPipe + reportPipe + errorPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        posix_spawn_file_actions_adddup2(&actions, reportPipe[1], 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group, so a Ctrl-C at the fuzzer's terminal does not reach the children.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { _, new in new }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        close(inputPipe[0])
        close(reportPipe[1])
        close(errorPipe[1])
        guard result == 0 else {
            [inputPipe[1], reportPipe[0], errorPipe[0]].forEach { close($0) }
            throw POSIXError(POSIXErrorCode(rawValue: result) ?? .ENOENT)
        }
        pid = child
        input = inputPipe[1]
        report = reportPipe[0]
        errors = errorPipe[0]
    }

    deinit {
        kill()
        [input, report, errors].filter { $0 >= 0 }.forEach { close($0) }
    }

    /// Writes `bytes` to the child's standard input; false if the child is gone.
    func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// Closes the child's standard input (it sees the end of input).
    func closeInput() {
        if input >= 0 { close(input) }
        input = -1
    }

    /// The next line on the report descriptor; nil when the child closed it or `deadline` passed.
    func readReportLine(until deadline: DispatchTime) -> String? {
        while true {
            if let newline = reportBuffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: reportBuffer[..<newline], as: UTF8.self)
                reportBuffer.removeSubrange(...newline)
                return line
            }
            guard pump(until: deadline) else { return nil }
        }
    }

    /// Reads whatever standard error and the report descriptor have until `deadline`; false at the deadline or
    /// when the report descriptor closed.
    private func pump(until deadline: DispatchTime) -> Bool {
        while true {
            let now = DispatchTime.now()
            guard now < deadline else { return false }
            let milliseconds = Int32(min((deadline.uptimeNanoseconds - now.uptimeNanoseconds) / 1_000_000 + 1, 1000))
            var descriptors = [
                pollfd(fd: report, events: Int16(POLLIN), revents: 0),
                pollfd(fd: errors, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, 2, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            if ready <= 0 { continue }
            if descriptors[1].revents != 0 { drainErrors() }
            if descriptors[0].revents != 0 {
                var chunk = [UInt8](repeating: 0, count: 4096)
                let count = read(report, &chunk, chunk.count)
                if count <= 0 { return false }
                reportBuffer.append(contentsOf: chunk[..<count])
                return true
            }
        }
    }

    /// Reads what standard error has now, keeping the last 4 KB.
    func drainErrors() {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            var descriptor = pollfd(fd: errors, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 0) > 0 else { return }
            let count = read(errors, &chunk, chunk.count)
            guard count > 0 else { return }
            errorTail.append(contentsOf: chunk[..<count])
            if errorTail.count > 4096 { errorTail.removeFirst(errorTail.count - 4096) }
        }
    }

    /// Forgets what standard error held so far.
    func clearErrors() {
        drainErrors()
        errorTail.removeAll()
    }

    /// Sends `signal` to the child if it still runs.
    func signal(_ signal: Int32) {
        if termination == nil { _ = Glibc.kill(pid, signal) }
    }

    /// Waits for the child to end until `deadline`; nil if it still runs then.
    @discardableResult
    func wait(until deadline: DispatchTime) -> Termination? {
        while termination == nil {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid {
                termination = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
                break
            }
            if DispatchTime.now() >= deadline { return nil }
            drainErrors()
            usleep(2000)
        }
        drainErrors()
        return termination
    }

    /// Kills the child (SIGKILL) and reaps it.
    func kill() {
        guard termination == nil else { return }
        signal(SIGKILL)
        wait(until: .distantFuture)
    }
}
