/// The families the catalog groups entries into, in the order a course meets them.
public enum DocFamily: String, CaseIterable, Sendable {
    case creating, transforming, filtering, time, combining, flattening, errors
    case subjects, sharing, schedulers, traits, binding, uikit, debugging, testing, values, commands

    /// The heading `:doc` prints (`Subjects and relays`).
    public var title: String {
        switch self {
        case .creating: return "Creating"
        case .transforming: return "Transforming"
        case .filtering: return "Filtering"
        case .time: return "Time"
        case .combining: return "Combining"
        case .flattening: return "Flattening"
        case .errors: return "Errors"
        case .subjects: return "Subjects and relays"
        case .sharing: return "Sharing"
        case .schedulers: return "Schedulers and threads"
        case .traits: return "Traits"
        case .binding: return "Binding and controls"
        case .uikit: return "UIKit and view controllers"
        case .debugging: return "Debugging and disposing"
        case .testing: return "Marbles and testing"
        case .values: return "Swift values and Foundation"
        case .commands: return "REPL commands"
        }
    }
}

/// The entries of one family, as a family file declares them.
public struct DocFamilyPage: Sendable {
    /// Which family.
    public let family: DocFamily
    /// Its entries, in the order they are listed.
    public let entries: [DocEntry]

    /// A page; each entry's `family` is set to `family`.
    public init(_ family: DocFamily, _ entries: [DocEntry]) {
        self.family = family
        self.entries = entries.map { entry in
            var entry = entry
            entry.family = family
            return entry
        }
    }
}
