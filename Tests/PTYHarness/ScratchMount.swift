import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Small file systems for tests of a full or read-only directory: a tmpfs mounted over a test's directory
/// (which needs root; `mount` fails otherwise and the test skips itself).
public enum ScratchMount {
    /// Raised when `mount` is not permitted here.
    public struct Unavailable: Error {
        public let command: String
    }

    /// Mounts a tmpfs of `size` (`64k`) over `directory`.
    public static func tmpfs(at directory: String, size: String) throws {
        try run("/bin/mount", "-t", "tmpfs", "-o", "size=\(size)", "tmpfs", directory)
    }

    /// Makes `directory` read-only, keeping its files. Root ignores permissions, so as root it becomes a
    /// read-only tmpfs holding copies of them; otherwise its mode becomes 0500.
    public static func makeReadOnly(_ directory: String) throws {
        guard getuid() == 0 else {
            guard chmod(directory, 0o500) == 0 else { throw Unavailable(command: "chmod 0500 \(directory)") }
            return
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).map {
            ($0, FileManager.default.contents(atPath: directory + "/" + $0) ?? Data())
        }
        try tmpfs(at: directory, size: "1m")
        for (name, data) in files { FileManager.default.createFile(atPath: directory + "/" + name, contents: data) }
        try run("/bin/mount", "-o", "remount,ro", directory)
    }

    /// Undoes `tmpfs(at:size:)` or `makeReadOnly(_:)`.
    public static func release(_ directory: String) {
        if getuid() == 0 { try? run("/bin/umount", directory) } else { chmod(directory, 0o700) }
    }

    private static func run(_ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Unavailable(command: arguments.joined(separator: " ")) }
    }
}
