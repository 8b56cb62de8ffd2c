import Foundation
import PTYHarness
import XCTest

@testable import rxrepl

/// `scripts/package` with a stand-in binary (`RXREPL_BINARY`, a shell script answering `--version` and
/// `--generate-completion-script`), so no release build is needed: the .deb's control fields and file list, the
/// tarball's, the same bytes from two runs, and the refusals. `scripts/package --check` is the real round trip.
final class PackageScriptTests: XCTestCase {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private var scratch = ""

    override func setUpWithError() throws {
        for tool in ["dpkg", "dpkg-deb"]
        where !["/usr/bin/", "/bin/"].contains(where: {
            FileManager.default.isExecutableFile(atPath: $0 + tool)
        }) {
            throw XCTSkip("\(tool) is not installed (not a Debian machine)")
        }
        scratch = NSTemporaryDirectory() + "rxrepl-package-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        try standIn(version: RxreplVersion.line)
    }

    override func tearDown() {
        _ = try? FileManager.default.removeItem(atPath: scratch)
    }

    private func standIn(version: String) throws {
        let script = """
            #!/bin/sh
            case "$1" in
              --version) echo "\(version)" ;;
              --generate-completion-script) echo "# $2 completion for rxrepl" ;;
            esac

            """
        try script.write(toFile: scratch + "/rxrepl", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scratch + "/rxrepl")
    }

    private func package(binary: String? = nil, into dist: String) throws -> (output: String, status: Int32) {
        try PipedRun.run(
            Self.packageRoot.path + "/scripts/package", [], in: Self.packageRoot,
            environment: [
                "PATH": "/usr/bin:/bin:/usr/sbin:/sbin", "HOME": scratch,
                "RXREPL_BINARY": binary ?? scratch + "/rxrepl",
                "RXREPL_DIST": dist, "RXREPL_MAINTAINER": "Teacher <teacher@example.org>",
                "SOURCE_DATE_EPOCH": "1700000000",
            ])
    }

    private func tool(_ name: String, _ arguments: [String]) throws -> String {
        let run = try PipedRun.runApart("/usr/bin/" + name, arguments, in: URL(fileURLWithPath: scratch))
        XCTAssertEqual(run.status, 0, run.standardError)
        return run.standardOutput
    }

    private var architecture: String {
        get throws { try tool("dpkg", ["--print-architecture"]).trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    func testTheDebHasItsControlFieldsAndEachFileWhereDebianLooks() throws {
        let made = try package(into: scratch + "/dist")
        XCTAssertEqual(made.status, 0, made.output)
        let arch = try architecture
        let deb = scratch + "/dist/rxrepl_\(RxreplVersion.number)_\(arch).deb"
        XCTAssertTrue(made.output.contains(deb + " ("), made.output)

        let control = try tool("dpkg-deb", ["--field", deb])
        for field in [
            "Package: rxrepl", "Version: \(RxreplVersion.number)", "Architecture: \(arch)",
            "Maintainer: Teacher <teacher@example.org>", "Section: devel", "Priority: optional",
            "Description: REPL and script runner for RxSwift streams",
        ] {
            XCTAssertTrue(control.contains(field + "\n"), "\(field) missing from:\n\(control)")
        }
        XCTAssertTrue(control.contains("\nInstalled-Size: "), control)

        let files = try tool("dpkg-deb", ["--contents", deb]).split(separator: "\n")
            .filter { !$0.hasPrefix("d") }.map { String($0.split(separator: " ").last ?? "") }
        let expected = [
            "./usr/bin/rxrepl", "./usr/share/bash-completion/completions/rxrepl",
            "./usr/share/doc/rxrepl/changelog.gz", "./usr/share/doc/rxrepl/copyright",
            "./usr/share/fish/vendor_completions.d/rxrepl.fish", "./usr/share/man/man1/rxrepl.1.gz",
            "./usr/share/rxrepl/samples/06-throttle.out", "./usr/share/rxrepl/samples/06-throttle.rx",
            "./usr/share/rxrepl/samples/README.md", "./usr/share/rxrepl/samples/exercises/operators.rx",
            "./usr/share/zsh/vendor-completions/_rxrepl",
        ]
        for path in expected { XCTAssertTrue(files.contains(path), "\(path) missing from \(files)") }
        let samples = try FileManager.default.contentsOfDirectory(atPath: Self.packageRoot.path + "/samples")
            .filter { $0.hasSuffix(".rx") || $0.hasSuffix(".out") }
        XCTAssertEqual(files.filter { $0.hasPrefix("./usr/share/rxrepl/samples/") }.count, samples.count + 2)
        XCTAssertEqual(files.count, expected.count - 4 + samples.count + 2, "\(files)")

        let unpacked = scratch + "/unpacked"
        _ = try tool("dpkg-deb", ["-x", deb, unpacked])
        let page = try tool("gzip", ["-dc", unpacked + "/usr/share/man/man1/rxrepl.1.gz"])
        XCTAssertEqual(page, try String(contentsOfFile: Self.packageRoot.path + "/man/rxrepl.1", encoding: .utf8))
        XCTAssertEqual(
            try String(contentsOfFile: unpacked + "/usr/share/zsh/vendor-completions/_rxrepl", encoding: .utf8),
            "# zsh completion for rxrepl\n")
    }

    func testTheTarballIsAPrefixWithInstallNotesAndTwoRunsGiveTheSameBytes() throws {
        XCTAssertEqual(try package(into: scratch + "/one").status, 0)
        XCTAssertEqual(try package(into: scratch + "/two").status, 0)
        let name = "rxrepl-\(RxreplVersion.number)-linux-\(try architecture)"
        let listing = try tool("tar", ["-tzf", scratch + "/one/\(name).tar.gz"]).split(separator: "\n")
        for path in [
            "INSTALL", "install.sh", "bin/rxrepl", "share/man/man1/rxrepl.1",
            "share/bash-completion/completions/rxrepl", "share/zsh/site-functions/_rxrepl",
            "share/fish/vendor_completions.d/rxrepl.fish", "share/rxrepl/samples/06-throttle.rx",
            "share/doc/rxrepl/copyright",
        ] {
            XCTAssertTrue(listing.contains(Substring(name + "/" + path)), "\(path) missing from the tarball")
        }
        for file in ["\(name).tar.gz", "rxrepl_\(RxreplVersion.number)_\(try architecture).deb"] {
            XCTAssertEqual(
                FileManager.default.contents(atPath: scratch + "/one/" + file),
                FileManager.default.contents(atPath: scratch + "/two/" + file), "\(file) differs between two runs")
        }
    }

    func testABinaryOfAnotherVersionOrNeedingTheSwiftRuntimeIsRefused() throws {
        try standIn(version: "rxrepl 0.0.0-other")
        let other = try package(into: scratch + "/dist")
        XCTAssertEqual(other.status, 1)
        XCTAssertTrue(other.output.contains("--version is not '\(RxreplVersion.line)'"), other.output)

        let debug = try package(binary: PseudoTerminal.productsDirectory() + "/rxrepl", into: scratch + "/dist")
        XCTAssertEqual(debug.status, 1, debug.output)
        XCTAssertTrue(debug.output.contains("libswiftCore.so"), debug.output)
        XCTAssertTrue(debug.output.contains("build it with --static-swift-stdlib"), debug.output)
        XCTAssertFalse(
            FileManager.default.fileExists(
                atPath: scratch + "/dist/rxrepl-\(RxreplVersion.number)-linux-\(try architecture).tar.gz"))
    }
}
