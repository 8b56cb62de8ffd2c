import RxCore
import RxMarbles

/// `expect(stream, "-a-(b|)")`: subscribes at the current virtual time, runs the virtual clock until the stream
/// terminates or the diagram ends, and compares the events, frame by frame, with the diagram's.
///
/// Times are quantized to frames (an event 15 ms in falls in frame 1 of 10 ms frames). `#` matches any error
/// unless `error:` was given, then an error that prints the same.
struct MarbleExpectation {
    let expected: MarbleInput
    /// Where the check was written (for its report).
    let place: SourceRange?
    /// What an exercise tells the learner when the check fails (empty for none).
    var hint: String = ""

    /// A report with `PASS`/`FAIL` for the check marks (`--ascii`).
    static func ascii(_ report: String) -> String {
        report.replacingOccurrences(of: "✓ expect passed", with: "PASS expect")
            .replacingOccurrences(of: "✗ expect failed", with: "FAIL expect")
    }

    /// What one frame holds, comparably.
    private enum Marble {
        case next(Value)
        case error(Swift.Error)
        case completed

        init(_ event: Event<Value>) {
            switch event {
            case .next(let value): self = .next(value)
            case .error(let error): self = .error(error)
            case .completed: self = .completed
            }
        }
    }

    /// Runs the check; returns its report (one line for a pass, the two lanes for a failure) and whether it passed.
    ///
    /// The clock ends where the stream terminated, or at the diagram's end; after a failure, up to ten frames
    /// further, to show what the stream did next.
    func run(_ stream: Observable<Value>, on scheduler: VirtualTimeScheduler) -> (report: String, passed: Bool) {
        let start = scheduler.clock
        let nanosecondsPerTick = scheduler.resolution * 1_000_000_000
        let horizon =
            start + Int((Double(max(expected.timeline.end, expected.frame)) / nanosecondsPerTick).rounded(.up))
        var actual: [Int: [Marble]] = [:]
        var terminated = false
        let subscription = stream.subscribe { event in
            let elapsed = Int((Double(scheduler.clock - start) * nanosecondsPerTick).rounded())
            actual[elapsed / expected.frame, default: []].append(Marble(event))
            if event.isStopEvent { terminated = true }
        }
        func runClock(until end: Int) {
            while !terminated, let due = scheduler.nextDueTime, due < end { scheduler.advanceTo(due) }
            // Work due at the end itself belongs to the next check, which starts there.
            if !terminated && scheduler.clock < end { scheduler.sleep(end - scheduler.clock) }
        }
        runClock(until: horizon)
        let firstDifference = firstDifferingFrame(actual)
        if firstDifference != nil {
            // What the stream did next shows what went wrong; it no longer changes the verdict.
            let extra = Int((Double(10 * expected.frame) / nanosecondsPerTick).rounded(.up))
            runClock(until: horizon + extra)
        }
        subscription.dispose()
        guard let firstDifference else {
            return ("✓ expect passed\(line): \(expected.text)\n", true)
        }
        return (failureReport(actual, at: firstDifference), false)
    }

    private var line: String { place.map { " (line \($0.line))" } ?? "" }

    private func firstDifferingFrame(_ actual: [Int: [Marble]]) -> Int? {
        let wanted = expectedFrames
        let lastFrame = (Array(wanted.keys) + Array(actual.keys)).max() ?? -1
        return (0...max(0, lastFrame)).first { !matches(wanted[$0] ?? [], actual[$0] ?? []) }
    }

    private var expectedFrames: [Int: [Marble]] {
        var frames: [Int: [Marble]] = [:]
        for (time, event) in expected.events {
            frames[time / expected.frame, default: []].append(Marble(event))
        }
        return frames
    }

    private func failureReport(_ actual: [Int: [Marble]], at frame: Int) -> String {
        let wanted = expectedFrames
        var symbols = MarbleSymbols(expected)
        var expectedLane: MarbleLanes.Lane = [:]
        for event in expected.timeline.events {
            let symbol: String
            switch event.kind {
            case .next(let character):
                symbol = String(character)
                symbols.note(character, expected.value(for: character))
            case .error: symbol = "#"
            case .completed: symbol = "|"
            }
            expectedLane[event.time / expected.frame, default: []].append(symbol)
        }
        var actualLane: MarbleLanes.Lane = [:]
        for frame in actual.keys.sorted() { actualLane[frame] = actual[frame]!.map { symbols.symbol(for: $0) } }
        let spanFrames = (expected.timeline.end + expected.frame - 1) / expected.frame
        let lanes = MarbleLanes(
            [expectedLane, actualLane], frames: spanFrames,
            longGap: .progressions(frameNanoseconds: expected.frame))
        let time = MarbleLanes.progression(nanoseconds: frame * expected.frame)
        var report =
            "✗ expect failed\(line) at frame \(frame) (+\(time)): expected \(describe(wanted[frame] ?? []))"
            + "; got \(describe(actual[frame] ?? []))\n"
        let margin = "    "
        report += margin + "expected  " + trimmed(lanes.lines[0]) + "\n"
        report += margin + "actual    " + trimmed(lanes.lines[1]) + "\n"
        report += margin + "          " + MarbleLanes.differenceMarker(atColumn: lanes.column(ofFrame: frame)) + "\n"
        if !symbols.legend.isEmpty {
            report += margin + symbols.legend.map { "\($0.symbol) = \($0.value)" }.joined(separator: ", ") + "\n"
        }
        for (index, line) in hint.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !hint.isEmpty {
            report += margin + (index == 0 ? "hint: " : "      ") + line + "\n"
        }
        return report
    }

    private func matches(_ wanted: [Marble], _ actual: [Marble]) -> Bool {
        guard wanted.count == actual.count else { return false }
        return zip(wanted, actual).allSatisfy { pair in
            switch pair {
            case (.next(let left), .next(let right)): return left == right
            case (.completed, .completed): return true
            case (.error(let left), .error(let right)):
                return expected.error == nil || RxTestText.errorName(left) == RxTestText.errorName(right)
            default: return false
            }
        }
    }

    private func describe(_ marbles: [Marble]) -> String {
        if marbles.isEmpty { return "nothing" }
        return marbles.map { marble in
            switch marble {
            case .next(let value): return "next(\(value.debugDescription))"
            case .error(let error): return expected.error == nil ? "error" : "error(\(RxTestText.errorName(error)))"
            case .completed: return "completed"
            }
        }.joined(separator: ", ")
    }

    /// The line without trailing padding, nor the quiet frames after a terminal event.
    private func trimmed(_ line: String) -> String {
        var line = Substring(line)
        if let terminal = line.lastIndex(where: { $0 == "|" || $0 == "#" }) {
            var end = line.index(after: terminal)
            if end < line.endIndex && line[end] == ")" { end = line.index(after: end) }
            line = line[..<end]
        }
        while line.hasSuffix(" ") { line.removeLast() }
        return String(line)
    }

    /// The letters lanes draw values with, and the legend of those that are not their own value.
    private struct MarbleSymbols {
        private let input: MarbleInput
        private var taken: Set<Character>
        private(set) var legend: [(symbol: String, value: String)] = []

        init(_ input: MarbleInput) {
            self.input = input
            var taken = Set(input.text)
            if case .object(let dictionary as DictionaryObject) = input.values {
                for case .string(let key) in dictionary.keys { taken.formUnion(key) }
            }
            self.taken = taken
        }

        mutating func symbol(for marble: Marble) -> String {
            switch marble {
            case .completed: return "|"
            case .error: return "#"
            case .next(let value):
                let known = input.timeline.events.compactMap { event -> Character? in
                    if case .next(let symbol) = event.kind, input.value(for: symbol) == value { return symbol }
                    return nil
                }.first
                if let known {
                    note(known, value)
                    return String(known)
                }
                if let plain = Self.plainSymbol(value), input.value(for: plain) == value {
                    note(plain, value)
                    return String(plain)
                }
                if let existing = legend.first(where: { $0.value == value.debugDescription }) { return existing.symbol }
                let letter = "abcdefghijklmnopqrstuvwxyz".first { !taken.contains($0) } ?? "?"
                taken.insert(letter)
                note(letter, value)
                return String(letter)
            }
        }

        mutating func note(_ symbol: Character, _ value: Value) {
            guard MarbleInput.plainValue(symbol) != value,
                !legend.contains(where: { $0.symbol == String(symbol) })
            else { return }
            legend.append((String(symbol), value.debugDescription))
        }

        private static func plainSymbol(_ value: Value) -> Character? {
            switch value {
            case .int(let number) where (0...9).contains(number): return Character(String(number))
            case .string(let text) where text.count == 1:
                let character = text.first!
                return character.isASCII && (character.isLetter || character.isNumber) ? character : nil
            default: return nil
            }
        }
    }
}
