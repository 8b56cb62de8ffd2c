import ArgumentParser
import Foundation
import RxScript
import RxMarbles
import RxTrace

/// A picture of marble lanes for slides: an SVG file, or an HTML page with the SVG and a legend; or the run as a
/// test (`xctest`, `expect`: `TestExport`).
enum MarbleExport: String, ExpressibleByArgument, CaseIterable {
    case svg, html, xctest, expect

    /// The test this export writes, when it writes one rather than a picture.
    var test: TestExport? { TestExport(rawValue: rawValue) }

    /// The format a file name asks for by its extension (`talk.svg`, `talk.html`, `talk.htm`).
    init?(fileName: String) {
        switch (fileName as NSString).pathExtension.lowercased() {
        case "svg": self = .svg
        case "html", "htm": self = .html
        default: return nil
        }
    }

    /// The picture of `chart`.
    func render(_ chart: MarbleChart) -> String {
        switch self {
        case .svg: return MarbleSVG(chart).document
        case .html: return MarbleHTML(chart).document
        // A test is written by `TestExport` (`ScriptRunner` asks it first); drawn, it is the page.
        case .xctest, .expect: return MarbleHTML(chart).document
        }
    }

    /// What a script's run drew: a group of lanes per traced subscription (on the run's clock, from 0), then one
    /// per `marbles()` (each on a clock of its own, also from 0). Groups with no lanes are left out.
    static func chart(records: [SubscriptionRecord], marbles: [MarbleChart.Group]) -> MarbleChart {
        let traced = MarbleChart(records: records, origin: 0)
        let groups = (traced.groups + marbles).filter { !$0.lanes.isEmpty }
        let latest = max(traced.end, marbles.flatMap(\.lanes).map(\.lastTime).max() ?? 0)
        return MarbleChart(groups: groups, origin: 0, now: latest)
    }

    /// Writes `text` to `path`; nil when done, else why not (`No such file or directory`).
    static func write(_ text: String, to path: String) -> String? {
        guard let file = fopen(path, "w") else { return String(cString: strerror(errno)) }
        let bytes = Array(text.utf8)
        let written = fwrite(bytes, 1, bytes.count, file)
        let failure = written == bytes.count ? nil : String(cString: strerror(errno))
        return fclose(file) == 0 ? failure : failure ?? String(cString: strerror(errno))
    }
}
