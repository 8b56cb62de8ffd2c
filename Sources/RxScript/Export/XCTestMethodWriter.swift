import RxCore

/// Writes one test method of an `XCTestFile` (`testSubscription3`): the scheduler, the inputs, the pipeline in
/// `scheduler.start`, and `XCTAssertEqual` with the recorded events; it collects what it could not write.
struct XCTestMethodWriter {
    /// Nanoseconds per tick of the file's test schedulers.
    let tick: Int
    /// The values and errors with no Swift literal, each with where it is.
    private(set) var unwritten: [String] = []
    /// The session's names the pipelines use that the file does not declare.
    private(set) var declarations: [String] = []
    /// Whether a method uses the marble `#`'s `testError`, which the class then declares.
    private(set) var usesTestError = false

    init(tick: Int) {
        self.tick = tick
    }

    /// The test method of `export`, `testSubscription<N>`.
    mutating func method(_ export: SubscriptionExport) -> String {
        func ticks(_ nanoseconds: Int) -> String { String(nanoseconds / tick) }
        func errorText(_ traced: String, at time: Int) -> String {
            if let known = export.knownErrors[traced] {
                if known.hasPrefix("testError") { usesTestError = true }
                return known
            }
            unwritten.append("the error \(traced) at \(XCTestFile.milliseconds(time)) of #\(export.id)")
            return "<#\(traced)#>"
        }
        var lines = ["    func testSubscription\(export.id)() {"]
        lines += export.expression.split(separator: "\n").map { "        // " + $0 }
        lines.append(
            "        let scheduler = TestScheduler(initialClock: 0, resolution: \(XCTestFile.resolution(tick)), "
                + "simulateProcessingDelay: false)")
        for constant in export.translation.constants {
            lines.append("        let \(constant.name) = \(constant.literal)")
        }
        for placed in export.inputs {
            let values = placed.events.compactMap { if case .next(let value) = $0.event { value } else { nil } }
            // With no element to infer it from, Int is as good a type as any.
            let element = values.isEmpty ? "Int" : SwiftLiteral.commonType(of: values)
            let type = element.map { ": TestableObservable<\($0)>" } ?? ""
            let create = placed.input.source.isHot ? "createHotObservable" : "createColdObservable"
            lines.append("        let \(placed.input.name)\(type) = scheduler.\(create)([")
            for (time, event) in placed.events {
                switch event {
                case .next(let value):
                    let literal =
                        SwiftLiteral.text(of: value)
                        ?? {
                            unwritten.append(
                                "\(value.debugDescription) in \(placed.input.name) at \(XCTestFile.milliseconds(time))")
                            return "<#\(value.debugDescription)#>"
                        }()
                    lines.append("            .next(\(ticks(time)), \(literal)),")
                case .error(let error):
                    let name = RxTestText.errorName(error)
                    let known = error is RxError || name.hasPrefix("testError")
                    if known && name.hasPrefix("testError") { usesTestError = true }
                    lines.append("            .error(\(ticks(time)), \(known ? name : errorText(name, at: time))),")
                case .completed:
                    lines.append("            .completed(\(ticks(time))),")
                }
            }
            lines.append("        ])")
        }
        func swift(_ expr: Expr) -> String {
            var text = export.translation.swiftText(of: expr)
            for (index, events) in export.translation.timedEvents.enumerated() {
                let written = events.map {
                    $0.text.replacingOccurrences(of: PipelineTranslation.timeMarker, with: ticks($0.time))
                }
                text = text.replacingOccurrences(
                    of: PipelineTranslation.timedMarker + String(index) + "]",
                    with: written.joined(separator: ", ") + "]")
            }
            return text
        }
        for (name, initializer) in export.translation.derived {
            lines += XCTestFile.indented("let \(name) = " + swift(initializer), first: 8, rest: 12)
        }
        let literals = export.outputs.map {
            $0.kind == .next ? $0.value.flatMap(SwiftLiteral.literal(ofDescription:)) : nil
        }
        let described = literals.contains { $0?.hasTuple == true }
        var pipeline = swift(export.pipeline)
        if export.translation.usesTestError { usesTestError = true }
        for name in export.translation.declarations where !declarations.contains(name) { declarations.append(name) }
        if described {
            lines.append(
                "        // Tuples are not Equatable: the pipeline's elements are compared as Swift prints them.")
            pipeline += "\n.map { \"\\($0)\" }"
        }
        let subscribed = ticks(export.subscribedAt)
        let disposed = export.disposedAt.map { ticks($0 + tick) } ?? String(max(1_000, export.end / tick))
        lines.append("")
        lines.append(
            "        let res = scheduler.start(created: \(subscribed), subscribed: \(subscribed), disposed: \(disposed)) {"
        )
        lines += XCTestFile.indented(pipeline, first: 12, rest: 16)
        lines.append("        }")
        lines.append("")
        lines.append("        XCTAssertEqual(res.events, [")
        for (output, literal) in zip(export.outputs, literals) {
            let time = ticks(output.time)
            switch output.kind {
            case .next:
                let text = output.value ?? ""
                let value: String
                if let literal {
                    value = described ? text.debugDescription : literal.text
                } else {
                    unwritten.append("\(text) at \(XCTestFile.milliseconds(output.time)) of #\(export.id)")
                    value = "<#\(text)#>"
                }
                lines.append("            .next(\(time), \(value)),")
            case .error: lines.append("            .error(\(time), \(errorText(output.value ?? "", at: output.time))),")
            default: lines.append("            .completed(\(time)),")
            }
        }
        lines.append("        ])")
        lines.append("    }")
        return lines.joined(separator: "\n")
    }
}
