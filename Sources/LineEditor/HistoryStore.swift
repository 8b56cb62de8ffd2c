#if canImport(Glibc)
    import Glibc
#endif

/// One session's history, shared through a file with every other session open at the same time.
///
/// Each entry is appended to the file as it is entered, under the file's lock, after reading what other
/// sessions appended since; the file is only rewritten (to trim it to `limit`, or to upgrade libedit's format)
/// from what it holds under the lock, so no session's lines are dropped (`HistoryFile` says how a rewrite
/// survives a crash). Recall order is this session's entries first, most recent first, then the others' (as fish
/// and IPython do): `entries` lists them oldest first, so Up walks it from the end. Adjacent duplicates collapse.
///
/// Problems (a corrupt file moved aside, a read-only directory, a full disk, a lock held too long) are reported
/// once through `report`; the session's entries then stay in memory only. Nothing here blocks for longer than
/// `lockTimeout`, and nothing traps.
public final class HistoryStore {
    /// The file, nil for a history kept in memory only.
    public let path: String?
    /// The most entries kept, in memory and in the file.
    public let limit: Int
    /// How long to wait for another session to release the file's lock.
    static let lockTimeout = 1.5

    /// This session's entries, oldest first.
    private var own: [String] = []
    /// The other sessions' entries, oldest first: the file's, less this session's.
    private var others: [String] = []
    /// The file's entries as last read, in its order.
    private var fileEntries: [String] = []
    /// Bumped whenever `others` changes, so a copy of `entries` knows it must be rebuilt.
    private(set) var othersVersion = 0

    private var file: HistoryFile?
    /// Which file was read and how much of it, so a later read takes only what was appended.
    private var readMark: (device: UInt, inode: UInt, size: Int) = (0, 0, 0)
    private var readLines = 0
    /// Set once saving has stopped, with why.
    public private(set) var notSavedReason: String?
    private var reported: [HistoryProblem] = []
    private let sink: (HistoryProblem) -> Void

    /// Loads the history at `path` (nil: memory only), reporting a problem through `report`.
    public init(path: String?, limit: Int, report: @escaping (HistoryProblem) -> Void) {
        self.path = path
        self.limit = max(1, limit)
        sink = report
        guard let path else { return }
        let opened: HistoryFile
        do {
            opened = try HistoryFile(path: path)
        } catch {
            stopSaving(error)
            return
        }
        file = opened
        do {
            try opened.withLock(timeout: Self.lockTimeout) {
                opened.removeTemporaryFile()
                try reloadLocked()
                if notSavedReason == nil, opened.isWritable,
                    isLibeditFormat || fileEntries.count > self.limit + slack
                {
                    try rewriteLocked()
                }
            }
        } catch {
            if fileEntries.isEmpty { readUnlocked(opened) }
            stopSaving(error)
        }
        if notSavedReason == nil, !opened.isWritable {
            stopSaving(HistoryFile.Failure("write", path, errno: EACCES))
        }
    }

    /// The history in recall order, oldest first: the other sessions' entries, then this session's, adjacent
    /// duplicates collapsed, the newest `limit` of them.
    public var entries: [String] {
        var merged: [String] = []
        merged.reserveCapacity(others.count + own.count)
        for entry in others + own where merged.last != entry { merged.append(entry) }
        return merged.count > limit ? Array(merged.suffix(limit)) : merged
    }

    /// Adds a finished entry: appended to the file at once (unless it repeats the latest entry, or is blank).
    public func add(_ entry: String) {
        guard !entry.allSatisfy(\.isWhitespace) else { return }
        guard let file, notSavedReason == nil else {
            if entries.last != entry { keep(entry) }
            return
        }
        var added = false
        do {
            try file.withLock(timeout: Self.lockTimeout) {
                try catchUpLocked()
                guard entries.last != entry else { return }
                keep(entry)
                added = true
                try appendLocked(entry)
            }
        } catch {
            if !added, entries.last != entry { keep(entry) }
            stopSaving(error)
        }
    }

    /// Records one of this session's entries (no more than `limit` of them are recalled).
    private func keep(_ entry: String) {
        own.append(entry)
        if own.count > limit { own.removeFirst(own.count - limit) }
    }

    /// Reads what other sessions appended since the last read, when the file changed; returns whether
    /// `entries` did. Cheap when nothing changed (one `stat`); never waits for the lock.
    @discardableResult
    public func refresh() -> Bool {
        guard let file, let path, notSavedReason == nil, !isLibeditFormat else { return false }
        var info = stat()
        guard stat(path, &info) == 0,
            (UInt(info.st_dev), UInt(info.st_ino), Int(info.st_size)) != readMark
        else { return false }
        let version = othersVersion
        do {
            try file.withLock(timeout: 0) { try catchUpLocked() }
        } catch {
            return false
        }
        return othersVersion != version
    }

    /// Trims the file to `limit` if it grew past it; called when the session ends.
    public func close() {
        guard let file, notSavedReason == nil else { return }
        try? file.withLock(timeout: Self.lockTimeout) {
            try catchUpLocked()
            if fileEntries.count > limit { try rewriteLocked() }
        }
    }

    // MARK: - Under the lock

    /// How far past `limit` the file may grow before it is rewritten (trimmed exactly at the end of a session).
    private var slack: Int { limit / 20 }

    private var isLibeditFormat = false

    /// Reads the whole file; one that is not a history is moved aside (or, failing that, saving stops).
    private func reloadLocked() throws {
        guard let file else { return }
        let bytes = try file.read(from: 0)
        do {
            let contents = try HistoryFormat.parse(bytes)
            isLibeditFormat = contents.isLibeditFormat
            setFileEntries(contents.entries, bytes: bytes)
        } catch let unreadable as HistoryFormat.Unreadable {
            guard let path else { return }
            do {
                let movedTo = try file.moveAside()
                report(.movedAside(path: path, movedTo: movedTo, reason: unreadable.reason))
            } catch {
                notSavedReason = unreadable.reason
                report(.unreadable(path: path, reason: unreadable.reason, failure: "\(error)"))
                return
            }
            isLibeditFormat = false
            setFileEntries([], bytes: [])
        }
    }

    /// Takes in what was appended since the last read; reads the whole file again when it was replaced.
    private func catchUpLocked() throws {
        guard let file else { return }
        let mark = try currentMark(file)
        guard mark != readMark else { return }
        guard mark.device == readMark.device, mark.inode == readMark.inode, readMark.size > 0,
            mark.size > readMark.size, !isLibeditFormat
        else { return try reloadLocked() }
        let tail = try file.read(from: readMark.size)
        guard let appended = try? HistoryFormat.parseLines(tail[...], firstNumber: readLines + 1) else {
            return try reloadLocked()
        }
        fileEntries += appended
        if !appended.isEmpty {
            others += appended
            othersVersion += 1
        }
        readLines += tail.count { $0 == 0x0A }
        readMark = (mark.device, mark.inode, readMark.size + tail.count)
    }

    private func appendLocked(_ entry: String) throws {
        guard let file else { return }
        let line = HistoryFormat.encodedBytes(entry)
        guard line.count <= HistoryFormat.lineLimit else {
            report(.entryTooLong)
            return
        }
        var bytes: [UInt8] = []
        if readMark.size == 0 {
            bytes += HistoryFormat.header.utf8
            bytes.append(0x0A)
        } else if try file.lastByte() != 0x0A {
            bytes.append(0x0A)  // a line cut short by a crash ends here
        }
        bytes += line
        bytes.append(0x0A)
        try file.append(bytes)
        fileEntries.append(entry)
        readLines += bytes.count { $0 == 0x0A }
        readMark = try currentMark(file)
        if fileEntries.count > limit + slack { try rewriteLocked() }
    }

    /// Writes the file again from what it holds: the newest `limit` entries, in this format.
    private func rewriteLocked() throws {
        guard let file else { return }
        var kept: [String] = []
        var bytes = Array(HistoryFormat.header.utf8)
        bytes.append(0x0A)
        for entry in fileEntries.suffix(limit) {
            let line = HistoryFormat.encodedBytes(entry)
            guard line.count <= HistoryFormat.lineLimit else { continue }
            kept.append(entry)
            bytes += line
            bytes.append(0x0A)
        }
        try file.replace(with: bytes)
        isLibeditFormat = false
        setFileEntries(kept, bytes: bytes)
    }

    /// The file now holds `entries` (its `bytes`): the other sessions' are those left after taking out this
    /// session's, matched from the newest.
    private func setFileEntries(_ entries: [String], bytes: [UInt8]) {
        fileEntries = entries
        var unmatched: [String: Int] = [:]
        for entry in own { unmatched[entry, default: 0] += 1 }
        var theirs: [String] = []
        for entry in entries.reversed() {
            if let count = unmatched[entry], count > 0 {
                unmatched[entry] = count - 1
            } else {
                theirs.append(entry)
            }
        }
        theirs.reverse()
        if theirs != others {
            others = theirs
            othersVersion += 1
        }
        readLines = bytes.count { $0 == 0x0A }
        if let file, let mark = try? currentMark(file) {
            readMark = (mark.device, mark.inode, bytes.count)
        }
    }

    private func currentMark(_ file: HistoryFile) throws -> (device: UInt, inode: UInt, size: Int) {
        let identity = try file.identity()
        return (identity.device, identity.inode, try file.size())
    }

    /// Without the lock (another process holds it too long): what can be read, so Up still has it.
    private func readUnlocked(_ file: HistoryFile) {
        guard let bytes = try? file.read(from: 0), let contents = try? HistoryFormat.parse(bytes) else { return }
        others = contents.entries
        othersVersion += 1
    }

    /// Tells of a problem the first time it happens.
    private func report(_ problem: HistoryProblem) {
        guard !reported.contains(problem) else { return }
        reported.append(problem)
        sink(problem)
    }

    private func stopSaving(_ error: Error) {
        guard notSavedReason == nil else { return }
        notSavedReason = "\(error)"
        report(.notSaved(reason: "\(error)"))
    }
}
