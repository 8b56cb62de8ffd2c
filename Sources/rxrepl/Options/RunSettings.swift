import Foundation

/// What `RunOptions` holds, as plain values: runs take these, so a command line read without ArgumentParser
/// (`QuickRunArguments`) never builds its property wrappers.
struct RunSettings: Equatable {
    var expression: String?
    var virtualTime = false
    var seed: UInt64?
    var timeout: DurationOption?
    var trace = TraceModeOption.events
    var format = FormatOption.text
    var noHistory = false
    var noColor = false
    var ascii = false
    var export: MarbleExport?
    /// `--record FILE`: the run written as a recording for `rxrepl replay`.
    var record: String?
    /// `--present`: the projector page; `--present-port`, `--present-on` choose where it is served (and imply it).
    var present = false
    var presentPort: UInt16?
    var presentOn: String?

    /// Whether the page is served.
    var presents: Bool { present || presentPort != nil || presentOn != nil }

    /// ASCII-only marbles and checks: with --ascii, or on a terminal whose locale (LC_ALL, LC_CTYPE or LANG, the
    /// first one set) names a character set other than UTF-8. An unset locale is taken as UTF-8, as terminals are.
    func asciiOnly(onTerminal: Bool, environment: [String: String]) -> Bool {
        if ascii { return true }
        guard onTerminal,
            let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap({ environment[$0] }).first(where: {
                !$0.isEmpty
            })
        else { return false }
        let lowered = locale.lowercased()
        return !lowered.contains("utf-8") && !lowered.contains("utf8")
    }

    /// Colour only on a terminal, never with NO_COLOR or --no-color, and never in JSON lines.
    func colorsEnabled(forDescriptor descriptor: Int32) -> Bool {
        !noColor && format == .text && isatty(descriptor) == 1 && getenv("NO_COLOR") == nil
    }
}
