/// What Tab offers for the code before the cursor: how much of it to replace, what may replace it, and the rows to
/// list when there is a choice (each with how it is declared and what it does). Data only: the REPL lays it out.
public struct CodeCompletion: Equatable, Sendable {
    /// One listed candidate: `throttle(_:latest:scheduler:)` with its catalog line, `var name: String` with its value.
    public struct Row: Hashable, Sendable {
        /// How it is declared or called.
        public var signature: String
        /// One line on what it is or holds now; nil when there is nothing to say.
        public var summary: String?

        public init(_ signature: String, _ summary: String? = nil) {
            self.signature = signature
            self.summary = summary
        }
    }

    /// How many Unicode scalars before the cursor the candidates replace (the word typed so far).
    public var wordLength: Int
    /// The texts that may replace the word, sorted; a method ends with `(`.
    public var candidates: [String]
    /// The listing, sorted by signature; empty when the candidates say it all.
    public var rows: [Row]

    public init(wordLength: Int, candidates: [String], rows: [Row] = []) {
        self.wordLength = wordLength
        self.candidates = candidates
        self.rows = rows
    }

    /// Nothing to offer.
    public static let none = CodeCompletion(wordLength: 0, candidates: [])
}
