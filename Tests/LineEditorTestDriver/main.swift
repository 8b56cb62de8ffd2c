// A tiny program the LineEditor pseudo-terminal tests drive. It knows a fixed word list for Tab, treats
// unbalanced { ( [ as an unfinished entry, and echoes each entry as "got: <entry>" with newlines shown as "\n".
//   --history PATH   load and save history there
//   --history-limit N   keep at most N history entries (default 1000)
//   --ticks          print "tick N" above the prompt every 300 ms from a DispatchQueue.main timer
//   --crash-on-tab   crash inside the completion callback (the terminal is in raw mode there)
//   --pause-after-entry MS   sleep MS milliseconds after each entry, as a slow evaluation would (type-ahead tests)
//   --history-churn PATH TAG   no editor: add "churn TAG.N <200 KB>" entries to the history at PATH with a cap of
//                    8, each one rewriting the file, until killed (HistoryStoreTests kills it mid-rewrite)
import Dispatch
import LineEditor

#if canImport(Glibc)
    import Glibc
#endif

let words = [".throttle(", ".take(", ".takeWhile(", ".map(", ".filter(", "interval(", "just("]

/// The identifier that ends at the cursor, with the "." before it when there is one (".thr", "inter").
func wordBeforeCursor(_ line: String, _ cursor: Int) -> String {
    let before = Array(line.unicodeScalars.prefix(cursor))
    var start = before.endIndex
    while start > 0,
        before[start - 1] == "_" || before[start - 1].properties.isAlphabetic
            || ("0"..."9").contains(before[start - 1])
    {
        start -= 1
    }
    if start > 0, before[start - 1] == "." { start -= 1 }
    return String(String.UnicodeScalarView(before[start...]))
}

func isBalanced(_ text: String) -> Bool {
    var depth = 0
    for character in text {
        switch character {
        case "{", "(", "[": depth += 1
        case "}", ")", "]": depth -= 1
        default: break
        }
    }
    return depth <= 0
}

let arguments = CommandLine.arguments
if let churn = arguments.firstIndex(of: "--history-churn"), churn + 2 < arguments.count {
    let store = HistoryStore(path: arguments[churn + 1], limit: 8) { print("\($0)") }
    let padding = String(repeating: "x", count: 200_000)
    for index in 0... { store.add("churn \(arguments[churn + 2]).\(index) " + padding) }
}
let historyFile = arguments.firstIndex(of: "--history").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
let historyLimit = arguments.firstIndex(of: "--history-limit").flatMap {
    $0 + 1 < arguments.count ? Int(arguments[$0 + 1]) : nil
}
let crashOnTab = arguments.contains("--crash-on-tab")
let pauseAfterEntry = arguments.firstIndex(of: "--pause-after-entry").flatMap {
    $0 + 1 < arguments.count ? UInt32(arguments[$0 + 1]) : nil
}

let editor = LineEditor(
    prompt: "demo> ", continuationPrompt: "  ..> ", historyFile: historyFile, historyLimit: historyLimit ?? 1000,
    isComplete: isBalanced)
editor.completer = { line, cursor in
    if crashOnTab { fatalError("crash inside the completion callback") }
    let word = wordBeforeCursor(line, cursor)
    return Completions(wordLength: word.unicodeScalars.count, candidates: words.filter { $0.hasPrefix(word) })
}

/// Counts ticks on the main queue.
final class Ticker: @unchecked Sendable {
    var count = 0
}

var timer: DispatchSourceTimer?
if arguments.contains("--ticks") {
    let ticker = Ticker()
    let source = DispatchSource.makeTimerSource(queue: .main)
    source.schedule(deadline: .now() + .milliseconds(300), repeating: .milliseconds(300))
    source.setEventHandler {
        ticker.count += 1
        editor.printAbove("tick \(ticker.count)")
    }
    source.resume()
    timer = source
}

loop: while true {
    switch editor.readEntry() {
    case .line(let entry):
        print("got: " + entry.replacingNewlines())
    case .interrupted:
        print("(interrupted)")
    case .eof:
        print("bye")
        break loop
    }
    fflush(nil)
    if let pauseAfterEntry { usleep(pauseAfterEntry * 1000) }
}
timer?.cancel()
editor.close()
exit(0)

extension String {
    func replacingNewlines() -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n")
    }
}
