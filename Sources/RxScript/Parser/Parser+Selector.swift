extension Parser {
    /// selector := `#selector` `(` [`getter:` | `setter:`] name {`.` name} [`(` {label `:`} `)`] `)`
    mutating func parseSelector() throws -> Expr {
        let hash = advance()
        guard current.is(.openParen) else { throw error(.expectedSelectorMethod, at: errorRange()) }
        let opener = advance()
        var accessor: SelectorReference.Accessor?
        if let word = current.identifier, let found = SelectorReference.Accessor(rawValue: word), peek().is(.colon) {
            accessor = found
            advance()
            advance()
        }
        var path: [Token] = []
        repeat {
            guard memberName(current) != nil else { throw error(.expectedSelectorMethod, at: errorRange()) }
            path.append(advance())
        } while match(.dot)
        var labels: [String?]?
        if accessor == nil, current.is(.openParen) {
            let labelOpener = advance()
            var written: [String?] = []
            while let label = memberName(current), peek().is(.colon) {
                written.append(label == "_" ? nil : label)
                advance()
                advance()
            }
            _ = try expectClosing(.closeParen, opener: labelOpener)
            labels = written
        }
        let closer = try expectClosing(.closeParen, opener: opener)
        let names = path.compactMap { memberName($0) }.filter { $0 != "self" }
        guard let name = names.last else { throw error(.expectedSelectorMethod, at: path[0].range) }
        let typeName = names.count > 1 ? names.dropLast().joined(separator: ".") : nil
        let reference = SelectorReference(
            typeName: typeName, name: name, nameRange: path[path.count - 1].range, labels: labels, accessor: accessor)
        return Expr(.selector(reference), hash.range.to(closer.range))
    }
}
