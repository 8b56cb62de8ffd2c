import Foundation
import LineEditor
import PTYHarness
@testable import RxRecording
import RxTrace
import XCTest
@testable import rxrepl

/// Recordings (`--record`, `:record`) and `rxrepl replay`: what the writer writes the reader reads back, a replay's
/// transcript is what the run printed, byte for byte on every run, a malformed file is refused with its line, and
/// the player steps, jumps, plays (on an injected clock) and draws `:marbles` as of its step.
final class RecordingTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/recordings").standardized
    private var rxrepl: String { PseudoTerminal.productsDirectory() + "/rxrepl" }
    private let environment = ["NO_COLOR": "1", "PATH": "/usr/bin:/bin"]

    private func temporaryFile(_ name: String) -> String {
        let path = NSTemporaryDirectory() + "rxrepl-recording-\(getpid())-\(UInt32.random(in: 0...UInt32.max))-\(name)"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    private func fixture(_ name: String) throws -> Recording {
        try RecordingReader.read(String(contentsOf: Self.fixtures.appendingPathComponent(name), encoding: .utf8))
    }

    // MARK: - Writer and reader

    /// The kept recording is what `--record` writes today for its script: writer and format have not drifted.
    func testTheKeptRecordingIsWhatRecordWritesForItsScript() throws {
        let path = temporaryFile("lesson.jsonl")
        let run = try PipedRun.runApart(
            rxrepl, ["--virtual-time", "--record", path, "lesson.rx"], in: Self.fixtures, environment: environment)
        XCTAssertEqual(run.status, 0, run.standardError)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        let kept = try String(contentsOf: Self.fixtures.appendingPathComponent("lesson.jsonl"), encoding: .utf8)
        XCTAssertEqual(
            written.replacingOccurrences(of: path, with: "lesson.jsonl"), kept,
            "rerecord with: cd Tests/Fixtures/recordings && rxrepl --virtual-time --record lesson.jsonl lesson.rx")
    }

    func testTheReaderReadsEveryRecordTheWriterWrote() throws {
        let recording = try fixture("lesson.jsonl")
        XCTAssertEqual(
            recording.header,
            Recording.Header(
                version: 1, rxrepl: RxreplVersion.number, source: "script", name: "lesson.rx", virtualTime: true,
                frameSeconds: 0.01, width: 80, trace: "events"))
        guard case .entry(1, "lesson.rx", let text, nil, 0, true)? = recording.items.first else {
            return XCTFail("the script is the first entry, not shown: \(recording.items.first as Any)")
        }
        XCTAssertTrue(text.hasPrefix("// A small session"))
        XCTAssertTrue(
            recording.items.contains(
                .subscription(
                    id: 1,
                    expression: "letters.flatMapLatest { x in cold(\"--x|\", values: [\"x\": x + \"!\"]) }.subscribe()",
                    time: 0, virtual: true)))
        XCTAssertTrue(recording.items.contains(.output(text: "hello\n", time: 0, virtual: true)))
        let printed = recording.items.compactMap { item -> Recording.TraceRecord? in
            if case .trace(let line) = item, line.printed != nil { return line }
            return nil
        }
        XCTAssertEqual(printed.count, 11)
        XCTAssertEqual(
            printed.first { $0.kind == .next && $0.subscription == 1 },
            Recording.TraceRecord(
                subscription: 1, inner: 0, stage: "subscribe", depth: 0, kind: .next, text: "\"a!\"", time: 0.03,
                thread: "main", virtual: true, printed: "#1  +0.030s  main        next(\"a!\")", lane: .subscription))
        let lanes = recording.items.compactMap { item -> LaneNote? in
            if case .trace(let line) = item { return line.lane }
            return nil
        }
        XCTAssertTrue(lanes.contains(.innerOpened(index: 2, parent: 0, downstreamStage: 0, depth: 1)), "\(lanes)")
        XCTAssertTrue(lanes.contains(.stageOpened(position: 1, downstream: 0)), "\(lanes)")
        guard case .end(0.08, true)? = recording.items.last else {
            return XCTFail("the end record is last: \(recording.items.last as Any)")
        }
    }

    /// Every trace record carries the JSON-lines trace's own object, as `--format jsonl` prints it.
    func testTraceRecordsHoldTheJSONLinesTraceObjects() throws {
        let jsonl = try PipedRun.runApart(
            rxrepl, ["--virtual-time", "--format", "jsonl", "lesson.rx"], in: Self.fixtures, environment: environment)
        let kept = try String(contentsOf: Self.fixtures.appendingPathComponent("lesson.jsonl"), encoding: .utf8)
        let traced = kept.split(separator: "\n").filter { $0.contains("\"printed\":\"#") }.map { line in
            String(line[line.range(of: ",\"trace\":")!.upperBound...].dropLast())
        }
        let lines = jsonl.standardOutput.split(separator: "\n").map(String.init).filter { $0.hasPrefix("{\"sub\"") }
        XCTAssertEqual(traced, lines)
    }

    func testARecordingOfTheREPLsShapeReadsBack() throws {
        let path = temporaryFile("written.jsonl")
        let recording = try SessionRecording(
            path: path,
            header: Recording.Header(
                rxrepl: RxreplVersion.number, source: "repl", name: "<repl>", virtualTime: true, frameSeconds: 0.1,
                width: 72, trace: "stages"),
            isVirtualMark: { $0 == "@" }, now: { (1.5, true) }, expression: { _ in nil })
        recording.entry("let x = 1\nx", number: 4, source: "<repl:3>", printed: "rx @1.500s> let x = 1\n..> x")
        recording.output("\u{1B}[2m(dim)\u{1B}[0m\n")
        recording.clock(virtual: false, seconds: 2.25, command: ":time real")
        recording.close()
        recording.output("after the end, nothing")
        let read = try RecordingReader.read(String(contentsOfFile: path, encoding: .utf8))
        XCTAssertEqual(read.header.width, 72)
        XCTAssertEqual(read.header.frameSeconds, 0.1)
        XCTAssertEqual(read.header.trace, "stages")
        XCTAssertEqual(
            read.items,
            [
                .entry(
                    number: 4, source: "<repl:3>", text: "let x = 1\nx", printed: "rx @1.500s> let x = 1\n..> x",
                    time: 1.5, virtual: true),
                .output(text: "(dim)\n", time: 1.5, virtual: true),
                .clock(virtual: false, time: 2.25, command: ":time real"),
                .end(time: 1.5, virtual: true),
            ])
        XCTAssertEqual(read.items[0].shownLines, ["rx @1.500s> let x = 1", "..> x"])
    }

    func testAMalformedRecordingIsRefusedWithItsLineAndWhatWasExpected() {
        let header =
            #"{"type":"header","format":"rxrepl-recording","version":1,"rxrepl":"0.1.0","source":"repl","name":"<repl>","clock":"virtual","frame":0.01,"width":80,"trace":"events"}"#
        let cases: [(String, RecordingReader.Failure)] = [
            ("", .init(line: 1, message: "expected the header record, found an empty file")),
            ("not json", .init(line: 1, message: "expected one JSON object on the line")),
            (
                #"{"type":"entry","line":1,"text":"x","time":0,"clock":"real"}"#,
                .init(line: 1, message: #"expected the header record ({"type":"header",…}) first"#)
            ),
            (
                header.replacingOccurrences(of: #""version":1"#, with: #""version":7"#),
                .init(line: 1, message: "expected version 1 to 1, found 7 (written by a later rxrepl?)")
            ),
            (
                header + "\n" + #"{"type":"entry","line":"two","text":"x","time":0,"clock":"real"}"#,
                .init(line: 2, message: #"expected "line" to be a whole number"#)
            ),
            (
                header + "\n\n" + #"{"type":"trace","clock":"virtual","trace":{"sub":1,"kind":"next","time":0}}"#,
                .init(line: 3, message: #"expected "trace.thread" to be a string"#)
            ),
            (
                header + "\n"
                    + #"{"type":"trace","clock":"virtual","trace":{"kind":"nexxt","time":0,"thread":"main"}}"#,
                .init(line: 2, message: "expected a trace kind such as next or disposed, found 'nexxt'")
            ),
            (
                header + "\n" + #"{"type":"frame","time":0}"#,
                .init(
                    line: 2,
                    message:
                        "unknown record type 'frame'; expected entry, output, trace, subscription, clock, warning or end"
                )
            ),
            (
                header + "\n" + #"{"type":"clock","clock":"sundial","time":0}"#,
                .init(line: 2, message: #"expected "clock" to be "virtual" or "real", found "sundial""#)
            ),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try RecordingReader.read(text), text) { error in
                XCTAssertEqual(error as? RecordingReader.Failure, expected, text)
            }
        }
    }

    func testReplayOfAMalformedOrMissingFileExits65Or66WithTheLocation() throws {
        let path = temporaryFile("broken.jsonl")
        let kept = try String(contentsOf: Self.fixtures.appendingPathComponent("lesson.jsonl"), encoding: .utf8)
        try (kept.split(separator: "\n").prefix(3).joined(separator: "\n") + "\n{\"type\":\"trace\"}\n")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let broken = try PipedRun.runApart(rxrepl, ["replay", path], in: Self.fixtures, environment: environment)
        XCTAssertEqual(broken.status, 65)
        XCTAssertEqual(broken.standardOutput, "")
        XCTAssertEqual(
            broken.standardError,
            "rxrepl: \(path):4: not a recording: expected \"trace\" to be an object (docs/recording-format.md "
                + "describes the format)\n")
        let unwritable = try PipedRun.runApart(
            rxrepl, ["--virtual-time", "--record", "/no-such-directory/run.jsonl", "lesson.rx"], in: Self.fixtures,
            environment: environment)
        XCTAssertEqual(unwritable.status, 66)
        XCTAssertEqual(unwritable.standardOutput, "", "nothing ran")
        XCTAssertEqual(
            unwritable.standardError,
            "rxrepl: --record /no-such-directory/run.jsonl: cannot write it: No such file or directory; choose a "
                + "writable path, e.g. --record /tmp/run.jsonl\n")
        let missing = try PipedRun.runApart(
            rxrepl, ["replay", "no-such.jsonl"], in: Self.fixtures, environment: environment)
        XCTAssertEqual(missing.status, 66)
        XCTAssertEqual(missing.standardError, "rxrepl: cannot read no-such.jsonl: no such readable UTF-8 file\n")
    }

    /// The lanes a replay rebuilds at the end of a recording are the lanes the run itself drew: each sample's
    /// `--export svg` picture, drawn again from its recording alone. `RECORDING_SAMPLES=01-creation,02-transforming`
    /// checks other samples (every sample that exits 0 and calls no `marbles()` passed when this was written).
    func testLanesRebuiltFromARecordingAreTheLanesTheRunDrew() throws {
        let root = Self.fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let chosen = ProcessInfo.processInfo.environment["RECORDING_SAMPLES"]?.split(separator: ",").map(String.init)
        for sample in chosen ?? [
            "04-stages", "09-combining", "10-merge-concat", "11-flattening", "12-errors", "13-disposing", "18-sharing",
        ] {
            let path = temporaryFile(sample + ".jsonl")
            let run = try PipedRun.runApart(
                rxrepl, ["--virtual-time", "--export", "svg", "--record", path, "samples/\(sample).rx"], in: root,
                environment: environment)
            XCTAssertEqual(run.status, 0, sample)
            let recording = try RecordingReader.read(String(contentsOfFile: path, encoding: .utf8))
            let last = recording.items.count - 1
            let records = ReplayLanes.subscriptions(in: recording.items, through: last).compactMap {
                ReplayLanes.record(of: $0, in: recording.items, through: last)
            }
            XCTAssertFalse(records.isEmpty, sample)
            let picture = MarbleExport.svg.render(MarbleExport.chart(records: records, marbles: []))
            XCTAssertEqual(picture, run.standardOutput, sample)
        }
    }

    // MARK: - Transcript

    /// Off a terminal, `replay` prints what the run printed, and the same bytes every time.
    func testTheTranscriptIsWhatTheRunPrintedTheSameBytesEveryRun() throws {
        let path = temporaryFile("run.jsonl")
        let script = try PipedRun.runApart(
            rxrepl, ["--virtual-time", "--trace", "stages", "--record", path, "lesson.rx"], in: Self.fixtures,
            environment: environment)
        XCTAssertEqual(script.status, 0)
        let first = try PipedRun.runApart(rxrepl, ["replay", path], in: Self.fixtures, environment: environment)
        let second = try PipedRun.runApart(
            rxrepl, ["replay", path], in: Self.fixtures,
            environment: ["PATH": "/usr/bin:/bin", "LANG": "de_DE.UTF-8", "TZ": "Asia/Tokyo"])
        XCTAssertEqual(first.status, 0)
        XCTAssertEqual(first.standardOutput, script.standardOutput)
        XCTAssertEqual(Data(first.standardOutput.utf8), Data(second.standardOutput.utf8))
        XCTAssertTrue(
            first.standardOutput.contains("main          flatMapLatest       next(\"a!\")"), first.standardOutput)
    }

    /// Output printed in pieces is one line, as the terminal showed it.
    func testOutputPrintedInPiecesIsRecordedAsTheLinesItMade() throws {
        let path = temporaryFile("pieces.jsonl")
        let script =
            #"for i in 1...3 { print(i, terminator: i < 3 ? ", " : "\n") }; just("x").subscribe(); print("end")"#
        let run = try PipedRun.runApart(
            rxrepl, ["--virtual-time", "--record", path, "-e", script], in: Self.fixtures, environment: environment)
        XCTAssertEqual(run.standardOutput.split(separator: "\n").first, "1, 2, 3")
        let replay = try PipedRun.runApart(rxrepl, ["replay", path], in: Self.fixtures, environment: environment)
        XCTAssertEqual(replay.standardOutput, run.standardOutput)
        let recording = try RecordingReader.read(String(contentsOfFile: path, encoding: .utf8))
        XCTAssertEqual(
            recording.items.compactMap { if case .output(let text, _, _) = $0 { return text } else { return nil } },
            ["1, 2, 3\n", "end\n"])
    }

    // MARK: - The player

    /// Keys for the player, with the waits it asked for; a nil key is a wait that ran out.
    private final class ScriptedKeys: ReplayKeys {
        var keys: [KeyReader.Key?]
        var waits: [Double?] = []

        init(_ keys: [KeyReader.Key?]) { self.keys = keys }

        func next(timeout: Double?) -> KeyReader.Key? {
            waits.append(timeout)
            guard !keys.isEmpty else { return .end }
            return keys.removeFirst()
        }
    }

    private func play(
        _ keys: [KeyReader.Key?], recording name: String = "lesson.jsonl"
    ) throws -> (
        player: ReplayPlayer, keys: ScriptedKeys, written: String
    ) {
        var player = ReplayPlayer(recording: try fixture(name), width: 80)
        let scripted = ScriptedKeys(keys)
        var written = ""
        ReplayTerminal.run(&player, keys: scripted) { written += $0 }
        return (player, scripted, written)
    }

    func testStepsGoForwardAndBackOneEventErasingWhatTheyShowed() throws {
        let (player, _, written) = try play([.right, .character("l"), .left, .character("q")])
        XCTAssertEqual(player.position, 1)
        XCTAssertTrue(player.isDone)
        let expected =
            "replay of lesson.rx: 12 events, virtual time, recorded by rxrepl \(RxreplVersion.number)\n"
            + ReplayPlayer.keys + "\n"
            + "event 0 of 12  start  paused  1x"
            + "\r\u{1B}[K#1  +0.000s  main        subscribed\n"
            + "event 1 of 12  @0.000s  paused  1x"
            + "\r\u{1B}[Khello\n"
            + "event 2 of 12  @0.000s  paused  1x"
            + "\r\u{1B}[K\u{1B}[1A\u{1B}[J"
            + "event 1 of 12  @0.000s  paused  1x"
            + "\r\u{1B}[K"
        XCTAssertEqual(written, expected)
    }

    func testGoingToATimeShowsEverythingUpToItOrRedrawsBackToIt() throws {
        let keys: [KeyReader.Key?] =
            [.character("g")] + "0.07s".map { .character($0) } + [.enter]
            + [.character("g"), .character("3"), .character("0"), .backspace, .character("m"), .character("s"), .enter]
        let (player, _, written) = try play(keys + [.character("q")])
        XCTAssertEqual(player.position, 8, "3ms is after the 8 events at 0s")
        XCTAssertTrue(written.contains("go to time (Enter): 0.07s"), written)
        XCTAssertTrue(written.contains("#1  +0.070s  main        next(\"b!\")\nevent 10 of 12  @0.070s"), written)
        let redraw = try XCTUnwrap(written.range(of: ReplayPlayer.clearScreen, options: .backwards))
        let transcript = ReplayPlayer.transcript(of: try fixture("lesson.jsonl")).split(separator: "\n")
        XCTAssertEqual(
            String(written[redraw.upperBound...]),
            "replay of lesson.rx: 12 events, virtual time, recorded by rxrepl \(RxreplVersion.number)\n"
                + ReplayPlayer.keys + "\n" + transcript.prefix(8).map { $0 + "\n" }.joined()
                + "event 8 of 12  @0.000s  paused  1x"
                + "\r\u{1B}[K")
    }

    /// `m #1` draws the lanes as they stood at the current step: at 30ms only a went through; at 70ms, b!
    /// arrived and #1.2 has not completed yet.
    func testMarblesDrawTheSubscriptionAsOfTheCurrentStep() throws {
        let marbles: [KeyReader.Key?] = [.character("m"), .character("#"), .character("1"), .enter]
        let keys: [KeyReader.Key?] =
            [.character("g")] + "0.03".map { .character($0) } + [.enter] + marbles + [.right] + marbles
        let (_, _, written) = try play(keys + [.character("q")])
        let drawings = written.components(separatedBy: "#1  letters.flatMapLatest").dropFirst()
        XCTAssertEqual(drawings.count, 2, written)
        let atA = drawings.first!
        XCTAssertTrue(atA.contains("(frame 10ms, still running)"), atA)
        XCTAssertTrue(atA.contains("\ncold           -a--\n  ↳ #1.1 cold   ^-b\nflatMapLatest  ---b\n"), atA)
        let atB = drawings.last!
        XCTAssertTrue(atB.contains("\ncold           -a---b|\n  ↳ #1.1 cold   ^-c|\n  ↳ #1.2 cold       ^-d\n"), atB)
        XCTAssertTrue(atB.contains("flatMapLatest  ---c---d\n"), atB)
        XCTAssertTrue(written.contains("\u{1B}[6A\u{1B}[J#1  +0.070s"), "the drawing is erased at the next step")
    }

    /// A `:marbles frame` typed in the session holds for the replay's drawings after it.
    func testMarblesUseTheFrameTheSessionHadSetByThen() throws {
        var recording = try fixture("lesson.jsonl")
        recording.items.insert(
            .entry(number: 2, source: nil, text: ":marbles frame 20ms", printed: nil, time: 0, virtual: true), at: 1)
        var player = ReplayPlayer(recording: recording, width: 80)
        var written = ""
        let keys: [KeyReader.Key?] = [
            .character("g"), .character("9"), .enter, .character("m"), .character("1"), .enter,
        ]
        ReplayTerminal.run(&player, keys: ScriptedKeys(keys + [.character("q")])) { written += $0 }
        XCTAssertTrue(written.contains("(frame 20ms)\ncold           a-b|\n"), written)
    }

    func testMarblesOfASubscriptionNotYetStartedSaysWhichThereAre() throws {
        let keys: [KeyReader.Key?] = [.right, .character("m"), .character("7"), .enter, .character("q")]
        let (_, _, written) = try play(keys)
        XCTAssertTrue(written.contains("no subscription #7 yet (there are #1)"), written)
    }

    /// Playing waits each step's recorded gap (on the injected clock), half as fast after 2, then stops at the end.
    func testPlayingWaitsTheRecordedGapsAtTheChosenSpeed() throws {
        let keys: [KeyReader.Key?] =
            [.character("g")] + "0.02".map { .character($0) } + [.enter, .character("2"), .character(" ")]
            + [nil, nil, nil, nil, nil, .character("q")]
        let (player, scripted, written) = try play(keys)
        XCTAssertEqual(player.position, 12)
        XCTAssertFalse(player.isPlaying)
        let waits = scripted.waits.suffix(7).map { $0.map { ($0 * 1000).rounded() / 1000 } }
        XCTAssertEqual(waits, [nil, 0.06, 0.08, 0.02, 0, nil, nil])
        XCTAssertTrue(written.hasSuffix("event 12 of 12  @0.080s  paused  1/2x\r\u{1B}[K"), written)
    }
}
