import Foundation
import RxScript
import RxMarbles
import RxTrace

/// `:export #N FILE.svg|FILE.html`: a picture of subscriptions' marble lanes for slides, from what they traced;
/// `:export #N FILE.swift|FILE.rx`: the run as a test (`TestExport`).
extension ReplCommand {
    static let export: ReplCommand = ReplCommand(
        name: "export", synopsis: "#N FILE", summary: "write #N as FILE.svg, .html, or a test: .swift, .rx",
        details: """
            ':export #3 talk.svg' writes #3's marble lanes (live or finished), the lanes ':marbles #3' \
            draws, as a self-contained SVG: a time axis, a lane per operator stage, values, '|' completion, an \
            X for an error with its text, '^' subscription, '!' disposal, and a lane of its own for every \
            inner subscription (flatMap's, #3.1, #3.2, and so on). ':export #1 #2 talk.html' writes a web page \
            with both subscriptions' lanes and a legend. Long values become letters, listed below. \
            ':export #3 ThrottleTests.swift' writes #3 as an XCTest case using RxSwift's RxTest: a \
            TestScheduler ticking in milliseconds, its marble inputs as createColdObservable or \
            createHotObservable, the pipeline in RxSwift 6's Swift (every scheduler the test's) and \
            XCTAssertEqual with the events #3 recorded; values with no Swift literal are listed and left as \
            <#…#> placeholders. ':export #3 throttle.rx' writes an exercise instead: the inputs, and \
            expect(pipeline, "-a-(b|)") with what #3 did, which 'rxrepl check throttle.rx' passes. A test \
            needs a subscription made on the virtual clock from cold or hot marble inputs. \
            ':export compare talk.svg' writes the last :compare (or compare()), its lanes labelled by pipeline name.
            """,
        example: ":export #1 talk.svg", completion: .subscriptionsThenFiles
    ) { repl, argument in
        let words = argument.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        if words.first == "compare" {
            return exportComparison(to: words.dropFirst().joined(separator: " "), repl: repl)
        }
        let ids = words.prefix { $0.hasPrefix("#") }.map { Int($0.dropFirst()) }
        let path = words.dropFirst(ids.count).joined(separator: " ")
        guard !ids.isEmpty, !ids.contains(nil) else {
            return repl.complain(.exportNeedsSubscriptions)
        }
        guard !path.isEmpty else {
            return repl.complain(.exportNeedsFile)
        }
        if let test = TestExport(fileName: path) {
            return repl.exportTest(ids.compactMap { $0 }, as: test, to: path)
        }
        guard let format = MarbleExport(fileName: path) else {
            return repl.complain(.exportFileKind(path))
        }
        let tracer = repl.runtime.tracer
        var records: [SubscriptionRecord] = []
        for id in ids.compactMap({ $0 }) {
            guard let record = tracer.record(of: id) else {
                return repl.complain(.noSubscriptionToExport(id, kept: tracer.recentLimit))
            }
            records.append(record)
        }
        let chart = MarbleChart(records: records, origin: records.map(\.startedAt).min() ?? 0)
        let picture = format.render(chart)
        if let reason = MarbleExport.write(picture, to: ReplPaths.expandingTilde(path)) {
            return repl.complain(
                .cannotWriteExport(
                    path, reason: reason,
                    example: ":export #\(ids[0]!) /tmp/talk.\(format.rawValue)"))
        }
        let lanes = chart.groups.map(\.lanes.count).reduce(0, +)
        repl.say(
            repl.style.dim(
                "(wrote \(lanes) lane\(lanes == 1 ? "" : "s") of \(words.prefix(ids.count).joined(separator: " ")) to \(path))"
            ))
    }
}

extension ReplCommand {
    /// `:export compare FILE`: the last comparison's lanes as one picture.
    fileprivate static func exportComparison(to path: String, repl: InteractiveSession) {
        guard let group = repl.runtime.lastComparison else { return repl.complain(.noComparisonToExport) }
        guard !path.isEmpty else { return repl.complain(.exportNeedsFile) }
        guard let format = MarbleExport(fileName: path) else { return repl.complain(.exportFileKind(path)) }
        let chart = MarbleChart(groups: [group], origin: 0, now: 0)
        if let reason = MarbleExport.write(format.render(chart), to: ReplPaths.expandingTilde(path)) {
            return repl.complain(
                .cannotWriteExport(path, reason: reason, example: ":export compare /tmp/compare.\(format.rawValue)"))
        }
        repl.say(repl.style.dim("(wrote \(group.lanes.count) lanes of the last comparison to \(path))"))
    }
}
