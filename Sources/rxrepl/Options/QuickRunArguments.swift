/// The common `rxrepl [run] [options] [file]` command lines, read without ArgumentParser: its first parse walks
/// every subcommand's properties by reflection, which is most of a short script's start-up. The options it knows
/// are `RunOption.all`, the declarations `RunOptions` is built from.
///
/// Only lines it fully understands are read here: each option at most once, known values, no help or completion
/// requests. Anything else returns nil and goes through ArgumentParser, which then reports errors as always.
struct QuickRunArguments {
    private(set) var settings = RunSettings()
    private(set) var file: String?

    init?(_ arguments: [String]) {
        var remaining = arguments[...]
        if remaining.first == Rxrepl.runName { remaining.removeFirst() }
        var seen: [String] = []
        while let argument = remaining.popFirst() {
            if argument == "-" || !argument.hasPrefix("-") {
                guard file == nil, argument != "help", !Rxrepl.subcommandNames.contains(argument) else { return nil }
                file = argument
                continue
            }
            var name = argument
            var attached: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                attached = String(argument[argument.index(after: equals)...])
            }
            guard !seen.contains(name), let option = RunOption.all.first(where: { $0.spelling == name }) else {
                return nil
            }
            seen.append(name)
            switch option.kind {
            case .flag(let path):
                guard attached == nil else { return nil }
                settings[keyPath: path] = true
            case .value(let store):
                guard let text = attached ?? remaining.popFirst(), attached != nil || !text.hasPrefix("-"),
                    store(&settings, text)
                else { return nil }
            }
        }
    }
}
