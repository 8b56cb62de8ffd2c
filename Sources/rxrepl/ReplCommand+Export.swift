import Foundation
import RxTrace

/// `:export #N FILE.svg|FILE.html`: a picture of subscriptions' marble lanes for slides, from what they traced.
extension ReplCommand {
    static let export: ReplCommand = ReplCommand(
        name: "export", completion: .subscriptionsThenFiles
    ) { repl, argument in
        let words = argument.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let ids = words.prefix { $0.hasPrefix("#") }.map { Int($0.dropFirst()) }
        let path = words.dropFirst(ids.count).joined(separator: " ")
        guard !ids.isEmpty, !ids.contains(nil) else {
            return repl.complain(":export needs subscriptions and a file, e.g. :export #1 talk.svg (see :subs)")
        }
        guard !path.isEmpty else {
            return repl.complain(":export needs a file name ending in .svg or .html, e.g. :export #1 talk.svg")
        }
        guard let format = MarbleExport(fileName: path) else {
            return repl.complain("cannot export to \(path): the file name must end in .svg or .html")
        }
        let tracer = repl.runtime.tracer
        var records: [SubscriptionRecord] = []
        for id in ids.compactMap({ $0 }) {
            guard let record = tracer.record(of: id) else {
                return repl.complain("no subscription #\(id) to export (see :subs; the latest \(tracer.recentLimit) "
                                     + "finished ones are kept)")
            }
            records.append(record)
        }
        let origin = records.map(\.startedAt).min() ?? 0
        let picture = format.render(records, origin: origin)
        if let reason = MarbleExport.write(picture, to: ReplPaths.expandingTilde(path)) {
            return repl.complain("cannot write \(path): \(reason); choose a writable path, e.g. :export #\(ids[0]!) /tmp/talk.\(format.rawValue)")
        }
        let lanes = records.map { 1 + $0.inners.count }.reduce(0, +)
        repl.say(repl.style.dim("(wrote \(lanes) lane\(lanes == 1 ? "" : "s") of \(words.prefix(ids.count).joined(separator: " ")) to \(path))"))
    }
}
