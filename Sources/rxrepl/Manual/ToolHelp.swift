import Foundation

/// What `rxrepl --experimental-dump-help` says about the command line (swift-argument-parser's tool-info JSON),
/// read back so the manual page is written from the same declarations `--help` is.
struct ToolHelp: Decodable {
    /// One command or subcommand.
    struct Command: Decodable {
        let commandName: String
        let abstract: String?
        let discussion: String?
        let shouldDisplay: Bool?
        let subcommands: [Command]?
        let arguments: [Argument]?
    }

    /// One option, flag or positional argument.
    struct Argument: Decodable {
        struct Name: Decodable {
            let kind: String
            let name: String
        }

        let kind: String
        let names: [Name]?
        let valueName: String?
        let abstract: String?
        let discussion: String?
        let isOptional: Bool
        let isRepeating: Bool
        let allValues: [String]?
        let defaultValue: String?
        let shouldDisplay: Bool

        /// `-e`, `--virtual-time`, as typed.
        var spellings: [String] {
            (names ?? []).map { $0.kind == "short" ? "-" + $0.name : "--" + $0.name }
        }
    }

    let command: Command

    /// The dump of the running executable's command line.
    static func ofThisExecutable() throws -> ToolHelp {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = ["--experimental-dump-help"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try JSONDecoder().decode(ToolHelp.self, from: data)
    }
}
