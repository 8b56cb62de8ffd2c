import ArgumentParser

/// `RunOption.all` as ArgumentParser's wrappers, for `--help`, completion scripts, the manual and every command line
/// the quick reader leaves to ArgumentParser. Each wrapper's name and help come from its `RunOption`, its type and
/// default from `RunSettings`.
struct RunOptions: ParsableArguments {
    @Option(name: RunOption.expression.name, help: RunOption.expression.help)
    var expression: String?

    @Flag(name: RunOption.virtualTime.name, help: RunOption.virtualTime.help)
    var virtualTime = RunSettings().virtualTime

    @Option(name: RunOption.seed.name, help: RunOption.seed.help)
    var seed: UInt64?

    @Option(name: RunOption.timeout.name, help: RunOption.timeout.help)
    var timeout: DurationOption?

    @Option(name: RunOption.trace.name, help: RunOption.trace.help)
    var trace: TraceModeOption = RunSettings().trace

    @Option(name: RunOption.format.name, help: RunOption.format.help)
    var format: FormatOption = RunSettings().format

    @Flag(name: RunOption.noHistory.name, help: RunOption.noHistory.help)
    var noHistory = RunSettings().noHistory

    @Flag(name: RunOption.noColor.name, help: RunOption.noColor.help)
    var noColor = RunSettings().noColor

    @Flag(name: RunOption.ascii.name, help: RunOption.ascii.help)
    var ascii = RunSettings().ascii

    @Option(name: RunOption.export.name, help: RunOption.export.help)
    var export: MarbleExport?

    @Option(name: RunOption.record.name, help: RunOption.record.help)
    var record: String?

    @Flag(name: RunOption.present.name, help: RunOption.present.help)
    var present = RunSettings().present

    @Option(name: RunOption.presentPort.name, help: RunOption.presentPort.help)
    var presentPort: UInt16?

    @Option(name: RunOption.presentOn.name, help: RunOption.presentOn.help)
    var presentOn: String?

    /// The parsed values.
    var settings: RunSettings {
        RunSettings(
            expression: expression, virtualTime: virtualTime, seed: seed, timeout: timeout, trace: trace,
            format: format,
            noHistory: noHistory, noColor: noColor, ascii: ascii, export: export, record: record,
            present: present, presentPort: presentPort, presentOn: presentOn)
    }
}
