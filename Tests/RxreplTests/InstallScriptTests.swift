import Foundation
import PTYHarness
import XCTest

@testable import rxrepl

/// `scripts/install PREFIX` and `scripts/uninstall PREFIX` into a temporary prefix, with the debug build standing in
/// for the release binary (`RXREPL_BINARY`): what lands where each tool looks, and that uninstalling removes exactly
/// that, leaving what was there before.
final class InstallScriptTests: XCTestCase {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private var prefix = ""

    private let installed = [
        "bin/rxrepl", "share/man/man1/rxrepl.1", "share/bash-completion/completions/rxrepl",
        "share/zsh/site-functions/_rxrepl", "share/fish/vendor_completions.d/rxrepl.fish",
        "share/rxrepl/install-manifest",
    ]

    override func setUpWithError() throws {
        prefix = NSTemporaryDirectory() + "rxrepl-install-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: prefix + "/share/man/man1", withIntermediateDirectories: true)
        try "another tool\n".write(toFile: prefix + "/bin/other", atomically: true, encoding: .utf8)
    }

    override func tearDown() {
        _ = try? FileManager.default.removeItem(atPath: prefix)
    }

    private func script(_ name: String, _ arguments: [String]) throws -> (output: String, status: Int32) {
        var environment = ProcessInfo.processInfo.environment
        environment["RXREPL_BINARY"] = PseudoTerminal.productsDirectory() + "/rxrepl"
        return try PipedRun.run(
            Self.packageRoot.path + "/scripts/" + name, arguments, in: Self.packageRoot, environment: environment)
    }

    /// Every file and directory under the prefix, relative to it.
    private func tree() -> [String] {
        (FileManager.default.enumerator(atPath: prefix)?.allObjects as? [String] ?? []).sorted()
    }

    func testInstallPutsEachFileWhereItsToolLooksAndUninstallRemovesExactlyThose() throws {
        let before = tree()
        let install = try script("install", [prefix])
        XCTAssertEqual(install.status, 0, install.output)
        XCTAssertTrue(install.output.contains("installed \(RxreplVersion.line) under "), install.output)
        for path in installed {
            XCTAssertTrue(FileManager.default.fileExists(atPath: prefix + "/" + path), "\(path) not installed")
        }
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: prefix + "/bin/rxrepl"))

        let version = try PipedRun.run(prefix + "/bin/rxrepl", ["--version"], in: Self.packageRoot)
        XCTAssertEqual(version.output, RxreplVersion.line + "\n")
        XCTAssertEqual(
            try String(contentsOfFile: prefix + "/share/man/man1/rxrepl.1", encoding: .utf8),
            try String(contentsOf: Self.packageRoot.appendingPathComponent("man/rxrepl.1"), encoding: .utf8))
        for (shell, path) in [
            ("bash", "share/bash-completion/completions/rxrepl"), ("zsh", "share/zsh/site-functions/_rxrepl"),
            ("fish", "share/fish/vendor_completions.d/rxrepl.fish"),
        ] {
            let generated = try PipedRun.runApart(
                prefix + "/bin/rxrepl", ["--generate-completion-script", shell], in: Self.packageRoot)
            XCTAssertEqual(
                try String(contentsOfFile: prefix + "/" + path, encoding: .utf8), generated.standardOutput, shell)
        }
        if let man = ["/usr/bin/man", "/bin/man"].first(where: FileManager.default.isExecutableFile) {
            let page = try PipedRun.run(
                man, ["-M", prefix + "/share/man", "-P", "cat", "rxrepl"], in: Self.packageRoot,
                environment: ["PATH": "/usr/bin:/bin", "MANWIDTH": "80", "LANG": "C.UTF-8"])
            XCTAssertEqual(page.status, 0, page.output)
            XCTAssertTrue(page.output.contains("compose and inspect Rx streams"), page.output)
        }

        // Installing again over the first install changes nothing but the files.
        let again = try script("install", [prefix])
        XCTAssertEqual(again.status, 0, again.output)

        let uninstall = try script("uninstall", [prefix])
        XCTAssertEqual(uninstall.status, 0, uninstall.output)
        XCTAssertTrue(uninstall.output.contains("5 files removed"), uninstall.output)
        XCTAssertEqual(tree(), before, "uninstall leaves exactly what was there before the install")

        let nothing = try script("uninstall", [prefix])
        XCTAssertEqual(nothing.status, 66, nothing.output)
        XCTAssertTrue(nothing.output.contains("no rxrepl install under \(prefix)"), nothing.output)
    }

    func testAPrefixTheInstallMadeGoesWithTheUninstall() throws {
        let fresh = prefix + "/fresh"
        XCTAssertEqual(try script("install", [fresh]).status, 0)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: fresh + "/bin/rxrepl"))
        XCTAssertEqual(try script("uninstall", [fresh]).status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: fresh), "the prefix the install made is removed")
        let usage = try script("install", [fresh, "extra"])
        XCTAssertEqual(usage.status, 64)
        XCTAssertTrue(usage.output.hasPrefix("scripts/install: one PREFIX at most\nInstalls rxrepl under PREFIX"))
    }

    func testUninstallKeepsAFileChangedSinceTheInstall() throws {
        XCTAssertEqual(try script("install", [prefix]).status, 0)
        let changed = prefix + "/share/zsh/site-functions/_rxrepl"
        try "# my own\n".write(toFile: changed, atomically: true, encoding: .utf8)
        let uninstall = try script("uninstall", [prefix])
        XCTAssertEqual(uninstall.status, 0, uninstall.output)
        XCTAssertTrue(
            uninstall.output.contains("kept \(changed): it changed since rxrepl installed it"), uninstall.output)
        XCTAssertTrue(uninstall.output.contains("4 files removed, 1 kept"), uninstall.output)
        XCTAssertEqual(try String(contentsOfFile: changed, encoding: .utf8), "# my own\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: prefix + "/bin/rxrepl"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: prefix + "/share/rxrepl"))
    }
}
