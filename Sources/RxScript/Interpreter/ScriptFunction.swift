/// The compiled form of a closure or `func`: parameter count, frame size and body.
final class FunctionCode: @unchecked Sendable {
    /// Shown in messages: `closure` or the func's name.
    let name: String
    /// The closure or func's source.
    let range: SourceRange
    /// Declared parameters, or for `$n` closures the highest `n` plus one.
    let parameterCount: Int
    /// True when parameters were declared (`x in`, `func f(x:)`): the argument count must match.
    let hasSignature: Bool
    /// Labels and defaults of a `func`'s parameters (nil for closures, which take no labels).
    let signature: HostSignature?
    /// True when every parameter is unlabeled, so a call without labels may bind positionally.
    let takesUnlabeledArguments: Bool
    /// Default value expressions of a `func`'s parameters, evaluated in the callee's frame.
    let defaults: [Node?]
    /// The parameters' type annotations as written (`Observable<RetryWhenError>`), `nil` where there is none.
    let parameterTypes: [String?]
    /// The parameter declared `T...`, which takes the values given for it as one array.
    let variadicIndex: Int?
    /// The indices of the `inout` parameters, whose final values go back to the caller's `&` arguments.
    let inoutParameters: [Int]
    /// Slots for parameters, the return value and locals.
    var frameSize = 1
    /// The slot `return` writes to (right after the parameters).
    var returnSlot = 0
    /// The body: a single expression (a closure's implicit return), or a `BlockBodyNode` of statements.
    var body: Node {
        get { bodyStorage }
        set {
            bodyStorage = newValue
            fastBody = Unmanaged.passUnretained(newValue)
            isExpressionBody = !(newValue is BlockBodyNode)
            isLeaf = isExpressionBody && newValue.callsNoScript
            let takesOneUntyped = parameterCount == 1 && variadicIndex == nil && parameterTypes.allSatisfy { $0 == nil }
            intShape = isLeaf && takesOneUntyped ? IntClosureShape(newValue) : nil
        }
    }
    /// The body's shape when it is one of the common `Int` closures (`{ $0 % 3 == 0 }`), run without the nodes.
    private(set) var intShape: IntClosureShape?
    private var bodyStorage: Node
    /// The body without reference counting on every call; `bodyStorage` keeps it alive.
    private(set) var fastBody: Unmanaged<Node>
    /// True when the body is one expression: it has no `return` and so never writes the return slot.
    private(set) var isExpressionBody = true
    /// True when the body is one expression that runs no script code and writes no slot (`$0 * 2`): it cannot
    /// recurse, so its calls skip the stack check (callees that can recurse check for themselves), and its
    /// arguments are read where they are.
    private(set) var isLeaf = true

    /// Runs the body in `frame` without retaining it.
    @inline(__always)
    func evaluateBody(_ frame: Frame) throws -> Value {
        try fastBody._withUnsafeGuaranteedRef { try $0.evaluate(frame) }
    }

    /// False when a `return` writes the return slot (a one-expression body has none).
    var writesReturnSlot = true

    /// True when a call with `argumentCount` arguments needs no slots beyond them: no locals, and a return
    /// slot that nothing writes (`{ $0 * 2 }`, `{ _ in count += 1 }`).
    @inline(__always)
    func needsOnlyArguments(_ argumentCount: Int) -> Bool {
        parameterCount == argumentCount && frameSize == argumentCount + 1 && (isExpressionBody || !writesReturnSlot)
    }

    init(
        name: String, range: SourceRange, parameterCount: Int, hasSignature: Bool,
        signature: HostSignature? = nil, defaults: [Node?] = [], parameterTypes: [String?] = []
    ) {
        self.name = name
        self.range = range
        self.parameterCount = parameterCount
        self.hasSignature = hasSignature
        self.signature = signature
        self.takesUnlabeledArguments = signature?.labels.allSatisfy { $0 == nil } ?? true
        self.defaults = defaults
        self.parameterTypes = parameterTypes
        self.inoutParameters = parameterTypes.indices.filter { index in
            parameterTypes[index].map { TypeSyntax.isInout($0) } ?? false
        }
        self.variadicIndex = hasSignature ? parameterTypes.firstIndex { $0?.hasSuffix("...") == true } : nil
        let empty = ConstantNode(.void, range: range)
        self.bodyStorage = empty
        self.fastBody = Unmanaged.passUnretained(empty)
    }

    /// `closure` or `'name'`, for messages.
    var displayName: String { signature == nil ? "closure" : "'\(name)'" }
}

/// A script closure or `func` with the values (or shared boxes) it captured.
final class ScriptFunction: Function, @unchecked Sendable {
    /// Marks a parameter left to its default while binding labeled arguments.
    private static let defaultMarker = VariableBox(name: "default", isMutable: false, value: nil)

    let code: FunctionCode
    /// Captured `let` values and boxes of captured `var`s, in the order the code's capture nodes expect.
    let captures: [Value]

    init(code: FunctionCode, captures: [Value]) {
        self.code = code
        self.captures = captures
        super.init(name: code.name)
    }

    // MARK: - Calls from Swift

    override func call(_ argument: Value) throws -> Value {
        if let shape = code.intShape, case .int(let number) = argument, let result = shape.run(number) {
            if ScriptInterrupt.isRequested { throw ScriptError.interrupted(at: code.range) }
            return result
        }
        return try evaluate(argument)
    }

    /// `call(_:)` through the body's nodes; apart, so that the shaped path above stays a small function.
    @inline(never)
    private func evaluate(_ argument: Value) throws -> Value {
        if code.variadicIndex != nil { return try call([argument]) }
        if code.needsOnlyArguments(1) {
            if code.isLeaf {
                if ScriptInterrupt.isRequested { throw ScriptError.interrupted(at: code.range) }
                return try withUnsafePointer(to: argument) {
                    try code.evaluateBody(Frame(slots: UnsafeMutablePointer(mutating: $0), function: self))
                }
            }
            try checkBeforeCall()
            var slot = argument
            return try withUnsafeMutablePointer(to: &slot) { try code.evaluateBody(Frame(slots: $0, function: self)) }
        }
        if code.parameterCount == 1 {
            return try run(argumentCount: 1) { $0.initialize(to: argument) }
        }
        return try call([argument])
    }

    override func call() throws -> Value {
        if code.variadicIndex != nil { return try call([]) }
        if code.parameterCount == 0 { return try run(argumentCount: 0) { _ in } }
        return try call([])
    }

    override func call(_ first: Value, _ second: Value) throws -> Value {
        if code.variadicIndex != nil { return try call([first, second]) }
        if code.needsOnlyArguments(2) {
            try checkBeforeCall()
            var slots = (first, second)
            return try withUnsafeMutablePointer(to: &slots) { pair in
                try pair.withMemoryRebound(to: Value.self, capacity: 2) {
                    try code.evaluateBody(Frame(slots: $0, function: self))
                }
            }
        }
        if code.parameterCount == 2 {
            return try run(argumentCount: 2) { slots in
                slots.initialize(to: first)
                (slots + 1).initialize(to: second)
            }
        }
        return try call([first, second])
    }

    override func call(updating first: inout Value, _ second: Value) throws -> Value {
        guard code.parameterCount == 2 else { return try call(first, second) }
        var updated = first
        let result = try run(
            argumentCount: 2,
            { slots in
                slots.initialize(to: first)
                (slots + 1).initialize(to: second)
            }, finish: { slots in updated = slots[0] })
        first = updated
        return result
    }

    override func call(_ arguments: [Value]) throws -> Value {
        try arguments.withUnsafeBufferPointer { try execute($0) }
    }

    // MARK: - Calls from scripts

    override func invoke(_ arguments: CallArguments) throws -> Value {
        var unused = Value.nil
        return try invoke(arguments, updatingFirst: &unused, readsFirst: false)
    }

    /// Calls from a script call site, then stores the first parameter's final value in `first` (a method's `self`,
    /// which a `mutating` method or a struct's `init` changes).
    func invoke(_ arguments: CallArguments, updatingFirst first: inout Value) throws -> Value {
        try invoke(arguments, updatingFirst: &first, readsFirst: true)
    }

    /// True when `arguments` fit this function's labels and defaults.
    func accepts(_ arguments: CallArguments) -> Bool {
        guard let signature = code.signature else { return true }
        let arguments = packingVariadic(arguments)
        var markers: [Int: Value] = [:]
        for (index, node) in code.defaults.enumerated() where node != nil { markers[index] = .nil }
        let template = HostMethod(signature: signature, defaultsByIndex: markers) { _, _ in .nil }
        return (try? OverloadResolver.resolve([template], arguments, name: name)) != nil
    }

    private func invoke(_ arguments: CallArguments, updatingFirst first: inout Value, readsFirst: Bool) throws -> Value
    {
        guard let signature = code.signature else {
            if let index = arguments.labels.firstIndex(where: { $0 != nil }), let label = arguments.labels[index] {
                throw ScriptError(.closureLabels(label), at: arguments.ranges[index] ?? arguments.callRange)
            }
            if let places = arguments.inoutArguments { return try execute(arguments.values, writingBackTo: places) }
            return try call(arguments.values)
        }
        let arguments = packingVariadic(arguments)
        var markers: [Int: Value] = [:]
        for (index, node) in code.defaults.enumerated() where node != nil {
            markers[index] = .object(Self.defaultMarker)
        }
        let template = HostMethod(signature: signature, defaultsByIndex: markers) { _, _ in .nil }
        let (_, bound) = try OverloadResolver.resolve([template], arguments, name: name)
        let values = bound.values
        var defaulted: [Int] = []
        for (index, value) in values.enumerated() {
            if case .object(let object) = value, object === Self.defaultMarker { defaulted.append(index) }
        }
        var updated = first
        var finalValues: [Value] = []
        let result = try run(
            argumentCount: values.count, defaulted: defaulted,
            { slots in
                for (index, value) in values.enumerated() {
                    (slots + index).initialize(to: defaulted.contains(index) ? .nil : value)
                }
            },
            finish: { slots in
                if readsFirst && !values.isEmpty { updated = slots[0] }
                if arguments.inoutArguments != nil { finalValues = (0..<values.count).map { slots[$0] } }
            })
        first = updated
        if let places = arguments.inoutArguments {
            for index in code.inoutParameters where index < finalValues.count {
                try places.write(argumentAt: bound.ranges[index], finalValues[index])
            }
        }
        return result
    }

    /// The arguments with those given for the variadic parameter (`_ values: Int...`) gathered into one array:
    /// from the one that parameter's label starts (its position when it has none) to the next labeled one.
    func packingVariadic(_ arguments: CallArguments) -> CallArguments {
        guard let index = code.variadicIndex, let labels = code.signature?.labels, index < labels.count else {
            return arguments
        }
        let start: Int
        if let label = labels[index] {
            guard let found = arguments.labels.firstIndex(of: label) else { return arguments }
            start = found
        } else {
            start = index
        }
        guard start <= arguments.values.count else { return arguments }
        // None when the argument there belongs to a later parameter; otherwise up to the next labeled argument
        // (Swift labels the parameter after a variadic one) or a trailing closure.
        let count = arguments.values.count
        let takesFirst =
            start < count && arguments.labels[start] == labels[index] && start != arguments.trailingClosureIndex
        var end = takesFirst ? start + 1 : start
        while takesFirst && end < count && arguments.labels[end] == nil && end != arguments.trailingClosureIndex {
            end += 1
        }
        var packed = arguments
        var range: SourceRange?
        if start < end, let first = arguments.ranges[start] { range = arguments.ranges[end - 1].map(first.to) ?? first }
        packed.values.replaceSubrange(start..<end, with: [.array(Array(arguments.values[start..<end]))])
        packed.labels.replaceSubrange(start..<end, with: [labels[index]])
        packed.ranges.replaceSubrange(start..<end, with: [range])
        if let trailing = arguments.trailingClosureIndex, trailing >= end {
            packed.trailingClosureIndex = trailing - (end - start) + 1
        }
        return packed
    }

    /// Calls with positional arguments, applying Swift's leniencies: a `$n` closure ignores extra
    /// arguments, a closure of several parameters accepts one tuple of that many elements, a closure of none
    /// accepts one `()`, and a `func` fills missing trailing arguments from its defaults.
    func execute(
        _ arguments: UnsafeBufferPointer<Value>, packsVariadic: Bool = true,
        finish: (UnsafeMutablePointer<Value>) -> Void = { _ in }
    ) throws -> Value {
        if packsVariadic && code.variadicIndex != nil {
            let packed = packingVariadic(CallArguments(values: Array(arguments))).values
            return try packed.withUnsafeBufferPointer { try execute($0, packsVariadic: false, finish: finish) }
        }
        let expected = code.parameterCount
        let given = arguments.count
        if given == expected || (!code.hasSignature && given > expected) {
            return try run(
                argumentCount: expected,
                { slots in
                    for index in 0..<expected { (slots + index).initialize(to: arguments[index]) }
                }, finish: finish)
        }
        if expected > 1 && given == 1, case .tuple(let tuple) = arguments[0],
            tuple.elements.count == expected || (!code.hasSignature && tuple.elements.count > expected)
        {
            return try run(argumentCount: expected) { slots in
                for index in 0..<expected { (slots + index).initialize(to: tuple.elements[index]) }
            }
        }
        if expected == 0 && given == 1 && arguments[0].isVoid {
            // `{ [weak self] in … }` for a `Void` element, as Swift lets a closure leave out a `Void` parameter.
            return try run(argumentCount: 0) { _ in }
        }
        if given < expected && code.defaults.count == expected
            && (given..<expected).allSatisfy({ code.defaults[$0] != nil })
        {
            return try run(argumentCount: expected, defaulted: Array(given..<expected)) { slots in
                for index in 0..<given { (slots + index).initialize(to: arguments[index]) }
                for index in given..<expected { (slots + index).initialize(to: .nil) }
            }
        }
        throw ScriptError(.wrongArgumentCount(code.displayName, expected: expected, got: given), at: code.range)
    }

    /// A closure called with `&` arguments (`addOne(&x)` of `{ $0 += 1 }`): each parameter's final value goes
    /// back to the argument in its position.
    private func execute(_ values: [Value], writingBackTo places: InoutArguments) throws -> Value {
        var finalValues: [Value] = []
        let count = min(values.count, code.parameterCount)
        let result = try values.withUnsafeBufferPointer { buffer in
            try execute(buffer) { slots in finalValues = (0..<count).map { slots[$0] } }
        }
        for (index, value) in finalValues.enumerated() { try places.write(argument: index, value) }
        return result
    }

    @inline(__always)
    private func checkBeforeCall() throws {
        // Call sites check first and point at the call; this check catches entries from host code.
        if StackGuard.isNearLimit(slack: 32 * 1024) { throw ScriptError.recursionTooDeep(at: code.range) }
        // Every call checks, not only loops, so runaway recursion and loops inside closures stop too.
        if ScriptInterrupt.isRequested { throw ScriptError.interrupted(at: code.range) }
    }

    /// Allocates the frame on the stack, initializes the first `argumentCount` slots with `initialize`,
    /// evaluates the defaults of the `defaulted` parameters, and runs the body.
    @inline(__always)
    private func run(
        argumentCount: Int, defaulted: [Int] = [],
        _ initialize: (UnsafeMutablePointer<Value>) -> Void,
        finish: (UnsafeMutablePointer<Value>) -> Void = { _ in }
    ) throws -> Value {
        try checkBeforeCall()
        let size = code.frameSize
        return try withUnsafeTemporaryAllocation(of: Value.self, capacity: size) { buffer in
            let slots = buffer.baseAddress.unsafelyUnwrapped
            initialize(slots)
            (slots + argumentCount).initialize(repeating: .nil, count: size - argumentCount)
            // Slot by slot: `deinitialize(count:)` goes through the runtime's generic array destroy.
            defer { for index in 0..<size { _ = (slots + index).move() } }
            let frame = Frame(slots: slots, function: self)
            if !defaulted.isEmpty {
                for index in defaulted {
                    if let node = code.defaults[index] { slots[index] = try node.evaluate(frame) }
                }
            }
            let result = try code.evaluateBody(frame)
            finish(slots)
            return result
        }
    }
}
