import Foundation

/// Headless Chromium driven over the DevTools protocol: open a URL, evaluate JavaScript in the page, take a
/// screenshot. Debian's `chromium` (scripts/test installs it).
public final class HeadlessChromium {
    private let process = Process()
    private let profile: URL
    private let page: WebSocketClient
    private var nextID = 0

    /// Why the browser could not be driven.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The browser's executable, or nil when none is installed.
    public static var executable: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":").map(String.init) + ["/usr/bin"] {
            for name in ["chromium", "chromium-browser", "google-chrome"] {
                let candidate = directory + "/" + name
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    nonisolated(unsafe) private static var started: HeadlessChromium?

    /// One browser for every test of the run (starting Chromium takes seconds), started on first use; throws
    /// `XCTSkip`-worthy `Failure` when none is installed.
    public static func shared() throws -> HeadlessChromium {
        if let started { return started }
        guard let executable else {
            throw Failure(
                description: "headless Chromium is not installed; scripts/test installs it (apt-get install chromium)")
        }
        let browser = try HeadlessChromium(executable: executable)
        started = browser
        return browser
    }

    /// Starts the browser with a window of `width`×`height` and connects to its first page.
    public init(executable: String, width: Int = 1280, height: Int = 720) throws {
        Self.removeProfilesOfEndedRuns()
        profile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "rxrepl-browser-\(getpid())-\(UUID())")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        // setpriv (util-linux) asks the kernel to end the browser when the test process ends, however it ends.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = [
            "--pdeathsig", "SIGTERM", "--", executable,
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            "--disable-background-networking", "--remote-debugging-port=0", "--window-size=\(width),\(height)",
            "--user-data-dir=\(profile.path)", "about:blank",
        ]
        process.environment = ["HOME": profile.path, "PATH": "/usr/bin:/bin"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let port = try Self.devToolsPort(in: profile)
        let target = try Self.firstPage(port: port)
        page = try WebSocketClient(port: port, path: target)
    }

    deinit { quit() }

    /// Ends the browser and removes its profile.
    func quit() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: profile)
    }

    /// The shared browser lives as long as its test run, so its profile is left behind: remove those of runs
    /// whose process has ended.
    private static func removeProfilesOfEndedRuns() {
        let temporary = FileManager.default.temporaryDirectory
        for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [] {
            let parts = name.split(separator: "-")
            guard name.hasPrefix("rxrepl-browser-"), parts.count > 2, let pid = Int32(parts[2]),
                kill(pid, 0) != 0 && errno == ESRCH
            else { continue }
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
    }

    /// The DevTools port the browser wrote into its profile (it picks a free one).
    private static func devToolsPort(in profile: URL) throws -> UInt16 {
        let file = profile.appendingPathComponent("DevToolsActivePort")
        for _ in 0..<300 {
            if let text = try? String(contentsOf: file, encoding: .utf8),
                let line = text.split(separator: "\n").first, let port = UInt16(line)
            {
                return port
            }
            usleep(100_000)
        }
        throw Failure(description: "Chromium did not open its DevTools port within 30 s")
    }

    /// The path of the first page target's WebSocket.
    private static func firstPage(port: UInt16) throws -> String {
        for _ in 0..<100 {
            let text = try WebSocketClient.get(port: port, path: "/json/list")
            if let body = text.range(of: "\r\n\r\n").map({ text[$0.upperBound...] }),
                let targets = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [[String: Any]],
                let page = targets.first(where: { $0["type"] as? String == "page" }),
                let url = page["webSocketDebuggerUrl"] as? String, let path = url.range(of: "/devtools/")
            {
                return String(url[path.lowerBound...])
            }
            usleep(100_000)
        }
        throw Failure(description: "Chromium has no page to drive")
    }

    /// Sends a DevTools command and returns its `result`, skipping the events that arrive meanwhile.
    @discardableResult
    public func call(_ method: String, _ parameters: [String: Any] = [:]) throws -> [String: Any] {
        nextID += 1
        let id = nextID
        let message = try JSONSerialization.data(withJSONObject: ["id": id, "method": method, "params": parameters])
        try page.send(text: String(decoding: message, as: UTF8.self))
        while let text = try page.receiveText() {
            guard let reply = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
                reply["id"] as? Int == id
            else { continue }
            if let error = reply["error"] { throw Failure(description: "\(method) failed: \(error)") }
            return reply["result"] as? [String: Any] ?? [:]
        }
        throw Failure(description: "Chromium closed the page during \(method)")
    }

    /// Opens `url` in the page.
    public func open(_ url: String) throws {
        try call("Page.enable")
        try call("Page.navigate", ["url": url])
    }

    /// The value of a JavaScript expression in the page (JSON-compatible values); a promise is awaited.
    public func evaluate(_ expression: String) throws -> Any? {
        let result = try call(
            "Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] { throw Failure(description: "\(expression): \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Evaluates `expression` until it is true, or `timeout` passes; returns how long it took.
    @discardableResult
    public func waitUntil(_ expression: String, timeout: TimeInterval) throws -> TimeInterval {
        let start = Date()
        while Date().timeIntervalSince(start) < timeout {
            if (try? evaluate(expression)) as? Bool == true { return Date().timeIntervalSince(start) }
            usleep(20_000)
        }
        throw Failure(description: "still not true after \(timeout) s: \(expression)")
    }

    /// The colours (red, green, blue, 0–255) at `points` (CSS pixels of the viewport) of a screenshot taken now:
    /// the PNG is decoded by the browser itself, in a canvas of its own.
    public func colors(at points: [(x: Int, y: Int)]) throws -> [[Int]] {
        let png = try screenshot().base64EncodedString()
        let list = points.map { "[\($0.x),\($0.y)]" }.joined(separator: ",")
        let script = """
            new Promise((resolve, reject) => {
              const image = new Image();
              image.onload = () => {
                const canvas = document.createElement("canvas");
                canvas.width = image.width; canvas.height = image.height;
                const context = canvas.getContext("2d");
                context.drawImage(image, 0, 0);
                const ratio = image.width / window.innerWidth;
                resolve([\(list)].map(([x, y]) =>
                  Array.from(context.getImageData(Math.round(x * ratio), Math.round(y * ratio), 1, 1).data.slice(0, 3))));
              };
              image.onerror = () => reject(new Error("the screenshot is not a PNG"));
              image.src = "data:image/png;base64,\(png)";
            })
            """
        guard let colors = try evaluate(script) as? [[Int]] else {
            throw Failure(description: "no colours read from the screenshot")
        }
        return colors
    }

    /// A PNG of the page as it is now.
    public func screenshot() throws -> Data {
        let result = try call("Page.captureScreenshot", ["format": "png"])
        guard let base64 = result["data"] as? String, let data = Data(base64Encoded: base64) else {
            throw Failure(description: "no screenshot data")
        }
        return data
    }
}
