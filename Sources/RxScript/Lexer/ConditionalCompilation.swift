/// `#if` / `#elseif` / `#else` / `#endif`: keeps the tokens of the branch whose condition holds, as Swift's compiler
/// does for a debug build of an iOS app in the simulator, since rxrepl stands in for UIKit: `DEBUG`,
/// `TRACE_RESOURCES`, `os(iOS)`, `targetEnvironment(simulator)`, `canImport(UIKit)` and of RxSwift's modules,
/// `swift(>=5)` hold; `os(macOS)`, `os(Linux)`, `canImport(AppKit)` and other flags (`NOT_IN_PLAYGROUND`) do not.
enum ConditionalCompilation {
    static let definedFlags: Set<String> = ["DEBUG", "TRACE_RESOURCES"]
    static let importableModules: Set<String> = [
        "RxSwift", "RxCocoa", "RxRelay", "RxTest", "RxBlocking", "Foundation",
        "Dispatch", "Swift", "UIKit",
    ]
    static let operatingSystem = "iOS"
    static let targetEnvironment = "simulator"

    /// The tokens with every inactive branch and the directive lines removed.
    static func filter(_ tokens: [Token], diagnostics: inout [Diagnostic]) -> [Token] {
        guard tokens.contains(where: { $0.identifier == "#if" }) else { return tokens }
        var result: [Token] = []
        // For each open `#if`: whether the current branch is kept, and whether a branch was already taken.
        var stack: [(active: Bool, taken: Bool, opener: Token)] = []
        var index = 0
        func lineEnd(after start: Int) -> Int {
            var end = start + 1
            while end < tokens.count && !tokens[end].isAtLineStart && !tokens[end].isEOF { end += 1 }
            return end
        }
        var enclosingActive: Bool { stack.allSatisfy(\.active) }
        while index < tokens.count {
            let token = tokens[index]
            switch token.identifier {
            case "#if":
                let end = lineEnd(after: index)
                let holds = evaluate(Array(tokens[(index + 1)..<end]))
                let parentActive = enclosingActive
                stack.append((parentActive && holds, holds, token))
                index = end
            case "#elseif", "#else":
                let end = lineEnd(after: index)
                guard let top = stack.popLast() else {
                    diagnostics.append(Diagnostic(.error, .unmatchedDirective(token.identifier!), at: token.range))
                    index = end
                    continue
                }
                let holds = token.identifier == "#else" || evaluate(Array(tokens[(index + 1)..<end]))
                let parentActive = enclosingActive
                stack.append((parentActive && !top.taken && holds, top.taken || holds, top.opener))
                index = end
            case "#endif":
                if stack.popLast() == nil {
                    diagnostics.append(Diagnostic(.error, .unmatchedDirective("#endif"), at: token.range))
                }
                index += 1
            default:
                if token.isEOF {
                    if let open = stack.last {
                        diagnostics.append(Diagnostic(.error, .unterminatedIf, at: open.opener.range))
                    }
                    result.append(token)
                } else if enclosingActive {
                    result.append(token)
                }
                index += 1
            }
        }
        return result
    }

    /// A condition: flags, `!`, `&&`, `||`, parentheses, and `canImport(…)`, `os(…)`, `swift(…)`, `compiler(…)`,
    /// `arch(…)`, `targetEnvironment(…)`.
    private static func evaluate(_ tokens: [Token]) -> Bool {
        var position = 0
        func primary() -> Bool {
            guard position < tokens.count else { return false }
            let token = tokens[position]
            position += 1
            if token.is(.bang) { return !primary() }
            if token.is(.openParen) {
                let value = disjunction()
                if position < tokens.count && tokens[position].is(.closeParen) { position += 1 }
                return value
            }
            let name = token.identifier ?? (token.is(.true) ? "true" : "")
            if position < tokens.count && tokens[position].is(.openParen) {
                var depth = 0
                var argument = ""
                repeat {
                    let part = tokens[position]
                    if part.is(.openParen) { depth += 1 }
                    if part.is(.closeParen) { depth -= 1 }
                    if depth > 0 && !(part.is(.openParen) && depth == 1) { argument += part.range.text }
                    position += 1
                } while depth > 0 && position < tokens.count
                switch name {
                case "canImport":
                    // `canImport(UIKit.UIView)` asks for a submodule, `canImport(UIKit, _version: 14)` for a version.
                    let module = argument.prefix { $0 != "," && $0 != "." }
                    return importableModules.contains(String(module))
                case "os": return argument == operatingSystem
                case "targetEnvironment": return argument == targetEnvironment
                case "swift", "compiler": return argument.hasPrefix(">=")
                default: return false
                }
            }
            return name == "true" || definedFlags.contains(name)
        }
        func conjunction() -> Bool {
            var value = primary()
            while position < tokens.count && tokens[position].is(.and) {
                position += 1
                value = primary() && value
            }
            return value
        }
        func disjunction() -> Bool {
            var value = conjunction()
            while position < tokens.count && tokens[position].is(.or) {
                position += 1
                value = conjunction() || value
            }
            return value
        }
        return disjunction()
    }
}
