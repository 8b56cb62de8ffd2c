import Foundation
import XCTest

/// Compares `actual` with the golden file at `url` (`name` in messages); with RECORD_SNAPSHOTS set, rewrites it
/// and fails, so a new baseline is always looked at.
func assertGoldenFile(
    _ actual: String, at url: URL, name: String, file: StaticString = #filePath, line: UInt = #line
) {
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
        try? actual.write(to: url, atomically: true, encoding: .utf8)
        return XCTFail("recorded a new \(name); review it, then run again", file: file, line: line)
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        return XCTFail("no \(name); record it with RECORD_SNAPSHOTS=1", file: file, line: line)
    }
    if actual != expected {
        let (e, a) = (expected.components(separatedBy: "\n"), actual.components(separatedBy: "\n"))
        let first = (0..<min(e.count, a.count)).first { e[$0] != a[$0] } ?? min(e.count, a.count)
        XCTFail(
            "\(name) differs at line \(first + 1):\n- \(first < e.count ? e[first] : "<none>")\n"
                + "+ \(first < a.count ? a[first] : "<none>")", file: file, line: line)
    }
}
