/// The operators a program declares (`infix operator <-> : AdditionPrecedence`, `prefix operator √`) and the
/// precedence groups it declares for them, found before lexing so the lexer reads `a <-> b` as one operator.
public struct OperatorDeclarations: Sendable {
    /// Each infix operator with the precedence its group maps to (Swift's `DefaultPrecedence` without one).
    public private(set) var infix: [String: Precedence] = [:]
    /// The infix operators whose group says `associativity: right`.
    public private(set) var rightAssociative: Set<String> = []
    /// Prefix and postfix operators (`prefix operator √`).
    public private(set) var prefix: Set<String> = []
    public private(set) var postfix: Set<String> = []
    /// Declared precedence groups, as the built-in level they sit at.
    private var groups: [String: Precedence] = [:]
    private var rightGroups: Set<String> = []

    public init() {}

    /// Every declared operator, longest first, so the lexer matches greedily.
    var spellings: [[UInt8]] {
        Set(infix.keys).union(prefix).union(postfix).map { Array($0.utf8) }.sorted { $0.count > $1.count }
    }

    var isEmpty: Bool { infix.isEmpty && prefix.isEmpty && postfix.isEmpty }

    /// Adds what `other` declares (a later REPL entry's declarations go on top of the earlier ones').
    public mutating func merge(_ other: OperatorDeclarations) {
        infix.merge(other.infix) { _, new in new }
        rightAssociative.subtract(other.infix.keys)
        rightAssociative.formUnion(other.rightAssociative)
        rightGroups.formUnion(other.rightGroups)
        prefix.formUnion(other.prefix)
        postfix.formUnion(other.postfix)
        groups.merge(other.groups) { _, new in new }
    }

    /// The declarations in `text`: `infix|prefix|postfix operator <op> [: Group]` and
    /// `precedencegroup Name { higherThan: X  associativity: … }`. Operators Swift already has are left out.
    public static func scan(_ text: String) -> OperatorDeclarations {
        var found = OperatorDeclarations()
        guard text.contains("operator") || text.contains("precedencegroup") else { return found }
        let words = Self.words(text)
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == "precedencegroup", index + 1 < words.count {
                let name = words[index + 1]
                var level = Precedence.defaultGroup
                var cursor = index + 2
                while cursor < words.count && words[cursor] != "}" {
                    if words[cursor] == "higherThan:" || words[cursor] == "lowerThan:", cursor + 1 < words.count {
                        let other = found.level(of: words[cursor + 1])
                        level = words[cursor] == "higherThan:" ? max(level, other.above) : min(level, other)
                    }
                    if words[cursor] == "associativity:", cursor + 1 < words.count, words[cursor + 1] == "right" {
                        found.rightGroups.insert(name)
                    }
                    cursor += 1
                }
                found.groups[name] = level
                index = cursor
            } else if ["infix", "prefix", "postfix"].contains(word), index + 2 < words.count,
                words[index + 1] == "operator"
            {
                let spelling = words[index + 2]
                if Symbol(rawValue: spelling) == nil, spelling.unicodeScalars.allSatisfy(isOperatorScalar) {
                    switch word {
                    case "prefix": found.prefix.insert(spelling)
                    case "postfix": found.postfix.insert(spelling)
                    default:
                        let hasGroup = index + 4 < words.count && words[index + 3] == ":"
                        found.infix[spelling] = hasGroup ? found.level(of: words[index + 4]) : .defaultGroup
                        if hasGroup && found.rightGroups.contains(words[index + 4]) {
                            found.rightAssociative.insert(spelling)
                        }
                    }
                }
                index += 3
            } else {
                index += 1
            }
        }
        return found
    }

    /// The level of a built-in or declared precedence group.
    private func level(of group: String) -> Precedence {
        switch group {
        case "AssignmentPrecedence", "TernaryPrecedence": return .ternary
        case "DefaultPrecedence": return .defaultGroup
        case "LogicalDisjunctionPrecedence": return .disjunction
        case "LogicalConjunctionPrecedence": return .conjunction
        case "ComparisonPrecedence": return .comparison
        case "NilCoalescingPrecedence": return .nilCoalescing
        case "CastingPrecedence": return .casting
        case "RangeFormationPrecedence": return .rangeFormation
        case "AdditionPrecedence": return .addition
        case "MultiplicationPrecedence": return .multiplication
        case "BitwiseShiftPrecedence": return .aboveMultiplication
        default: return groups[group] ?? .defaultGroup
        }
    }

    /// The text as words: runs of non-space characters, with `{`, `}` and a lone `:` apart.
    private static func words(_ text: String) -> [String] {
        var words: [String] = []
        for piece in text.split(whereSeparator: { $0.isWhitespace }) {
            var current = ""
            for character in piece {
                if character == "{" || character == "}" {
                    if !current.isEmpty { words.append(current) }
                    words.append(String(character))
                    current = ""
                } else {
                    current.append(character)
                }
            }
            if !current.isEmpty { words.append(current) }
        }
        // `<-> : Group` and `<->: Group` read alike.
        return words.flatMap { word -> [String] in
            if word != ":" && word.hasSuffix(":") && !word.hasSuffix("::"),
                word.dropLast().unicodeScalars.allSatisfy(isOperatorScalar)
            {
                return [String(word.dropLast()), ":"]
            }
            return [word]
        }
    }
}

/// True for the characters Swift allows in an operator (the ASCII ones and the common mathematical symbols).
func isOperatorScalar(_ scalar: Unicode.Scalar) -> Bool {
    if "/=-+!*%<>&|^~?.".unicodeScalars.contains(scalar) { return true }
    switch scalar.value {
    case 0x00A1...0x00A7, 0x00A9, 0x00AB, 0x00AC, 0x00AE, 0x00B0, 0x00B1, 0x00B6, 0x00BB, 0x00BF, 0x00D7, 0x00F7,
        0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF,
        0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030:
        return true
    default:
        return false
    }
}

extension Precedence {
    /// The level a group declared `higherThan:` this one sits at: the next built-in level (the built-in groups'
    /// relative order holds; two declared groups over one built-in one share a level).
    fileprivate var above: Precedence {
        self == .multiplication || self == .aboveMultiplication ? .aboveMultiplication : next
    }
}
