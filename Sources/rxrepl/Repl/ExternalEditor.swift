import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The user's text editor (`$VISUAL`, else `$EDITOR`, else `vi`), run on a file as git and IPython run it: the
/// setting is a shell command (`code -w`, `emacs -nw`), given the path as its last argument.
struct ExternalEditor {
    /// The command as set, e.g. `vim` or `code -w`.
    let command: String

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let set = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }
        command = set.first { !$0.allSatisfy(\.isWhitespace) } ?? "vi"
    }

    /// How the editor run ended.
    enum Outcome: Equatable {
        /// It exited with status 0.
        case saved
        /// It exited with another status, or was killed by a signal.
        case failed(String)
        /// It could not be started.
        case notStarted(String)
    }

    /// Runs the editor on `path` with the terminal, and waits for it.
    func edit(_ path: String) -> Outcome {
        let arguments = ["/bin/sh", "-c", command + " \"$1\"", "sh", path]
        var pid = pid_t()
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let spawned = posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ)
        guard spawned == 0 else { return .notStarted(String(cString: strerror(spawned))) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return .failed("lost track of the editor (\(String(cString: strerror(errno))))") }
        }
        let exited = status & 0x7F == 0
        let code = (status >> 8) & 0xFF
        if exited && code == 0 { return .saved }
        if exited && code == 127 { return .notStarted("the shell could not find '\(command)'") }
        return .failed(exited ? "exit status \(code)" : "signal \(status & 0x7F)")
    }
}
