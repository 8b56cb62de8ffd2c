import Foundation
import PTYHarness
import XCTest

/// `scripts/rxrepl` in a scratch checkout with a stand-in `swift` on PATH (it prints SwiftPM's `[done/total]` lines
/// and writes a stand-in binary that says which build it is): the line it prints before a build, the progress line,
/// the quick build first and the optimised one in the background, silence when nothing changed, and the arguments
/// and exit status passed through.
final class RxreplScriptTests: XCTestCase {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private var root = ""
    private var tools: String { root + "/tools" }
    private var swiftLog: String { root + "/swift.log" }

    /// `swift build --package-path ROOT --scratch-path QUICK ...` is the quick build, `... -c release ...` the
    /// optimised one (which waits FAKE_RELEASE_SECONDS first, and fails with FAKE_RELEASE_FAIL).
    private static let fakeSwift = """
        #!/bin/sh
        echo "swift $*" >> "$FAKE_SWIFT_LOG"
        if [ "$4" = "--scratch-path" ]; then
          kind=quick; out="$5/debug"; fail="${FAKE_SWIFT_FAIL:-}"
        else
          kind=release; out="$3/.build/release"; fail="${FAKE_SWIFT_FAIL:-}${FAKE_RELEASE_FAIL:-}"
          sleep "${FAKE_RELEASE_SECONDS:-0}"
        fi
        echo "Building..."
        i=1
        while [ $i -le 12 ]; do echo "[$i/12] Compiling A a$i.swift"; i=$((i + 1)); done
        if [ -n "$fail" ]; then echo "/x/a.swift:1:1: error: no such name"; exit 2; fi
        mkdir -p "$out"
        printf '#!/bin/sh\\nprintf "%s:"\\nprintf "%%s|" "$@"\\necho\\nexit 3\\n' "$kind" > "$out/rxrepl"
        chmod +x "$out/rxrepl"
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
        if let pid = try? String(contentsOfFile: root + "/.build-quick/release-build.pid", encoding: .utf8),
            let number = Int32(pid.trimmingCharacters(in: .whitespacesAndNewlines))
        {
            kill(number, SIGKILL)
        }
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

    private var quickBuild: String {
        "swift build --package-path \(root) --scratch-path \(root)/.build-quick --static-swift-stdlib --product rxrepl"
    }
    private var releaseBuild: String {
        "swift build --package-path \(root) -c release --static-swift-stdlib --product rxrepl"
    }

    private func swiftCommands() -> [String] {
        ((try? String(contentsOfFile: swiftLog, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Waits for the background build to write its exit status (the stand-in takes a fraction of a second).
    private func backgroundStatus(timeout: TimeInterval = 20) -> String? {
        let path = root + "/.build-quick/release-build.status"
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: path, encoding: .utf8), text.hasSuffix("\n") {
                return text.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            usleep(20_000)
        }
        return nil
    }

    func testTheFirstRunMakesAQuickBuildRunsItAndStartsTheOptimisedBuildInTheBackground() throws {
        let run = try rxrepl(["--virtual-time", "a b.rx", ""], extra: ["FAKE_RELEASE_SECONDS": "2"])
        XCTAssertEqual(run.status, 3)
        XCTAssertEqual(run.standardOutput, "quick:--virtual-time|a b.rx||\n")
        let lines = run.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.first, "building rxrepl (first run only, about 55 s)", run.standardError)
        XCTAssertTrue(run.standardError.contains("building rxrepl: 50% [6/12] compiled A\n"), run.standardError)
        XCTAssertFalse(run.standardError.contains("a6.swift"), "SwiftPM's own lines are condensed")
        XCTAssertTrue(
            lines.dropLast(2).last?.hasPrefix("built rxrepl in ") == true
                && lines.dropLast(2).last?.hasSuffix(" s (a quick build, to start at once)") == true,
            run.standardError)
        XCTAssertEqual(
            lines.dropLast().last, "the optimised build goes on in the background (about 153 s); later runs use it")
        XCTAssertEqual(swiftCommands().first, quickBuild)

        let meanwhile = try rxrepl(["-e", "of(1)"])
        XCTAssertEqual(meanwhile.standardOutput, "quick:-e|of(1)|\n", "the quick build serves until the other is done")
        XCTAssertEqual(meanwhile.standardError, "")

        XCTAssertEqual(backgroundStatus(), "0")
        XCTAssertEqual(swiftCommands(), [quickBuild, releaseBuild])
        let later = try rxrepl(["-e", "of(1)"])
        XCTAssertEqual(later.standardOutput, "release:-e|of(1)|\n")
        XCTAssertEqual(later.standardError, "")
        XCTAssertEqual(later.status, 3)
        XCTAssertEqual(swiftCommands().count, 2, "nothing to build")
        let recorded = try String(contentsOfFile: root + "/.build/rxrepl-first-build-seconds", encoding: .utf8)
        XCTAssertTrue(
            ["2\n", "3\n"].contains(recorded), "the background build's time is the next estimate: \(recorded)")
    }

    func testReleaseBuildInTheForegroundWhenAskedFor() throws {
        let run = try rxrepl(["x"], extra: ["RXREPL_BUILD": "release"])
        XCTAssertEqual(run.standardOutput, "release:x|\n")
        XCTAssertTrue(
            run.standardError.hasPrefix("building rxrepl (first run only, about 153 s)\n"), run.standardError)
        XCTAssertEqual(swiftCommands(), [releaseBuild])
        let again = try rxrepl(["y"])
        XCTAssertEqual(again.standardError, "")
        XCTAssertEqual(again.standardOutput, "release:y|\n")
        XCTAssertEqual(swiftCommands().count, 1)
    }

    /// Dates the last optimised build `seconds` ago (the binary and the stamp scripts/rxrepl keeps beside it).
    private func lastBuilt(secondsAgo seconds: Double) throws {
        for path in [".build/release/rxrepl", ".build/release/rxrepl.built"] {
            try FileManager.default.setAttributes(
                [.modificationDate: Date().addingTimeInterval(-seconds)], ofItemAtPath: root + "/" + path)
        }
    }

    func testAChangedOrAddedSourceRebuildsTheOptimisedBinaryInTheForeground() throws {
        XCTAssertEqual(try rxrepl([], extra: ["RXREPL_BUILD": "release"]).status, 3)
        try lastBuilt(secondsAgo: 30)
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(-10)], ofItemAtPath: root + "/Sources/A/a.swift")
        let changed = try rxrepl([])
        XCTAssertTrue(
            changed.standardError.hasPrefix("rebuilding rxrepl (sources changed since the last build)\n"),
            changed.standardError)
        XCTAssertEqual(changed.standardOutput, "release:|\n")
        XCTAssertEqual(swiftCommands(), [releaseBuild, releaseBuild])
        XCTAssertEqual(try rxrepl([]).standardError, "")

        try lastBuilt(secondsAgo: 30)
        try write("let b = 2\n", to: "Sources/A/b.swift")
        XCTAssertTrue(try rxrepl([]).standardError.hasPrefix("rebuilding rxrepl"))
        XCTAssertEqual(swiftCommands().count, 3)

        try lastBuilt(secondsAgo: 30)
        try FileManager.default.removeItem(atPath: root + "/Sources/A/b.swift")
        XCTAssertTrue(try rxrepl([]).standardError.hasPrefix("rebuilding rxrepl"), "a removed file touches its folder")
        XCTAssertEqual(swiftCommands().count, 4)
    }

    func testAChangedSourceRebuildsTheQuickBinaryWhileTheOptimisedOneIsStillBuilding() throws {
        XCTAssertEqual(try rxrepl([], extra: ["FAKE_RELEASE_SECONDS": "3"]).status, 3)
        for path in [".build-quick/debug/rxrepl", ".build-quick/debug/rxrepl.built"] {
            try FileManager.default.setAttributes(
                [.modificationDate: Date().addingTimeInterval(-30)], ofItemAtPath: root + "/" + path)
        }
        try write("let b = 2\n", to: "Sources/A/b.swift")
        let changed = try rxrepl(["z"])
        XCTAssertEqual(changed.standardOutput, "quick:z|\n")
        XCTAssertTrue(
            changed.standardError.hasPrefix("rebuilding rxrepl's quick build (sources changed since it was built)\n"),
            changed.standardError)
        XCTAssertTrue(
            changed.standardError.hasSuffix("(a quick build; the optimised one is still building)\n"),
            changed.standardError)
        XCTAssertEqual(backgroundStatus(), "0")
        XCTAssertEqual(swiftCommands().filter { $0 == releaseBuild }.count, 1, "one background build, not two")
    }

    func testAFailedBackgroundBuildIsRetriedInTheForegroundShowingTheCompilersWords() throws {
        XCTAssertEqual(try rxrepl(["x"], extra: ["FAKE_RELEASE_FAIL": "1"]).standardOutput, "quick:x|\n")
        XCTAssertEqual(backgroundStatus(), "2")
        let failing = try rxrepl(["x"], extra: ["FAKE_RELEASE_FAIL": "1"])
        XCTAssertEqual(failing.status, 2)
        XCTAssertTrue(
            failing.standardError.hasPrefix(
                "rxrepl: the optimised build in the background failed (see \(root)/.build-quick/release-build.log);"
                    + " building it here\n"),
            failing.standardError)
        XCTAssertTrue(failing.standardError.contains("/x/a.swift:1:1: error: no such name\n"), failing.standardError)

        let fixed = try rxrepl(["x"])
        XCTAssertEqual(fixed.standardOutput, "quick:x|\n", "after a foreground failure, the quick build serves again")
        XCTAssertEqual(backgroundStatus(), "0")
        XCTAssertEqual(try rxrepl(["x"]).standardOutput, "release:x|\n")
    }

    func testTheEstimateIsTheTimeTheLastFirstBuildTook() throws {
        try FileManager.default.createDirectory(atPath: root + "/.build-quick", withIntermediateDirectories: true)
        try write("42\n", to: ".build-quick/first-build-seconds")
        let run = try rxrepl([])
        XCTAssertTrue(
            run.standardError.hasPrefix("building rxrepl (first run only, about 42 s)\n"), run.standardError)
        XCTAssertEqual(backgroundStatus(), "0")
    }

    func testAFailedBuildShowsTheCompilersWordsAndExitsWithItsStatus() throws {
        let run = try rxrepl(["x"], extra: ["FAKE_SWIFT_FAIL": "1"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertTrue(run.standardError.contains("/x/a.swift:1:1: error: no such name\n"), run.standardError)
        XCTAssertTrue(
            run.standardError.hasSuffix("rxrepl: the build failed (swift build exited 2)\n"), run.standardError)
        XCTAssertFalse(run.standardError.contains("a6.swift"), run.standardError)
        XCTAssertEqual(swiftCommands(), [quickBuild], "no background build after a failed quick one")
    }

    func testOnATerminalTheProgressLineIsRewrittenInPlaceWithTheSecondsSoFar() throws {
        let wide = try PseudoTerminal(
            executable: root + "/scripts/rxrepl", arguments: ["run"],
            environment: environment.merging(["RXREPL_BUILD": "release"]) { $1 }, columns: 80)
        XCTAssertEqual(wide.waitForExit(), .exited(3), wide.rawTranscript)
        let transcript = wide.rawTranscript
        XCTAssertTrue(transcript.contains("^M⎋[Kbuilding rxrepl ("), transcript)
        XCTAssertTrue(transcript.contains(" s): 50% [6/12] compiled A^M⎋[K"), transcript)
        XCTAssertTrue(transcript.contains("^M⎋[Kbuilt rxrepl in "), transcript)
        XCTAssertTrue(transcript.hasSuffix("release:run|^M\n"), transcript)

        try FileManager.default.removeItem(atPath: root + "/.build")
        let narrow = try PseudoTerminal(
            executable: root + "/scripts/rxrepl", arguments: [],
            environment: environment.merging(["RXREPL_BUILD": "release"]) { $1 }, columns: 30)
        XCTAssertEqual(narrow.waitForExit(), .exited(3), narrow.rawTranscript)
        XCTAssertTrue(narrow.rawTranscript.contains("…^M⎋[K"), narrow.rawTranscript)
        XCTAssertFalse(narrow.rawTranscript.contains("compiled A"), "cut to the width: \(narrow.rawTranscript)")
    }
}
