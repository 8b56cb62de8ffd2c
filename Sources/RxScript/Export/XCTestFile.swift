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
        var writer = XCTestMethodWriter(tick: tick)
        let methods = exports.map { writer.method($0) }
        let (unwritten, declarations, usesTestError) = (writer.unwritten, writer.declarations, writer.usesTestError)
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

    static func unitName(_ tick: Int) -> String {
        switch tick {
        case 1_000_000: return "one millisecond"
        case 1_000: return "one microsecond"
        default: return "one nanosecond"
        }
    }

    static func resolution(_ tick: Int) -> String {
        switch tick {
        case 1_000_000: return "0.001"
        case 1_000: return "0.000001"
        default: return "0.000000001"
        }
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
