extension MarbleChart.Lane {
    /// Frames a text lane snaps to, from 1 ms to a minute.
    static let niceFrames: [Double] = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 30, 60]

    /// The lane as one line of text that fits `width` columns (`#1  -a-b-|   (frame 20ms)`), one frame per
    /// column: `frameSeconds`, or longer so the run fits. Wide values become letters, listed on a second line.
    public func text(frameSeconds: Double, now: Double, width: Int = 80) -> String {
        let start = startedAt
        let end = max(lastTime, isFinished ? start : now)
        let room = Double(max(20, width - label.count - 2 - 32))  // 32: "   (frame 100ms, still running)"
        let niceFrames = Self.niceFrames
        let frame = niceFrames.first { $0 >= frameSeconds && (end - start) / $0 <= room } ?? niceFrames.last!
        var letters = MarbleLetters()
        var lane: MarbleLanes.Lane = [:]
        var ended = false
        for moment in moments {
            let index = Int(((moment.time - start) / frame + 1e-9).rounded(.down))
            switch moment.mark {
            case .value(let shown):
                lane[index, default: []].append(letters.symbol(for: shown, plain: MarbleChart.unquoted(shown)))
            case .completed:
                lane[index, default: []].append("|")
                ended = true
            case .error:
                lane[index, default: []].append("#")
                ended = true
            case .disposed:
                if !ended { lane[index, default: []].append("!") }
                ended = true
            case .subscribed:
                break
            }
        }
        let frames = Int(((end - start) / frame + 1e-9).rounded(.down)) + 1
        let drawn = MarbleLanes([lane], frames: frames)
        var text = label + "  " + drawn.lines[0]
        text += "   (frame " + MarbleLanes.progression(nanoseconds: Int((frame * 1e9).rounded()))
            + (isFinished ? "" : ", still running") + ")"
        if !letters.legend.isEmpty { text += "\n" + letters.legendText }
        return text
    }
}
