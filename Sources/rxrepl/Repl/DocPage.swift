import RxScript

/// How `:doc` lays out the catalog: calm, aligned, within `width` columns, bold and dim only with colours.
struct DocPage {
    let signatures: DocSignatures
    let style: ReplStyle
    let width: Int

    /// `:doc` alone: every family with its names.
    func families() -> String {
        let titleWidth = ReplCatalog.pages.map(\.family.title.count).max() ?? 0
        var lines: [String] = []
        // A family whose entries are on several pages (Swift values: numbers, text, sequences) is one row.
        var families: [(family: DocFamily, names: [String])] = []
        for page in ReplCatalog.pages {
            if families.last?.family == page.family {
                families[families.count - 1].names += page.entries.map(\.name)
            } else {
                families.append((page.family, page.entries.map(\.name)))
            }
        }
        for page in families {
            let names = page.names.joined(separator: " ")
            let wrapped = ReplText.wrap(names, width: width, indent: String(repeating: " ", count: titleWidth + 2))
            lines.append(
                style.bold(ReplText.pad(page.family.title, titleWidth)) + "  "
                    + wrapped[0].dropFirst(titleWidth + 2))
            lines += wrapped.dropFirst()
        }
        lines.append("")
        lines.append(style.dim(":doc NAME explains one (a prefix is enough: :doc thr); :doc NAME --run runs its"))
        lines.append(style.dim("example here; :doc FAMILY (e.g. :doc time) lists a family with one line each."))
        return lines.joined(separator: "\n")
    }

    /// `:doc time`: a family's entries, one line each.
    func family(_ family: DocFamily) -> String {
        let entries = ReplCatalog.entries.filter { $0.family == family }
        let nameWidth = min(24, entries.map(\.usage.count).max() ?? 0)
        var lines = [style.bold(family.title)]
        for entry in entries {
            lines.append(ReplText.cut("  " + ReplText.pad(entry.usage, nameWidth) + "  " + entry.summary, limit: width))
        }
        return lines.joined(separator: "\n")
    }

    /// One entry: name and family, signatures, what it does, members, corner cases, example and lanes.
    func entry(_ entry: DocEntry, member: DocEntry.Member? = nil) -> String {
        var lines: [String] = []
        if let member {
            let shown = signatures.signatures(ofMember: member.name, in: entry)
            for signature in shown { lines.append(style.bold(entry.name + "." + signature)) }
            lines += ReplText.wrap(member.summary, width: width, indent: "  ")
            lines.append(style.dim("(from the entry for \(entry.name))"))
            lines.append("")
        }
        let tag = "\(entry.family.title) · \(entry.kind.rawValue)"
        lines.append(
            style.bold(entry.name) + String(repeating: " ", count: max(2, width - entry.name.count - tag.count))
                + style.dim(tag))
        lines += ReplText.wrap(entry.summary, width: width, indent: "  ")
        let calls = signatures.signatures(of: entry).filter { $0 != entry.name }
        if !calls.isEmpty {
            lines.append("")
            lines += calls.flatMap { wrapSignature($0) }
        }
        if !entry.details.isEmpty {
            lines.append("")
            lines += ReplText.wrap(entry.details, width: width, indent: "  ")
        }
        if !entry.members.isEmpty {
            lines.append("")
            lines.append(style.bold("Members"))
            let rows = entry.members.map { ($0, signatures.signatures(ofMember: $0.name, in: entry).first ?? $0.name) }
            let column = min(28, rows.map(\.1.count).max() ?? 0)
            for (listed, call) in rows {
                let head = "  " + ReplText.pad(call, column) + "  "
                let room = String(repeating: " ", count: head.count)
                let wrapped = ReplText.wrap(listed.summary, width: width, indent: room)
                lines.append(head + wrapped[0].dropFirst(room.count))
                lines += wrapped.dropFirst()
            }
        }
        if !entry.cornerCases.isEmpty {
            lines.append("")
            lines.append(style.bold("Watch out"))
            for corner in entry.cornerCases {
                let wrapped = ReplText.wrap(corner, width: width, indent: "    ")
                lines.append("  - " + wrapped[0].dropFirst(4))
                lines += wrapped.dropFirst()
            }
        }
        lines.append("")
        lines.append(style.bold("Example"))
        lines += entry.example.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        if let lanes = entry.lanes {
            lines.append("")
            lines.append(style.bold("Lanes") + style.dim("  (the example's stream, drawn by marbles(); 10ms a frame)"))
            // A lane is never broken; a long legend is, between its values.
            for line in lanes.split(separator: "\n", omittingEmptySubsequences: false) {
                let wrapped = ReplText.wrap(String(line), width: width, indent: "    ")
                lines.append(line.count + 2 <= width ? "  " + line : "  " + wrapped[0].dropFirst(4))
                if line.count + 2 > width { lines += wrapped.dropFirst() }
            }
        }
        if !entry.aliases.isEmpty {
            lines.append("")
            lines.append(style.dim("Also spelled: " + entry.aliases.joined(separator: ", ")))
        }
        if entry.kind != .command {
            lines.append(style.dim("Run it here: :doc \(entry.name) --run"))
        }
        return lines.joined(separator: "\n")
    }

    /// A signature on one line, or broken after a label's colon when it is wider than the page.
    private func wrapSignature(_ signature: String) -> [String] {
        var lines: [String] = []
        var rest = Substring(signature)
        var indent = "  "
        while indent.count + rest.count > width,
            let cut = rest.prefix(width - indent.count).lastIndex(of: ":")
        {
            lines.append(indent + rest[...cut])
            rest = rest[rest.index(after: cut)...]
            indent = "      "
        }
        return lines + [indent + rest]
    }
}
