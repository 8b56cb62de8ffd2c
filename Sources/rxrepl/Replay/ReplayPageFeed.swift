import RxPresent
import RxRecording

/// `rxrepl replay --present`: the projector page shows the recording as far as the replay has stepped, and
/// starts over when it steps back.
final class ReplayPageFeed {
    private let recording: Recording
    private let steps: [Int]
    private let feed: PresentFeed
    /// How many of the recording's lines the page has.
    private var fed = 0

    init(recording: Recording, steps: [Int], feed: PresentFeed) {
        self.recording = recording
        self.steps = steps
        self.feed = feed
        show(position: 0)
    }

    /// The page as of `position` steps shown: the lines up to the last shown step's (before the first step's,
    /// at 0), the header saying it is a replay, which the replay drives (the page does not play it on its own).
    func show(position: Int) {
        let count: Int
        if position == 0 {
            count = steps.first.map { recording.itemLines[$0] } ?? recording.lines.count
        } else {
            count = recording.itemLines[steps[min(position, steps.count) - 1]] + 1
        }
        if count >= fed && fed > 0 {
            for line in recording.lines[fed..<count] { feed.publish(line) }
        } else {
            var lines = Array(recording.lines[..<count])
            if !lines.isEmpty {
                lines[0] = lines[0].replacingOccurrences(of: #""source":"script""#, with: #""source":"replay""#)
            }
            feed.restart(with: lines)
        }
        fed = count
    }
}
