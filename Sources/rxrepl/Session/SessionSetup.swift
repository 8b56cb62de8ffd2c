import Foundation
import RxCocoa
import RxScript
import RxTrace

/// Builds the runtime and session a run needs, with trace and program output through one ordered output.
struct SessionSetup {
    let runtime: ScriptRuntime
    let session: Session
    let output: TraceOutput

    /// A session for `options`, printing to `output` and reporting callback errors through `reportDiagnostic`.
    /// `virtualTimeMark` precedes virtual times on trace lines: `@` in the REPL, where real and virtual
    /// subscriptions can share a session. `deferringViews`: see `Session.init`.
    init(
        options: RunSettings, output: TraceOutput, colors: Bool, virtualTimeMark: String = "+",
        deferringViews: Bool = false, reportDiagnostic: @escaping @Sendable (Diagnostic) -> Void
    ) {
        let formatter = TraceFormatter(style: options.format == .jsonl ? .jsonl : .text, colors: colors)
        let runtime: ScriptRuntime =
            options.virtualTime
            ? .virtual(
                output: output, formatter: formatter, mode: options.trace.mode, timeMark: virtualTimeMark,
                describeValue: ScriptRuntime.describeValue, describeError: ScriptRuntime.describeError)
            : .real(
                output: output, formatter: formatter, mode: options.trace.mode,
                describeValue: ScriptRuntime.describeValue, describeError: ScriptRuntime.describeError)
        runtime.asciiOnly = options.asciiOnly(
            onTerminal: isatty(STDOUT_FILENO) == 1,
            environment: ProcessInfo.processInfo.environment)
        if let seed = options.seed { runtime.random.reseed(seed) }
        self.runtime = runtime
        self.output = output
        var warnings: (@Sendable (BindingWarning) -> Void)?
        if options.format == .jsonl {
            warnings = { warning in output.writeLine(SessionSetup.jsonLine(warning)) }
        }
        self.session = Session(
            output: { text in output.write(text) }, callbackErrors: reportDiagnostic,
            warnings: warnings,
            notes: { note in reportDiagnostic(note) },
            runtime: runtime, deferringViews: deferringViews)
    }
}

extension SessionSetup {
    /// A binding warning as one JSON object, in order with the trace lines.
    static func jsonLine(_ warning: BindingWarning) -> String {
        var fields = ["\"kind\":\"warning\"", "\"warning\":\(jsonString(warning.kind.rawValue))"]
        if let subscription = warning.subscription {
            fields.append("\"sub\":\(subscription.id)")
            if let place = subscription.place { fields.append("\"place\":\(jsonString(place))") }
        }
        fields.append("\"message\":\(jsonString(warning.message))")
        fields.append("\"fix\":\(jsonString(warning.fix))")
        return "{" + fields.joined(separator: ",") + "}"
    }
}
