/// Something about the history file the user should hear of once: the session goes on either way, its entries
/// kept in memory. `description` says it in one line; the program may add what to do about it.
public enum HistoryProblem: Equatable, Sendable, CustomStringConvertible {
    /// The file was not a history (a foreign format, binary junk, a line over 1 MB): it was renamed to `movedTo`
    /// and a new history started.
    case movedAside(path: String, movedTo: String, reason: String)
    /// The file was not a history and could not be renamed either; it is left as it is and nothing is saved.
    case unreadable(path: String, reason: String, failure: String)
    /// Nothing more is saved this session: the file or its directory cannot be written, the disk is full, or the
    /// lock could not be had.
    case notSaved(reason: String)
    /// An entry too long for a line of the file stays in memory only.
    case entryTooLong

    public var description: String {
        switch self {
        case .movedAside(let path, let movedTo, let reason):
            return "history file \(path) could not be read (\(reason)); moved it to \(movedTo) and started a new one"
        case .unreadable(let path, let reason, let failure):
            return "history file \(path) could not be read (\(reason)) nor moved aside (\(failure)), so this "
                + "session's history will not be saved"
        case .notSaved(let reason):
            return "this session's history will not be saved (\(reason)); Up recalls it until you quit"
        case .entryTooLong:
            return "an entry over 1 MB was not saved to the history file; Up recalls it until you quit"
        }
    }
}
