import RxCore
import RxMarbles

/// A subscription's pipeline as typed, walked once to write it in RxSwift 6's Swift for a test: `40ms` becomes
/// `.milliseconds(40)`, `of(…)` `Observable.of(…)`, every scheduler the test's `scheduler`, a time operator written
/// without one gets `scheduler: scheduler`, and each `cold(…)`/`hot(…)` call a named test observable. It also
/// collects what the pipeline uses of the session: marble inputs and constants.
struct PipelineTranslation: SyntaxVisitor {
    /// A marble input the pipeline uses: a variable holding one, or a call written inline (named `cold1`…).
    struct Input {
        let name: String
        let source: MarbleSource
        /// Whether the pipeline writes the call itself (else it names a variable).
        let isInline: Bool
    }

    /// Creation functions rxrepl has as globals, which RxSwift has on `Observable`.
    static let factories: Set<String> = [
        "amb", "concat", "create", "deferred", "empty", "error", "from", "interval", "just", "merge", "never", "of",
        "range", "repeatElement", "timer", "using", "zip", "combineLatest",
    ]
    /// Factories whose element Swift cannot infer: `interval` and `timer` count in Int, and `empty`, `never` and
    /// `error` send no element, so Int is as good as any.
    static let typedFactories: Set<String> = ["interval", "timer", "empty", "never", "error"]
    /// Operators that take a duration first and a scheduler last.
    static let timed: Set<String> = [
        "throttle", "debounce", "delay", "delaySubscription", "timeout", "interval", "timer",
    ]
    /// Scheduler types whose instances become the test scheduler.
    static let schedulerTypes: Set<String> = [
        "MainScheduler", "ConcurrentMainScheduler", "ConcurrentDispatchQueueScheduler",
        "SerialDispatchQueueScheduler", "OperationQueueScheduler", "CurrentThreadScheduler",
    ]

    /// A user's global by name (nil for builtins and unknown names).
    let global: (String) -> Value?
    /// Where a user's global was declared (its name).
    let place: (String) -> SourceRange?
    let marbleSource: (SourceRange) -> MarbleSource?
    let sourceOf: (Observable<Value>) -> MarbleSource?

    private var edits: [(file: ObjectIdentifier, start: Int, end: Int, text: String)] = []
    /// The observables of the session the pipeline names, built from cold/hot inputs (`let doubled =
    /// clicks.map { … }`), each with its initializer, those it uses first.
    private(set) var derived: [(name: String, initializer: Expr)] = []
    /// Every duration the pipeline writes, in nanoseconds (the test's tick must divide them).
    private(set) var durations: [Int] = []
    private(set) var inputs: [Input] = []
    private(set) var constants: [(name: String, literal: String)] = []
    private(set) var problems: [Diagnostic] = []
    /// Names of the session the test needs declared (a type, a function, an object): its author copies them in.
    private(set) var declarations: [String] = []
    /// Whether a cold input written in place sends `testError`.
    private(set) var usesTestError = false
    /// The events of each cold input written in place with their times in nanoseconds, each written with
    /// `timeMarker` for its time (`.next(\u{2}, x)`) until the tick is chosen.
    private(set) var timedEvents: [[(time: Int, text: String)]] = []
    /// The marble frame when a call gives no `frame:`.
    var defaultFrame = 10_000_000
    private var closureNames: [Set<String>] = []
    /// The session's observables whose declarations are being followed (a REPL `let a = a.map { … }` names an
    /// earlier `a`, which is gone).
    private var following: Set<String> = []

    init(
        global: @escaping (String) -> Value?, place: @escaping (String) -> SourceRange?,
        marbleSource: @escaping (SourceRange) -> MarbleSource?, sourceOf: @escaping (Observable<Value>) -> MarbleSource?
    ) {
        self.global = global
        self.place = place
        self.marbleSource = marbleSource
        self.sourceOf = sourceOf
    }

    /// The text of `expr` with the edits made inside it.
    func swiftText(of expr: Expr) -> String {
        let file = expr.range.file
        var text = ""
        var position = expr.range.start
        for edit in edits.sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) })
        where edit.file == ObjectIdentifier(file) && edit.start >= expr.range.start && edit.end <= expr.range.end {
            text += file.text(from: position, to: edit.start) + edit.text
            position = edit.end
        }
        return text + file.text(from: position, to: expr.range.end)
    }

    /// RxSwift's spelling of a duration: `.seconds(1)`, `.milliseconds(40)`, `.microseconds(5)`.
    static func duration(nanoseconds: Int) -> String {
        if nanoseconds % 1_000_000_000 == 0 { return ".seconds(\(nanoseconds / 1_000_000_000))" }
        if nanoseconds % 1_000_000 == 0 { return ".milliseconds(\(nanoseconds / 1_000_000))" }
        if nanoseconds % 1_000 == 0 { return ".microseconds(\(nanoseconds / 1_000))" }
        return ".nanoseconds(\(nanoseconds))"
    }

    mutating func visit(_ closure: ClosureExpr, at range: SourceRange) {
        closureNames.append(Set(closure.parameters.map(\.name)))
        walk(closure)
        closureNames.removeLast()
    }

    mutating func visit(_ expr: Expr) {
        switch expr.kind {
        case .duration(let nanoseconds):
            replace(expr.range, with: Self.duration(nanoseconds: nanoseconds))
            durations.append(nanoseconds)
        case .identifier(let name):
            useGlobal(name, at: expr.range)
        case .member(let base, let name, _):
            if case .identifier(let type) = base.kind, Self.schedulerTypes.contains(type),
                name == "instance" || name == "asyncInstance"
            {
                replace(expr.range, with: "scheduler")
            } else {
                visit(base)
            }
        case .call(let callee, let arguments):
            visitCall(expr, callee: callee, arguments: arguments)
        default:
            walk(expr)
        }
    }

    private mutating func visitCall(_ expr: Expr, callee: Expr, arguments: [Argument]) {
        let name: String?
        switch callee.kind {
        case .identifier(let global): name = global
        case .member(_, let member, _): name = member
        default: name = nil
        }
        if case .identifier(let global) = callee.kind, global == "cold" || global == "hot" {
            return useInlineMarbles(expr)
        }
        if case .identifier(let type) = callee.kind, Self.schedulerTypes.contains(type) {
            return replace(expr.range, with: "scheduler")
        }
        if case .identifier(let factory) = callee.kind, Self.factories.contains(factory), global(factory) == nil {
            let type = Self.typedFactories.contains(factory) ? "Observable<Int>." : "Observable."
            replace(callee.range, with: type + factory)
        } else if case .member(let base, let factory, _) = callee.kind, case .identifier("Observable") = base.kind,
            Self.typedFactories.contains(factory)
        {
            replace(base.range, with: "Observable<Int>")
        } else {
            visit(callee)
        }
        for (position, argument) in arguments.enumerated() {
            if argument.label == "scheduler" || (argument.label == "on" && (name == "observe" || name == "subscribe")) {
                replace(argument.value.range, with: "scheduler")
            } else if position == 0, argument.label == nil, let name, Self.timed.contains(name),
                let seconds = Self.number(argument.value)
            {
                let nanoseconds = Int((seconds * 1e9).rounded())
                replace(argument.value.range, with: Self.duration(nanoseconds: nanoseconds))
                durations.append(nanoseconds)
            } else {
                visit(argument)
            }
        }
        let takesDuration = name == "take" || name == "skip"
        let needsScheduler =
            name.map { Self.timed.contains($0) } == true
            || ((name == "buffer" || name == "window") && arguments.contains { $0.label == "timeSpan" })
            || (takesDuration && arguments.first.map { $0.label == "for" || Self.isDuration($0.value) } == true)
        guard needsScheduler, !arguments.contains(where: { $0.label == "scheduler" || $0.isTrailingClosure }),
            expr.range.file.text(from: expr.range.end - 1, to: expr.range.end) == ")"
        else { return }
        if takesDuration, let first = arguments.first, first.label == nil {
            insert("for: ", at: first.value.range.startPoint)
        }
        let closing = SourceRange(file: expr.range.file, start: expr.range.end - 1, end: expr.range.end - 1)
        insert(arguments.isEmpty ? "scheduler: scheduler" : ", scheduler: scheduler", at: closing)
    }

    private static func number(_ expr: Expr) -> Double? {
        switch expr.kind {
        case .int(let number): return Double(number)
        case .double(let number): return number
        default: return nil
        }
    }

    private static func isDuration(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .duration: return true
        case .call(let callee, _):
            if case .implicitMember(let name) = callee.kind {
                return ["seconds", "milliseconds", "microseconds", "nanoseconds"].contains(name)
            }
            return false
        default: return false
        }
    }

    private mutating func useInlineMarbles(_ expr: Expr) {
        if !closureNames.isEmpty { return writeMarblesInPlace(expr) }
        guard let source = marbleSource(expr.range) else {
            problems.append(Diagnostic(.error, .exportMarblesNotRun, at: expr.range, phase: .runtime))
            return
        }
        let kind = source.isHot ? "hot" : "cold"
        let name = kind + String(inputs.filter { $0.isInline && $0.source.isHot == source.isHot }.count + 1)
        inputs.append(Input(name: name, source: source, isInline: true))
        replace(expr.range, with: name)
    }

    /// A `cold(…)` written inside a closure (`{ x in cold("--x|", values: ["x": x]) }`) makes a new input on
    /// each call, so it is written in place, from its arguments: `scheduler.createColdObservable([.next(20, x)…])`.
    private mutating func writeMarblesInPlace(_ expr: Expr) {
        guard case .call(let callee, let arguments) = expr.kind, case .identifier("cold") = callee.kind,
            let diagram = arguments.first, diagram.label == nil, case .string(let parts) = diagram.value.kind,
            parts.count <= 1, case .text(let text)? = parts.first ?? .text("")
        else {
            problems.append(Diagnostic(.error, .exportMarblesInClosure, at: expr.range, phase: .runtime))
            return
        }
        var symbols: [Character: String] = [:]
        var errorText = "testError"
        var frame = defaultFrame
        for argument in arguments.dropFirst() {
            switch (argument.label, argument.value.kind) {
            case ("values", .dictionary(let entries)):
                for entry in entries {
                    guard case .string(let key) = entry.key.kind, case .text(let letter)? = key.first,
                        let symbol = letter.first
                    else { continue }
                    visit(entry.value)
                    symbols[symbol] = swiftText(of: entry.value)
                }
            case ("error", _):
                visit(argument.value)
                errorText = swiftText(of: argument.value)
            case ("frame", .duration(let nanoseconds)):
                frame = nanoseconds
            default:
                problems.append(Diagnostic(.error, .exportMarblesInClosure, at: argument.value.range, phase: .runtime))
                return
            }
        }
        let parser = MarbleParser(frame: frame, unitsPerMillisecond: 1_000_000)
        guard let timeline = try? parser.parse(text) else {
            problems.append(Diagnostic(.error, .exportMarblesInClosure, at: expr.range, phase: .runtime))
            return
        }
        if errorText == "testError", timeline.events.contains(where: { $0.kind == .error }) { usesTestError = true }
        let events = timeline.events.map { event -> String in
            durations.append(event.time)
            switch event.kind {
            case .next(let symbol):
                let plain = symbol.wholeNumberValue.map(String.init) ?? String(symbol).debugDescription
                return ".next(\(Self.timeMarker), \(symbols[symbol] ?? plain))"
            case .error: return ".error(\(Self.timeMarker), \(errorText))"
            case .completed: return ".completed(\(Self.timeMarker))"
            }
        }
        timedEvents.append(zip(timeline.events.map(\.time), events).map { ($0, $1) })
        replace(expr.range, with: "scheduler.createColdObservable([\(Self.timedMarker)\(timedEvents.count - 1)])")
    }

    /// Stands for the events of a cold input written in place until the tick is known (`XCTestFile` fills them).
    static let timedMarker = "\u{1}events:"
    /// Stands for an event's time in `timedEvents` until the tick is known.
    static let timeMarker = "\u{2}"

    private mutating func useGlobal(_ name: String, at range: SourceRange) {
        guard !closureNames.contains(where: { $0.contains(name) }), let value = global(name) else { return }
        if inputs.contains(where: { $0.name == name }) || constants.contains(where: { $0.name == name })
            || declarations.contains(name) || derived.contains(where: { $0.name == name })
        {
            return
        }
        if case .object(let object as ObservableObject) = value, let source = sourceOf(object.observable) {
            inputs.append(Input(name: name, source: source, isInline: false))
        } else if case .object(let object) = value, object is ObservableObject, !following.contains(name),
            let initializer = place(name).flatMap({ Self.initializer(declaring: $0) })
        {
            let scopes = closureNames
            closureNames = []
            following.insert(name)
            visit(initializer)
            following.remove(name)
            closureNames = scopes
            derived.append((name, initializer))
        } else if let literal = SwiftLiteral.text(of: value) {
            constants.append((name, literal))
        } else if case .object(let object) = value, object is SchedulerObject {
            replace(range, with: "scheduler")
        } else if case .object(let object) = value,
            object is ObservableConvertible || object is ObserverConvertible || object is ViewObject
                || object is RelayObject
        {
            problems.append(
                Diagnostic(.error, .exportNoRecordedInput(name, type: value.typeName), at: range, phase: .runtime))
        } else {
            declarations.append(name)
        }
    }

    /// The initial value of the `let`/`var` whose name is at `name`.
    static func initializer(declaring name: SourceRange) -> Expr? {
        struct Finder: SyntaxVisitor {
            let name: SourceRange
            var found: Expr?
            mutating func visit(_ statement: Stmt) {
                if found == nil, case .variable(let decl) = statement.kind,
                    decl.names.count == 1, decl.names[0].range.start == name.start
                {
                    found = decl.initializer
                }
                if found == nil { walk(statement) }
            }
        }
        var finder = Finder(name: name)
        finder.visit(Parser.parse(name.file).statements)
        return finder.found
    }

    private mutating func replace(_ range: SourceRange, with text: String) {
        edits.append((ObjectIdentifier(range.file), range.start, range.end, text))
    }

    private mutating func insert(_ text: String, at range: SourceRange) {
        edits.append((ObjectIdentifier(range.file), range.start, range.start, text))
    }
}
