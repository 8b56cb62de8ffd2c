/// What one call to `LineEditor.readEntry()` produced.
public enum ReadResult: Equatable, Sendable {
    /// A complete entry; the lines of a multi-line entry are joined with "\n", without a final newline.
    case line(String)
    /// Ctrl-C: the entry being typed was discarded and the next read shows a fresh prompt.
    case interrupted
    /// Ctrl-D on an empty line, or the end of the input.
    case eof
}

/// The answer of a completion callback: what to replace before the cursor, and the candidates.
public struct Completions: Equatable, Sendable {
    /// How many Unicode scalars immediately before the cursor each candidate replaces (the word being completed).
    public var wordLength: Int
    /// Full replacements for that word; an empty list means "nothing to complete".
    public var candidates: [String]
    /// What Tab lists when the candidates are ambiguous (e.g. signatures with argument labels, or bare file
    /// names); nil lists the candidates themselves.
    public var listing: [String]?
    /// True when the listing's lines are rows of a table (a signature, then a summary aligned with the others'):
    /// one per line, never side by side in columns.
    public var listsRows: Bool

    /// Creates completions replacing the last `wordLength` scalars before the cursor.
    public init(wordLength: Int, candidates: [String], listing: [String]? = nil, listsRows: Bool = false) {
        self.wordLength = wordLength
        self.candidates = candidates
        self.listing = listing
        self.listsRows = listsRows
    }

    /// No candidates: Tab beeps.
    public static let none = Completions(wordLength: 0, candidates: [])
}
