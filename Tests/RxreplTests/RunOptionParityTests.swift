import XCTest

@testable import rxrepl

/// The quick start-up reader (`QuickRunArguments`) and ArgumentParser (`RunOptions`) read every run option the same,
/// both being built from `RunOption.all`; a line the quick reader does not take goes to ArgumentParser whole.
final class RunOptionParityTests: XCTestCase {
    /// Values to try for each option that takes one; a new option fails `testEveryValueOptionHasSamples` until listed.
    private let samples: [String: [String]] = [
        "-e": ["1", "just(1).subscribe()", ""],
        "--seed": ["7", "0", "18446744073709551615"],
        "--timeout": ["5s", "300ms", "1.5s", "2m", "7", "0"],
        "--trace": TraceModeOption.allCases.map(\.rawValue),
        "--format": FormatOption.allCases.map(\.rawValue),
        "--export": MarbleExport.allCases.map(\.rawValue),
        "--record": ["run.jsonl", "/tmp/lesson.jsonl", "a b.jsonl"],
        "--present-port": ["8080", "0", "65535"],
        "--present-on": ["0.0.0.0", "192.168.1.20", "::"],
    ]

    private var flags: [String] {
        RunOption.all.compactMap { if case .flag = $0.kind { return $0.spelling } else { return nil } }
    }

    private var valueOptions: [String] {
        RunOption.all.compactMap { if case .value = $0.kind { return $0.spelling } else { return nil } }
    }

    /// ArgumentParser's reading of a whole command line, as `rxrepl` itself would parse it.
    private func parsed(_ arguments: [String]) throws -> (settings: RunSettings, file: String?) {
        let run = try XCTUnwrap(try Rxrepl.parseAsRoot(arguments) as? RunCommand, "\(arguments)")
        return (run.options.settings, run.file)
    }

    /// The quick reader takes `arguments` (unless `quick` is false) and reads them as ArgumentParser does.
    private func assertSame(
        _ arguments: [String], quick: Bool = true, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let read = QuickRunArguments(arguments)
        if quick { XCTAssertNotNil(read, "quick reader refused \(arguments)", file: file, line: line) }
        guard let read else { return }
        let expected = try parsed(arguments)
        XCTAssertEqual(read.settings, expected.settings, "\(arguments)", file: file, line: line)
        XCTAssertEqual(read.file, expected.file, "\(arguments)", file: file, line: line)
    }

    func testEveryDeclaredOptionIsArgumentParsersAndNoOtherRunOptionIs() {
        let help = RunCommand.helpMessage(columns: 200)
        let options = help.components(separatedBy: "OPTIONS:").last ?? ""
        let spellings =
            options.split(separator: "\n").filter { $0.hasPrefix("  -") }.flatMap { line in
                line.split(separator: " ", maxSplits: 1)[0].split(separator: ",").map(String.init)
            } + options.split(separator: "\n").filter { $0.hasPrefix("  -h, ") }.map { _ in "--help" }
        let expected = Set(RunOption.all.map(\.spelling) + ["-h", "--help"])
        XCTAssertEqual(Set(spellings), expected)
    }

    func testEveryValueOptionHasSamples() {
        XCTAssertEqual(Set(samples.keys), Set(valueOptions))
    }

    func testEachFlagAloneWithAFileAndAfterRun() throws {
        XCTAssertFalse(flags.isEmpty)
        for flag in flags {
            try assertSame([flag])
            try assertSame([flag, "script.rx"])
            try assertSame(["script.rx", flag])
            try assertSame(["run", flag, "-"])
        }
    }

    func testEachValueOptionWithEverySampleInBothForms() throws {
        for option in valueOptions {
            for value in samples[option] ?? [] {
                try assertSame([option, value])
                try assertSame(["run", option, value, "script.rx"])
                if option.hasPrefix("--") { try assertSame([option + "=" + value, "script.rx"]) }
            }
        }
    }

    func testAllOptionsTogetherInEitherOrder() throws {
        var line: [String] = []
        for option in RunOption.all {
            line += samples[option.spelling].map { [option.spelling, $0[$0.count - 1]] } ?? [option.spelling]
        }
        try assertSame(line + ["script.rx"])
        try assertSame(["script.rx"] + line)
        var pairs: [[String]] = []
        var index = 0
        while index < line.count {
            let takesValue = samples[line[index]] != nil
            pairs.append(Array(line[index..<(index + (takesValue ? 2 : 1))]))
            index += takesValue ? 2 : 1
        }
        try assertSame(["run"] + pairs.reversed().flatMap { $0 })
    }

    func testWhatTheQuickReaderLeavesToArgumentParser() throws {
        let refused: [[String]] =
            [
                ["--trace", "events", "--trace", "off"], ["--ascii", "--ascii"], ["--nope"], ["--trace=loud"],
                ["--timeout", "soon"], ["--export", "png"], ["--ascii=yes"], ["-e"], ["--trace", "--ascii"],
                ["a.rx", "b.rx"], ["check", "a.rx"], ["help"], ["--help"], ["run", "--help"], ["--version"],
            ] + Rxrepl.subcommandNames.filter { $0 != "run" }.map { [$0] }
        for arguments in refused {
            XCTAssertNil(QuickRunArguments(arguments), "\(arguments)")
        }
        try assertSame(["--trace", "events", "--trace", "off"], quick: false)
    }

    func testSubcommandNamesAreTheDeclaredOnes() {
        XCTAssertEqual(Rxrepl.subcommandNames.count, Rxrepl.configuration.subcommands.count)
        XCTAssertEqual(Rxrepl.runName, "run")
        XCTAssertTrue(Rxrepl.subcommandNames.contains("generate-doc-lanes"))
    }
}
