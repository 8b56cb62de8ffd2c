import Foundation
import RxCore

/// An XCTest case that uses RxSwift's RxTest, written from recorded subscriptions: a `TestScheduler` whose tick
/// divides every recorded time, the marble inputs as `createColdObservable`/`createHotObservable`, the pipeline
/// in RxSwift 6's Swift, `scheduler.start(created:subscribed:disposed:)` and `XCTAssertEqual` with the events
/// rxrepl recorded. One test method per subscription.
public struct XCTestFile {
    /// The Swift file.
    public let text: String
    /// What could not be written as a Swift literal (left as `<#…#>` placeholders), each with where it is.
    public let unwritten: [String]
    /// The session's names the pipeline uses that the file does not declare (a type, a function).
    public let declarations: [String]

    /// Writes `exports` as the class `className`; `command` says how the file was made.
    public init(className: String, exports: [SubscriptionExport], command: String) {
        let tick = exports.map(\.tick).min() ?? 1_000_000
        var unwritten: [String] = []
        var declarations: [String] = []
        var usesTestError = false
        let methods = exports.map { export in
            Self.method(
                export, tick: tick, unwritten: &unwritten, declarations: &declarations, usesTestError: &usesTestError)
        }
        var header = [
            "// Written by rxrepl (\(command)) from what it recorded; RxSwift 6's RxTest runs it.",
            "// One tick of the TestScheduler is \(Self.unitName(tick)) (resolution: \(Self.resolution(tick))): every recorded",
            "// time and every duration of the pipeline is a whole number of ticks. The scheduler adds no",
            "// processing delay (simulateProcessingDelay: false), as rxrepl's virtual clock adds none.",
        ]
        if !unwritten.isEmpty {
            header.append(
                "// \(Self.countText(unwritten.count)) could not be written as Swift literals; fill in the <#…#> "
                    + "placeholders:")
            header += unwritten.map { "//   \($0)" }
        }
        if !declarations.isEmpty {
            header.append("// " + Self.declarationNote(declarations))
        }
        var body = header + ["", "import XCTest", "import RxSwift", "import RxTest", ""]
        body.append("final class \(className): XCTestCase {")
        if usesTestError {
            body += [
                "    /// The error a marble `#` sends, named as RxSwift's own tests name it.",
                "    enum TestError: Swift.Error { case testError, testError1, testError2 }",
                "",
                "    let testError = TestError.testError",
                "    let testError1 = TestError.testError1",
                "    let testError2 = TestError.testError2",
                "",
            ]
        }
        body.append(methods.joined(separator: "\n\n"))
        body.append("}")
        text = body.joined(separator: "\n") + "\n"
        self.unwritten = unwritten
        self.declarations = declarations
    }

    /// `Copy the declaration of Point from the session into this file: the pipeline uses it.`
    public static func declarationNote(_ names: [String]) -> String {
        let list = names.map { "'\($0)'" }.joined(separator: ", ")
        return
            "the pipeline uses \(list), declared in the session: copy \(names.count == 1 ? "its declaration" : "their declarations") into the test file"
    }

    /// `2 values`, `1 value`.
    public static func countText(_ count: Int) -> String { count == 1 ? "1 value" : "\(count) values" }

    /// A class name from a file name: `throttle-test.swift` → `ThrottleTestTests`.
    public static func className(forFile path: String) -> String {
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let words = base.split { !$0.isLetter && !$0.isNumber }.map { $0.prefix(1).uppercased() + $0.dropFirst() }
        var name = words.joined()
        while let first = name.first, first.isNumber { name.removeFirst() }
        if name.isEmpty { name = "Rxrepl" }
        return name.hasSuffix("Tests") ? name : name + "Tests"
    }

    private static func unitName(_ tick: Int) -> String {
        switch tick {
        case 1_000_000: return "one millisecond"
        case 1_000: return "one microsecond"
        default: return "one nanosecond"
        }
    }

    private static func resolution(_ tick: Int) -> String {
        switch tick {
        case 1_000_000: return "0.001"
        case 1_000: return "0.000001"
        default: return "0.000000001"
        }
    }

    private static func method(
        _ export: SubscriptionExport, tick: Int, unwritten: inout [String], declarations: inout [String],
        usesTestError: inout Bool
    ) -> String {
        func ticks(_ nanoseconds: Int) -> String { String(nanoseconds / tick) }
        func errorText(_ traced: String, at time: Int) -> String {
            if let known = export.knownErrors[traced] {
                if known.hasPrefix("testError") { usesTestError = true }
                return known
            }
            unwritten.append("the error \(traced) at \(milliseconds(time)) of #\(export.id)")
            return "<#\(traced)#>"
        }
        var lines = ["    func testSubscription\(export.id)() {"]
        lines += export.expression.split(separator: "\n").map { "        // " + $0 }
        lines.append(
            "        let scheduler = TestScheduler(initialClock: 0, resolution: \(resolution(tick)), "
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
                                "\(value.debugDescription) in \(placed.input.name) at \(milliseconds(time))")
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
        let literals = export.outputs.map {
            $0.kind == .next ? $0.value.flatMap(SwiftLiteral.literal(ofDescription:)) : nil
        }
        let described = literals.contains { $0?.hasTuple == true }
        var pipeline = export.translation.swiftText(of: export.pipeline)
        for (index, events) in export.translation.timedEvents.enumerated() {
            let written = events.map {
                $0.text.replacingOccurrences(of: PipelineTranslation.timeMarker, with: ticks($0.time))
            }
            pipeline = pipeline.replacingOccurrences(
                of: PipelineTranslation.timedMarker + String(index) + "]", with: written.joined(separator: ", ") + "]")
        }
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
        lines += indented(pipeline, first: 12, rest: 16)
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
                    unwritten.append("\(text) at \(milliseconds(output.time)) of #\(export.id)")
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

    /// The lines of `text` with its first line indented by `first` spaces and the others by `rest`, keeping
    /// how much further in than the least indented of them each one was.
    static func indented(_ text: String, first: Int, rest: Int) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func indentation(_ line: Substring) -> Int { line.prefix { $0 == " " }.count }
        let least = lines.dropFirst().filter { !$0.allSatisfy { $0 == " " } }.map(indentation).min() ?? 0
        return lines.enumerated().map { index, line in
            let depth = index == 0 ? first : rest + max(0, indentation(line) - least)
            return String(repeating: " ", count: depth) + line.drop { $0 == " " }
        }
    }

    /// `40ms`, `1.5ms` from nanoseconds, for the notes.
    static func milliseconds(_ nanoseconds: Int) -> String {
        nanoseconds % 1_000_000 == 0 ? "\(nanoseconds / 1_000_000)ms" : "\(Double(nanoseconds) / 1e6)ms"
    }
}
