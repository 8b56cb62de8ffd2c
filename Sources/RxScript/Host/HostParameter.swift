import RxCore

/// A parameter a built-in declares once: its label (`nil` for `_`), its default, and how the bound argument
/// becomes the Swift value its body takes. Registering with parameters (`HostType.method(_:_:_:)`) derives the
/// signature from them and hands the body typed values in order, so a body cannot read an argument that was not
/// declared, or read one as another type: the compiler checks both when the registry is written.
public struct HostParameter<Wrapped> {
    /// The label as written at call sites; `nil` for an unlabeled parameter.
    public let label: String?
    /// The value used when the call leaves the parameter out (labeled parameters only).
    public let defaultValue: Value?
    let read: (Arguments, Int) throws -> Wrapped

    /// A parameter read by `read` from the bound arguments and the parameter's index.
    public init(_ label: String?, default defaultValue: Value? = nil, read: @escaping (Arguments, Int) throws -> Wrapped) {
        precondition(label != nil || defaultValue == nil,
                     "an unlabeled parameter cannot have a default; register another overload instead")
        self.label = label
        self.defaultValue = defaultValue
        self.read = read
    }
}

extension HostParameter where Wrapped == Value {
    /// Any value, as given.
    public static func value(_ label: String? = nil, default value: Value? = nil) -> Self {
        Self(label, default: value) { arguments, index in arguments[index] }
    }
}

extension HostParameter where Wrapped == Int {
    public static func int(_ label: String? = nil, default value: Int? = nil) -> Self {
        Self(label, default: value.map(Value.int)) { try $0.int($1) }
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
    public static func function(_ label: String? = nil) -> Self {
        Self(label) { try $0.function($1) }
    }
}

extension HostParameter where Wrapped == RxTimeInterval {
    /// A duration (`300ms`, `.seconds(1)`) or a number of seconds.
    public static func interval(_ label: String? = nil) -> Self {
        Self(label) { try $0.interval($1) }
    }
}

extension HostParameter where Wrapped == Observable<Value> {
    public static func observable(_ label: String? = nil) -> Self {
        Self(label) { try $0.observable($1) }
    }
}

extension HostParameter where Wrapped == SchedulerType {
    /// A scheduler with a clock, `main` (the one of the clock current when the stream is made) by default.
    public static func timedScheduler(_ label: String? = "scheduler", default value: Value? = nil) -> Self {
        Self(label, default: value) { try $0.timedScheduler($1) }
    }
}

extension HostType {
    /// Registers a method overload from its declared parameters: the signature (`name(_:latest:scheduler:)`) and
    /// the defaults come from them, and `body` gets the receiver and one typed value per parameter, in order.
    public func method<each Parameter>(_ name: String, _ parameters: repeat HostParameter<each Parameter>,
                                       body: @escaping (Value, repeat each Parameter) throws -> Value) {
        var labels: [String?] = []
        var defaults: [String: Value] = [:]
        for parameter in repeat each parameters {
            labels.append(parameter.label)
            if let label = parameter.label, let value = parameter.defaultValue {
                precondition(defaults[label] == nil, "two parameters labeled '\(label)' in \(name)")
                defaults[label] = value
            }
        }
        let signature = name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        method(signature, defaults: defaults) { receiver, arguments in
            var index = 0
            func next<T>(_ parameter: HostParameter<T>) throws -> T {
                defer { index += 1 }
                return try parameter.read(arguments, index)
            }
            return try body(receiver, repeat try next(each parameters))
        }
    }

    /// Registers an Observable operator from its declared parameters (see `method(_:_:_:)`): `body` turns the
    /// source and the typed arguments into the result.
    public func `operator`<each Parameter>(_ name: String, _ parameters: repeat HostParameter<each Parameter>,
                                           body: @escaping (Observable<Value>, repeat each Parameter) throws
                                               -> Observable<Value>) {
        method(name, repeat each parameters) { (receiver: Value, values: repeat each Parameter) in
            guard case .object(let object) = receiver, let convertible = object as? ObservableConvertible else {
                throw ScriptError(.wrongReceiver("Observable", got: receiver.typeName), at: nil)
            }
            return .observable(try body(convertible.observable, repeat each values))
        }
    }
}
