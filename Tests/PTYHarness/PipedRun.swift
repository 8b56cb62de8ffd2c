import Foundation

/// Runs a program to its end with standard output and standard error in one pipe and no input, as a script
/// runner or CI sees it.
public enum PipedRun {
    /// The combined output and the exit status of `executable` run with `arguments` in `directory`.
    public static func run(_ executable: String, _ arguments: [String], in directory: URL,
                           environment: [String: String]? = nil) throws -> (output: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }
}
