import RxScript

/// Calls cut out of the documentation's runnable examples (`throttle(30ms, latest: false)`, `scan(0) { $0 + $1 }`),
/// by name: arguments known to fit, which a generated chain can use where a guess from the labels alone would
/// mostly fail at run time. Calls whose arguments name something the example declared are left out.
public struct ExampleCalls: Sendable {
    /// The calls of each name, as written after the name (`(30ms, latest: false)`).
    public let byName: [String: [String]]

    /// The calls in `examples` to names in `names`, keeping those that refer only to `globals`.
    public init(examples: [String], names: Set<String>, globals: Set<String>) {
        var found: [String: Set<String>] = [:]
        for example in examples {
            let bytes = Array(example.utf8)
            var index = 0
            while index < bytes.count {
                guard Self.isNameByte(bytes[index]), index == 0 || !Self.isNameByte(bytes[index - 1]) else {
                    index += 1
                    continue
                }
                var end = index
                while end < bytes.count && Self.isNameByte(bytes[end]) { end += 1 }
                let name = String(decoding: bytes[index..<end], as: UTF8.self)
                if names.contains(name), let call = Self.callText(bytes, from: end), Self.refersOnly(to: globals, call)
                {
                    found[name, default: []].insert(call)
                }
                index = end
            }
        }
        byName = found.mapValues { $0.sorted() }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    /// `(…)` and any trailing `{ … }` right after a name, balanced; nil when the name is not called there.
    private static func callText(_ bytes: [UInt8], from start: Int) -> String? {
        var end = start
        for (open, close) in [(UInt8(ascii: "("), UInt8(ascii: ")")), (UInt8(ascii: "{"), UInt8(ascii: "}"))] {
            var probe = end
            while open == UInt8(ascii: "{") && probe < bytes.count && bytes[probe] == UInt8(ascii: " ") { probe += 1 }
            guard probe < bytes.count, bytes[probe] == open else { continue }
            var depth = 0
            var inString = false
            repeat {
                let byte = bytes[probe]
                if byte == UInt8(ascii: "\"") { inString.toggle() }
                if !inString && byte == open { depth += 1 }
                if !inString && byte == close { depth -= 1 }
                probe += 1
            } while depth > 0 && probe < bytes.count
            guard depth == 0 else { return nil }
            end = probe
        }
        return end > start ? String(decoding: bytes[start..<end], as: UTF8.self) : nil
    }

    /// True when every name in `call` is a label, a member, a closure's parameter or one of `globals`.
    private static func refersOnly(to globals: Set<String>, _ call: String) -> Bool {
        var lexer = Lexer(file: SourceFile(name: "call", text: "f" + call))
        let tokens = lexer.tokenize()
        var parameters: Set<String> = []
        for (index, token) in tokens.enumerated() where token.is(.in) {
            var back = index - 1
            while back >= 0 && !tokens[back].is(.openBrace) {
                if let name = tokens[back].identifier { parameters.insert(name) }
                back -= 1
            }
        }
        for (index, token) in tokens.enumerated().dropFirst() {
            guard let name = token.identifier else { continue }
            let isLabel = index + 1 < tokens.count && tokens[index + 1].is(.colon)
            let isMember = tokens[index - 1].is(.dot)
            if !isLabel && !isMember && !parameters.contains(name) && !globals.contains(name) { return false }
        }
        return true
    }
}
