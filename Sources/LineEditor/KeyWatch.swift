#if canImport(Glibc)
    import Glibc
#endif

extension LineEditor {
    /// Runs `body` (between reads) with the terminal handing over single keys unechoed, and gives it a check that
    /// says whether a key was pressed since the last check, consuming it: a live view that runs until any key.
    /// Ctrl-C still interrupts (see `runInterruptibly`). Without a terminal the check is always false.
    public func watchingKeys<T>(_ body: (_ keyPressed: () -> Bool) throws -> T) rethrows -> T {
        var saved = termios()
        guard isInteractive, tcgetattr(0, &saved) == 0 else { return try body { false } }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 0
            characters[Int(VTIME)] = 0
        }
        _ = tcsetattr(0, TCSANOW, &raw)
        defer { _ = tcsetattr(0, TCSANOW, &saved) }
        return try body {
            var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 0) > 0 else { return false }
            var bytes = [UInt8](repeating: 0, count: 64)
            return read(0, &bytes, bytes.count) > 0
        }
    }
}
