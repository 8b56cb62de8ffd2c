import RxCore

/// The arguments of one call as written at the call site: values, labels and source ranges.
public struct CallArguments {
    /// The argument values in source order.
    public var values: [Value]
    /// Their labels (`nil` when unlabeled).
    public var labels: [String?]
    /// Where each argument is.
    public var ranges: [SourceRange?]
    /// The index of the unlabeled trailing closure, if any.
    public var trailingClosureIndex: Int?
    /// The whole call.
    public var callRange: SourceRange?
    /// The method's name in a `receiver.name(…)` call, for notes that point at it.
    public var nameRange: SourceRange?
    /// Where the `&` arguments go back to when the callee returns.
    var inoutArguments: InoutArguments?

    public init(
        values: [Value], labels: [String?]? = nil, ranges: [SourceRange?]? = nil,
        trailingClosureIndex: Int? = nil, callRange: SourceRange? = nil
    ) {
        self.values = values
        self.labels = labels ?? Array(repeating: nil, count: values.count)
        self.ranges = ranges ?? Array(repeating: nil, count: values.count)
        self.trailingClosureIndex = trailingClosureIndex
        self.callRange = callRange
    }

    /// `_:latest:` — how the labels read in messages.
    var labelList: String {
        labels.map { ($0 ?? "_") + ":" }.joined()
    }
}

/// The arguments bound to a host method's parameters (defaults filled in, variadics collected into an
/// array), with typed accessors whose failures name the argument and point at it.
public struct Arguments {
    /// One value per parameter.
    public let values: [Value]
    let ranges: [SourceRange?]
    /// The whole call.
    public let callRange: SourceRange?
    /// The method's name, in a `receiver.name(…)` call.
    public let nameRange: SourceRange?
    /// The method being called.
    public let signature: HostSignature
    /// Where the call's `&` arguments go back to (`swap(&a, &b)`).
    var inoutArguments: InoutArguments?

    init(
        values: [Value], ranges: [SourceRange?], callRange: SourceRange?, nameRange: SourceRange? = nil,
        signature: HostSignature
    ) {
        self.values = values
        self.ranges = ranges
        self.callRange = callRange
        self.nameRange = nameRange
        self.signature = signature
    }

    /// The value bound to parameter `index`.
    public subscript(index: Int) -> Value { values[index] }

    /// Number of parameters.
    public var count: Int { values.count }

    /// Where argument `index` is (or the call, for defaults).
    public func range(_ index: Int) -> SourceRange? {
        (index < ranges.count ? ranges[index] : nil) ?? callRange
    }

    /// An error pointing at argument `index`.
    public func failure(_ message: DiagnosticMessage, at index: Int) -> ScriptError {
        ScriptError(message, at: range(index))
    }

    /// An error pointing at the call.
    public func failure(_ message: DiagnosticMessage) -> ScriptError {
        ScriptError(message, at: callRange)
    }

    private func mismatch(_ index: Int, _ expected: String) -> ScriptError {
        let name =
            index < signature.labels.count
            ? signature.labels[index].map { "'\($0)'" } ?? "\(index + 1)" : "\(index + 1)"
        return failure(
            .argumentType(name, of: signature.description, expected: expected, got: values[index].typeName),
            at: index)
    }

    /// Argument `index` without its Optional wrapping: a library parameter that is not an Optional in Swift takes
    /// the Optional's value.
    private func plain(_ index: Int) -> Value { values[index].unwrapped }

    /// An `Int` argument.
    public func int(_ index: Int) throws -> Int {
        if case .int(let value) = plain(index) { return value }
        throw mismatch(index, "Int")
    }

    /// A `Double` argument (an `Int` is accepted, as a literal would be in Swift, and a `Float`, as UIKit's
    /// Float properties such as a slider's value are).
    public func double(_ index: Int) throws -> Double {
        switch plain(index) {
        case .double(let value): return value
        case .float(let value): return Double(value)
        case .int(let value): return Double(value)
        default: throw mismatch(index, "Double")
        }
    }

    /// A `String` argument.
    public func string(_ index: Int) throws -> String {
        // A Substring or a Character reads as its text, as Swift's StringProtocol APIs take them.
        if let value = plain(index).textValue { return value }
        throw mismatch(index, "String")
    }

    /// A `Bool` argument.
    public func bool(_ index: Int) throws -> Bool {
        if case .bool(let value) = plain(index) { return value }
        throw mismatch(index, "Bool")
    }

    /// An array argument.
    public func array(_ index: Int) throws -> [Value] {
        let value = plain(index)
        if case .array(let elements) = value { return elements }
        // A String is a sequence of Characters wherever a sequence is taken (`Observable.from("abc")`).
        if case .string = value, let characters = value.textCharacters { return characters }
        if case .object(is ReversedTextObject) = value, let characters = value.textCharacters { return characters }
        throw mismatch(index, "Array")
    }

    /// A function or closure argument.
    public func function(_ index: Int) throws -> Function {
        if case .function(let value) = plain(index) { return value }
        throw mismatch(index, "a closure")
    }

    /// A function argument that may be `nil`.
    public func optionalFunction(_ index: Int) throws -> Function? {
        if plain(index).isNil { return nil }
        return try function(index)
    }

    /// A host object of class `T`.
    public func object<T: HostObject>(_ index: Int, as type: T.Type, expected: String) throws -> T {
        if case .object(let object) = plain(index), let typed = object as? T { return typed }
        throw mismatch(index, expected)
    }

    /// A time interval: a duration (`300ms`, `.seconds(1)`), or a number of seconds.
    public func interval(_ index: Int) throws -> RxTimeInterval {
        switch plain(index) {
        case .duration(let nanoseconds): return Value.interval(nanoseconds: nanoseconds)
        case .int(let seconds): return .seconds(seconds)
        case .double(let seconds): return .fromSeconds(seconds)
        default: throw mismatch(index, "a duration such as 300ms or .seconds(1)")
        }
    }

    /// An error value: an error object, or any other value wrapped as a thrown value.
    public func error(_ index: Int) throws -> Swift.Error {
        Value.swiftError(from: values[index], at: range(index))
    }
}

extension Value {
    /// The RxSwift interval for a duration, in the largest exact unit.
    public static func interval(nanoseconds: Int) -> RxTimeInterval {
        if nanoseconds % 1_000_000_000 == 0 { return .seconds(nanoseconds / 1_000_000_000) }
        if nanoseconds % 1_000_000 == 0 { return .milliseconds(nanoseconds / 1_000_000) }
        if nanoseconds % 1_000 == 0 { return .microseconds(nanoseconds / 1_000) }
        return .nanoseconds(nanoseconds)
    }

    /// A duration value for an RxSwift interval (`never` becomes the longest duration).
    public static func duration(_ interval: RxTimeInterval) -> Value {
        .duration(interval.nanosecondsValue)
    }

    /// The Swift error a value stands for when thrown or sent as an `error` event.
    public static func swiftError(from value: Value, at range: SourceRange?) -> Swift.Error {
        if case .object(let object) = value, let error = object as? ErrorObject { return error.error }
        return ThrownValue(value: value, range: range)
    }
}
