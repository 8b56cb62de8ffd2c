#if canImport(Glibc)
    import Glibc
#endif

/// The terminal's input bytes, with the bytes already read ahead of the editor kept in front of the descriptor.
///
/// Reading ahead lets the editor look at input that is already waiting (the rest of a paste, typed-ahead lines)
/// without losing it: libedit's read function then takes those bytes before reading the descriptor again.
final class TerminalInput {
    let fd: Int32
    private var ahead: [UInt8] = []
    private var aheadStart = 0

    init(fd: Int32) {
        self.fd = fd
    }

    /// True when bytes read ahead are waiting, so a read will not block.
    var hasBufferedBytes: Bool { aheadStart < ahead.count }

    /// The next byte, from the bytes read ahead or else from the descriptor (blocking, retrying on EINTR); nil at
    /// end of input or on error.
    func readByte() -> UInt8? {
        if !hasBufferedBytes, !readMore() { return nil }
        let byte = ahead[aheadStart]
        aheadStart += 1
        if !hasBufferedBytes { discardBuffered() }
        return byte
    }

    /// Appends what one read gives (all the terminal has at once: a paste comes in large pieces, a key alone is one
    /// byte), blocking until something comes and retrying on EINTR; false at end of input or on error.
    private func readMore() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fd, &chunk, chunk.count)
            if count > 0 {
                ahead.append(contentsOf: chunk[..<count])
                return true
            }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            return false
        }
    }

    /// Forgets the bytes read ahead, as the kernel forgets type-ahead on Ctrl-C.
    func discardBuffered() {
        ahead.removeAll(keepingCapacity: true)
        aheadStart = 0
    }

    /// The next byte if one arrives within `milliseconds`; nil when none does (or at end of input).
    func readByte(within milliseconds: Int32) -> UInt8? {
        if hasBufferedBytes { return readByte() }
        guard Self.poll(fd, milliseconds: milliseconds) else { return nil }
        return readByte()
    }

    /// Every byte waiting now (read ahead earlier or readable without blocking), not consumed: later reads
    /// return them first. Waits up to `milliseconds` for more while `wantsMore` says what is there is not enough.
    func waiting(milliseconds: Int32 = 0, wantsMore: ([UInt8]) -> Bool = { _ in false }) -> ArraySlice<UInt8> {
        var waited: Int32 = 0
        while true {
            while Self.poll(fd, milliseconds: 0), readMore() {}
            let bytes = ahead[aheadStart...]
            if waited >= milliseconds || !wantsMore(Array(bytes)) { return bytes }
            let step = min(5, milliseconds - waited)
            _ = Self.poll(fd, milliseconds: step)
            waited += step
        }
    }

    /// The text of the first line in `bytes` (up to a line end, or all of it).
    static func firstLine(of bytes: some Collection<UInt8>) -> String {
        String(decoding: bytes.prefix { $0 != 0x0D && $0 != 0x0A }, as: UTF8.self)
    }

    private static func poll(_ fd: Int32, milliseconds: Int32) -> Bool {
        var set = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
        while true {
            let ready = Glibc.poll(&set, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            return ready > 0 && set[0].revents != 0
        }
    }
}
