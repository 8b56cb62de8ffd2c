import ArgumentParser

/// Trace line format.
enum FormatOption: String, ExpressibleByArgument, CaseIterable {
    case text, jsonl
}
