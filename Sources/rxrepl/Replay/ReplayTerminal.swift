import LineEditor

/// Where a replay's keys come from: the terminal (`KeyReader`), or a test's list, which also sees how long each
/// wait would have been, so playing at 1x is tested without waiting.
protocol ReplayKeys: AnyObject {
    /// The next key, waiting at most `timeout` seconds (nil: until one comes); nil when the time ran out.
    func next(timeout: Double?) -> KeyReader.Key?
}

extension KeyReader: ReplayKeys {}

/// Runs a replay: draws the first screen, then acts on each key and, while playing, shows the next step when its
/// wait is over; ends on q, Ctrl-C or the end of input.
enum ReplayTerminal {
    /// `moved` hears the number of steps shown after each key or step that changed it (the projector page).
    static func run(
        _ player: inout ReplayPlayer, keys: ReplayKeys, write: (String) -> Void, moved: (Int) -> Void = { _ in }
    ) {
        write(player.start())
        while !player.isDone {
            let delay = player.delayBeforeNextStep
            let before = player.position
            if let key = keys.next(timeout: delay) {
                write(player.press(key))
            } else if delay != nil {
                write(player.playNextStep())
            }
            if player.position != before { moved(player.position) }
        }
    }
}
