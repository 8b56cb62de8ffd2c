import ArgumentParser
import Foundation
import RxTest
import RxTrace

/// A picture of marble lanes for slides: an SVG file, or an HTML page with the SVG and a legend.
enum MarbleExport: String, ExpressibleByArgument, CaseIterable {
    case svg, html

    /// The format a file name asks for by its extension (`talk.svg`, `talk.html`, `talk.htm`).
    init?(fileName: String) {
        switch (fileName as NSString).pathExtension.lowercased() {
        case "svg": self = .svg
        case "html", "htm": self = .html
        default: return nil
        }
    }

    /// The picture of `records`, a group of lanes each, on a time axis starting at `origin` (seconds).
    func render(_ records: [SubscriptionRecord], origin: Double) -> String {
        let chart = MarbleChart(records: records, origin: origin)
        switch self {
        case .svg: return MarbleSVG(chart).document
        case .html: return MarbleHTML(chart).document
        }
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
