/// "Did you mean" suggestions by edit distance: for names in scripts, `:doc` and REPL commands alike.
public enum Suggestions {
    /// The closest candidates to `name`: those at the smallest case-insensitive Damerau–Levenshtein distance,
    /// if that distance is at most a third of the name's length (at least 1, at most 3).
    public static func closest(to name: String, among candidates: [String], limit: Int = 3) -> [String] {
        let target = Array(name.lowercased())
        let threshold = max(1, min(3, target.count / 3))
        var scored: [(String, Int)] = []
        // A name is a misspelled name, never an operator (`a` is not '%' or '&').
        let isName = { (text: String) in text.first.map { $0.isLetter || $0 == "_" } ?? false }
        for candidate in Set(candidates) where candidate != name && isName(candidate) == isName(name) {
            let distance = editDistance(target, Array(candidate.lowercased()), limit: threshold)
            if distance <= threshold { scored.append((candidate, distance)) }
        }
        guard let best = scored.map(\.1).min() else { return [] }
        return scored.filter { $0.1 == best }.map(\.0).sorted().prefix(limit).map { $0 }
    }

    /// The single closest candidate, if any is close.
    public static func closest(to name: String, among candidates: [String]) -> String? {
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

    /// Names from Foundation and UIKit that scripts do not have, and the rxrepl way to do the same.
    static let unavailable: [String: String] = [
        "Timer": "use interval(1s) for a repeating timer, or after(1s) { … } to run code once later",
        "URLSession": "model a request with Single.create { single in after(1s) { single(.success(…)) } … }",
        "NotificationCenter": "use a PublishSubject or PublishRelay to broadcast events",
        "UIImage": "use a string naming the image; rxrepl has no images",
    ]

    /// A note listing suggestions, or none.
    static func note(for name: String, among candidates: [String]) -> [Diagnostic.Note] {
        if let hint = unavailable[name], !hint.isEmpty {
            return [Diagnostic.Note("'\(name)' is not available in rxrepl: " + hint)]
        }
        let found = closest(to: name, among: candidates, limit: 3)
        guard !found.isEmpty else { return [] }
        return [Diagnostic.Note("did you mean " + found.map { "'\($0)'" }.joined(separator: " or ") + "?")]
    }
}
