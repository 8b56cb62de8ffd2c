import Foundation
import LineEditor
import RxScript
import TextWidth
import RxTrace

/// `:marbles #N` on a subscription still running in real time: its lane is redrawn in place as events arrive,
/// until it ends, a key is pressed or Ctrl-C. Meanwhile every trace line is held (as `:pause` holds them) so the
/// drawing stays put; they are printed under it afterwards.
struct MarbleWatch {
    let repl: InteractiveSession
    let id: Int

    /// Draws the subscription once; keeps redrawing while it runs in real time on a terminal.
    func run() {
        let tracer = repl.runtime.tracer
        guard let first = tracer.record(of: id) else { return }
        repl.output.flush()
        let live = tracer.liveSubscriptions.first { $0.id == id }
        let watches = repl.editor.isInteractive && live.map { $0.clock.timeMark != "@" } == true
        var shown = drawing(first, watching: watches)
        repl.say(shown.joined(separator: "\n"))
        guard watches else { return }
        let held = tracer.liveSubscriptions.map(\.id).filter {
            !tracer.pausedSubscriptions.contains($0) && tracer.pause($0)
        }
        let redrawEvery = max(0.05, Double(repl.runtime.marbleFrameNanoseconds) / 1e9)
        var lastDrawn = Date()
        ScriptInterrupt.clear()
        repl.editor.runInterruptibly(onInterrupt: { ScriptInterrupt.request() }) {
            repl.editor.watchingKeys { keyPressed in
                _ = LineEditor.runMainQueue(
                    until: { tracer.record(of: id)?.isFinished ?? true || keyPressed() },
                    isInterrupted: { ScriptInterrupt.isRequested },
                    everyTurn: {
                        guard Date().timeIntervalSince(lastDrawn) >= redrawEvery, let record = tracer.record(of: id)
                        else { return }
                        shown = redraw(replacing: shown, with: drawing(record, watching: true))
                        lastDrawn = Date()
                    })
            }
        }
        ScriptInterrupt.clear()
        if let record = tracer.record(of: id) {
            shown = redraw(replacing: shown, with: drawing(record, watching: false))
        }
        for paused in held { _ = tracer.resume(paused) }
        repl.output.flush()
    }

    private func drawing(_ record: SubscriptionRecord, watching: Bool) -> [String] {
        var lines = MarbleLaneDrawing.lines(
            of: record, frameSeconds: Double(repl.runtime.marbleFrameNanoseconds) / 1e9,
            width: TerminalWidth.current(), colors: repl.style.colors, ascii: repl.runtime.asciiOnly)
        if watching { lines.append(repl.style.dim("(redrawn while #\(id) runs; any key stops watching)")) }
        return lines
    }

    /// Moves the cursor up over `old` (as the terminal wrapped it), clears from there down and draws `new`.
    private func redraw(replacing old: [String], with new: [String]) -> [String] {
        let width = max(1, TerminalWidth.current())
        let rows = old.reduce(0) { $0 + max(1, (Self.columns($1) + width - 1) / width) }
        repl.output.writeLine("\u{1B}[\(rows)F\u{1B}[J" + new.joined(separator: "\n"))
        return new
    }

    /// The terminal columns the text takes without its colour escapes (a wide character, as in a legend of
    /// Chinese values, takes two: `DisplayWidth`).
    private static func columns(_ text: String) -> Int {
        var count = 0
        var inEscape = false
        for character in text {
            if inEscape {
                if character.isLetter { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                count += DisplayWidth.of(character)
            }
        }
        return count
    }
}
