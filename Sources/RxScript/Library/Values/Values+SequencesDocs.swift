extension DocCatalog {
    /// Swift's sequence helpers: lazy sequences, `stride` and `sequence(first:next:)`.
    @_optimize(none) static var valueSequences: DocFamilyPage {
        DocFamilyPage(
            .values,
            [
                DocEntry(
                    "lazy", .language, summary: "xs.lazy: map, filter and compactMap that run only when read",
                    details: """
                        Each element goes through the closures when first, a for pass, prefix or Array(…) reads it, \
                        in that order, as Swift's lazy sequences do. sequence(first:next:) is read the same way.
                        """,
                    example: """
                        let doubled = [1, 2, 3].lazy.map { n -> Int in
                            print("map", n)
                            return n * 2
                        }
                        print(doubled.first!)
                        """,
                    members: [
                        ("map", "each transformed, on demand"), ("filter", "those that pass, on demand"),
                        ("compactMap", "each transformed, nils dropped, on demand"), ("first", "the first, or nil"),
                        ("prefix", "at most the first n"), ("forEach", "runs a closure for each"),
                        ("reduce", "folded into one"), ("contains", "whether it has a value"),
                        ("count", "how many (reads them all)"), ("lazy", "itself, lazy"),
                    ],
                    tables: ["LazySequence"]),
                DocEntry(
                    "stride", .function,
                    summary: "stride(from:to:by:) and (from:through:by:): numbers by a step",
                    details:
                        "to: stops before the end, through: may reach it; Ints or Doubles; the step may be negative.",
                    example:
                        "print(Array(stride(from: 0, to: 10, by: 3)))\nprint(Array(stride(from: 1.0, through: 0, by: -0.5)))"
                ),
                DocEntry(
                    "sequence", .function, summary: "sequence(first:next:): first, then next of each until nil",
                    details: "Read lazily: sequence(first: 1) { $0 * 2 }.prefix(4) stops after four.",
                    example: "print(Array(sequence(first: 1) { $0 * 2 }.prefix(4)))"),
            ])
    }
}
