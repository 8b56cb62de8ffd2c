extension Builtins {
    /// `Character(" ")` and Character's properties (`isLetter`, `isNumber`, `asciiValue`…), `Substring(…)`,
    /// and `String(repeating:count:)`.
    static func registerCharacterMembers(_ registry: HostRegistry) {
        let namespace = registry.namespace("Character")
        namespace.constructor("init", .value(), .call) { value, call in
            guard let text = value.textValue else {
                throw call.failure(.conversion(value.typeName, to: "Character"), at: 0)
            }
            guard text.count == 1, let character = text.first else {
                throw call.failure(.characterFromText(text.count))
            }
            return .character(character)
        }
        let character = registry.type(for: CharacterObject.self, name: "Character")
        func char(_ value: Value) -> Character {
            if case .object(let object as CharacterObject) = value { return object.character }
            return " "
        }
        let flags: [(String, (Character) -> Bool)] = [
            ("isLetter", \.isLetter), ("isNumber", \.isNumber), ("isWhitespace", \.isWhitespace),
            ("isUppercase", \.isUppercase), ("isLowercase", \.isLowercase), ("isPunctuation", \.isPunctuation),
            ("isASCII", \.isASCII), ("isHexDigit", \.isHexDigit), ("isWholeNumber", \.isWholeNumber),
            ("isNewline", \.isNewline), ("isSymbol", \.isSymbol), ("isCased", \.isCased),
        ]
        for (name, flag) in flags {
            character.property(name) { .bool(flag(char($0))) }
        }
        character.property("asciiValue") { receiver in .wrappingOrNil(char(receiver).asciiValue.map { .int(Int($0)) }) }
        character.property("wholeNumberValue") { receiver in
            .wrappingOrNil(char(receiver).wholeNumberValue.map(Value.int))
        }
        character.property("hexDigitValue") { receiver in .wrappingOrNil(char(receiver).hexDigitValue.map(Value.int)) }
        character.property("description") { .string(String(char($0))) }
        character.method("uppercased") { receiver in .string(char(receiver).uppercased()) }
        character.method("lowercased") { receiver in .string(char(receiver).lowercased()) }

        let textRange = registry.type(for: TextRangeObject.self, name: "ClosedRange")
        textRange.method("contains", .string()) { receiver, text in
            guard case .object(let range as TextRangeObject) = receiver else { return .bool(false) }
            return .bool(range.contains(text))
        }
        registry.namespace("Substring").constructor("init", .string()) { text in .substring(text) }
        registry.type(for: SubstringObject.self, name: "Substring", parent: registry.stringType)
        registry.namespace("String").constructor("init", .string("repeating"), .int("count"), .call) {
            text, count, call in
            guard count >= 0 else { throw call.failure(.negativeCount("String(repeating:count:)"), at: 1) }
            let length = text.count.multipliedReportingOverflow(by: count)
            guard !length.overflow, length.partialValue <= Operators.maxRangeCount else {
                let total = length.overflow ? "more than \(Int.max)" : "\(length.partialValue)"
                throw call.failure(.tooManyElements("String(repeating:count:)", "\(total) characters"), at: 1)
            }
            return .string(String(repeating: text, count: count))
        }
    }
}
