/// Something callable from a script or from Swift: a script closure or `func`, or a host function.
///
/// Swift code (Rx operators) calls script closures through the positional `call` methods, from any
/// thread; errors thrown are `ScriptError`s (or the script's thrown values) carrying a source location.
open class Function: CustomStringConvertible, @unchecked Sendable {
    /// The function's name, for messages (`map`, `closure`).
    public let name: String

    public init(name: String) {
        self.name = name
    }

    /// Calls with positional (unlabeled) arguments.
    open func call(_ arguments: [Value]) throws -> Value {
        try invoke(CallArguments(values: arguments))
    }

    /// Calls with no arguments.
    open func call() throws -> Value { try call([]) }

    /// Calls with one argument.
    open func call(_ argument: Value) throws -> Value { try call([argument]) }

    /// Calls with two arguments.
    open func call(_ first: Value, _ second: Value) throws -> Value { try call([first, second]) }

    /// Calls with two arguments, the first passed `inout` (`scan(into:)`'s accumulator): a script closure
    /// that assigns to its first parameter updates `first`.
    open func call(updating first: inout Value, _ second: Value) throws -> Value { try call(first, second) }

    /// Calls from a script call site, with labels and source ranges.
    open func invoke(_ arguments: CallArguments) throws -> Value {
        fatalError("Function.invoke must be overridden")
    }

    /// `(Function)`, as Swift prints closures.
    public var description: String { "(Function)" }
}
