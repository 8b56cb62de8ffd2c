/// The common `rxrepl [run] [options] [file]` command lines, read without ArgumentParser: its first parse walks
/// every subcommand's properties by reflection, which is most of a short script's start-up.
///
/// Only lines it fully understands are read here: each option at most once, known values, no help or completion
/// requests. Anything else returns nil and goes through ArgumentParser, which then reports errors as always.
struct QuickRunArguments {
    private(set) var expression: String?
    private(set) var virtualTime = false
    private(set) var timeout: DurationOption?
    private(set) var trace = TraceModeOption.events
    private(set) var format = FormatOption.text
    private(set) var noHistory = false
    private(set) var noColor = false
    private(set) var ascii = false
    private(set) var file: String?

    init?(_ arguments: [String]) {
        var remaining = arguments[...]
        if remaining.first == "run" { remaining.removeFirst() }
        var seen: Set<String> = []
        while let argument = remaining.popFirst() {
            if argument == "-" || !argument.hasPrefix("-") {
                guard file == nil, !["help", "run", "conformance", "check"].contains(argument) else { return nil }
                file = argument
                continue
            }
            var name = argument
            var attached: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                attached = String(argument[argument.index(after: equals)...])
            }
            guard seen.insert(name).inserted else { return nil }
            func value() -> String? {
                if let attached { return attached }
                guard let next = remaining.popFirst(), !next.hasPrefix("-") else { return nil }
                return next
            }
            switch name {
            case "-e":
                guard attached == nil, let text = value() else { return nil }
                expression = text
            case "--timeout":
                guard let text = value(), let duration = DurationOption(argument: text) else { return nil }
                timeout = duration
            case "--trace":
                guard let text = value(), let mode = TraceModeOption(rawValue: text) else { return nil }
                trace = mode
            case "--format":
                guard let text = value(), let style = FormatOption(rawValue: text) else { return nil }
                format = style
            case "--virtual-time" where attached == nil: virtualTime = true
            case "--no-history" where attached == nil: noHistory = true
            case "--no-color" where attached == nil: noColor = true
            case "--ascii" where attached == nil: ascii = true
            default: return nil
            }
        }
    }

    /// The command ArgumentParser would have made from the same line.
    var command: RunCommand {
        var options = RunOptions()
        options.expression = expression
        options.virtualTime = virtualTime
        options.timeout = timeout
        options.trace = trace
        options.format = format
        options.noHistory = noHistory
        options.noColor = noColor
        options.ascii = ascii
        var command = RunCommand()
        command.options = options
        command.file = file
        return command
    }
}
