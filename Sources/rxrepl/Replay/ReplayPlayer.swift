import Foundation
import LineEditor
import RxRecording
import RxTrace
import TextWidth

/// A replay's state and what it draws: the entries and lines the session showed, one step at a time, with a
/// status line under them, and `:marbles` of a subscription as it stood at the current step. Everything it draws
/// comes from the recording, the width and the keys pressed: no clock, no locale.
struct ReplayPlayer {
    let recording: Recording
    /// The columns lines are counted in (to erase what wrapped) and `:marbles` is drawn in.
    let width: Int
    /// The positions in `recording.items` of what the session showed, in order: the steps.
    let steps: [Int]
    /// How many steps are shown.
    private(set) var position = 0
    private(set) var isPlaying = false
    /// 1, 2 or 4: one recorded second takes this many seconds.
    private(set) var slowdown = 1
    private(set) var isDone = false
    private var input: Input?
    /// A note shown on the status line until the next key.
    private var note: String?
    /// The rows of the marble drawing under the steps, erased at the next key.
    private var overlayRows = 0

    /// What the status line is reading.
    private enum Input {
        case time(String)
        case marbles(String)
    }

    /// The longest pause between two steps while playing, in recorded seconds: a session's idle minutes are not
    /// replayed in full.
    static let longestPause = 3.0

    init(recording: Recording, width: Int) {
        self.recording = recording
        self.width = max(20, width)
        steps = recording.items.indices.filter { recording.items[$0].shownLines != nil }
    }

    /// Every step's lines, each ending with a newline: the whole session as it was shown.
    static func transcript(of recording: Recording) -> String {
        recording.items.compactMap(\.shownLines).flatMap { $0 }.map { $0 + "\n" }.joined()
    }

    /// The first screen: the title, the keys and the status line.
    func start() -> String {
        title + status
    }

    /// The two lines above the steps: what is replayed, and the keys.
    private var title: String {
        let header = recording.header
        let count = steps.count
        let name =
            "replay of \(header.name): \(count) event\(count == 1 ? "" : "s"), "
            + (header.virtualTime ? "virtual" : "real") + " time, recorded by rxrepl \(header.rxrepl)"
        return Self.cut(name, to: width - 1) + "\n" + Self.cut(Self.keys, to: width - 1) + "\n"
    }

    static let keys = "keys: → l next, ← h back, g time, space play, 1 2 4 speed, m marbles, q quit"

    // MARK: - Keys

    /// Acts on `key`; returns what to write to the terminal.
    mutating func press(_ key: KeyReader.Key) -> String {
        note = nil
        if let input { return answer(key, to: input) }
        switch key {
        case .right, .character("l"):
            isPlaying = false
            return forward(by: 1)
        case .left, .character("h"):
            isPlaying = false
            return back()
        case .character(" "):
            if isPlaying {
                isPlaying = false
            } else if position < steps.count {
                isPlaying = true
            } else {
                note = "at the end; ← or g goes back"
            }
            return redrawStatus()
        case .character("1"), .character("2"), .character("4"):
            if case .character(let digit) = key { slowdown = Int(String(digit)) ?? 1 }
            return redrawStatus()
        case .character("g"):
            isPlaying = false
            input = .time("")
            return redrawStatus()
        case .character("m"):
            input = .marbles("")
            return redrawStatus()
        case .character("q"), .interrupt, .end:
            isDone = true
            return Self.clearLine + eraseOverlay()
        default:
            note = Self.keys
            return redrawStatus()
        }
    }

    /// A key while the status line reads a time or a subscription: Enter acts, Escape cancels.
    private mutating func answer(_ key: KeyReader.Key, to input: Input) -> String {
        var typed: String
        switch input {
        case .time(let text), .marbles(let text): typed = text
        }
        switch key {
        case .enter:
            self.input = nil
            if case .time = input { return jump(to: typed) }
            return marbles(typed)
        case .escape, .interrupt:
            self.input = nil
            return redrawStatus()
        case .end:
            self.input = nil
            isDone = true
            return Self.clearLine + eraseOverlay()
        case .backspace:
            if !typed.isEmpty { typed.removeLast() }
        case .character(let character):
            if DisplayWidth.of(typed) < 20 { typed.append(character) }
        default:
            break
        }
        switch input {
        case .time: self.input = .time(typed)
        case .marbles: self.input = .marbles(typed)
        }
        return redrawStatus()
    }

    // MARK: - Moving

    /// Shows the next `count` steps.
    private mutating func forward(by count: Int) -> String {
        guard position < steps.count else {
            note = "at the end of the recording"
            return redrawStatus()
        }
        var text = Self.clearLine + eraseOverlay()
        for _ in 0..<count where position < steps.count {
            position += 1
            text += lines(ofStep: position).map { $0 + "\n" }.joined()
        }
        return text + status
    }

    /// Takes the last step off the screen.
    private mutating func back() -> String {
        guard position > 0 else {
            note = "at the start of the recording"
            return redrawStatus()
        }
        let erased = overlayRows + lines(ofStep: position).reduce(0) { $0 + rows(of: $1) }
        overlayRows = 0
        position -= 1
        return Self.clearLine + Self.up(erased) + status
    }

    /// `g 1.5s`: shows every step up to that time, or goes back to it.
    private mutating func jump(to text: String) -> String {
        guard let seconds = Self.seconds(text) else {
            note = "'\(text)' is not a time; write 1.5s, 300ms or 2"
            return redrawStatus()
        }
        let target = steps.prefix { (recording.items[$0].moment?.time ?? 0) <= seconds + 1e-9 }.count
        if target >= position { return forward(by: target - position) }
        position = target
        overlayRows = 0
        return Self.clearScreen + title
            + (0..<target).flatMap { lines(ofStep: $0 + 1) }.map { $0 + "\n" }.joined() + status
    }

    /// `m #2`: subscription 2's lanes as they stood at this step, under the steps until the next key.
    private mutating func marbles(_ text: String) -> String {
        let last = position == 0 ? -1 : steps[position - 1]
        guard let id = Int(text.trimmingCharacters(in: .whitespaces).drop { $0 == "#" }) else {
            note = "'\(text)' is not a subscription; type m, then #1 and Enter"
            return redrawStatus()
        }
        guard let record = ReplayLanes.record(of: id, in: recording.items, through: last) else {
            let known = ReplayLanes.subscriptions(in: recording.items, through: last)
            note =
                "no subscription #\(id) yet"
                + (known.isEmpty ? "" : " (there are " + known.map { "#\($0)" }.joined(separator: ", ") + ")")
            return redrawStatus()
        }
        let drawing = MarbleLaneDrawing.lines(
            of: record, frameSeconds: frameSeconds(through: last), width: width, colors: false, ascii: false)
        let text = Self.clearLine + eraseOverlay() + drawing.map { $0 + "\n" }.joined()
        overlayRows = drawing.reduce(0) { $0 + rows(of: $1) }
        return text + status
    }

    /// The session's marble frame after `items[...last]`: the header's, or the last `:marbles frame` typed since.
    private func frameSeconds(through last: Int) -> Double {
        var frame = recording.header.frameSeconds
        for item in recording.items.prefix(max(0, last + 1)) {
            guard case .entry(_, nil, let text, _, _, _) = item else { continue }
            let words = text.split(separator: " ")
            if words.count == 3, words[0] == ":marbles", words[1] == "frame",
                let seconds = Self.seconds(String(words[2])),
                seconds > 0
            {
                frame = seconds
            }
        }
        return frame
    }

    // MARK: - Playing

    /// While playing, how long to wait (in seconds of the terminal's time) before the next step; nil when paused.
    var delayBeforeNextStep: Double? {
        guard isPlaying, position < steps.count else { return nil }
        guard position > 0, let from = recording.items[steps[position - 1]].moment,
            let to = recording.items[steps[position]].moment, from.virtual == to.virtual
        else { return 0 }
        return min(Self.longestPause, max(0, to.time - from.time)) * Double(slowdown)
    }

    /// Shows the next step while playing; pauses at the end.
    mutating func playNextStep() -> String {
        guard isPlaying else { return "" }
        let text = forward(by: 1)
        if position == steps.count { isPlaying = false }
        return isPlaying ? text : text + redrawStatus()
    }

    // MARK: - Drawing

    private func lines(ofStep number: Int) -> [String] {
        recording.items[steps[number - 1]].shownLines ?? []
    }

    /// The terminal rows a line takes at `width` columns.
    private func rows(of line: String) -> Int {
        max(1, (DisplayWidth.of(line) + width - 1) / width)
    }

    private mutating func eraseOverlay() -> String {
        defer { overlayRows = 0 }
        return overlayRows == 0 ? "" : Self.up(overlayRows)
    }

    private func redrawStatus() -> String { Self.clearLine + status }

    /// `event 3 of 12  @0.300s  paused  1x`, then what is being typed or a note, cut to fit one row.
    var status: String {
        var text = "event \(position) of \(steps.count)  " + time
        switch input {
        case .time(let typed): text += "  go to time (Enter): " + typed
        case .marbles(let typed): text += "  marbles of #N (Enter): " + typed
        case nil:
            text += (isPlaying ? "  playing  " : "  paused  ") + (slowdown == 1 ? "1x" : "1/\(slowdown)x")
            if let note { text += "  " + note }
        }
        return Self.cut(text, to: width - 1)
    }

    /// The current step's time, `@1.500s` on a virtual clock and `+1.500s` on a real one.
    private var time: String {
        guard position > 0, let moment = recording.items[steps[position - 1]].moment else { return "start" }
        return (moment.virtual ? "@" : "+") + String(format: "%.3fs", moment.time)
    }

    private static func cut(_ text: String, to columns: Int) -> String {
        var result = ""
        var used = 0
        for character in text {
            let width = DisplayWidth.of(character)
            if used + width > columns { break }
            used += width
            result.append(character)
        }
        return result
    }

    /// `1.5s`, `300ms`, or a bare number of seconds.
    static func seconds(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let plain = Double(trimmed), plain >= 0 { return plain }
        return DurationOption(argument: trimmed)?.seconds
    }

    static let clearLine = "\r\u{1B}[K"
    static let clearScreen = "\u{1B}[H\u{1B}[2J"

    /// From the status row: up `rows` rows to the start of a line, clearing from there down.
    static func up(_ rows: Int) -> String { "\u{1B}[\(rows)A\u{1B}[J" }
}
