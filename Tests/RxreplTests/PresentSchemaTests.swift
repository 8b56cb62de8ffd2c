import Foundation
@testable import RxRecording
import XCTest
@testable import rxrepl

/// The page is fed the recording's own records: one schema, the one docs/recording-format.md describes.
final class PresentSchemaTests: XCTestCase {
    func testThePageGetsTheRecordsARecordingOfTheRunHolds() throws {
        let path = NSTemporaryDirectory() + "present-schema-\(UUID()).jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let settings = RunSettings(virtualTime: true, record: path, present: true)
        let presenter = try SessionPresenter.start(settings)
        defer { presenter.stop() }
        let script = """
            let label = UILabel()
            let letters = cold("-a-b|")
            letters.flatMapLatest { x in cold("-x|", values: ["x": x]) }.subscribe()
            BehaviorSubject(value: "1").bind(to: label.rx.text)
            BehaviorSubject(value: "2").bind(to: label.rx.text)
            print("done")
            """
        let status = ScriptRunner(options: settings, presenter: presenter).run(source: script, name: "schema.rx")
        XCTAssertEqual(status, .success)
        let written = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        let fed = presenter.feed.records
        XCTAssertEqual(fed.count, written.count)
        XCTAssertEqual(fed.first, written.first?.replacingOccurrences(of: path, with: "schema.rx"))
        XCTAssertEqual(Array(fed.dropFirst()), Array(written.dropFirst()))
        for type in ["header", "entry", "subscription", "trace", "output", "warning", "end"] {
            XCTAssertTrue(fed.contains { $0.contains(#""type":"\#(type)""#) }, "no \(type) record")
        }
        XCTAssertNoThrow(try RecordingReader.read(fed.joined(separator: "\n")))
    }
}
