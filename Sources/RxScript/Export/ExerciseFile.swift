import RxCore

/// An rxrepl exercise written from recorded subscriptions: the marble inputs as `cold(…)`/`hot(…)`, the
/// pipeline as typed, and `expect(pipeline, "-a-(b|)", values: …)` with what was recorded, which
/// `rxrepl check` passes.
public struct ExerciseFile {
    /// The script.
    public let text: String
    /// The recorded values that could not be written as literals, each with where it is.
    public let unwritten: [String]
    /// The session's names the pipelines use that the file does not declare (a type, a function).
    public let declarations: [String]

    /// Writes `exports`; `command` says how the file was made.
    ///
    /// The checks run one after another on one clock, so an input is declared before the first check that uses
    /// it; one that must be made again for a later check (a hot input, whose events go on with the clock, or a
    /// name that held another input) is a `var`, assigned again before that check.
    public init(exports: [SubscriptionExport], command: String) {
        var unwritten: [String] = []
        var sections: [[(name: String, text: String)]] = []
        let checks = exports.map { export in
            sections.append(Self.declarations(export))
            return Self.check(export, unwritten: &unwritten)
        }
        var uses: [String: [String]] = [:]
        for section in sections { for (name, text) in section { uses[name, default: []].append(text) } }
        func isVariable(_ name: String) -> Bool {
            let texts = uses[name] ?? []
            return texts.count > 1 && (Set(texts).count > 1 || texts[0].hasPrefix("hot("))
        }
        var lines = ["// Written by rxrepl (\(command)) from what it recorded; `rxrepl check` runs it."]
        if !unwritten.isEmpty {
            lines.append(
                "// \(XCTestFile.countText(unwritten.count)) could not be written as literals; the checks write "
                    + "them as rxrepl printed them, so declare their types above:")
            lines += unwritten.map { "//   \($0)" }
        }
        let names = exports.flatMap(\.translation.declarations).reduce(into: [String]()) { names, name in
            if !names.contains(name) { names.append(name) }
        }
        if !names.isEmpty { lines.append("// " + XCTestFile.declarationNote(names)) }
        declarations = names
        var declared: Set<String> = []
        for (export, (section, check)) in zip(exports, zip(sections, checks)) {
            lines.append("")
            lines += export.expression.split(separator: "\n").map { "// " + $0 }
            for (name, text) in section {
                if !declared.contains(name) {
                    lines.append((isVariable(name) ? "var " : "let ") + name + " = " + text)
                } else if isVariable(name) {
                    lines.append(name + " = " + text)
                }
                declared.insert(name)
            }
            lines.append(check)
        }
        text = lines.joined(separator: "\n") + "\n"
        self.unwritten = unwritten
    }

    /// The constants and marble inputs a check uses, as `let` declarations would give them.
    private static func declarations(_ export: SubscriptionExport) -> [(name: String, text: String)] {
        export.translation.constants.map { ($0.name, $0.literal) }
            + export.inputs.filter { !$0.input.isInline }.map {
                ($0.input.name, inputText($0, subscribedAt: export.subscribedAt, export))
            }
            + export.translation.derived.map { ($0.name, $0.initializer.range.text) }
    }

    /// `expect(pipeline, "-a-(b|)", values: …)` with what the subscription recorded.
    private static func check(_ export: SubscriptionExport, unwritten: inout [String]) -> String {
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
                    marks.append((time, .next(text)))
                }
            case .error: marks.append((time, .error))
            default: marks.append((time, .completed))
            }
        }
        let frames = Set(export.inputs.map(\.input.source.frame))
        let frame = frames.count == 1 ? frames.first! : export.frame
        let writing = MarbleWriting(
            marks, preferredFrame: frame, end: export.disposedAt.map { $0 - export.subscribedAt })
        let pipeline = export.pipeline.range.text
        return "expect(\(pipeline), \"\(writing.text)\"\(writing.arguments(defaultFrame: export.frame)))"
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
