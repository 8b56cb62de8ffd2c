import Foundation
import RxScript
import RxTrace

/// A run written as a test: an XCTest case using RxSwift's RxTest (`.swift`, `--export xctest`) or an rxrepl
/// exercise of `expect` checks (`.rx`, `--export expect`).
enum TestExport: String, CaseIterable {
    case xctest, expect

    /// The kind a file name asks for by its extension (`throttle.swift`, `throttle.rx`).
    init?(fileName: String) {
        switch (fileName as NSString).pathExtension.lowercased() {
        case "swift": self = .xctest
        case "rx": self = .expect
        default: return nil
        }
    }

    /// What was written, the values it could not write as literals, and why subscriptions were left out.
    struct Written {
        let text: String?
        let unwritten: [String]
        let problems: [Diagnostic]
        /// The note on names the test must declare, when there are any.
        var declarationNote: String? = nil
    }

    /// Writes `records` of `session`; `fileName` names an XCTest class, `command` is said in the file's header.
    func write(_ records: [SubscriptionRecord], of session: Session, fileName: String, command: String) -> Written {
        var exports: [SubscriptionExport] = []
        var problems: [Diagnostic] = []
        for record in records {
            switch SubscriptionExport.gather(record, in: session) {
            case .success(let export): exports.append(export)
            case .failure(let problem): problems.append(problem)
            }
        }
        guard !exports.isEmpty else { return Written(text: nil, unwritten: [], problems: problems) }
        switch self {
        case .xctest:
            let file = XCTestFile(
                className: XCTestFile.className(forFile: fileName), exports: exports, command: command)
            return Written(
                text: file.text, unwritten: file.unwritten, problems: problems,
                declarationNote: file.declarations.isEmpty ? nil : XCTestFile.declarationNote(file.declarations))
        case .expect:
            let file = ExerciseFile(exports: exports, command: command)
            return Written(
                text: file.text, unwritten: file.unwritten, problems: problems,
                declarationNote: file.declarations.isEmpty ? nil : XCTestFile.declarationNote(file.declarations))
        }
    }

    /// `2 values could not be written as Swift literals: …`.
    static func unwrittenNote(_ unwritten: [String], swift: Bool) -> String {
        let kind = swift ? "Swift literals" : "literals"
        return "\(XCTestFile.countText(unwritten.count)) could not be written as \(kind): "
            + unwritten.joined(separator: "; ")
    }
}

extension InteractiveSession {
    /// `:export #N FILE.swift|FILE.rx`: writes the subscriptions as a test and says what it left out.
    func exportTest(_ ids: [Int], as kind: TestExport, to path: String) {
        var records: [SubscriptionRecord] = []
        for id in ids {
            guard let record = runtime.tracer.record(of: id) else {
                return complain(.noSubscriptionToExport(id, kept: runtime.tracer.recentLimit))
            }
            records.append(record)
        }
        let names = ids.map { "#\($0)" }.joined(separator: " ")
        let written = kind.write(
            records, of: session, fileName: path, command: ":export \(names) \((path as NSString).lastPathComponent)")
        for problem in written.problems { report(problem) }
        guard let text = written.text else { return }
        if let reason = MarbleExport.write(text, to: ReplPaths.expandingTilde(path)) {
            return complain(.cannotWriteExport(path, reason: reason, example: ":export \(names) /tmp/test.swift"))
        }
        if !written.unwritten.isEmpty {
            say(style.warning("warning:") + " " + TestExport.unwrittenNote(written.unwritten, swift: kind == .xctest))
        }
        if let note = written.declarationNote { say(style.warning("warning:") + " " + note) }
        let what = kind == .xctest ? "an XCTest case" : "an exercise"
        say(style.dim("(wrote \(what) of \(names) to \(path))"))
    }
}
