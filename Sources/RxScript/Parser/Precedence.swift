/// Binary operator precedence, lowest first, following Swift's standard precedence groups.
public enum Precedence: Int, Comparable, Sendable {
    /// Not a binary operator.
    case none
    /// `? :` (right associative)
    case ternary
    /// Swift's `DefaultPrecedence`: a declared operator without a group (`infix operator <->`)
    case defaultGroup
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
    /// A declared group higher than `MultiplicationPrecedence` (`**`, as tutorials declare it)
    case aboveMultiplication
    /// Above every binary operator: what a left-associative operator's right operand at the top level must exceed.
    case unary

    public static func < (lhs: Precedence, rhs: Precedence) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The precedence of a binary operator symbol.
    static func of(_ symbol: Symbol) -> Precedence {
        switch symbol {
        case .or: return .disjunction
        case .and: return .conjunction
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual, .identical, .notIdentical,
            .patternMatch:
            return .comparison
        case .nilCoalescing: return .nilCoalescing
        case .halfOpenRange, .closedRange: return .rangeFormation
        case .plus, .minus, .pipe, .caret: return .addition
        case .star, .slash, .percent, .ampersand: return .multiplication
        default: return .none
        }
    }

    /// True for groups whose operators group to the right.
    var isRightAssociative: Bool { self == .nilCoalescing || self == .ternary }

    /// The precedence the right operand of a left-associative operator must exceed.
    var next: Precedence { Precedence(rawValue: rawValue + 1) ?? .unary }
}

/// The compound assignment operators and the binary operator each applies.
let compoundAssignmentOperators: [Symbol: Symbol] = [
    .plusAssign: .plus, .minusAssign: .minus, .timesAssign: .star, .divideAssign: .slash, .remainderAssign: .percent,
]
