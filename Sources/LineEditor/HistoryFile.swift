#if canImport(Glibc)
    import Glibc
#endif

/// The history file on disk, shared by every session: read and appended to under an advisory lock (`flock` on
/// the file itself), and replaced whole only by writing a temporary file beside it, `fsync`ing it and renaming
/// it over, so a crash, a full disk or a `kill -9` leaves either the old file or the new one, never a torn one.
///
/// The lock belongs to the file at `path`: after taking it, `lock` checks that `path` still names the file it
/// locked (another session may have renamed a new one over it meanwhile) and starts again if not. The open
/// descriptor also keeps the file's inode from being reused while it is held.
final class HistoryFile {
    /// A failed system call, said the way a note shows it ("cannot write /x/history: No space left on device").
    struct Failure: Error, Equatable, CustomStringConvertible {
        let description: String

        init(_ verb: String, _ path: String, errno code: Int32) {
            description = "cannot \(verb) \(path): " + String(cString: strerror(code))
        }

        init(_ description: String) {
            self.description = description
        }
    }

    let path: String
    /// False when the file could only be opened for reading.
    private(set) var isWritable = true
    private var fd: Int32 = -1
    private var locked = false
    /// Where a replacement is written before it is renamed over `path`; only the lock's holder writes it.
    private var temporaryPath: String { path + ".tmp" }

    /// Opens (creating it and its directory) the file at `path`, or opens it read-only when it cannot be
    /// written; throws when it can be neither.
    init(path: String) throws {
        self.path = path
        let directoryFailure = HistoryFile.createParentDirectory(of: path)
        fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        if fd < 0 {
            let writeError = errno
            fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { throw directoryFailure ?? Failure("open", path, errno: writeError) }
            isWritable = false
        }
    }

    deinit {
        if fd >= 0 { close(fd) }
    }

    // MARK: - The lock

    /// Takes the lock on the file `path` names now, waiting up to `timeout` seconds for another session to
    /// release it (0: one try).
    func lock(timeout: Double) throws {
        precondition(!locked, "HistoryFile.lock() while locked")
        let deadline = HistoryFile.now() + timeout
        while true {
            if flock(fd, LOCK_EX | LOCK_NB) == 0 {
                if isCurrent() {
                    locked = true
                    return
                }
                flock(fd, LOCK_UN)
                try reopen()
                continue
            }
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else { throw Failure("lock", path, errno: code) }
            guard HistoryFile.now() < deadline else {
                throw Failure(
                    "cannot lock \(path): another process has held it for over \(HistoryFile.seconds(timeout))")
            }
            usleep(10_000)
        }
    }

    func unlock() {
        guard locked else { return }
        flock(fd, LOCK_UN)
        locked = false
    }

    /// Runs `body` holding the lock.
    func withLock<T>(timeout: Double, _ body: () throws -> T) throws -> T {
        try lock(timeout: timeout)
        defer { unlock() }
        return try body()
    }

    /// Whether `path` still names the open file (and a file is there at all).
    func isCurrent() -> Bool {
        var open = stat()
        var named = stat()
        guard fstat(fd, &open) == 0, stat(path, &named) == 0 else { return false }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    /// Opens what `path` names now, in place of the file held.
    private func reopen() throws {
        _ = HistoryFile.createParentDirectory(of: path)
        var fresh = open(path, (isWritable ? O_RDWR : O_RDONLY) | O_CREAT | O_CLOEXEC, 0o600)
        if fresh < 0, isWritable {
            fresh = open(path, O_RDONLY | O_CLOEXEC)
            isWritable = false
        }
        guard fresh >= 0 else { throw Failure("open", path, errno: errno) }
        close(fd)
        fd = fresh
    }

    // MARK: - Reading and appending (under the lock)

    /// The file's size in bytes.
    func size() throws -> Int {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure("read", path, errno: errno) }
        return Int(info.st_size)
    }

    /// The bytes from `offset` to the end.
    func read(from offset: Int) throws -> [UInt8] {
        let end = try size()
        guard end > offset else { return [] }
        var bytes = [UInt8](repeating: 0, count: end - offset)
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeMutableBytes {
                pread(fd, $0.baseAddress! + done, $0.count - done, off_t(offset + done))
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw Failure("read", path, errno: errno) }
            if count == 0 { break }
            done += count
        }
        return Array(bytes.prefix(done))
    }

    /// The open file's device and inode, which say whether it is still the one read before.
    func identity() throws -> (device: UInt, inode: UInt) {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure("read", path, errno: errno) }
        return (UInt(info.st_dev), UInt(info.st_ino))
    }

    /// The last byte of the file, nil when it is empty.
    func lastByte() throws -> UInt8? {
        let end = try size()
        guard end > 0 else { return nil }
        var byte: UInt8 = 0
        guard pread(fd, &byte, 1, off_t(end - 1)) == 1 else { throw Failure("read", path, errno: errno) }
        return byte
    }

    /// Writes `bytes` at the end; on failure (a full disk) cuts off what part of them was written, so the file
    /// keeps only whole lines, and throws.
    func append(_ bytes: [UInt8]) throws {
        guard isWritable else { throw Failure("write", path, errno: EROFS) }
        let start = try size()
        do {
            try HistoryFile.write(bytes, to: fd, at: start, path: path)
        } catch {
            _ = ftruncate(fd, off_t(start))
            throw error
        }
    }

    // MARK: - Replacing (under the lock)

    /// Replaces the file with `bytes`: written to a temporary file beside it, flushed to disk, renamed over it.
    /// The new file is locked before it takes the name, so the lock is never let go in between. On failure the
    /// old file is untouched and the temporary file removed.
    func replace(with bytes: [UInt8]) throws {
        precondition(locked, "HistoryFile.replace(with:) without the lock")
        let temporary = open(temporaryPath, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard temporary >= 0 else { throw Failure("write", temporaryPath, errno: errno) }
        do {
            guard flock(temporary, LOCK_EX | LOCK_NB) == 0 else { throw Failure("lock", temporaryPath, errno: errno) }
            try HistoryFile.write(bytes, to: temporary, at: 0, path: temporaryPath)
            guard fsync(temporary) == 0 else { throw Failure("write", temporaryPath, errno: errno) }
            guard rename(temporaryPath, path) == 0 else { throw Failure("replace", path, errno: errno) }
        } catch {
            close(temporary)
            unlink(temporaryPath)
            throw error
        }
        syncDirectory()
        close(fd)
        fd = temporary
    }

    /// Removes what a rewrite killed half-way left behind (only the lock's holder may call this).
    func removeTemporaryFile() {
        precondition(locked, "HistoryFile.removeTemporaryFile() without the lock")
        _ = unlink(temporaryPath)
    }

    /// Renames the file to `path.corrupt-<UTC time>` and starts an empty one at `path`, locked; returns the
    /// new name of the old file.
    func moveAside() throws -> String {
        precondition(locked, "HistoryFile.moveAside() without the lock")
        let base = path + ".corrupt-" + HistoryFile.utcStamp()
        var target = base
        var number = 1
        var info = stat()
        while lstat(target, &info) == 0 {
            number += 1
            target = base + "-\(number)"
        }
        guard rename(path, target) == 0 else {
            throw Failure("cannot move \(path) to \(target): " + String(cString: strerror(errno)))
        }
        try replace(with: [])
        return target
    }

    /// Makes a rename durable (best effort: some file systems cannot sync a directory).
    private func syncDirectory() {
        let directory = HistoryFile.directory(of: path)
        let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    // MARK: - Helpers

    private static func write(_ bytes: [UInt8], to fd: Int32, at offset: Int, path: String) throws {
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeBytes {
                pwrite(fd, $0.baseAddress! + done, $0.count - done, off_t(offset + done))
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw Failure("write", path, errno: count < 0 ? errno : ENOSPC) }
            done += count
        }
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `mkdir -p` for the file's directory, private to the user since history can hold secrets; the first
    /// failure other than the directory being there already.
    static func createParentDirectory(of file: String) -> Failure? {
        var directory = file.hasPrefix("/") ? "" : "."
        var failure: Failure?
        for component in file.split(separator: "/", omittingEmptySubsequences: true).dropLast() {
            directory += "/" + component
            if mkdir(directory, 0o700) != 0, errno != EEXIST, failure == nil {
                failure = Failure("create", directory, errno: errno)
            }
        }
        return failure
    }

    /// `20261127T050400Z`
    static func utcStamp() -> String {
        var seconds = time(nil)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
    }

    private static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
