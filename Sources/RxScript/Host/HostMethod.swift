/// One host method or function overload: its signature, default values and implementation.
public struct HostMethod: @unchecked Sendable {
    /// The implementation: receiver (`.nil` for global functions) and bound arguments.
    public typealias Body = (Value, Arguments) throws -> Value

    /// Name and labels.
    public let signature: HostSignature
    /// Default values by parameter index.
    public let defaults: [Int: Value]
    /// The parameters that take a closure, so a trailing closure prefers them (`asDriver { error in … }` is
    /// `onErrorRecover:`, not `onErrorJustReturn:`), as Swift's types decide.
    public let closureParameters: Set<Int>
    /// What it does.
    public let body: Body

    /// A method; `defaults` are keyed by label (unlabeled parameters cannot have defaults: register
    /// another overload instead). `{}` after a label's colon marks a parameter that takes a closure:
    /// `asDriver(onErrorRecover:{})`.
    public init(_ signature: String, defaults: [String: Value] = [:], body: @escaping Body) {
        let (plain, closures) = Self.closureMarks(in: signature)
        let parsed = HostSignature(plain)
        self.signature = parsed
        self.closureParameters = closures
        var byIndex: [Int: Value] = [:]
        for (label, value) in defaults {
            guard let index = parsed.labels.firstIndex(of: label) else {
                preconditionFailure("default for unknown label '\(label)' in \(signature)")
            }
            byIndex[index] = value
        }
        self.defaults = byIndex
        self.body = body
    }

    /// A method with defaults keyed by parameter index (used for script `func`s).
    init(
        signature: HostSignature, defaultsByIndex: [Int: Value], closureParameters: Set<Int> = [],
        body: @escaping Body
    ) {
        self.signature = signature
        self.defaults = defaultsByIndex
        self.closureParameters = closureParameters
        self.body = body
    }

    /// The signature without its `{}` marks, and the indices of the parameters they mark.
    static func closureMarks(in signature: String) -> (String, Set<Int>) {
        // Read as UTF-8 bytes: `:`, `{` and `}` are ASCII, and this runs for every overload at every start.
        let bytes = Array(signature.utf8)
        var plain: [UInt8] = []
        var closures: Set<Int> = []
        var parameter = -1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":") { parameter += 1 }
            if byte == UInt8(ascii: "{"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "}") {
                if closures.isEmpty { plain.reserveCapacity(bytes.count) }
                closures.insert(parameter)
                index += 2
                continue
            }
            plain.append(byte)
            index += 1
        }
        return closures.isEmpty ? (signature, []) : (String(decoding: plain, as: UTF8.self), closures)
    }
}

extension HostMethod {
    /// The same overload (signature and defaults) with `around` run in place of its body; `around` gets the
    /// original body to call.
    public func wrapped(_ around: @escaping (Value, Arguments, Body) throws -> Value) -> HostMethod {
        let body = self.body
        return HostMethod(
            signature: signature, defaultsByIndex: defaults,
            closureParameters: closureParameters
        ) { receiver, arguments in
            try around(receiver, arguments, body)
        }
    }
}

/// Why arguments did not fit an overload; becomes a diagnostic when no overload fits.
enum BindingFailure {
    case missingArgument(parameter: Int)
    case extraArgument(argument: Int)
    case wrongLabel(argument: Int, expected: String?)
}

extension HostMethod {
    /// Matches arguments to parameters as Swift does: in order, by label, skipping parameters with defaults;
    /// an unlabeled trailing closure goes to the next parameter without a non-nil default (forward scan).
    ///
    /// - Returns: the bound arguments and how well they fit: how many defaults were used, and whether a trailing
    ///   closure went to a parameter not marked as taking one (less of each is a better match).
    func bind(_ call: CallArguments) -> Result<(Arguments, Fit), BindingFailureBox> {
        if let positional = bindByPosition(call) { return .success(positional) }
        let labels = signature.labels
        let count = labels.count
        var values = [Value?](repeating: nil, count: count)
        var ranges = [SourceRange?](repeating: nil, count: count)
        var variadic: [Value] = []
        var next = 0
        var argument = 0
        var closureMisfit = false
        while argument < call.values.count {
            let label = call.labels[argument]
            if argument == call.trailingClosureIndex {
                var target = next
                while target < count && (values[target] != nil || hasSkippableDefault(target)) { target += 1 }
                if target >= count {
                    target = next
                    while target < count && values[target] != nil { target += 1 }
                }
                guard target < count else { return .failure(BindingFailureBox(.extraArgument(argument: argument))) }
                closureMisfit = !closureParameters.contains(target)
                values[target] = call.values[argument]
                ranges[target] = call.ranges[argument]
                next = target + 1
                argument += 1
                continue
            }
            var target = next
            while target < count && labels[target] != label {
                if defaults[target] == nil && target != signature.variadicIndex {
                    if label != nil && labels[target] != nil {
                        return .failure(BindingFailureBox(.wrongLabel(argument: argument, expected: labels[target])))
                    }
                    return .failure(
                        BindingFailureBox(
                            label == nil && labels[target] != nil
                                ? .wrongLabel(argument: argument, expected: labels[target])
                                : .missingArgument(parameter: target)))
                }
                target += 1
            }
            guard target < count else {
                let failure: BindingFailure =
                    label != nil && next < count
                    ? .wrongLabel(argument: argument, expected: labels[next]) : .extraArgument(argument: argument)
                return .failure(BindingFailureBox(failure))
            }
            ranges[target] = call.ranges[argument]
            if target == signature.variadicIndex {
                variadic.append(call.values[argument])
                argument += 1
                while argument < call.values.count && call.labels[argument] == nil
                    && argument != call.trailingClosureIndex
                {
                    variadic.append(call.values[argument])
                    argument += 1
                }
                values[target] = .array(variadic)
                next = target + 1
                continue
            }
            values[target] = call.values[argument]
            next = target + 1
            argument += 1
        }
        var defaultsUsed = 0
        for index in 0..<count where values[index] == nil {
            if index == signature.variadicIndex {
                values[index] = .array([])
            } else if let value = defaults[index] {
                values[index] = value
                defaultsUsed += 1
            } else {
                return .failure(BindingFailureBox(.missingArgument(parameter: index)))
            }
        }
        var bound = Arguments(
            values: values.map { $0 ?? .nil }, ranges: ranges, callRange: call.callRange,
            nameRange: call.nameRange, signature: signature)
        bound.inoutArguments = call.inoutArguments
        return .success((bound, Fit(defaultsUsed: defaultsUsed, closureMisfit: closureMisfit)))
    }

    /// The common call of a built-in function inside a closure (`abs($0)`, `max(a, b)`): as many unlabeled arguments
    /// as the signature has unlabeled parameters, a trailing closure only last. `bind`'s loop would put each argument
    /// in its own place and use no default; this does the same without building the slots again (it was most of a
    /// built-in call's cost).
    private func bindByPosition(_ call: CallArguments) -> (Arguments, Fit)? {
        let count = call.values.count
        guard signature.isPositional, count == signature.labels.count,
            call.trailingClosureIndex == nil || call.trailingClosureIndex == count - 1,
            call.labels.allSatisfy({ $0 == nil })
        else { return nil }
        var bound = Arguments(
            values: call.values, ranges: call.ranges, callRange: call.callRange, nameRange: call.nameRange,
            signature: signature)
        bound.inoutArguments = call.inoutArguments
        let closureMisfit = call.trailingClosureIndex.map { !closureParameters.contains($0) } ?? false
        return (bound, Fit(defaultsUsed: 0, closureMisfit: closureMisfit))
    }

    /// How well arguments bound to an overload: fewer defaults first, then a trailing closure on a closure parameter.
    struct Fit: Comparable {
        let defaultsUsed: Int
        let closureMisfit: Bool

        static func < (lhs: Fit, rhs: Fit) -> Bool {
            (lhs.defaultsUsed, lhs.closureMisfit ? 1 : 0) < (rhs.defaultsUsed, rhs.closureMisfit ? 1 : 0)
        }
    }

    /// A parameter a trailing closure skips: it has a default that is not `nil` (so it is not an optional closure).
    private func hasSkippableDefault(_ index: Int) -> Bool {
        guard let value = defaults[index] else { return false }
        return !value.isNil
    }
}

/// Wraps a failure so it can travel in a `Result`.
struct BindingFailureBox: Error {
    let failure: BindingFailure
    init(_ failure: BindingFailure) { self.failure = failure }
}

/// Overload resolution over a set of host methods, with Swift-like diagnostics when nothing fits.
enum OverloadResolver {
    /// Binds `call` to the best-fitting overload or throws a diagnostic naming the problem.
    static func resolve(
        _ overloads: [HostMethod], _ call: CallArguments, name: String
    ) throws -> (HostMethod, Arguments) {
        if overloads.count == 1 {
            switch overloads[0].bind(call) {
            case .success(let (arguments, _)): return (overloads[0], arguments)
            case .failure(let box): throw diagnose([(overloads[0], box.failure)], call, name: name)
            }
        }
        var best: (HostMethod, Arguments, HostMethod.Fit)?
        var failures: [(HostMethod, BindingFailure)] = []
        for overload in overloads {
            switch overload.bind(call) {
            case .success(let (arguments, fit)):
                if best == nil || fit < best!.2 { best = (overload, arguments, fit) }
            case .failure(let box):
                failures.append((overload, box.failure))
            }
        }
        if let best { return (best.0, best.1) }
        throw diagnose(failures, call, name: name)
    }

    private static func diagnose(
        _ failures: [(HostMethod, BindingFailure)], _ call: CallArguments, name: String
    ) -> ScriptError {
        if failures.count == 1, let (method, failure) = failures.first {
            let signature = method.signature.description
            switch failure {
            case .missingArgument(let parameter):
                let label = method.signature.labels[parameter].map { "'\($0):'" } ?? "#\(parameter + 1)"
                return ScriptError(.missingArgument(label, in: signature), at: call.callRange)
            case .extraArgument(let argument):
                return ScriptError(.extraArgument(in: signature), at: call.ranges[argument] ?? call.callRange)
            case .wrongLabel(let argument, let expected):
                let have = call.labels[argument].map { "\($0):" } ?? "_:"
                var notes: [Diagnostic.Note] = []
                if let given = call.labels[argument],
                    let suggestion = Suggestions.closest(to: given, among: method.signature.labels.compactMap { $0 })
                {
                    notes.append(Diagnostic.Note("did you mean '\(suggestion):'?"))
                }
                let range = call.ranges[argument] ?? call.callRange
                return ScriptError(
                    .incorrectLabel(
                        have: have, expected: expected.map { "\($0):" } ?? "_:",
                        in: signature, all: call.labelList), at: range, notes: notes)
            }
        }
        let candidates = failures.map { Diagnostic.Note("candidate: \($0.0.signature)") }
        return ScriptError(.noMatchingOverload(name, have: call.labelList), at: call.callRange, notes: candidates)
    }
}
