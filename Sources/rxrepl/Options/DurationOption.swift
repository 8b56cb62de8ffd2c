import ArgumentParser

/// A duration on the command line: `5s`, `300ms`, `1.5s`, `2m`, or plain seconds.
struct DurationOption: ExpressibleByArgument, Equatable {
    let seconds: Double

    init?(argument: String) {
        let units: [(String, Double)] = [("ms", 0.001), ("us", 0.000_001), ("ns", 0.000_000_001), ("s", 1), ("m", 60)]
        for (suffix, scale) in units where argument.hasSuffix(suffix) {
            guard let value = Double(argument.dropLast(suffix.count)), value >= 0 else { return nil }
            seconds = value * scale
            return
        }
        guard let value = Double(argument), value >= 0 else { return nil }
        seconds = value
    }

    static var defaultValueDescription: String { "a duration such as 5s or 300ms" }
}
