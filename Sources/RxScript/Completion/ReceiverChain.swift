/// The expression before a member dot, read backwards from its tokens: where it starts and each step after that
/// (`vm.items`, `xs.map { $0 }.filter(f)`, `field.rx`, `pairs[0]`, `user?.name`). Reading never fails: what it
/// cannot follow makes the start `unknown`.
struct ReceiverChain: Equatable {
    /// Where the chain starts.
    enum Base: Equatable {
        /// A name: a variable, a type, a namespace, a function (`self` too).
        case name(String)
        /// A literal: `1`, `"a"`, `true`, `nil`, `300ms`.
        case literal(Value)
        /// `[1, 2]`.
        case arrayLiteral
        /// A closure, an implicit member, a parenthesized expression: nothing to follow.
        case unknown
    }

    /// One step after the start.
    enum Step: Equatable {
        /// `.name`
        case member(String)
        /// `(…)`, a trailing closure, or both.
        case call
        /// `[0]`; nil when the index is not an integer literal.
        case subscripted(Int?)
        /// `?` or `!` after a value.
        case unwrapped
    }

    var base: Base
    var steps: [Step]

    /// How many tokens back a chain is followed at most (a pasted page of code is not walked token by token).
    private static let tokenBudget = 4096

    /// The chain that ends with the last of `tokens`.
    static func read(_ tokens: [Token]) -> ReceiverChain {
        var steps: [Step] = []
        var index = tokens.count - 1
        let stop = max(-1, tokens.count - 1 - tokenBudget)
        func unknown() -> ReceiverChain { ReceiverChain(base: .unknown, steps: steps.reversed()) }
        while index > stop {
            let token = tokens[index]
            switch token.kind {
            case .symbol(.closeParen):
                guard let open = matchingOpen(tokens, close: index), tokens[open].isLeftBound,
                    open > 0, endsExpression(tokens[open - 1])
                else { return unknown() }
                steps.append(.call)
                index = open - 1
            case .symbol(.closeBrace):
                // A trailing closure: `map { … }`, or after the call's parentheses, `subscribe(onNext: f) { … }`.
                guard let open = matchingOpen(tokens, close: index), open > 0, !tokens[open].isAtLineStart else {
                    return unknown()
                }
                steps.append(.call)
                index = open - 1
                if tokens[index].is(.closeParen) {
                    guard let callOpen = matchingOpen(tokens, close: index), tokens[callOpen].isLeftBound,
                        callOpen > 0
                    else { return unknown() }
                    index = callOpen - 1
                }
                guard endsExpression(tokens[index]), !tokens[index].is(.closeBrace) else { return unknown() }
            case .symbol(.closeBracket):
                guard let open = matchingOpen(tokens, close: index) else { return unknown() }
                guard tokens[open].isLeftBound, open > 0, endsExpression(tokens[open - 1]) else {
                    return ReceiverChain(base: .arrayLiteral, steps: steps.reversed())
                }
                var literal: Int?
                if open + 2 == index, case .int(let value) = tokens[open + 1].kind { literal = value }
                steps.append(.subscripted(literal))
                index = open - 1
            case .symbol(.greater):
                // Generic arguments, which change nothing here: `Observable<Int>`, `PublishSubject<[String]>`.
                guard let open = matchingAngle(tokens, close: index), open > 0 else { return unknown() }
                index = open - 1
            case .symbol(.question), .symbol(.bang):
                guard token.isLeftBound, index > 0 else { return unknown() }
                steps.append(.unwrapped)
                index -= 1
            case .identifier(let name):
                switch dot(tokens, before: index) {
                case .none: return ReceiverChain(base: .name(name), steps: steps.reversed())
                case .implicitMember: return unknown()
                case .member(let receiverEnd):
                    steps.append(.member(name))
                    index = receiverEnd
                }
            case .int(let number):
                switch dot(tokens, before: index) {
                case .none: return ReceiverChain(base: .literal(.int(number)), steps: steps.reversed())
                case .implicitMember: return unknown()
                case .member(let receiverEnd):
                    steps.append(.member(String(number)))  // a tuple's element: `pair.0`
                    index = receiverEnd
                }
            case .double(let number): return ReceiverChain(base: .literal(.double(number)), steps: steps.reversed())
            case .duration(let nanoseconds):
                return ReceiverChain(base: .literal(.duration(nanoseconds)), steps: steps.reversed())
            case .string(let segments):
                var text = ""
                for case .text(let piece) in segments { text += piece }
                return ReceiverChain(base: .literal(.string(text)), steps: steps.reversed())
            case .keyword(.true): return ReceiverChain(base: .literal(.bool(true)), steps: steps.reversed())
            case .keyword(.false): return ReceiverChain(base: .literal(.bool(false)), steps: steps.reversed())
            case .keyword(.nil): return ReceiverChain(base: .literal(.nil), steps: steps.reversed())
            default:
                return unknown()
            }
        }
        return unknown()
    }

    /// What stands before a name.
    private enum DotBefore {
        /// No dot: the name starts the chain.
        case none
        /// `.seconds`: an implicit member, whose type only the context knows.
        case implicitMember
        /// A member dot; the receiver ends at this index (`xs` in `xs.map`).
        case member(Int)
    }

    private static func dot(_ tokens: [Token], before index: Int) -> DotBefore {
        guard index >= 1, tokens[index - 1].is(.dot) else { return .none }
        let dot = tokens[index - 1]
        guard index >= 2, endsExpression(tokens[index - 2]), dot.isLeftBound || dot.isAtLineStart else {
            return .implicitMember
        }
        return .member(index - 2)
    }

    /// True when `token` can end an expression, so a dot after it reaches a member of that expression.
    static func endsExpression(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .dollar, .int, .double, .duration, .string: return true
        case .keyword(let keyword): return keyword == .true || keyword == .false || keyword == .nil
        case .symbol(let symbol):
            if symbol.isClosingBracket { return true }
            return [.question, .bang, .greater].contains(symbol) && token.isLeftBound
        default: return false
        }
    }

    /// The opening bracket that `close` closes, counting every kind of bracket between them.
    private static func matchingOpen(_ tokens: [Token], close: Int) -> Int? {
        var depth = 0
        var index = close
        while index >= 0 {
            switch tokens[index].symbol {
            case .closeParen?, .closeBracket?, .closeBrace?: depth += 1
            case .openParen?, .openBracket?, .openBrace?:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index -= 1
        }
        return nil
    }

    /// The `<` that opens the generic arguments the `>` at `close` ends.
    private static func matchingAngle(_ tokens: [Token], close: Int) -> Int? {
        let insideTypes: [Symbol] = [.comma, .openBracket, .closeBracket, .colon, .question, .dot]
        var depth = 0
        var index = close
        while index >= 0 {
            let symbol = tokens[index].symbol
            if symbol == .greater {
                depth += 1
            } else if symbol == .less {
                depth -= 1
                if depth == 0 { return index }
            } else if tokens[index].identifier == nil && !(symbol.map(insideTypes.contains) ?? false) {
                return nil
            }
            index -= 1
        }
        return nil
    }
}
