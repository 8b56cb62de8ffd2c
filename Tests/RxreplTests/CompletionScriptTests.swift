import Foundation
import PTYHarness
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// `rxrepl --generate-completion-script bash|zsh|fish`, loaded into the real shells: Tab completes the subcommands,
/// the options (of `run` too when no subcommand is named, since it is the default), option values and file
/// arguments. zsh and fish are skipped where they are not installed (scripts/test installs them).
final class CompletionScriptTests: XCTestCase {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "rxrepl-completion-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        _ = try? FileManager.default.removeItem(atPath: directory)
    }

    /// A command line (completed at its end) and what Tab must offer, and must not.
    private struct Case {
        let line: String
        let offers: [String]
        var notOffers: [String] = []
    }

    private let cases = [
        Case(line: "rxrepl --vi", offers: ["--virtual-time"]),
        Case(line: "rxrepl samples/06", offers: ["samples/06-throttle.rx"]),
        Case(line: "rxrepl ", offers: ["run", "conformance", "check", "samples"]),
        Case(line: "rxrepl c", offers: ["conformance", "check"], notOffers: ["run"]),
        Case(line: "rxrepl --trace ", offers: ["off", "events", "stages"], notOffers: ["samples"]),
        Case(line: "rxrepl --virtual-time sam", offers: ["samples"], notOffers: ["conformance"]),
        Case(line: "rxrepl run samples/06", offers: ["samples/06-throttle.rx"]),
        Case(line: "rxrepl -", offers: ["-e", "--virtual-time", "--timeout", "--version", "--help"]),
        Case(line: "rxrepl conformance --", offers: ["--filter", "--verbose"], notOffers: ["--virtual-time"]),
        Case(line: "rxrepl conformance Tests/Fixtures/rx", offers: ["Tests/Fixtures/rxswift-public.json"]),
        Case(line: "rxrepl check samples/exercises/", offers: ["samples/exercises/operators.rx"]),
    ]

    private func script(_ shell: String) throws -> String {
        let result = try PipedRun.runApart(
            PseudoTerminal.productsDirectory() + "/rxrepl", ["--generate-completion-script", shell],
            in: Self.packageRoot)
        XCTAssertEqual(result.status, 0, result.standardError)
        let path = directory + "/rxrepl." + shell
        try result.standardOutput.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func check(_ shell: String, offered: (Case) throws -> [String]) throws {
        for completion in cases {
            let words = try offered(completion)
            for word in completion.offers {
                XCTAssertTrue(
                    words.contains(word),
                    "\(shell): '\(completion.line)' + Tab should offer \(word); it offers \(words)")
            }
            for word in completion.notOffers {
                XCTAssertFalse(
                    words.contains(word), "\(shell): '\(completion.line)' + Tab offers \(word), which is wrong there")
            }
        }
    }

    func testBashCompletesSubcommandsOptionsValuesAndFiles() throws {
        let script = try script("bash")
        // Bash's completion variables set as Tab sets them, then the function `complete -p rxrepl` names.
        let driver = """
            source "$1"
            line="$2"
            read -ra words <<< "$line"
            [[ "$line" == *" " ]] && words+=("")
            COMP_WORDS=("${words[@]}"); COMP_CWORD=$((${#words[@]} - 1)); COMP_LINE="$line"; COMP_POINT=${#line}
            spec="$(complete -p rxrepl)"; function="${spec##*-F }"; function="${function%% *}"
            COMPREPLY=()
            "$function" rxrepl "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        try driver.write(toFile: directory + "/driver.bash", atomically: true, encoding: .utf8)
        try check("bash") { completion in
            let result = try PipedRun.runApart(
                "/bin/bash", [directory + "/driver.bash", script, completion.line], in: Self.packageRoot)
            XCTAssertEqual(result.standardError, "", completion.line)
            return result.standardOutput.split(separator: "\n").map(String.init)
        }
    }

    func testFishCompletesSubcommandsOptionsValuesAndFiles() throws {
        guard let fish = ["/usr/bin/fish", "/usr/local/bin/fish"].first(where: FileManager.default.isExecutableFile)
        else { throw XCTSkip("fish is not installed (scripts/test installs it)") }
        let script = try script("fish")
        try check("fish") { completion in
            let result = try PipedRun.runApart(
                fish, ["--no-config", "-c", "source \(script); complete -C '\(completion.line)'"],
                in: Self.packageRoot, environment: ["PATH": "/usr/bin:/bin", "HOME": directory])
            XCTAssertEqual(result.standardError, "", completion.line)
            // Each line is a word, then a tab and its description.
            return result.standardOutput.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
                .map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        }
    }

    /// zsh completes only inside its line editor, so this one types Tab on a pseudo-terminal and reads the screen.
    func testZshCompletesSubcommandsOptionsValuesAndFilesOnATerminal() throws {
        guard
            let zsh = ["/usr/bin/zsh", "/bin/zsh", "/usr/local/bin/zsh"].first(
                where: FileManager.default.isExecutableFile)
        else { throw XCTSkip("zsh is not installed (scripts/test installs it)") }
        let functions = directory + "/functions"
        try FileManager.default.createDirectory(atPath: functions, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: try script("zsh"), toPath: functions + "/_rxrepl")
        let terminal = try PseudoTerminal(
            executable: zsh, arguments: ["-f", "-i"],
            environment: ["TERM": "xterm", "HOME": directory, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"],
            rows: 30, columns: 120)
        addTeardownBlock { terminal.terminate() }
        terminal.send(
            "PS1='%% '; fpath=(\(functions) $fpath); autoload -U compinit; compinit -u -D; "
                + "cd \(Self.packageRoot.path); clear\r")
        XCTAssertTrue(terminal.waitUntil { $0.lines.last { !$0.isEmpty } == "%" }, terminal.screen.text)
        /// Types `line`, presses Tab twice (completion, then the list), and returns the screen below the prompt.
        func complete(_ line: String) -> String {
            terminal.send(line + "\t\t")
            let prompt = "% " + line
            terminal.waitUntil(timeout: 5) { screen in
                screen.lines.contains { $0.hasPrefix(prompt) && $0 != prompt }
                    || screen.lines.drop { !$0.hasPrefix("% rxrepl") }.count > 1
            }
            terminal.drain(for: 0.3)
            let shown = terminal.screen.lines.drop { !$0.hasPrefix("% rxrepl") }.joined(separator: "\n")
            // Ctrl-C leaves the line for a fresh prompt; the screen is cleared once that prompt is there.
            terminal.send("\u{03}")
            terminal.waitUntil(timeout: 5) { $0.lines.last { !$0.isEmpty } == "%" }
            terminal.send("clear\r")
            terminal.waitUntil(timeout: 5) { $0.lines.filter { !$0.isEmpty } == ["%"] }
            return shown
        }
        let spaced = { (text: String) in " " + text.replacingOccurrences(of: "\n", with: " ") + " " }
        let options = complete("rxrepl --vi")
        XCTAssertTrue(options.contains("rxrepl --virtual-time"), options)
        let first = spaced(complete("rxrepl "))
        for word in ["run", "conformance", "check", "samples/"] {
            XCTAssertTrue(first.contains(" \(word) "), "zsh: 'rxrepl ' + Tab should offer \(word)\n\(first)")
        }
        let file = complete("rxrepl samples/06-t")
        XCTAssertTrue(file.contains("06-throttle.rx"), file)
        let values = spaced(complete("rxrepl --trace "))
        XCTAssertTrue(values.contains(" events ") && values.contains(" stages "), values)
        let corpus = complete("rxrepl conformance Tests/Fixtures/rx")
        XCTAssertTrue(corpus.contains("rxrepl conformance Tests/Fixtures/rxswift-public.json"), corpus)
    }
}
