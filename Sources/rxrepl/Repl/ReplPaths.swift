import Foundation

/// Paths typed at the prompt.
enum ReplPaths {
    /// `~/x` → `$HOME/x`.
    static func expandingTilde(_ path: String) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = ProcessInfo.processInfo.environment["HOME"] else {
            return path
        }
        return home + path.dropFirst()
    }

    /// A file for `:edit` to hand the last entry to the editor in, in the temporary directory; `.rx` so editors
    /// that know the extension pick a mode.
    static func editBuffer(number: Int) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("rxrepl-\(getpid())-edit-\(number).rx").path
    }
}
