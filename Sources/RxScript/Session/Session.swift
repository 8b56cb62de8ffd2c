import RxCocoa
import RxTrace

/// A language session: the builtins, the global variables, and the entry points used by both the script
/// runner (`run(_:)`) and the REPL (`evaluate(_:)`, `isComplete(_:)`, `variables`, `completion(before:)`).
///
/// The session knows nothing about terminals: it returns diagnostics as data and writes `print` output to
/// the closure it is given. Evaluate entries from one thread at a time; script closures that Rx calls
/// later may run on any thread.
public final class Session {
    /// The outcome of running a whole script.
    public struct RunResult {
        /// How the run ended.
        public enum Status: Equatable {
            /// Everything ran.
            case success
            /// The script did not parse or had unknown names; nothing ran (exit 65).
            case syntaxError
            /// A top-level statement failed at run time (exit 70).
            case runtimeError
        }

        /// The status.
        public var status: Status
        /// Every diagnostic, in source order.
        public var diagnostics: [Diagnostic]
    }

    /// The outcome of one REPL entry.
    public struct EntryResult {
        /// Problems; empty when the entry ran cleanly.
        public var diagnostics: [Diagnostic]
        /// The value of a final bare expression, if the entry ended with one and it ran.
        public var value: Value?
        /// How the REPL shows that value (`42`, `"hi"`); nil for Void, subscriptions and statements.
        public var valueDescription: String?
        /// True when no error was reported.
        public var succeeded: Bool { !diagnostics.contains { $0.severity == .error } }
    }

    /// A global variable, for `:vars` and completion.
    public struct VariableInfo: Equatable {
        /// Its name.
        public var name: String
        /// True for `var`.
        public var isMutable: Bool
        /// Its type name (`Int`, `Observable`), or `nil` before its declaration ran.
        public var typeName: String?
        /// Its value as the REPL shows it, or `nil` before its declaration ran.
        public var valueDescription: String?
    }

    /// The builtins and host bindings; register more before running code.
    public let registry: HostRegistry
    /// Where builtins write and report.
    public let context: ScriptContext
    let globals = GlobalScope()
    private var entryCount = 0
    /// The name and last line of the last entry with code, for an entry that starts with `.member`.
    private var lastEntry: (name: String, lastLine: String)?
    /// The text `isEntryComplete` last lexed, as the next entry.
    private var lexedEntry: LexedEntry?
    /// The operators earlier REPL entries declared (`infix operator <->`), which later entries use.
    private var operators = OperatorDeclarations()

    /// Creates a session with the standard builtins.
    ///
    /// - Parameters:
    ///   - output: receives `print` output; by default it is written to standard output.
    ///   - callbackErrors: receives errors thrown by script callbacks that cannot become Rx events
    ///     (`subscribe` handlers, dispose actions); by default they are rendered to `output`.
    ///   - register: adds host bindings after the standard builtins (later files of builtins, the
    ///     executable's own names).
    ///   - warnings: receives binding warnings; by default they are reported like callback errors.
    ///   - notes: receives notes (an old spelling was used, and where); by default they are dropped.
    ///   - runtime: the schedulers, clock and tracer; by default real time with tracing off (the runner and
    ///     the REPL pass their own).
    ///   - recordingFamilies: keeps the registry's `bindingFamilies` (the documentation checks read it; it makes
    ///     registration several times slower).
    ///   - deferringViews: registers the controls, binding and UIKit only when the code names them (see
    ///     `registerHeldBackNames`), for a script run that starts faster. Only for `run`: the first `evaluate` or
    ///     completion registers everything, and nothing may register while scripts run on other threads.
    public init(
        output: @escaping @Sendable (String) -> Void = Session.standardOutput,
        callbackErrors: (@Sendable (Diagnostic) -> Void)? = nil,
        warnings: (@Sendable (BindingWarning) -> Void)? = nil,
        notes: (@Sendable (Diagnostic) -> Void)? = nil,
        runtime: ScriptRuntime? = nil,
        register: ((HostRegistry, ScriptContext) -> Void)? = nil,
        recordingFamilies: Bool = false,
        deferringViews: Bool = false
    ) {
        let report = callbackErrors ?? { diagnostic in output(DiagnosticFormatter().format(diagnostic)) }
        let runtime =
            runtime
            ?? .real(
                output: ClosureTraceOutput(output), mode: .off,
                describeValue: ScriptRuntime.describeValue,
                describeError: ScriptRuntime.describeError)
        self.context = ScriptContext(
            output: output, reportError: { error in report(Session.diagnostic(for: error, at: nil)) },
            runtime: runtime)
        self.registry = HostRegistry(recordingFamilies: recordingFamilies)
        runtime.screen.onWarning = warnings ?? { warning in report(Session.diagnostic(for: warning)) }
        if let notes { context.reportNote = notes }
        Builtins.register(in: registry, context: context, deferringViews: deferringViews && !recordingFamilies)
        register?(registry, context)
        loadBuiltins()
    }

    /// Defines (or redefines) a global constant visible to code compiled from now on, such as a named sink.
    public func define(_ name: String, _ value: Value) {
        registry.value(name, value)
        globals.defineBuiltin(name, value)
    }

    deinit {
        // Closures stored in globals can refer to those globals; clearing the values breaks such cycles.
        globals.clearUserValues()
        registry.removeExtensionMembers()
        context.runtime.screen.closeWindow()
    }

    /// Writes `print` output to standard output at once, through the trace's writer for it (one writer per
    /// descriptor keeps program output and trace lines in order), from any thread.
    public static let standardOutput: @Sendable (String) -> Void = { text in
        FileTraceOutput.standardOutput.write(text)
        FileTraceOutput.standardOutput.flush()
    }

    private func loadBuiltins() {
        for (name, value) in registry.globals { globals.defineBuiltin(name, value) }
    }

    /// Registers what the registry held back (`deferringViews`), if it has not yet, and makes its names visible.
    private func completeRegistration() {
        guard registry.hasDeferredRegistration else { return }
        registry.completeRegistration()
        loadBuiltins()
    }

    /// Registers the held-back controls, binding and UIKit when `tokens` may name one of them: a name the registry
    /// does not know yet that is capitalized (a type: `UIButton`, `ControlEvent`), follows a dot (a member:
    /// `.bind`, `.rx`, `.tap`) or is one of their lowercase globals (`Builtins.heldBackLowercaseGlobals`). A name
    /// of the script's own may do it needlessly; that costs the registration, never a wrong result.
    private func registerHeldBackNames(in tokens: [Token]) {
        for (index, token) in tokens.enumerated() {
            guard let name = token.identifier, !registry.isRegisteredName(name) else { continue }
            let isMember = index > 0 && tokens[index - 1].is(.dot)
            if isMember || name.first?.isUppercase == true || Builtins.heldBackLowercaseGlobals.contains(name) {
                return completeRegistration()
            }
        }
    }

    /// Forgets every user variable (the REPL's `:reset`), keeping the builtins.
    public func reset() {
        context.runtime.screen.closeWindow()
        globals.clearUserValues()
        globals.bindings = [:]
        globals.typeMembers = [:]
        globals.builtinExtensionMembers = [:]
        globals.mutatingMethodNames = []
        registry.removeExtensionMembers()
        loadBuiltins()
    }

    // MARK: - Scripts

    /// Runs a whole script: reports every syntax and name error without running anything if there are any,
    /// otherwise runs the statements in order and stops at the first run-time error.
    public func run(_ file: SourceFile) -> RunResult {
        let (tokens, lexDiagnostics) = Lexer.tokenize(file)
        let (statements, syntax) = Parser.parse(
            file, tokens: tokens, lexDiagnostics: lexDiagnostics, stopAtFirstError: false)
        if !syntax.isEmpty { return RunResult(status: .syntaxError, diagnostics: syntax) }
        if registry.hasDeferredRegistration { registerHeldBackNames(in: tokens) }
        let (compiled, semantic) = Compiler.compile(
            statements, file: file, registry: registry, globals: globals,
            keepsLastExpression: false)
        guard let program = compiled else { return RunResult(status: .syntaxError, diagnostics: semantic) }
        if let failure = execute(program).error {
            return RunResult(status: .runtimeError, diagnostics: [failure])
        }
        return RunResult(status: .success, diagnostics: [])
    }

    /// Runs script text under a file name.
    public func run(source: String, name: String) -> RunResult {
        run(SourceFile(name: name, text: source))
    }

    // MARK: - REPL

    /// The name the next REPL entry gets, which its diagnostics show (`<repl:4>`).
    public var nextEntryName: String { "<repl:\(entryCount + 1)>" }

    /// Evaluates one REPL entry (named `<repl:N>`) in the persistent globals.
    ///
    /// Only the first syntax error is reported. After a run-time error every variable keeps its value;
    /// declarations of the failed entry that did not run are forgotten.
    public func evaluate(_ text: String) -> EntryResult {
        completeRegistration()
        let lexed =
            lexedEntry.flatMap { $0.text == text ? $0 : nil }
            ?? LexedEntry(text, name: "<repl:\(entryCount + 1)>", operators: operators)
        lexedEntry = nil
        entryCount += 1
        let file = lexed.file
        if let previous = lastEntry, let member = Self.leadingMember(in: lexed.tokens) {
            let message = DiagnosticMessage.continuesEarlierEntry(previous.lastLine, entry: previous.name)
            let note = Diagnostic.Note(DiagnosticMessage.pasteWholeChain.text)
            return EntryResult(diagnostics: [Diagnostic(.error, message, at: member, notes: [note])])
        }
        if let line = Self.lastCodeLine(of: text) { lastEntry = (file.name, line) }
        let input = lexed.parserInput()
        let (statements, syntax) = Parser.parse(
            file, tokens: input.tokens, lexDiagnostics: input.diagnostics, stopAtFirstError: true,
            operators: operators)
        if !syntax.isEmpty { return EntryResult(diagnostics: syntax) }
        operators.merge(OperatorDeclarations.scan(text))
        let before = globals.bindings
        let (compiled, semantic) = Compiler.compile(
            statements, file: file, registry: registry, globals: globals,
            keepsLastExpression: true)
        guard let program = compiled else { return EntryResult(diagnostics: Array(semantic.prefix(1))) }
        let outcome = execute(program)
        if let failure = outcome.error {
            for name in program.declaredGlobals {
                if let binding = globals.bindings[name], !binding.box.isInitialized {
                    globals.bindings[name] = before[name]
                }
            }
            return EntryResult(diagnostics: [failure])
        }
        guard let value = outcome.value else { return EntryResult(diagnostics: []) }
        return EntryResult(diagnostics: [], value: value, valueDescription: Self.replDescription(of: value))
    }

    /// How the REPL echoes a bare expression's value: Swift's debug form, cut when huge (`BoundedDescription`),
    /// nothing for Void or subscriptions.
    static func replDescription(of value: Value) -> String? {
        if value.isVoid { return nil }
        if case .object(let object) = value, object is DisposableObject { return nil }
        if case .object(let observable as ObservableObject) = value { return observable.chainDescription }
        return value.boundedDescription()
    }

    /// True when `text` can be evaluated as is; false when it has unclosed brackets, braces or
    /// parentheses, or ends inside a string or comment, so the REPL should read another line.
    public static func isComplete(_ text: String) -> Bool {
        LexedEntry(text, name: "<input>").isComplete
    }

    /// `isComplete(_:)` for the text of the next REPL entry: its tokens are kept, so evaluating the same text
    /// next does not lex it again.
    public func isEntryComplete(_ text: String) -> Bool {
        let lexed = LexedEntry(text, name: "<repl:\(entryCount + 1)>", operators: operators)
        lexedEntry = lexed
        return lexed.isComplete
    }

    /// The user's global variables, sorted by name.
    public var variables: [VariableInfo] {
        globals.bindings.filter { !$0.value.isBuiltin && !$0.key.hasSuffix(")") }.map { name, binding in
            let value = binding.box.read()
            return VariableInfo(
                name: name, isMutable: binding.isMutable, typeName: value?.typeName,
                valueDescription: value.map { $0.boundedDescription() })
        }.sorted { $0.name < $1.name }
    }

    /// The current value of a global name (a variable, or a builtin such as a namespace or function), for
    /// completion; nil when unknown or not yet initialised.
    public func globalValue(named name: String) -> Value? {
        globals.bindings[name]?.box.read()
    }

    /// The value of a global the user declared (not a builtin); nil when there is none.
    public func userGlobal(named name: String) -> Value? {
        guard let binding = globals.bindings[name], !binding.isBuiltin else { return nil }
        return binding.box.read()
    }

    /// Where the user declared a global (its name in the `let`/`var`); nil for builtins and unknown names.
    public func userGlobalPlace(named name: String) -> SourceRange? {
        guard let binding = globals.bindings[name], !binding.isBuiltin else { return nil }
        return binding.range
    }

    /// The language's keywords, for completion.
    public static var keywords: [String] { Keyword.allCases.map(\.rawValue) }

    /// What Tab offers for the code before the cursor (`before`, earlier lines of the entry included): after `x.`
    /// the members of what `x` holds now, after a bare `.` the implicit members, otherwise the names in scope. The
    /// one completion engine: the REPL, the tests and the fuzzer ask it. It runs no script code.
    public func completion(before text: String) -> CodeCompletion {
        completeRegistration()
        return CodeCompleter(registry: registry, globals: globals).complete(text)
    }

    // MARK: - Running

    private func execute(_ program: CompiledProgram) -> (value: Value?, error: Diagnostic?) {
        let function = ScriptFunction(code: program.code, captures: [])
        let size = program.code.frameSize
        let slots = UnsafeMutablePointer<Value>.allocate(capacity: size)
        slots.initialize(repeating: .nil, count: size)
        defer {
            slots.deinitialize(count: size)
            slots.deallocate()
        }
        // The frame refers to the function unowned; keep it alive while the program runs.
        return withExtendedLifetime(function) {
            let frame = Frame(slots: slots, function: function)
            defer { context.statementsEnded() }
            // A Ctrl-C during one statement (a stream that ran synchronously, say) also stops the ones after it.
            for statement in program.statements {
                context.statementStarted()
                do {
                    if ScriptInterrupt.isRequested { throw ScriptError.interrupted(at: statement.range) }
                    _ = try statement.execute(frame)
                } catch {
                    return (nil, Self.diagnostic(for: error, at: statement.range))
                }
            }
            guard let last = program.lastExpression else { return (nil, nil) }
            context.statementStarted()
            do {
                if ScriptInterrupt.isRequested { throw ScriptError.interrupted(at: last.range) }
                return (try last.evaluate(frame), nil)
            } catch {
                return (nil, Self.diagnostic(for: error, at: last.range))
            }
        }
    }

    /// A binding warning as a diagnostic: `warning: …` naming the subscription and its place, then the fix.
    public static func diagnostic(for warning: BindingWarning) -> Diagnostic {
        if let range = warning.subscription?.origin as? SourceRange {
            return Diagnostic(
                .warning, DiagnosticMessage(warning.message), at: range,
                notes: [Diagnostic.Note("fix: " + warning.fix)], phase: .runtime)
        }
        return Diagnostic(
            .warning, DiagnosticMessage(warning.headline), at: nil,
            notes: [Diagnostic.Note("fix: " + warning.fix)], phase: .runtime)
    }

    /// A run-time diagnostic for any error: script errors keep their location, other thrown values point at
    /// the statement that let them escape.
    static func diagnostic(for error: Swift.Error, at range: SourceRange?) -> Diagnostic {
        if let scriptError = error as? ScriptError { return scriptError.diagnostic }
        if let diagnostic = error as? Diagnostic { return diagnostic }
        if let thrown = error as? ThrownValue {
            return Diagnostic(
                .error, .uncaughtThrow(thrown.value.debugDescription), at: thrown.range ?? range, phase: .runtime)
        }
        return Diagnostic(.error, .uncaughtThrow(String(describing: error)), at: range, phase: .runtime)
    }
}
