/// Binary operator precedence, lowest first, following Swift's standard precedence groups.
enum Precedence: Int, Comparable {
    /// Not a binary operator.
    case none
    /// `? :` (right associative)
    case ternary
    /// `||`
    case disjunction
    /// `&&`
    case conjunction
    /// `== != < <= > >= === !==` (non-associative)
    case comparison
    /// `??` (right associative)
    case nilCoalescing
    /// `as as? as!`
    case casting
    /// `..< ...`
    case rangeFormation
    /// `+ - | ^`
    case addition
    /// `* / % &`
    case multiplication

    static func < (lhs: Precedence, rhs: Precedence) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The precedence of a binary operator symbol.
    static func of(_ symbol: String) -> Precedence {
        switch symbol {
        case "||": return .disjunction
        case "&&": return .conjunction
        case "==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=": return .comparison
        case "??": return .nilCoalescing
        case "..<", "...": return .rangeFormation
        case "+", "-", "|", "^": return .addition
        case "*", "/", "%", "&": return .multiplication
        default: return .none
        }
    }

    /// True for groups whose operators group to the right.
    var isRightAssociative: Bool { self == .nilCoalescing || self == .ternary }

    /// The precedence the right operand of a left-associative operator must exceed.
    var next: Precedence { Precedence(rawValue: rawValue + 1) ?? .multiplication }
}

/// The compound assignment operators and the binary operator each applies.
let compoundAssignmentOperators: [String: String] = ["+=": "+", "-=": "-", "*=": "*", "/=": "/", "%=": "%"]
