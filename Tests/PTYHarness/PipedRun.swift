import Foundation

/// Runs a program to its end with no input, as a script runner or CI sees it: standard output and standard
/// error in one pipe, or each on its own.
public enum PipedRun {
    /// The combined output and the exit status of `executable` run with `arguments` in `directory`.
    public static func run(
        _ executable: String, _ arguments: [String], in directory: URL,
        environment: [String: String]? = nil
    ) throws -> (output: String, status: Int32) {
        let pipe = Pipe()
        let process = try start(
            executable, arguments, in: directory, environment: environment,
            standardOutput: pipe, standardError: pipe)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }

    /// Standard output and standard error apart (both read as they come, so neither pipe can fill up and
    /// stall the program), and the exit status.
    public static func runApart(
        _ executable: String, _ arguments: [String], in directory: URL,
        environment: [String: String]? = nil
    )
        throws -> (standardOutput: String, standardError: String, status: Int32)
    {
        let output = Pipe(), errors = Pipe()
        let process = try start(
            executable, arguments, in: directory, environment: environment,
            standardOutput: output, standardError: errors)
        let errorData = ReadData()
        let readingErrors = DispatchGroup()
        DispatchQueue.global().async(group: readingErrors) {
            errorData.data = errors.fileHandleForReading.readDataToEndOfFile()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        readingErrors.wait()
        process.waitUntilExit()
        return (
            String(decoding: outputData, as: UTF8.self), String(decoding: errorData.data, as: UTF8.self),
            process.terminationStatus
        )
    }

    private static func start(
        _ executable: String, _ arguments: [String], in directory: URL,
        environment: [String: String]?, standardOutput: Pipe, standardError: Pipe
    ) throws
        -> Process
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        process.standardOutput = standardOutput
        process.standardError = standardError
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }
}

/// What a reader thread read, handed over once it is done (the DispatchGroup's wait orders the accesses).
private final class ReadData: @unchecked Sendable {
    var data = Data()
}
