import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// The terminal's width in columns, for output that should fit it (`:marbles`).
enum TerminalWidth {
    /// The width of the terminal on standard output, or `fallback` when it is not a terminal.
    static func current(fallback: Int = 80) -> Int {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return fallback }
        return Int(size.ws_col)
    }
}
