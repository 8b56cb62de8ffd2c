import Foundation
import XCTest

/// The samples read as a course: numbered from 01 without gaps, each opening with a comment that says what it shows
/// and what to look at, and `samples/README.md` listing every one, in order.
final class SampleCourseTests: XCTestCase {
    private static let samplesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("samples")

    private var scripts: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Self.samplesDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".rx") }.sorted()
    }

    func testEverySampleIsNumberedInOrderWithoutGaps() {
        XCTAssertFalse(scripts.isEmpty)
        for (index, name) in scripts.enumerated() {
            XCTAssertTrue(
                name.hasPrefix(String(format: "%02d-", index + 1)),
                "\(name) should be number \(index + 1): samples are NN-name.rx, numbered in course order")
            XCTAssertEqual(name, name.lowercased(), "\(name): lower-case names with dashes")
            XCTAssertFalse(name.contains("_"), "\(name): dashes, not underscores")
        }
    }

    func testEverySampleOpensWithWhatItShowsAndWhatToLookAt() throws {
        for name in scripts + ["exercises/operators.rx"] {
            let text = try String(contentsOf: Self.samplesDirectory.appendingPathComponent(name), encoding: .utf8)
            let header = text.split(separator: "\n", omittingEmptySubsequences: false).prefix { $0.hasPrefix("//") }
            XCTAssertGreaterThanOrEqual(header.count, 1, "\(name) opens with a comment saying what it shows")
            if !name.hasPrefix("exercises/") {
                XCTAssertTrue(
                    header.contains { $0.hasPrefix("// Look at") },
                    "\(name)'s opening comment says what to look at in the output ('// Look at …')")
            }
        }
    }

    func testTheReadmeListsEverySampleInOrder() throws {
        let readme = try String(contentsOf: Self.samplesDirectory.appendingPathComponent("README.md"), encoding: .utf8)
        let listed = readme.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("- `"), let end = line.dropFirst(3).firstIndex(of: "`") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 3)..<end])
        }
        XCTAssertEqual(
            listed, scripts + ["exercises/operators.rx"],
            "samples/README.md lists each sample once, in course order, as '- `NN-name.rx` — what it shows'")
    }
}
