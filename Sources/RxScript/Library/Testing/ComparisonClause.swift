import RxMarbles

/// An input value at its arrival.
struct ComparisonArrival {
    let time: Double
    /// As traced (`"a"`, `10`).
    let value: String
}

/// A part of a pipeline's line: a verb and the values it applies to (`dropped b and c`, `let a through`), or a
/// whole phrase.
struct ComparisonClause {
    let verb: String?
    var values: [String]
    let tail: String
    let phrase: String

    static func merging(_ verb: String, _ value: String, _ tail: String = "") -> ComparisonClause {
        ComparisonClause(verb: verb, values: [value], tail: tail, phrase: "")
    }
    static func phrase(_ text: String) -> ComparisonClause {
        ComparisonClause(verb: nil, values: [], tail: "", phrase: text)
    }

    var text: String { verb.map { "\($0) \(Self.list(values))\(tail)" } ?? phrase }

    /// The clauses as a line, neighbours with the same verb merged (`dropped a and b`).
    static func joined(_ clauses: [ComparisonClause]) -> String {
        var merged: [ComparisonClause] = []
        for clause in clauses {
            if let verb = clause.verb, let last = merged.last, last.verb == verb, last.tail == clause.tail {
                merged[merged.count - 1].values += clause.values
            } else {
                merged.append(clause)
            }
        }
        return merged.map(\.text).joined(separator: "; ")
    }

    static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
