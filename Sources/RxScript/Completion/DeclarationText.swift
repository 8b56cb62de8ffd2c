import Foundation

/// How a script declared a member, read back from its source for completion: the header
/// (`func greet(to name: String) -> String`), the first line of the `///` comment above it, and the type it returns.
enum DeclarationText {
    /// The declaration of a script `func` or method up to its body, on one line; nil for closures and host functions.
    static func header(of function: Function) -> String? {
        guard let code = (function as? ScriptFunction)?.code, code.signature != nil else { return nil }
        var header = ""
        var depth = 0
        for character in code.range.text {
            if depth == 0 && character == "{" { break }
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) && depth > 0 && !header.hasSuffix("-") { depth -= 1 }
            if character.isWhitespace {
                if !header.isEmpty && !header.hasSuffix(" ") { header.append(" ") }
            } else {
                header.append(character)
            }
        }
        while header.last == " " { header.removeLast() }
        return header.isEmpty ? nil : header
    }

    /// The first line of the `///` comment right above a script function's declaration.
    static func summary(of function: Function) -> String? {
        (function as? ScriptFunction).flatMap { summary(above: $0.code.range) }
    }

    /// The first line of the `///` comment on the lines right above `range`'s line.
    static func summary(above range: SourceRange) -> String? {
        var line = range.line - 1
        var first: String?
        while line >= 1 {
            let text = range.file.lineText(line).drop { $0 == " " || $0 == "\t" }
            guard text.hasPrefix("///") else { break }
            let comment = text.dropFirst(3).drop { $0 == " " }
            if !comment.isEmpty { first = String(comment) }
            line -= 1
        }
        return first
    }

    /// The name of the type a script function says it returns (`Observable` for `-> Observable<Int>?`).
    static func returnTypeName(of function: Function) -> String? {
        guard let header = header(of: function), let arrow = header.range(of: "->", options: .backwards) else {
            return nil
        }
        return typeName(in: String(header[arrow.upperBound...]))
    }

    /// The base name of a written type: `Observable` for `Observable<Int>?`, `Array` for `[Int]`, nil for a
    /// function type or a tuple.
    static func typeName(in typeText: String) -> String? {
        let text = typeText.drop { $0 == " " }
        if text.hasPrefix("[") { return text.contains(":") ? "Dictionary" : "Array" }
        let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        guard let last = name.split(separator: ".").last, !last.isEmpty else { return nil }
        return String(last)
    }
}
