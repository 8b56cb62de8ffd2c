import BrowserHarness
import Foundation
import PTYHarness
import XCTest

/// An exported picture as a browser shows it: headless Chromium (Debian's `chromium`, which scripts/test
/// installs) renders the SVG and the HTML page; the screenshot must show marbles, an error and text, and the
/// page's DOM must hold the values and the legend.
final class ExportChromiumTests: XCTestCase {
    private static let exports = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Exports")
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("rxrepl-chromium-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func chromium() throws -> String {
        guard let executable = HeadlessChromium.executable else {
            throw XCTSkip(
                "headless Chromium is not installed, so the exported picture cannot be rendered; "
                    + "scripts/test installs it (apt-get install chromium)")
        }
        return executable
    }

    /// Exports `Exports/slides.rx` as `format` into the test's directory.
    private func export(_ format: String) throws -> URL {
        let run = try PipedRun.runApart(
            PseudoTerminal.productsDirectory() + "/rxrepl",
            ["--virtual-time", "--export", format, "slides.rx"], in: Self.exports)
        XCTAssertEqual(run.status, 0, run.standardError)
        let url = directory.appendingPathComponent("slides.\(format)")
        try run.standardOutput.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// Runs headless Chromium on `url` (at most 90 s) and returns what it printed on standard output.
    private func browse(_ url: URL, _ arguments: [String]) throws -> String {
        let run = try PipedRun.runApart(
            "/usr/bin/timeout",
            [
                "90", try chromium(), "--headless", "--no-sandbox",
                "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                "--user-data-dir=" + directory.appendingPathComponent("profile").path,
            ]
                + arguments + [url.absoluteString], in: directory,
            environment: ["HOME": directory.path, "PATH": "/usr/bin:/bin"])
        XCTAssertEqual(run.status, 0, "chromium failed:\n" + run.standardError)
        return run.standardOutput
    }

    private func screenshot(_ url: URL) throws -> PNGImage {
        let png = directory.appendingPathComponent(url.lastPathComponent + ".png")
        _ = try browse(url, ["--window-size=1000,800", "--screenshot=" + png.path])
        return try PNGImage(contentsOf: png)
    }

    /// How many pixels in `xs` × `ys` are within 40 of `colour` in each channel.
    private func count(
        _ image: PNGImage, near colour: (Int, Int, Int), xs: Range<Int>? = nil,
        ys: Range<Int>? = nil
    ) -> Int {
        var found = 0
        for y in ys ?? 0..<image.height {
            for x in xs ?? 0..<image.width {
                let pixel = image.rgb(x, y)
                if abs(pixel.red - colour.0) <= 40 && abs(pixel.green - colour.1) <= 40
                    && abs(pixel.blue - colour.2) <= 40
                {
                    found += 1
                }
            }
        }
        return found
    }

    func testTheSVGRendersWithMarblesAnErrorAndText() throws {
        _ = try chromium()
        let image = try screenshot(try export("svg"))
        XCTAssertEqual(image.width, 1000)
        let white = count(image, near: (255, 255, 255))
        XCTAssertLessThan(white, image.width * image.height * 99 / 100, "the screenshot is (nearly) blank")
        XCTAssertGreaterThan(count(image, near: (0x15, 0x65, 0xC0)), 500, "the blue outlines of value marbles")
        XCTAssertGreaterThan(count(image, near: (0xE6, 0x51, 0x00)), 200, "the outlines of lettered marbles")
        XCTAssertGreaterThan(count(image, near: (0xC6, 0x28, 0x28)), 50, "the red X and text of the error")
        // Left of the lanes there is nothing but text: titles and lane labels must have been drawn there.
        XCTAssertGreaterThan(
            count(image, near: (0x26, 0x32, 0x38), xs: 20..<170, ys: 20..<660), 500,
            "dark text in the label column")
    }

    func testTheHTMLPageHoldsTheValuesAndTheLegendAndIsNotBlank() throws {
        _ = try chromium()
        let page = try export("html")
        let dom = try browse(page, ["--dump-dom"])
        for text in [
            "<svg", "<table class=\"legend\">", ">a = 10</text>", ">c = 30</text>", ">offline</text>",
            "c = \"results for rx\"", "\"results for rxswift\"", "completed (|)",
            "#4 cold(\"-1-2-#\", error: LoadError.offline).subscribe()",
        ] {
            XCTAssertTrue(dom.contains(text), "the page's DOM lacks \(text)")
        }
        let image = try screenshot(page)
        XCTAssertLessThan(
            count(image, near: (255, 255, 255)), image.width * image.height * 99 / 100,
            "the page's screenshot is (nearly) blank")
    }
}
