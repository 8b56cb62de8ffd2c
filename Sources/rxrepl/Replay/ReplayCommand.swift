import ArgumentParser
import Foundation
import LineEditor
import RxRecording
import RxTrace

/// `rxrepl replay FILE`: plays a recording (`:record`, `--record`) back in the terminal without running anything.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Play a recording (:record, --record) back without running anything.",
        discussion: """
            Shows the entries and the trace lines the session printed, in order, one event at a time, with a \
            status line (event k of n, and its time). Keys: the right arrow or l steps forward, the left arrow \
            or h back; g then a time \
            (1.5s, 300ms) and Enter jumps there; space plays or pauses, at 1x, or 1/2x and 1/4x after 2 or 4 \
            (1 goes back to 1x; pauses longer than 3s are shortened); m then #N and Enter draws :marbles #N as it \
            stood at that moment; q or Ctrl-C leaves. What it draws depends only on the recording and the keys: \
            the times and thread names are the recording's, and lines are counted in the recorded width \
            (--width sets another). When standard input or output is not a terminal, prints the whole session \
            once and exits 0. A file that is not a recording is an error naming the line and what was expected \
            (exit 65); an unreadable file exits 66. docs/recording-format.md describes the format. With --present, the \
            projector page shows the recording as far as the replay has stepped.
            """)

    @Argument(help: ArgumentHelp("A recording to play.", valueName: "file"), completion: .file(extensions: ["jsonl"]))
    var file: String

    @Option(help: ArgumentHelp("Draw in this many columns instead of the recorded width.", valueName: "columns"))
    var width: Int?

    @Flag(name: RunOption.present.name, help: "Also show the replay on the projector page, as far as it has stepped.")
    var present = false

    @Option(name: RunOption.presentPort.name, help: RunOption.presentPort.help)
    var presentPort: UInt16?

    @Option(name: RunOption.presentOn.name, help: RunOption.presentOn.help)
    var presentOn: String?

    func run() throws {
        guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8)
        else {
            ToolMessage.cannotRead(file).write()
            throw ExitCode(ExitStatus.noInput.rawValue)
        }
        let recording: Recording
        do {
            recording = try RecordingReader.read(text)
        } catch {
            ToolMessage.notARecording(file, line: error.line, expected: error.message).write()
            throw ExitCode(ExitStatus.syntaxError.rawValue)
        }
        let output = FileTraceOutput.standardOutput
        guard isatty(STDOUT_FILENO) == 1, let keys = KeyReader() else {
            output.write(ReplayPlayer.transcript(of: recording))
            output.flush()
            return
        }
        defer { keys.close() }
        var player = ReplayPlayer(recording: recording, width: width ?? recording.header.width)
        var page: ReplayPageFeed?
        let presenter = try SessionPresenter.serving(
            RunSettings(present: present, presentPort: presentPort, presentOn: presentOn))
        if let presenter {
            page = ReplayPageFeed(recording: recording, steps: player.steps, feed: presenter.feed)
            output.write("the page of this replay is at \(presenter.url)\n")
        }
        defer { presenter?.stop() }
        ReplayTerminal.run(
            &player, keys: keys,
            write: { text in
                output.write(text)
                output.flush()
            }, moved: { page?.show(position: $0) })
        output.write("\n")
        output.flush()
    }
}
