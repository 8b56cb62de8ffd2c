import Foundation

extension Builtins {
    /// String's members as Swift's `String` (a collection of `Character`s) has them; a `Substring` has the same
    /// members through its parent type.
    static func registerStringMembers(_ registry: HostRegistry) {
        let string = registry.stringType
        func text(_ value: Value) -> String { value.textValue ?? "" }
        func characters(_ value: Value) -> [Value] { Value.characters(of: text(value)) }
        string.property("count") { .int(text($0).count) }
        string.property("isEmpty") { .bool(text($0).isEmpty) }
        string.method("uppercased") { receiver in .string(text(receiver).uppercased()) }
        string.method("lowercased") { receiver in .string(text(receiver).lowercased()) }
        string.property("capitalized") { .string(text($0).capitalized) }
        string.property("first") { .wrappingOrNil(text($0).first.map(Value.character)) }
        string.property("last") { .wrappingOrNil(text($0).last.map(Value.character)) }
        string.method("map", .function()) { receiver, transform in
            .array(try characters(receiver).map { try transform.call($0) })
        }
        string.method("compactMap", .function()) { receiver, transform in
            .array(try characters(receiver).map { try transform.call($0) }.filter { !$0.isNil }.map(\.unwrappedOnce))
        }
        string.method("reduce", .value(), .function()) { receiver, initial, combine in
            try characters(receiver).reduce(initial) { try combine.call($0, $1) }
        }
        string.method("reduce", .value("into"), .function()) { receiver, initial, update in
            var accumulated = initial
            for character in characters(receiver) {
                let result = try update.call(updating: &accumulated, character)
                if !result.isVoid { accumulated = result }
            }
            return accumulated
        }
        string.method("forEach", .function()) { receiver, body in
            for character in characters(receiver) { _ = try body.call(character) }
            return .void
        }
        // A String's filter gives a String (Swift 4 and later).
        string.method("filter", .function()) { receiver, predicate in
            let keep = predicate.predicate(for: "filter")
            return .string(try characters(receiver).filter { try keep($0) }.map(\.description).joined())
        }
        // The characters backwards, as a ReversedCollection: `String(s.reversed())` makes the String.
        string.method("reversed") { receiver in .object(ReversedTextObject(text(receiver))) }
        string.method("sorted") { receiver in .array(text(receiver).sorted().map(Value.character)) }
        string.method("sorted", .function("by")) { receiver, areInIncreasingOrder in
            let ordering = areInIncreasingOrder.ordering(for: "sorted")
            return .array(try ValueOrdering.sorted(characters(receiver), by: { try ordering($0, $1) }))
        }
        string.method("enumerated") { receiver in
            .array(
                characters(receiver).enumerated().map {
                    .tuple([.int($0.offset), $0.element], labels: ["offset", "element"])
                })
        }
        string.method("contains", .string()) { receiver, part in .bool(text(receiver).contains(part)) }
        string.method("contains", .function("where")) { receiver, predicate in
            let keep = predicate.predicate(for: "contains(where:)")
            return .bool(try characters(receiver).contains { try keep($0) })
        }
        string.method("allSatisfy", .function()) { receiver, predicate in
            let keep = predicate.predicate(for: "allSatisfy")
            return .bool(try characters(receiver).allSatisfy { try keep($0) })
        }
        string.method("first", .function("where")) { receiver, predicate in
            let keep = predicate.predicate(for: "first(where:)")
            return .wrappingOrNil(try characters(receiver).first { try keep($0) })
        }
        string.method("hasPrefix", .string()) { receiver, prefix in .bool(text(receiver).hasPrefix(prefix)) }
        string.method("hasSuffix", .string()) { receiver, suffix in .bool(text(receiver).hasSuffix(suffix)) }
        registerSubstringMembers(string, text)
        registerStringIndexMembers(string, text)
        registerFoundationStringMembers(registry, text)
    }

    /// The members that give a `Substring`, as Swift's do: `split`, `prefix`, `suffix`, `dropFirst`, `dropLast`.
    private static func registerSubstringMembers(_ string: HostType, _ text: @escaping (Value) -> String) {
        string.method(
            "split", .string("separator"), .int("maxSplits", default: .max),
            .bool("omittingEmptySubsequences", default: true)
        ) { receiver, separator, maxSplits, omitting in
            let source = text(receiver)
            let parts =
                separator.count == 1
                ? source.split(
                    separator: separator.first!, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
                : source.split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
            return .array(parts.map(Value.substring))
        }
        string.method("split", .function("whereSeparator")) { receiver, isSeparator in
            let separates = isSeparator.predicate(for: "split(whereSeparator:)")
            var failure: Error?
            let parts = text(receiver).split { character in
                if failure != nil { return false }
                do { return try separates(.character(character)) } catch {
                    failure = error
                    return false
                }
            }
            if let failure { throw failure }
            return .array(parts.map(Value.substring))
        }
        string.method("prefix", .count(for: "prefix")) { receiver, count in .substring(text(receiver).prefix(count)) }
        string.method("suffix", .count(for: "suffix")) { receiver, count in .substring(text(receiver).suffix(count)) }
        string.method("dropFirst") { receiver in .substring(text(receiver).dropFirst()) }
        string.method("dropFirst", .count(for: "dropFirst")) { receiver, count in
            .substring(text(receiver).dropFirst(count))
        }
        string.method("dropLast") { receiver in .substring(text(receiver).dropLast()) }
        string.method("dropLast", .count(for: "dropLast")) { receiver, count in
            .substring(text(receiver).dropLast(count))
        }
        for (name, dropping) in [("prefix", false), ("drop", true)] {
            string.method(name, .function("while")) { receiver, predicate in
                let keep = predicate.predicate(for: "\(name)(while:)")
                let source = text(receiver)
                var count = 0
                for character in source {
                    guard try keep(.character(character)) else { break }
                    count += 1
                }
                return .substring(dropping ? source.dropFirst(count) : source.prefix(count))
            }
        }
    }

    /// What Foundation adds to `String`: `components(separatedBy:)`, `replacingOccurrences(of:with:)`,
    /// `trimmingCharacters(in:)`.
    private static func registerFoundationStringMembers(_ registry: HostRegistry, _ text: @escaping (Value) -> String) {
        let string = registry.stringType
        string.method("components", .string("separatedBy")) { receiver, separator in
            .array(text(receiver).components(separatedBy: separator).map(Value.string))
        }
        string.method("replacingOccurrences", .string("of"), .string("with")) { receiver, target, replacement in
            .string(text(receiver).replacingOccurrences(of: target, with: replacement))
        }
        string.method("trimmingCharacters", characterSet("in")) { receiver, set in
            .string(text(receiver).trimmingCharacters(in: set))
        }
        // `.whitespaces` and the other sets `trimmingCharacters(in:)` takes, as implicit members.
        for (name, set) in CharacterSetObject.named {
            registry.implicitMembers.property(name) { _ in .object(CharacterSetObject(name, set)) }
        }
    }

    /// `startIndex`, `endIndex`, `index(_:offsetBy:)`, `index(after:)`, `index(before:)`, `firstIndex(of:)`,
    /// `lastIndex(of:)` and `distance(from:to:)`: a `String.Index` counts characters here.
    private static func registerStringIndexMembers(_ string: HostType, _ text: @escaping (Value) -> String) {
        func index(_ offset: Int) -> Value { .object(StringIndexObject(offset)) }
        func position(_ label: String? = nil) -> HostParameter<Int> {
            HostParameter(label) { arguments, index in
                if case .object(let position as StringIndexObject) = arguments[index] { return position.offset }
                return try arguments.int(index)
            }
        }
        func checked(_ offset: Int, _ receiver: Value, _ call: HostCall) throws -> Value {
            guard offset >= 0 && offset <= text(receiver).count else { throw call.failure(.stringIndexOutOfBounds) }
            return index(offset)
        }
        string.property("startIndex") { _ in index(0) }
        string.property("endIndex") { index(text($0).count) }
        string.method("index", position(), .int("offsetBy"), .call) { receiver, start, distance, call in
            try checked(start + distance, receiver, call)
        }
        string.method("index", position(), .int("offsetBy"), position("limitedBy"), .call) {
            receiver, start, distance, limit, call in
            let end = start + distance
            if distance >= 0 ? (start <= limit && end > limit) : (start >= limit && end < limit) { return .nil }
            return .wrappingOrNil(try checked(end, receiver, call))
        }
        string.method("index", position("after"), .call) { receiver, start, call in
            try checked(start + 1, receiver, call)
        }
        string.method("index", position("before"), .call) { receiver, start, call in
            try checked(start - 1, receiver, call)
        }
        // `index(of:)` is Swift 4's spelling of `firstIndex(of:)`, still accepted (deprecated) by Swift 5.
        for name in ["firstIndex", "index"] {
            string.method(name, .string("of")) { receiver, part in
                .wrappingOrNil(Array(text(receiver)).firstIndex { String($0) == part }.map(index))
            }
        }
        string.method("lastIndex", .string("of")) { receiver, part in
            .wrappingOrNil(Array(text(receiver)).lastIndex { String($0) == part }.map(index))
        }
        string.method("firstIndex", .function("where")) { receiver, predicate in
            let keep = predicate.predicate(for: "firstIndex(where:)")
            return .wrappingOrNil(try Value.characters(of: text(receiver)).firstIndex { try keep($0) }.map(index))
        }
        string.method("distance", position("from"), position("to")) { _, start, end in
            .int(end - start)
        }
        string.method("prefix", position("upTo")) { receiver, end in .substring(text(receiver).prefix(max(end, 0))) }
        string.method("prefix", position("through")) { receiver, end in
            .substring(text(receiver).prefix(max(end + 1, 0)))
        }
        string.method("suffix", position("from")) { receiver, start in
            .substring(text(receiver).dropFirst(max(start, 0)))
        }
    }
}
