import Foundation

/// The canonical text of recorded events and subscription logs, as RxScript prints them:
/// `[next(210, 4), error(220, testError), completed(300)]` and `[(200, 300), (400, Infinity)]`.
enum RecordedText {
    static func events(_ events: [ConformanceCase.RecordedEvent], sourceNames: (String) -> String = { $0 }) -> String {
        "[" + events.map { event(event: $0, sourceNames: sourceNames) }.joined(separator: ", ") + "]"
    }

    static func event(event: ConformanceCase.RecordedEvent, sourceNames: (String) -> String = { $0 }) -> String {
        switch event.kind {
        case .next: return "next(\(event.time), \(value(event.value, sourceNames: sourceNames)))"
        case .error: return "error(\(event.time), \(event.value as? String ?? "error"))"
        case .completed: return "completed(\(event.time))"
        }
    }

    static func subscriptions(_ list: [(Int, Int?)]) -> String {
        "[" + list.map { "(\($0.0), \($0.1.map(String.init) ?? "Infinity"))" }.joined(separator: ", ") + "]"
    }

    /// A JSON value as Swift source and as RxScript prints it (the two coincide for the corpus's values).
    static func value(_ value: Any?, sourceNames: (String) -> String = { $0 }) -> String {
        switch value {
        case nil, is NSNull: return "nil"
        case let number as NSNumber:
            // JSON booleans arrive as a distinct NSNumber subclass (plain numbers also cast to Bool on Linux).
            if String(describing: type(of: number)).contains("Boolean") { return number.boolValue ? "true" : "false" }
            return number.stringValue
        case let string as String: return string.debugDescription
        case let list as [Any]:
            return "[" + list.map { Self.value($0, sourceNames: sourceNames) }.joined(separator: ", ") + "]"
        case let object as [String: Any]:
            if let name = object["observable"] as? String { return sourceNames(name) }
            return "\(object)"
        default: return "\(value!)"
        }
    }

    /// Splits printed events back into (time, kind, value text) for drawing marbles.
    static func parseEvents(_ text: String) -> [(time: Int, kind: String, value: String?)]? {
        var body = Substring(text.trimmingCharacters(in: .whitespaces))
        guard body.hasPrefix("["), body.hasSuffix("]") else { return nil }
        body = body.dropFirst().dropLast()
        var result: [(Int, String, String?)] = []
        for item in splitTopLevel(body) where !item.isEmpty {
            guard let open = item.firstIndex(of: "("), item.hasSuffix(")") else { return nil }
            let kind = String(item[..<open])
            let arguments = splitTopLevel(item[item.index(after: open)..<item.index(before: item.endIndex)])
            guard let first = arguments.first, let time = Int(first) else { return nil }
            result.append((time, kind, arguments.count > 1 ? arguments.dropFirst().joined(separator: ", ") : nil))
        }
        return result
    }

    /// Splits on commas outside brackets, parentheses and string literals, trimming each part.
    static func splitTopLevel(_ text: Substring) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var escaped = false
        for character in text {
            if inString {
                current.append(character)
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            switch character {
            case "\"": inString = true; current.append(character)
            case "(", "[": depth += 1; current.append(character)
            case ")", "]": depth -= 1; current.append(character)
            case "," where depth == 0:
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            default: current.append(character)
            }
        }
        let last = current.trimmingCharacters(in: .whitespaces)
        if !last.isEmpty || !parts.isEmpty { parts.append(last) }
        return parts
    }
}
