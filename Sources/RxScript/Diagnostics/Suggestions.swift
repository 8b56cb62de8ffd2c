/// "Did you mean" suggestions by edit distance.
enum Suggestions {
    /// The closest candidates to `name` (case-insensitive Damerau–Levenshtein distance within a third of
    /// its length, at least 1), best first.
    static func closest(to name: String, among candidates: [String], limit: Int = 3) -> [String] {
        let target = Array(name.lowercased())
        let threshold = max(1, (target.count + 2) / 3)
        var scored: [(String, Int)] = []
        for candidate in Set(candidates) where candidate != name {
            let distance = editDistance(target, Array(candidate.lowercased()), limit: threshold)
            if distance <= threshold { scored.append((candidate, distance)) }
        }
        scored.sort { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
        return scored.prefix(limit).map(\.0)
    }

    /// The single closest candidate, if any is close.
    static func closest(to name: String, among candidates: [String]) -> String? {
        closest(to: name, among: candidates, limit: 1).first
    }

    /// Optimal string alignment distance (adjacent transpositions count as one edit).
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }

    /// A note listing suggestions, or none.
    static func note(for name: String, among candidates: [String]) -> [Diagnostic.Note] {
        let found = closest(to: name, among: candidates, limit: 3)
        guard !found.isEmpty else { return [] }
        return [Diagnostic.Note("did you mean " + found.map { "'\($0)'" }.joined(separator: " or ") + "?")]
    }
}
