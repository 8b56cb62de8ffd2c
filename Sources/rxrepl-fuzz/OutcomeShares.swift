/// How a run's inputs ended, for its summary line: stopped at a syntax error or a compile error (both exit 65),
/// a run-time error (70), exit 0, interrupted (the wall-clock limit, a timeout or Ctrl-C: 124, 130), or anything
/// else (a crash, a hang, 66). The inputs that reach the interpreter are those with exit 0 or a run-time error.
struct OutcomeShares {
    enum Kind: String, CaseIterable {
        case syntaxError = "syntax error"
        case compileError = "compile error"
        case runtimeError = "run-time error"
        case success = "exit 0"
        case interrupted
        case other
    }

    private(set) var counts: [Kind: Int] = [:]

    /// Counts one input; `stoppingStage` is the batch's `syntax` or `compile` for an exit 65.
    mutating func count(_ outcome: RunOutcome, stoppingStage: String?) {
        counts[Self.kind(of: outcome, stoppingStage: stoppingStage), default: 0] += 1
    }

    static func kind(of outcome: RunOutcome, stoppingStage: String?) -> Kind {
        guard case .finished(let status, let limited) = outcome else { return .other }
        if limited { return .interrupted }
        switch status {
        case 0: return .success
        case 65: return stoppingStage == "compile" ? .compileError : .syntaxError
        case 70: return .runtimeError
        case 124, 130: return .interrupted
        default: return .other
        }
    }

    var total: Int { counts.values.reduce(0, +) }

    /// The share of inputs that ran: exit 0 or a run-time error.
    var ranShare: Double {
        total == 0 ? 0 : Double(counts[.success, default: 0] + counts[.runtimeError, default: 0]) / Double(total)
    }

    /// `outcomes: syntax error 64.0%, compile error 12.1%, …; 17.0% ran (exit 0 or a run-time error)`.
    var summary: String {
        let shares = Kind.allCases.map { kind in
            "\(kind.rawValue) \(Self.percent(Double(counts[kind, default: 0]) / Double(max(1, total))))"
        }
        return "outcomes: " + shares.joined(separator: ", ") + "; \(Self.percent(ranShare)) ran "
            + "(exit 0 or a run-time error)"
    }

    private static func percent(_ share: Double) -> String {
        let tenths = Int((share * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }
}
