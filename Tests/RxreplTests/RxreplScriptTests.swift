import Foundation
import PTYHarness
import XCTest

/// `scripts/rxrepl` in a scratch checkout with a stand-in `swift` on PATH (it prints SwiftPM's `[done/total]` lines
/// and writes a stand-in binary): the line it prints before a build, the progress line, silence when nothing
/// changed, and the arguments and exit status passed through.
final class RxreplScriptTests: XCTestCase {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private var root = ""
    private var tools: String { root + "/tools" }
    private var swiftLog: String { root + "/swift.log" }

    private static let fakeSwift = """
        #!/bin/sh
        echo "swift $*" >> "$FAKE_SWIFT_LOG"
        echo "Building for production..."
        i=1
        while [ $i -le 12 ]; do echo "[$i/12] Compiling A a$i.swift"; i=$((i + 1)); done
        if [ -n "${FAKE_SWIFT_FAIL:-}" ]; then echo "/x/a.swift:1:1: error: no such name"; exit 2; fi
        mkdir -p "$3/.build/release"
        printf '#!/bin/sh\\nprintf "%%s|" "$@"\\necho\\nexit 3\\n' > "$3/.build/release/rxrepl"
        chmod +x "$3/.build/release/rxrepl"
        echo "Build of product 'rxrepl' complete! (0.01s)"

        """

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "rxrepl-script-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let files = FileManager.default
        for folder in ["scripts", "Sources/A", "tools"] {
            try files.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        try files.copyItem(
            atPath: Self.packageRoot.path + "/scripts/rxrepl", toPath: root + "/scripts/rxrepl")
        try write("#!/bin/sh\nexit 0\n", to: "scripts/bootstrap", executable: true)
        try write(Self.fakeSwift, to: "tools/swift", executable: true)
        try write("// swift-tools-version:6.0\n", to: "Package.swift")
        try write("let a = 1\n", to: "Sources/A/a.swift")
        let past = Date().addingTimeInterval(-60)
        for path in ["Package.swift", "Sources/A/a.swift", "Sources/A", "Sources"] {
            try files.setAttributes([.modificationDate: past], ofItemAtPath: root + "/" + path)
        }
    }

    override func tearDown() {
        _ = try? FileManager.default.removeItem(atPath: root)
    }

    private func write(_ text: String, to path: String, executable: Bool = false) throws {
        try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
        if executable {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root + "/" + path)
        }
    }

    private var environment: [String: String] {
        ["PATH": tools + ":/usr/bin:/bin", "HOME": root, "FAKE_SWIFT_LOG": swiftLog, "LANG": "C.UTF-8"]
    }

    private func rxrepl(
        _ arguments: [String], extra: [String: String] = [:]
    ) throws
        -> (standardOutput: String, standardError: String, status: Int32)
    {
        try PipedRun.runApart(
            root + "/scripts/rxrepl", arguments, in: URL(fileURLWithPath: root),
            environment: environment.merging(extra) { $1 })
    }

    private func swiftRuns() -> Int {
        ((try? String(contentsOfFile: swiftLog, encoding: .utf8)) ?? "").split(separator: "\n").count
    }

    func testTheFirstRunSaysItBuildsShowsProgressAndPassesArgumentsAndStatusThrough() throws {
        let run = try rxrepl(["--virtual-time", "a b.rx", ""])
        XCTAssertEqual(run.status, 3)
        XCTAssertEqual(run.standardOutput, "--virtual-time|a b.rx||\n")
        let lines = run.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.first, "building rxrepl (first run only, about 153 s)", run.standardError)
        XCTAssertTrue(run.standardError.contains("building rxrepl: 50% [6/12] compiled A\n"), run.standardError)
        XCTAssertFalse(run.standardError.contains("a6.swift"), "SwiftPM's own lines are condensed")
        XCTAssertTrue(lines.dropLast().last?.hasPrefix("built rxrepl in ") == true, run.standardError)
        XCTAssertEqual(
            try String(contentsOfFile: swiftLog, encoding: .utf8),
            "swift build --package-path \(root) -c release --static-swift-stdlib --product rxrepl\n")
    }

    func testNothingIsPrintedAndSwiftIsNotStartedWhenNothingChanged() throws {
        XCTAssertEqual(try rxrepl(["x"]).status, 3)
        let again = try rxrepl(["-e", "of(1)"])
        XCTAssertEqual(again.standardError, "")
        XCTAssertEqual(again.standardOutput, "-e|of(1)|\n")
        XCTAssertEqual(again.status, 3)
        XCTAssertEqual(swiftRuns(), 1)
    }

    /// Dates the last build `seconds` ago (the binary and the stamp scripts/rxrepl keeps beside it).
    private func lastBuilt(secondsAgo seconds: Double) throws {
        for path in [".build/release/rxrepl", ".build/release/rxrepl.built"] {
            try FileManager.default.setAttributes(
                [.modificationDate: Date().addingTimeInterval(-seconds)], ofItemAtPath: root + "/" + path)
        }
    }

    func testAChangedOrAddedSourceRebuilds() throws {
        XCTAssertEqual(try rxrepl([]).status, 3)
        try lastBuilt(secondsAgo: 30)
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(-10)], ofItemAtPath: root + "/Sources/A/a.swift")
        let changed = try rxrepl([])
        XCTAssertTrue(
            changed.standardError.hasPrefix("rebuilding rxrepl (sources changed since the last build)\n"),
            changed.standardError)
        XCTAssertEqual(swiftRuns(), 2)
        XCTAssertEqual(try rxrepl([]).standardError, "")

        try lastBuilt(secondsAgo: 30)
        try write("let b = 2\n", to: "Sources/A/b.swift")
        XCTAssertTrue(try rxrepl([]).standardError.hasPrefix("rebuilding rxrepl"))
        XCTAssertEqual(swiftRuns(), 3)

        try lastBuilt(secondsAgo: 30)
        try FileManager.default.removeItem(atPath: root + "/Sources/A/b.swift")
        XCTAssertTrue(try rxrepl([]).standardError.hasPrefix("rebuilding rxrepl"), "a removed file touches its folder")
        XCTAssertEqual(swiftRuns(), 4)
    }

    func testTheEstimateIsTheTimeTheLastFirstBuildTook() throws {
        try FileManager.default.createDirectory(atPath: root + "/.build", withIntermediateDirectories: true)
        try write("42\n", to: ".build/rxrepl-first-build-seconds")
        let run = try rxrepl([])
        XCTAssertTrue(
            run.standardError.hasPrefix("building rxrepl (first run only, about 42 s)\n"), run.standardError)
    }

    func testAFailedBuildShowsTheCompilersWordsAndExitsWithItsStatus() throws {
        let run = try rxrepl(["x"], extra: ["FAKE_SWIFT_FAIL": "1"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertTrue(run.standardError.contains("/x/a.swift:1:1: error: no such name\n"), run.standardError)
        XCTAssertTrue(
            run.standardError.hasSuffix("rxrepl: the build failed (swift build exited 2)\n"), run.standardError)
        XCTAssertFalse(run.standardError.contains("a6.swift"), run.standardError)
    }

    func testOnATerminalTheProgressLineIsRewrittenInPlaceWithTheSecondsSoFar() throws {
        let wide = try PseudoTerminal(
            executable: root + "/scripts/rxrepl", arguments: ["run"], environment: environment, columns: 80)
        XCTAssertEqual(wide.waitForExit(), .exited(3), wide.rawTranscript)
        let transcript = wide.rawTranscript
        XCTAssertTrue(transcript.contains("^M⎋[Kbuilding rxrepl ("), transcript)
        XCTAssertTrue(transcript.contains(" s): 50% [6/12] compiled A^M⎋[K"), transcript)
        XCTAssertTrue(transcript.contains("^M⎋[Kbuilt rxrepl in "), transcript)
        XCTAssertTrue(transcript.hasSuffix("run|^M\n"), transcript)

        try FileManager.default.removeItem(atPath: root + "/.build")
        let narrow = try PseudoTerminal(
            executable: root + "/scripts/rxrepl", arguments: [], environment: environment, columns: 30)
        XCTAssertEqual(narrow.waitForExit(), .exited(3), narrow.rawTranscript)
        XCTAssertTrue(narrow.rawTranscript.contains("…^M⎋[K"), narrow.rawTranscript)
        XCTAssertFalse(narrow.rawTranscript.contains("compiled A"), "cut to the width: \(narrow.rawTranscript)")
    }
}
