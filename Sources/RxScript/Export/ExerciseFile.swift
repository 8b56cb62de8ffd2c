import RxCore

/// An rxrepl exercise written from recorded subscriptions: the marble inputs as `cold(…)`/`hot(…)`, the
/// pipeline as typed, and `expect(pipeline, "-a-(b|)", values: …)` with what was recorded, which
/// `rxrepl check` passes.
public struct ExerciseFile {
    /// The script.
    public let text: String
    /// The recorded values that could not be written as literals, each with where it is.
    public let unwritten: [String]

    /// Writes `exports`; `command` says how the file was made.
    public init(exports: [SubscriptionExport], command: String) {
        var unwritten: [String] = []
        let sections = exports.map { export in Self.section(export, unwritten: &unwritten) }
        var lines = ["// Written by rxrepl (\(command)) from what it recorded; `rxrepl check` runs it."]
        if !unwritten.isEmpty {
            lines.append(
                "// \(XCTestFile.countText(unwritten.count)) could not be written as literals; "
                    + "the checks leave them out:")
            lines += unwritten.map { "//   \($0)" }
        }
        for section in sections {
            lines.append("")
            if exports.count > 1 {
                lines.append("do {")
                lines += section.map { "    " + $0 }
                lines.append("}")
            } else {
                lines += section
            }
        }
        text = lines.joined(separator: "\n") + "\n"
        self.unwritten = unwritten
    }

    private static func section(_ export: SubscriptionExport, unwritten: inout [String]) -> [String] {
        var lines = export.expression.split(separator: "\n").map { "// " + $0 }
        for constant in export.translation.constants { lines.append("let \(constant.name) = \(constant.literal)") }
        for placed in export.inputs where !placed.input.isInline {
            lines.append("let \(placed.input.name) = " + inputText(placed, subscribedAt: export.subscribedAt, export))
        }
        var marks: [(time: Int, mark: MarbleWriting.Mark)] = []
        for output in export.outputs {
            let time = output.time - export.subscribedAt
            switch output.kind {
            case .next:
                let text = output.value ?? ""
                if let literal = SwiftLiteral.literal(ofDescription: text) {
                    marks.append((time, .next(literal.text)))
                } else {
                    unwritten.append("\(text) at \(XCTestFile.milliseconds(time)) of #\(export.id)")
                }
            case .error: marks.append((time, .error))
            default: marks.append((time, .completed))
            }
        }
        let writing = MarbleWriting(
            marks, preferredFrame: export.frame, end: export.disposedAt.map { $0 - export.subscribedAt })
        let pipeline = export.pipeline.range.text
        lines.append(
            "expect(\(pipeline), \"\(writing.text)\"\(writing.arguments(defaultFrame: export.frame)))")
        return lines
    }

    /// A variable's marble input: the call as written, or for a hot input made before the subscription, its
    /// events still to come, so that it is made when `expect` subscribes.
    private static func inputText(
        _ placed: SubscriptionExport.PlacedInput, subscribedAt: Int, _ export: SubscriptionExport
    ) -> String {
        let source = placed.input.source
        if let place = source.place, !source.isHot || subscribedAt == 0 { return place.text }
        let marks = placed.events.filter { $0.time > subscribedAt }.map { time, event -> (Int, MarbleWriting.Mark) in
            switch event {
            case .next(let value): return (time - subscribedAt, .next(SwiftLiteral.text(of: value) ?? "nil"))
            case .error: return (time - subscribedAt, .error)
            case .completed: return (time - subscribedAt, .completed)
            }
        }
        let writing = MarbleWriting(marks, preferredFrame: source.frame)
        return "hot(\"\(writing.text)\"\(writing.arguments(defaultFrame: export.frame)))"
    }
}
