extension DocCatalog {
    /// Characters, substrings, string indices, and changing values in place (`inout`, `swap`).
    @_optimize(none) static var text: DocFamilyPage {
        DocFamilyPage(
            .values,
            [
                DocEntry(
                    "Character", .type, summary: "one character: Character(\"a\"), what iterating a String gives",
                    details: """
                        for c in "abc", Array("abc"), s.first, s.map and s.filter's closures all give Characters. \
                        A Character compares with another or with a literal (c == " ", c < "m"), prints as its \
                        text, and String(c) makes a String of it; "a"..."z" is a range of them, for a switch's case. \
                        s.reversed() is a ReversedCollection<String>, as Swift prints it: String(s.reversed()) \
                        makes the String.
                        """,
                    corners: [
                        "Character(\"ab\") is an error, as it is in Swift: a Character is one extended grapheme cluster.",
                        "asciiValue and wholeNumberValue are nil when there is none.",
                    ],
                    example: """
                        let word = "Rx 6!"
                        print(word.filter { $0.isLetter }, Array(word), word.first!)
                        print(Character("7").wholeNumberValue!, Character("a").asciiValue!)
                        """,
                    members: [
                        ("isLetter", "a letter"), ("isNumber", "a digit or other number"),
                        ("isWhitespace", "a space, tab or line break"), ("isUppercase", "an upper-case letter"),
                        ("isLowercase", "a lower-case letter"), ("isPunctuation", "punctuation"),
                        ("isASCII", "in ASCII"), ("isHexDigit", "0-9, a-f, A-F"), ("isWholeNumber", "0-9 and the like"),
                        ("isNewline", "a line break"), ("isSymbol", "a symbol"), ("isCased", "has case"),
                        ("asciiValue", "its ASCII code, or nil"), ("wholeNumberValue", "its digit's value, or nil"),
                        ("hexDigitValue", "its hex digit's value, or nil"), ("description", "as a String"),
                        ("uppercased", "in upper case, as a String"), ("lowercased", "in lower case, as a String"),
                        ("contains", "(\"a\"...\"z\").contains(c): a range of characters has c"),
                    ],
                    tables: ["Character", "ClosedRange"]),
                DocEntry(
                    "Substring", .type,
                    summary: "a slice of a string, as split, prefix and dropFirst give; String.Index",
                    details: """
                        It prints as a String does ("a" in an array) and has String's members; String(sub) makes a \
                        String. A String.Index counts characters: s.index(s.startIndex, offsetBy: 2), s[i] is a \
                        Character and s[i..<j] a Substring. String(repeating:count:) repeats a String or a Character.
                        """,
                    corners: ["components(separatedBy:) gives Strings; split gives Substrings, dropping empty parts."],
                    example: """
                        let line = "to be or not"
                        let words = line.split(separator: " ")
                        print(words, type(of: words[0]), line.prefix(5))
                        let i = line.index(line.startIndex, offsetBy: 3)
                        print(line[i], line[i..<line.endIndex], String(repeating: "-", count: 3))
                        """,
                    members: [
                        ("prefix", "the first n characters (or while:)"), ("suffix", "the last n characters"),
                        ("dropFirst", "all but the first (n)"), ("dropLast", "all but the last (n)"),
                        ("drop", "drop(while:): from the first that fails"), ("sorted", "its characters, sorted"),
                        ("enumerated", "(offset, element) pairs"), ("reduce", "its characters folded (into: in place)"),
                        ("forEach", "runs a closure for each character"),
                        ("compactMap", "each character transformed, nils dropped"),
                        ("allSatisfy", "whether every character passes"), ("startIndex", "the first position"),
                        ("endIndex", "the position after the last"),
                        ("index", "index(i, offsetBy: n), index(after:), index(before:)"),
                        ("firstIndex", "firstIndex(of:) or (where:), or nil"), ("lastIndex", "lastIndex(of:), or nil"),
                        ("distance", "distance(from:to:): characters between two indices"),
                    ],
                    tables: ["Substring", "String"]),
                DocEntry(
                    "inout", .language, aliases: ["swap"],
                    summary: "inout parameters with &, swap(&a, &b), and mutating members",
                    details: """
                        A parameter declared inout is changed in place: the caller passes a var (or a field or an \
                        element of one) with &, and the function's changes are written back when it returns. A \
                        value's mutating members (append, toggle, sort…) change it where it lives: a var, a \
                        struct's field, an array's element, dict[key]?. On a let they are Swift's error.
                        """,
                    corners: [
                        "&x of a let or of a literal is an error before anything runs.",
                        "dict[key]?.append(x) does nothing when the key has no value; dict[key, default: []] adds one.",
                    ],
                    example: """
                        func bump(_ n: inout Int) { n += 1 }
                        var count = 0, flags = [false]
                        bump(&count)
                        flags[0].toggle()
                        print(count, flags)
                        """),
            ])
    }
}
