/// One documented name: a built-in function, operator, type or value of the language, or a REPL command.
///
/// Entries are written once, in each family's page `Library/<Family>/<Family>+Docs.swift` (the commands' in
/// `DocCatalog+Commands.swift`), and read by `:doc`, `:help`, Tab completion and (later) the man page. What an
/// entry does not hold is derived, so it cannot drift: the signatures come from the `HostRegistry`
/// (`DocSignatures`), the marble lanes from running `example` on the virtual clock (`DocExample`, stored in
/// `DocLanes+Generated.swift`).
public struct DocEntry: Sendable {
    /// What kind of name an entry documents.
    public enum Kind: String, Sendable {
        /// A global function that makes an observable (`just`, `interval`); its example has lanes.
        case creator
        /// A method on observables or traits that returns a stream (`map`, `throttle`); its example has lanes.
        case `operator`
        /// Another method (`subscribe`, `bind(to:)`, `disposed(by:)`).
        case method
        /// A global function that is not an observable factory (`print`, `after`).
        case function
        /// A type or namespace (`PublishSubject`, `MainScheduler`), with its members listed.
        case type
        /// A global value (`main`, `background`).
        case value
        /// A piece of the language itself (the arithmetic operators).
        case language
        /// A REPL command (`:load`); its `name` starts with a colon.
        case command
    }

    /// One member documented inside its type's entry (`accept` in `BehaviorRelay`).
    public struct Member: Sendable, Equatable {
        /// The member's name (`accept`).
        public let name: String
        /// One line saying what it does.
        public let summary: String
    }

    /// The name `:doc` shows and looks up (`throttle`, `PublishSubject`, `:load`).
    public let name: String
    /// The family it is listed under; set by the family's page that declares it.
    public internal(set) var family: DocFamily = .values
    /// What kind of name it is.
    public let kind: Kind
    /// Other names that open this entry: older RxSwift spellings (`observeOn`), UIKit names (`UILabel`),
    /// overload spellings (`takeWhile`).
    public let aliases: [String]
    /// For commands: how the argument is written (`FILE`, `#N|all`); empty otherwise.
    public let synopsis: String
    /// One line, shown in lists and completion.
    public let summary: String
    /// Two or three sentences on what it does.
    public let details: String
    /// What learners trip on, one point each.
    public let cornerCases: [String]
    /// A runnable script in rxrepl's language (for commands: the command as typed). When it ends with
    /// `.subscribe()`, the lanes show that stream drawn with `marbles()` instead.
    public let example: String
    /// The members this entry documents, for types and namespaces.
    public let members: [Member]
    /// The registry's member tables (`HostType.name`) whose members `members` lists.
    public let memberTables: [String]

    /// An entry; `members` are `(name, summary)` pairs.
    public init(
        _ name: String, _ kind: Kind, aliases: [String] = [], synopsis: String = "", summary: String,
        details: String, corners: [String] = [], example: String,
        members: [(String, String)] = [], tables: [String] = []
    ) {
        self.name = name
        self.kind = kind
        self.aliases = aliases
        self.synopsis = synopsis
        self.summary = summary
        self.details = details
        self.cornerCases = corners
        self.example = example
        self.members = members.map { Member(name: $0.0, summary: $0.1) }
        self.memberTables = tables
    }

    /// Every name that opens this entry: its own, then its aliases.
    public var names: [String] { [name] + aliases }

    /// `:load FILE` for commands; the name otherwise.
    public var usage: String { synopsis.isEmpty ? name : name + " " + synopsis }

    /// True when the example's lanes are drawn (it ends with `.subscribe()`).
    public var hasLanes: Bool { DocExample.drawnStream(of: example) != nil }

    /// The stored marble lanes of the example, as `marbles()` drew them on the virtual clock.
    public var lanes: String? { DocLanes.stored[name] }

    /// The member named `name`, if this entry documents one.
    public func member(named name: String) -> Member? {
        members.first { $0.name == name }
    }
}
