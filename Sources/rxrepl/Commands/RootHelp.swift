import ArgumentParser
import Foundation

/// `rxrepl --help`: the tool's overview and exit statuses, then `run`'s usage, arguments and options (what a bare
/// `rxrepl` accepts), then the subcommands, all as ArgumentParser writes them.
enum RootHelp {
    static func text(columns: Int?) -> String {
        let root = Rxrepl.helpMessage(columns: columns)
        let run = Rxrepl.helpMessage(for: RunCommand.self, columns: columns)
        let overview = section(of: root, before: "USAGE:")
        var usage = section(of: run, from: "USAGE:", before: "SUBCOMMANDS:")
        let runName = "rxrepl \(Rxrepl.runName) "
        if let start = usage.range(of: runName) {
            usage.replaceSubrange(start, with: "rxrepl [\(Rxrepl.runName)] ")
            let indent = String(repeating: " ", count: "USAGE: ".count)
            if let lineEnd = usage[start.lowerBound...].firstIndex(of: "\n") {
                usage.insert(contentsOf: "\n" + indent + "rxrepl <subcommand>", at: lineEnd)
            }
        }
        let subcommands = section(of: root, from: "SUBCOMMANDS:", before: nil)
        return [overview, usage, subcommands].map { $0.trimmingCharacters(in: .newlines) }.joined(separator: "\n\n")
    }

    /// The part of `text` from the line starting with `start` (or its beginning) up to the line starting with `end`
    /// (or its end).
    private static func section(of text: String, from start: String? = nil, before end: String?) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let first = start.flatMap { start in lines.firstIndex { $0.hasPrefix(start) } } ?? 0
        let last = end.flatMap { end in lines[first...].firstIndex { $0.hasPrefix(end) } } ?? lines.endIndex
        return lines[first..<last].joined(separator: "\n")
    }
}
