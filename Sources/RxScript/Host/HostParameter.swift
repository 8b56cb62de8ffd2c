import RxCore

/// A parameter a built-in declares once: its label (`nil` for `_`), its default, and how the bound argument
/// becomes the Swift value its body takes. Registering with parameters (`HostType.method(_:_:body:)`) derives the
/// signature from them and hands the body typed values in order, so a body cannot read an argument that was not
/// declared, or read one as another type: the compiler checks both when the registry is written.
///
/// The readers reuse `Arguments`' accessors, so a mistyped argument gets the same message as before.
public struct HostParameter<Wrapped> {
    /// The label as written at call sites; `nil` for an unlabeled parameter.
    public let label: String?
    /// The value used when the call leaves the parameter out (labeled parameters only).
    public let defaultValue: Value?
    /// Whether the parameter takes a closure, so a trailing closure prefers it (`{}` in the signature).
    public let takesClosure: Bool
    /// Whether it collects any number of unlabeled arguments into an array (`...` in the signature).
    public let isVariadic: Bool
    /// Not an argument but the call itself (`HostParameter.call`): no place in the signature.
    let isCall: Bool
    let read: (Arguments, Int) throws -> Wrapped

    /// A parameter read by `read` from the bound arguments and the parameter's index.
    public init(
        _ label: String?, default defaultValue: Value? = nil, takesClosure: Bool = false,
        variadic: Bool = false, read: @escaping (Arguments, Int) throws -> Wrapped
    ) {
        self.init(label, defaultValue, takesClosure, variadic, isCall: false, read: read)
    }

    private init(
        _ label: String?, _ defaultValue: Value?, _ takesClosure: Bool, _ variadic: Bool, isCall: Bool,
        read: @escaping (Arguments, Int) throws -> Wrapped
    ) {
        self.label = label
        self.defaultValue = defaultValue
        self.takesClosure = takesClosure
        self.isVariadic = variadic
        self.isCall = isCall
        self.read = read
    }

    /// The same parameter, read only when the body calls the closure it gets: for a body that reads it only on
    /// some paths (`take(3, scheduler: s)` never looks at `s`), or after another parameter.
    public func deferred() -> HostParameter<() throws -> Wrapped> {
        let read = self.read
        return HostParameter<() throws -> Wrapped>(label, defaultValue, takesClosure, isVariadic, isCall: isCall) {
            arguments, index in { try read(arguments, index) }
        }
    }
}

/// The call being made, for a body that points at it (errors, side-effect monitors) rather than at an argument.
public struct HostCall {
    let arguments: Arguments

    /// The whole call.
    public var range: SourceRange? { arguments.callRange }

    /// An error pointing at the call.
    public func failure(_ message: DiagnosticMessage) -> ScriptError { arguments.failure(message) }

    /// An error pointing at the argument of parameter `index`.
    public func failure(_ message: DiagnosticMessage, at index: Int) -> ScriptError {
        arguments.failure(message, at: index)
    }

    /// Gives parameter `index`, an `inout` one, its final value: the caller's `&` argument gets it.
    func writeBack(_ index: Int, _ value: Value) throws {
        try arguments.inoutArguments?.write(argumentAt: arguments.range(index), value)
    }
}

extension HostParameter where Wrapped == HostCall {
    /// The call itself; it takes no argument and adds nothing to the signature.
    public static var call: Self {
        Self(nil, nil, false, false, isCall: true) { arguments, _ in HostCall(arguments: arguments) }
    }
}

extension HostParameter where Wrapped == Value {
    /// Any value, as given.
    public static func value(_ label: String? = nil, default value: Value? = nil) -> Self {
        Self(label, default: value) { arguments, index in arguments[index] }
    }
}

extension HostParameter where Wrapped == [Value] {
    /// An array.
    public static func array(_ label: String? = nil) -> Self {
        Self(label) { try $0.array($1) }
    }

    /// Any number of values (`_:...`), collected into an array.
    public static func variadic(_ label: String? = nil) -> Self {
        Self(label, variadic: true) { try $0.array($1) }
    }
}

extension HostParameter where Wrapped == [Observable<Value>] {
    /// Any number of observables (`_:...`), or one array of them (`merge([a, b])`).
    public static func sources(_ label: String? = nil) -> Self {
        Self(label, variadic: true) { try Builtins.sources($0, $1) }
    }
}

extension HostParameter where Wrapped == Int {
    public static func int(_ label: String? = nil, default value: Int? = nil) -> Self {
        Self(label, default: value.map(Value.int)) { try $0.int($1) }
    }

    /// A count that must not be negative; a negative one is `negativeCount(operatorName)`.
    public static func count(_ label: String? = nil, default value: Int? = nil, for operatorName: String) -> Self {
        Self(label, default: value.map(Value.int)) { try $0.count($1, for: operatorName) }
    }

    /// An `Int` that `invalid` checks: the message it returns points at the argument.
    public static func int(
        _ label: String? = nil, default value: Int? = nil,
        invalid: @escaping (Int) -> DiagnosticMessage?
    ) -> Self {
        Self(label, default: value.map(Value.int)) { arguments, index in
            let number = try arguments.int(index)
            if let message = invalid(number) { throw arguments.failure(message, at: index) }
            return number
        }
    }
}

extension HostParameter where Wrapped == Double {
    /// A `Double` (an `Int` is accepted, as a literal would be in Swift).
    public static func double(_ label: String? = nil, default value: Double? = nil) -> Self {
        Self(label, default: value.map(Value.double)) { try $0.double($1) }
    }
}

extension HostParameter where Wrapped == Bool {
    public static func bool(_ label: String? = nil, default value: Bool? = nil) -> Self {
        Self(label, default: value.map(Value.bool)) { try $0.bool($1) }
    }
}

extension HostParameter where Wrapped == String {
    public static func string(_ label: String? = nil, default value: String? = nil) -> Self {
        Self(label, default: value.map(Value.string)) { try $0.string($1) }
    }
}

extension HostParameter where Wrapped == Function {
    /// A closure; a trailing closure prefers this parameter. `takesClosure: false` keeps a signature whose
    /// overloads resolve trailing closures by defaults and registration order alone.
    public static func function(_ label: String? = nil, takesClosure: Bool = true) -> Self {
        Self(label, takesClosure: takesClosure) { try $0.function($1) }
    }
}

extension HostParameter where Wrapped == Function? {
    /// A closure or `nil`.
    public static func optionalFunction(
        _ label: String? = nil, default value: Value? = nil,
        takesClosure: Bool = true
    ) -> Self {
        Self(label, default: value, takesClosure: takesClosure) { try $0.optionalFunction($1) }
    }
}

extension HostParameter where Wrapped == RxTimeInterval {
    /// A duration (`300ms`, `.seconds(1)`) or a number of seconds.
    public static func interval(_ label: String? = nil) -> Self {
        Self(label) { try $0.interval($1) }
    }
}

extension HostParameter where Wrapped == RxTimeInterval? {
    /// A duration, or `nil` for none.
    public static func optionalInterval(_ label: String? = nil, default value: Value? = nil) -> Self {
        Self(label, default: value) { arguments, index in arguments[index].isNil ? nil : try arguments.interval(index) }
    }
}

extension HostParameter where Wrapped == Observable<Value> {
    public static func observable(_ label: String? = nil) -> Self {
        Self(label) { try $0.observable($1) }
    }
}

extension HostParameter where Wrapped == ImmediateSchedulerType {
    /// Any scheduler.
    public static func scheduler(_ label: String? = "scheduler", default value: Value? = nil) -> Self {
        Self(label, default: value) { try $0.scheduler($1) }
    }
}

extension HostParameter where Wrapped == SchedulerType {
    /// A scheduler with a clock, `main` (the one of the clock current when the stream is made) by default.
    public static func timedScheduler(_ label: String? = "scheduler", default value: Value? = nil) -> Self {
        Self(label, default: value) { try $0.timedScheduler($1) }
    }
}

extension HostParameter where Wrapped == Disposable {
    public static func disposable(_ label: String? = nil) -> Self {
        Self(label) { try $0.disposable($1) }
    }
}

extension HostParameter where Wrapped == Swift.Error {
    /// An error: an error object, or any other value wrapped as a thrown value.
    public static func error(_ label: String? = nil) -> Self {
        Self(label) { try $0.error($1) }
    }
}

extension HostParameter where Wrapped: HostObject {
    /// A host object of class `Wrapped`; `expected` names it in the message for anything else.
    public static func object(
        _ label: String? = nil, as type: Wrapped.Type, expected: String,
        default value: Value? = nil
    ) -> Self {
        Self(label, default: value) { try $0.object($1, as: type, expected: expected) }
    }
}

/// A declaration's mistake, found when the registry is built: a test that builds it fails, not a user's call.
public struct HostDeclarationError: Error, CustomStringConvertible, Equatable {
    public let description: String
}

/// What the signature takes of a declared parameter: everything but how its argument is read.
struct ParameterShape {
    let label: String?
    let defaultValue: Value?
    let takesClosure: Bool
    let isVariadic: Bool
}

/// What declared parameters derive: the signature (name, labels, the variadic parameter), the parameters that take a
/// closure and the defaults, built directly (no signature text to parse at every start).
public struct HostDeclaration: Equatable {
    /// Name, labels and the variadic parameter.
    public let hostSignature: HostSignature
    /// The parameters that take a closure (`{}` in `signature`).
    public let closureParameters: Set<Int>
    /// Default values by parameter index.
    public let defaultsByIndex: [Int: Value]

    /// `throttle(_:latest:scheduler:)`, `skip(while:{})`, `merge(_:...)`: the text `HostMethod(_:defaults:body:)`
    /// reads, with its `...` and `{}` marks.
    public var signature: String {
        hostSignature.name + "("
            + hostSignature.labels.enumerated().map { index, label in
                (label ?? "_") + ":" + (index == hostSignature.variadicIndex ? "..." : "")
                    + (closureParameters.contains(index) ? "{}" : "")
            }.joined() + ")"
    }

    /// The defaults by label.
    public var defaults: [String: Value] {
        Dictionary(uniqueKeysWithValues: defaultsByIndex.map { (hostSignature.labels[$0.key] ?? "_", $0.value) })
    }

    /// The declaration of `name` with `parameters`; throws for an unlabeled parameter with a default (register
    /// another overload instead), two parameters with one label, two variadic parameters, or an unlabeled
    /// parameter after a variadic one (the variadic one would take its arguments).
    public init<each Parameter>(_ name: String, _ parameters: repeat HostParameter<each Parameter>) throws {
        try self.init(name, shapes: Self.shapes(repeat each parameters))
    }

    /// What the signature takes of each parameter, the call itself left out. Registration passes the parameters
    /// on as few times as it can: each pass asks the runtime for every parameter's generic type metadata.
    static func shapes<each Parameter>(_ parameters: repeat HostParameter<each Parameter>) -> [ParameterShape] {
        var shapes: [ParameterShape] = []
        for parameter in repeat each parameters {
            if !parameter.isCall {
                shapes.append(
                    ParameterShape(
                        label: parameter.label, defaultValue: parameter.defaultValue,
                        takesClosure: parameter.takesClosure, isVariadic: parameter.isVariadic))
            }
        }
        return shapes
    }

    /// The declaration of `name` with parameters of these shapes (see `init(_:_:)` for what it throws).
    init(_ name: String, shapes: [ParameterShape]) throws {
        var labels: [String?] = []
        var closures: Set<Int> = []
        var defaults: [Int: Value] = [:]
        var variadicIndex: Int?
        var failure: String?
        for parameter in shapes {
            let label = parameter.label
            let index = labels.count
            if label == nil && parameter.defaultValue != nil {
                failure =
                    failure ?? "an unlabeled parameter cannot have a default in \(name); register another "
                    + "overload instead"
            }
            if let label, labels.contains(label) {
                failure = failure ?? "two parameters labeled '\(label)' in \(name)"
            }
            if label == nil && variadicIndex != nil {
                failure = failure ?? "an unlabeled parameter after a variadic one in \(name) can never be bound"
            }
            if parameter.isVariadic {
                if variadicIndex != nil { failure = failure ?? "two variadic parameters in \(name)" }
                variadicIndex = index
            }
            if label != nil, let value = parameter.defaultValue { defaults[index] = value }
            if parameter.takesClosure { closures.insert(index) }
            labels.append(label)
        }
        if let failure { throw HostDeclarationError(description: failure) }
        hostSignature = HostSignature(name: name, labels: labels, variadicIndex: variadicIndex)
        closureParameters = closures
        defaultsByIndex = defaults
    }

    /// The overload this declares, doing `body`.
    func method(_ body: @escaping HostMethod.Body) -> HostMethod {
        HostMethod(
            signature: hostSignature, defaultsByIndex: defaultsByIndex, closureParameters: closureParameters,
            body: body)
    }

    /// The declaration, stopping registration on a mistake.
    static func checked(_ name: String, _ shapes: [ParameterShape]) -> HostDeclaration {
        do {
            return try HostDeclaration(name, shapes: shapes)
        } catch {
            preconditionFailure("\(error)")
        }
    }

    /// A method body that checks the receiver first (`receiver` turns it into what `body` takes, or throws), then
    /// reads each parameter's argument (the call parameter takes none) and hands `body` the checked receiver and
    /// the typed values, in order.
    static func body<Receiver, each Parameter>(
        _ parameters: repeat HostParameter<each Parameter>,
        receiver: @escaping (Value, Arguments) throws -> Receiver,
        body: @escaping (Receiver, repeat each Parameter) throws -> Value
    )
        -> HostMethod.Body
    {
        { value, arguments in
            let checked = try receiver(value, arguments)
            var index = 0
            func next<T>(_ parameter: HostParameter<T>) throws -> T {
                if parameter.isCall { return try parameter.read(arguments, index) }
                defer { index += 1 }
                return try parameter.read(arguments, index)
            }
            return try body(checked, repeat try next(each parameters))
        }
    }
}

extension HostType {
    /// Registers a method overload from its declared parameters: the signature (`name(_:latest:scheduler:)`) and
    /// the defaults come from them, and `body` gets the receiver and one typed value per parameter, in order.
    public func method<each Parameter>(
        _ name: String, _ parameters: repeat HostParameter<each Parameter>,
        body: @escaping (Value, repeat each Parameter) throws -> Value
    ) {
        addDeclared(
            name, HostDeclaration.shapes(repeat each parameters),
            HostDeclaration.body(repeat each parameters, receiver: { value, _ in value }, body: body))
    }

    /// Registers a method overload from its declared parameters whose receiver `receiver` checks (and converts)
    /// before any argument is read; its error is the call's.
    public func method<Receiver, each Parameter>(
        _ name: String, _ parameters: repeat HostParameter<each Parameter>,
        receiver: @escaping (Value, Arguments) throws -> Receiver,
        body: @escaping (Receiver, repeat each Parameter) throws -> Value
    ) {
        addDeclared(
            name, HostDeclaration.shapes(repeat each parameters),
            HostDeclaration.body(repeat each parameters, receiver: receiver, body: body))
    }

    /// Adds the overload of `name` with parameters of `shapes`, doing `body`. The generic entries above each call it
    /// directly rather than through one another: every pass of a parameter pack asks the runtime for its types.
    private func addDeclared(_ name: String, _ shapes: [ParameterShape], _ body: @escaping HostMethod.Body) {
        add(HostDeclaration.checked(name, shapes).method(body))
    }

    /// Registers a method overload from its declared parameters whose receiver must be a host object of class `T`
    /// (checked before any argument is read; a wrong receiver is the call's error).
    public func method<T: HostObject, each Parameter>(
        _ name: String,
        _ parameters: repeat HostParameter<each Parameter>,
        on type: T.Type,
        body: @escaping (T, repeat each Parameter) throws -> Value
    ) {
        let typeName = self.name
        let receiver: (Value, Arguments) throws -> T = { value, arguments in
            guard case .object(let object) = value, let typed = object as? T else {
                throw arguments.failure(.wrongReceiver(typeName, got: value.typeName))
            }
            return typed
        }
        addDeclared(
            name, HostDeclaration.shapes(repeat each parameters),
            HostDeclaration.body(repeat each parameters, receiver: receiver, body: body))
    }

    /// Registers an Observable operator from its declared parameters (see `method(_:_:body:)`): `body` turns the
    /// source and the typed arguments into the result.
    public func `operator`<each Parameter>(
        _ name: String, _ parameters: repeat HostParameter<each Parameter>,
        body:
            @escaping (Observable<Value>, repeat each Parameter) throws
            -> Observable<Value>
    ) {
        let read = HostDeclaration.body(repeat each parameters, receiver: Builtins.observable) {
            (source: Observable<Value>, values: repeat each Parameter) in
            .observable(try body(source, repeat each values))
        }
        addDeclared(name, HostDeclaration.shapes(repeat each parameters), read)
    }

    /// Registers a constructor overload from its declared parameters (see `method(_:_:body:)`).
    public func constructor<each Parameter>(
        _ name: String, _ parameters: repeat HostParameter<each Parameter>,
        body: @escaping (repeat each Parameter) throws -> Value
    ) {
        let declaration = HostDeclaration.checked(name, HostDeclaration.shapes(repeat each parameters))
        let read = HostDeclaration.body(repeat each parameters, receiver: { _, _ in () }) {
            (_: Void, values: repeat each Parameter) in try body(repeat each values)
        }
        addConstructor(declaration.method(read))
    }
}

extension HostRegistry {
    /// Registers a global function overload from its declared parameters (see `HostType.method(_:_:body:)`).
    public func function<each Parameter>(
        _ name: String, _ parameters: repeat HostParameter<each Parameter>,
        body: @escaping (repeat each Parameter) throws -> Value
    ) {
        let declaration = HostDeclaration.checked(name, HostDeclaration.shapes(repeat each parameters))
        let read = HostDeclaration.body(repeat each parameters, receiver: { _, _ in () }) {
            (_: Void, values: repeat each Parameter) in try body(repeat each values)
        }
        addFunction(declaration.method(read))
    }
}
