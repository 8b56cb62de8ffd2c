import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One accepted TCP connection: buffered reads with a timeout, whole writes under a lock (a page's writer and
/// reader threads both send frames), and a shutdown that wakes whoever is blocked on it.
final class SocketConnection: @unchecked Sendable {
    let descriptor: Int32
    /// Bytes read and not yet consumed (read by one thread only: the connection's).
    var buffer: [UInt8] = []
    private let writeLock = NSLock()

    /// What a read brought.
    enum ReadOutcome { case data, closed, timedOut }

    init(descriptor: Int32, readTimeout: TimeInterval, writeTimeout: TimeInterval) {
        self.descriptor = descriptor
        Self.setTimeout(descriptor, SO_RCVTIMEO, readTimeout)
        Self.setTimeout(descriptor, SO_SNDTIMEO, writeTimeout)
        var on: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
    }

    /// Reads what has arrived into `buffer`, waiting at most the read timeout.
    func read() -> ReadOutcome {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = recv(descriptor, &chunk, chunk.count, 0)
            if count > 0 {
                buffer += chunk[..<count]
                return .data
            }
            if count == 0 { return .closed }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .timedOut
            default: return .closed
            }
        }
    }

    /// Sends all of `bytes`; false when the peer is gone, the connection was shut down, or the peer read nothing
    /// for the whole write timeout.
    @discardableResult
    func write(_ bytes: [UInt8]) -> Bool {
        writeLock.lock()
        defer { writeLock.unlock() }
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBufferPointer {
                send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if sent < 0 && errno == EINTR { continue }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    /// Ends both directions: blocked reads return, blocked writes fail. The descriptor stays open until `close()`.
    func shutdown() {
        _ = Glibc.shutdown(descriptor, Int32(SHUT_RDWR))
    }

    func close() {
        _ = Glibc.close(descriptor)
    }

    private static func setTimeout(_ descriptor: Int32, _ option: Int32, _ seconds: TimeInterval) {
        var limit = timeval(tv_sec: Int(seconds), tv_usec: Int((seconds - seconds.rounded(.down)) * 1_000_000))
        setsockopt(descriptor, SOL_SOCKET, option, &limit, socklen_t(MemoryLayout<timeval>.size))
    }
}
