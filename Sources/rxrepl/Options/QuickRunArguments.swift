/// The common `rxrepl [run] [options] [file]` command lines, read without ArgumentParser: its first parse walks
/// every subcommand's properties by reflection, which is most of a short script's start-up.
///
/// Only lines it fully understands are read here: each option at most once, known values, no help or completion
/// requests. Anything else returns nil and goes through ArgumentParser, which then reports errors as always.
struct QuickRunArguments {
    /// `run`, `conformance`, `generate-doc-lanes`…: a word ArgumentParser reads as a subcommand, not a file.
    static let subcommandNames = Set(Rxrepl.configuration.subcommands.map { $0._commandName })

    private(set) var settings = RunSettings()
    private(set) var file: String?

    init?(_ arguments: [String]) {
        var remaining = arguments[...]
        if remaining.first == "run" { remaining.removeFirst() }
        var seen: [String] = []
        while let argument = remaining.popFirst() {
            if argument == "-" || !argument.hasPrefix("-") {
                guard file == nil, argument != "help", !Self.subcommandNames.contains(argument) else { return nil }
                file = argument
                continue
            }
            var name = argument
            var attached: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                attached = String(argument[argument.index(after: equals)...])
            }
            guard !seen.contains(name) else { return nil }
            seen.append(name)
            func value() -> String? {
                if let attached { return attached }
                guard let next = remaining.popFirst(), !next.hasPrefix("-") else { return nil }
                return next
            }
            switch name {
            case "-e":
                guard attached == nil, let text = value() else { return nil }
                settings.expression = text
            case "--timeout":
                guard let text = value(), let duration = DurationOption(argument: text) else { return nil }
                settings.timeout = duration
            case "--trace":
                guard let text = value(), let mode = TraceModeOption(rawValue: text) else { return nil }
                settings.trace = mode
            case "--format":
                guard let text = value(), let style = FormatOption(rawValue: text) else { return nil }
                settings.format = style
            case "--virtual-time" where attached == nil: settings.virtualTime = true
            case "--no-history" where attached == nil: settings.noHistory = true
            case "--no-color" where attached == nil: settings.noColor = true
            case "--ascii" where attached == nil: settings.ascii = true
            default: return nil
            }
        }
    }
}
