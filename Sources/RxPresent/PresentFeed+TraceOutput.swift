import RxTrace

/// The feed as somewhere a recording writes: each line written is one record for the pages.
extension PresentFeed: TraceOutput {
    public func writeLine(_ line: String) {
        publish(line)
    }

    /// A recording writes whole lines only; text with newlines is split into its lines.
    public func write(_ text: String) {
        for line in text.split(separator: "\n") { publish(String(line)) }
    }

    public func flush() {}
}
