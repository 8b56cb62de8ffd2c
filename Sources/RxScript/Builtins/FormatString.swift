import Foundation

/// `String(format:_:)` for script values, checked before Foundation sees it: each conversion must have an argument
/// of a kind it can print, so a mistyped format is a diagnostic rather than a read of a wild pointer (`%s` with an
/// `Int` would crash the process). `%s` and `%@` print any value's description.
enum FormatString {
    /// The widest field a conversion may ask for.
    static let maxWidth = 1_000

    /// What a conversion takes.
    private enum Kind {
        case integer, floating, object
    }

    /// The formatted text, or what is wrong with `format` for `arguments`.
    enum Outcome {
        case text(String)
        case problem(DiagnosticMessage)
    }

    static func format(_ format: String, _ arguments: [Value]) -> Outcome {
        var rewritten = ""
        var converted: [CVarArg] = []
        var scalars = format.unicodeScalars[...]
        var index = 0
        while let scalar = scalars.popFirst() {
            guard scalar == "%" else {
                rewritten.unicodeScalars.append(scalar)
                continue
            }
            var specifier = "%"
            while let next = scalars.first, "-+ #0123456789.".unicodeScalars.contains(next) {
                specifier.unicodeScalars.append(scalars.removeFirst())
            }
            // A width or precision is at most `maxWidth`: `%999999999d` would build a gigabyte of spaces.
            let numbers = specifier.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            if numbers.contains(where: { $0 > Self.maxWidth }) || specifier.count > 12 {
                return .problem(.formatWidth(specifier, limit: Self.maxWidth))
            }
            // Length modifiers are dropped: the argument's kind decides the width (`%ld`, `%lf`).
            var modifiers = ""
            while let next = scalars.first, "hlLjzt".unicodeScalars.contains(next) {
                modifiers.unicodeScalars.append(scalars.removeFirst())
            }
            guard let conversion = scalars.popFirst() else {
                return .problem(.formatSpecifier(specifier + modifiers))
            }
            let kind: Kind
            switch conversion {
            case "%":
                rewritten += specifier == "%" ? "%%" : specifier + "%"
                continue
            case "d", "i", "u", "x", "X", "o": kind = .integer
            case "f", "F", "e", "E", "g", "G", "a", "A": kind = .floating
            case "s", "@": kind = .object
            default: return .problem(.formatSpecifier(specifier + modifiers + String(conversion)))
            }
            guard index < arguments.count else { return .problem(.formatArgumentCount(arguments.count)) }
            let argument = arguments[index]
            index += 1
            switch (kind, argument) {
            case (.integer, .int(let value)):
                rewritten += specifier + "l" + String(conversion)
                converted.append(value)
            case (.floating, .double(let value)):
                rewritten += specifier + String(conversion)
                converted.append(value)
            case (.floating, .float(let value)):
                rewritten += specifier + String(conversion)
                converted.append(Double(value))
            case (.floating, .int(let value)):
                rewritten += specifier + String(conversion)
                converted.append(Double(value))
            case (.object, _):
                rewritten += "%@"
                converted.append(padded(argument.description, as: specifier) as NSString)
            default:
                return .problem(
                    .formatArgumentType(
                        specifier + String(conversion), position: index,
                        expected: kind == .integer ? "Int" : "Double", got: argument.typeName))
            }
        }
        guard index == arguments.count else { return .problem(.formatArgumentCount(arguments.count)) }
        return .text(String(format: rewritten, arguments: converted))
    }

    /// `text` as printf's `%-8.3s` shapes a string: the precision cuts it, the width pads it (on the right with `-`).
    private static func padded(_ text: String, as specifier: String) -> String {
        let body = specifier.dropFirst()
        let flags = body.prefix { "-+ #0".contains($0) }
        let numbers = body.dropFirst(flags.count).split(separator: ".", omittingEmptySubsequences: false)
        var text = text
        if numbers.count > 1, let precision = Int(numbers[1]) { text = String(text.prefix(precision)) }
        guard let width = numbers.first.flatMap({ Int($0) }), width > text.count else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return flags.contains("-") ? text + padding : padding + text
    }
}
