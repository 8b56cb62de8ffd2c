import Foundation
import PTYHarness
import XCTest

/// Replays every input the fuzzer kept (`Tests/Fixtures/fuzz`) through the real binary: each must end, within a
/// time limit and an interrupt, with one of the documented exit statuses, run alone and run one after another in a
/// single `fuzz-batch` process (where sessions could leak into each other).
final class FuzzFixtureReplayTests: XCTestCase {
    private static let documented: Set<Int32> = [0, 65, 66, 70, 124, 130]
    private var rxrepl: String { PseudoTerminal.productsDirectory() + "/rxrepl" }

    /// The fixtures, with the `--trace` and `--format` their names carry (`kind-hash.stages.jsonl.rx`).
    private func fixtures() throws -> [(url: URL, trace: String, format: String)] {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/fuzz").standardizedFileURL
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".rx") }
            .sorted()
        return names.map { name in
            let parts = name.split(separator: ".").map(String.init)
            let options = parts.count >= 4 ? (parts[parts.count - 3], parts[parts.count - 2]) : ("events", "text")
            return (directory.appendingPathComponent(name), options.0, options.1)
        }
    }

    func testEachFixtureEndsWithADocumentedStatusWhenRunAlone() throws {
        let all = try fixtures()
        XCTAssertFalse(all.isEmpty)
        for fixture in all {
            let ending = try runBounded(
                rxrepl,
                [
                    "--virtual-time", "--timeout", "60s", "--trace", fixture.trace,
                    "--format", fixture.format, fixture.url.path,
                ])
            switch ending {
            case .exited(let status):
                XCTAssertTrue(Self.documented.contains(status), "\(fixture.url.lastPathComponent): exit \(status)")
            case .signaled(let signal):
                XCTFail("\(fixture.url.lastPathComponent): killed by signal \(signal)")
            case .hung:
                XCTFail("\(fixture.url.lastPathComponent): still running after Ctrl-C")
            }
        }
    }

    func testAllFixturesRunOneAfterAnotherInOneBatch() throws {
        var input = Data()
        // A run an interrupt cannot stop ends the whole process (status 130), as it does alone: hangs are left out.
        let all = try fixtures().filter { !$0.url.lastPathComponent.hasPrefix("hang-") }
        // After each fixture, a plain timed stream: a session that leaves something behind in the process (a stage
        // tracer, a scheduler) meets the next session there.
        let probe = Data("let clicks = interval(100ms).take(10)\nclicks.throttle(350ms).subscribe()\n".utf8)
        for fixture in all {
            let bytes = try Data(contentsOf: fixture.url)
            input += Data("\(bytes.count) \(fixture.trace) \(fixture.format)\n".utf8) + bytes
            input += Data("\(probe.count) events text\n".utf8) + probe
        }
        let inputFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fuzz-replay-\(UUID().uuidString)")
        try input.write(to: inputFile)
        defer { try? FileManager.default.removeItem(at: inputFile) }
        let reportFile = inputFile.appendingPathExtension("report")
        defer { try? FileManager.default.removeItem(at: reportFile) }
        // The report descriptor is 3; the shell points it at a file and drops the scripts' own output.
        let command =
            "exec '\(rxrepl)' fuzz-batch --wall-limit 2 <'\(inputFile.path)' 3>'\(reportFile.path)' >/dev/null 2>&1"
        let ending = try runBounded("/bin/sh", ["-c", command], limit: 60)
        XCTAssertEqual(ending, .exited(0), "the batch ends when its input does")
        let statuses = try String(contentsOf: reportFile, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(statuses.count, all.count * 2, "one status per script (the batch died?)")
        for line in statuses {
            let status = Int32(line.split(separator: " ").first ?? "") ?? -1
            XCTAssertTrue(Self.documented.contains(status), "status line '\(line)'")
        }
    }

    private enum Ending: Equatable {
        case exited(Int32), signaled(Int32), hung
    }

    /// Runs the program; after `limit` seconds sends SIGINT as Ctrl-C would, and after 10 more calls it a hang.
    private func runBounded(_ executable: String, _ arguments: [String], limit: Double = 5) throws -> Ending {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no", "NO_COLOR": "1"]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        if ended.wait(timeout: .now() + limit) == .timedOut {
            process.interrupt()
            if ended.wait(timeout: .now() + 10) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                ended.wait()
                return .hung
            }
        }
        return process.terminationReason == .exit
            ? .exited(process.terminationStatus) : .signaled(process.terminationStatus)
    }
}
