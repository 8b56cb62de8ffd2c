/// Pure helpers behind Tab completion: the common prefix to insert and the listing shown on ambiguity.
enum CompletionText {
    /// The longest prefix, in whole Characters, shared by every candidate.
    static func commonPrefix(_ candidates: [String]) -> String {
        guard let first = candidates.first else { return "" }
        var prefix = first[...]
        for candidate in candidates.dropFirst() {
            prefix = prefix.commonPrefix(with: candidate)
            if prefix.isEmpty { break }
        }
        return String(prefix)
    }

    /// Candidates laid out in columns that fit `columns` terminal cells, one "\n"-terminated row each.
    static func listing(_ candidates: [String], columns: Int) -> String {
        let width = (candidates.map { DisplayLayout.width(of: $0) }.max() ?? 0) + 2
        let perRow = max(1, columns / max(width, 1))
        let rows = (candidates.count + perRow - 1) / perRow
        var out = ""
        for row in 0..<rows {
            var line = ""
            // Column-major like ls: read down, then across.
            for column in 0..<perRow {
                let index = column * rows + row
                guard index < candidates.count else { break }
                let item = candidates[index]
                line += item
                if (column + 1) * rows + row < candidates.count {
                    line += String(repeating: " ", count: width - DisplayLayout.width(of: item))
                }
            }
            out += line + "\n"
        }
        return out
    }
}

extension Substring {
    fileprivate func commonPrefix(with other: String) -> Substring {
        var end = startIndex
        var otherIndex = other.startIndex
        while end < endIndex, otherIndex < other.endIndex, self[end] == other[otherIndex] {
            end = index(after: end)
            otherIndex = other.index(after: otherIndex)
        }
        return self[startIndex..<end]
    }
}
