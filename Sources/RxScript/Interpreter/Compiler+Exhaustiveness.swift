/// Swift's "switch must be exhaustive", decided from the cases' names: the script's types are not known before
/// it runs, so a `switch` whose patterns name Event cases (`.next`) is over an Event, one whose cases all belong to
/// a declared enum is over that enum, and one over `true`/`false` is over a Bool.
extension Compiler {
    /// Records the cases of `decl` and of the enums nested in it, before any `switch` is compiled.
    func recordEnumCases(_ decl: TypeDecl) {
        if decl.kind == .enumType {
            globals.enumCases[decl.name] = decl.cases
            globals.enumCaseNames[decl.name] = Set(decl.cases.map(\.name))
        }
        for nested in decl.nestedTypes { recordEnumCases(nested) }
    }

    /// Fails with Swift's error, a note per missing case, when `cases` leave some value of the subject unmatched.
    func checkExhaustive(_ cases: [SwitchCase], at range: SourceRange) throws {
        var covered: Set<String> = []
        var named: Set<String> = []
        var booleans: Set<Bool> = []
        var onlyBooleans = true
        if cases.allSatisfy({ !$0.items.isEmpty && $0.items.allSatisfy { $0.pattern.isValueTest } }) {
            // Numbers, strings and ranges of them: no set of cases covers them all.
            let keyword = SourceRange(file: range.file, start: range.start, end: min(range.start + 6, range.end))
            throw error(
                .switchNotExhaustive, at: keyword,
                notes: [Diagnostic.Note(DiagnosticMessage.addDefaultClause.text)])
        }
        for clause in cases {
            if clause.items.isEmpty { return }  // `default`
            for item in clause.items {
                let pattern = item.pattern
                if item.guardExpression == nil && pattern.isIrrefutable { return }
                switch pattern {
                case .optional(let inner):
                    onlyBooleans = false
                    named.insert("some")
                    if item.guardExpression == nil, inner.isIrrefutable { covered.insert("some") }
                case .expression(let expr) where expr.kind.isNilLiteral:
                    onlyBooleans = false
                    named.insert("none")
                    if item.guardExpression == nil { covered.insert("none") }
                case .enumCase(let name, _, let arguments):
                    onlyBooleans = false
                    let current = Self.eventSpellings[name] ?? name
                    named.insert(current)
                    if item.guardExpression == nil, arguments?.allSatisfy(\.isIrrefutable) ?? true {
                        covered.insert(current)
                    }
                case .expression(let expr):
                    guard case .bool(let flag) = expr.kind else { return }
                    if item.guardExpression == nil { booleans.insert(flag) }
                default:
                    return
                }
            }
        }
        let missing: [String]
        let declaring = globals.enumCases.values.filter { cases in named.isSubset(of: Set(cases.map(\.name))) }
        if onlyBooleans {
            missing = [true, false].filter { !booleans.contains($0) }.map { "\($0)" }
        } else if declaring.count > 1 {
            return  // several declared enums have these cases: which one is switched over is not known
        } else if let cases = declaring.first {
            missing = cases.filter { !covered.contains($0.name) }.map(Self.caseText)
        } else if named.contains("next"), named.isSubset(of: ["next", "error", "completed"]) {
            missing = Self.missing([".next(_)", ".error(_)", ".completed"], covered)
        } else if named.isSubset(of: ["some", "none"]) {
            missing = Self.missing([".some(_)", ".none"], covered)
        } else {
            return
        }
        guard !missing.isEmpty else { return }
        let keyword = SourceRange(file: range.file, start: range.start, end: min(range.start + 6, range.end))
        throw error(
            .switchNotExhaustive, at: keyword,
            notes: missing.map { Diagnostic.Note(DiagnosticMessage.missingCase($0).text) }
                + (missing.count > 1 ? [Diagnostic.Note(DiagnosticMessage.addMissingCases.text)] : []))
    }

    /// The cases, spelled as Swift's notes spell them, whose names are not covered.
    private static func missing(_ cases: [String], _ covered: Set<String>) -> [String] {
        cases.filter { text in !covered.contains(String(text.dropFirst().prefix { $0 != "(" })) }
    }

    /// RxSwift 2's capitalized Event cases and today's names.
    static let eventSpellings = ["Next": "next", "Error": "error", "Completed": "completed"]

    /// `.name`, `.name(_)`, `.name(code: let code)`: how Swift's note spells a missing case.
    private static func caseText(_ decl: EnumCaseDecl) -> String {
        guard let labels = decl.associatedLabels else { return "." + decl.name }
        let parts = labels.map { label in label.map { "\($0): let \($0)" } ?? "_" }
        return "." + decl.name + "(" + parts.joined(separator: ", ") + ")"
    }
}

extension Pattern {
    /// True for patterns every value matches: `_`, `let x`, and tuples of them.
    var isIrrefutable: Bool {
        switch self {
        case .wildcard, .binding: return true
        case .tuple(let elements): return elements.allSatisfy(\.isIrrefutable)
        default: return false
        }
    }

    /// True for a pattern that compares with a number or string literal or a range: a value no enum has.
    var isValueTest: Bool {
        switch self {
        case .range: return true
        case .expression(let expr):
            switch expr.kind {
            case .int, .double, .string: return true
            default: return false
            }
        case .tuple(let elements):
            return elements.contains(where: \.isValueTest)
                && elements.allSatisfy { $0.isValueTest || $0.isIrrefutable }
        default: return false
        }
    }

    /// True when the pattern declares names (`let x`, `.next(let x)`).
    var bindsNames: Bool {
        switch self {
        case .binding: return true
        case .wildcard, .expression, .typeCheck, .range: return false
        case .enumCase(_, _, let arguments): return arguments?.contains(where: \.bindsNames) ?? false
        case .tuple(let elements): return elements.contains(where: \.bindsNames)
        case .optional(let inner), .cast(let inner, _): return inner.bindsNames
        }
    }
}

extension Expr.Kind {
    /// True for `nil`.
    var isNilLiteral: Bool {
        if case .nilLiteral = self { return true }
        return false
    }
}
