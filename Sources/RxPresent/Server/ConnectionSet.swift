import Foundation

/// The open connections of a server and the threads serving them, so that stopping can shut them all down and
/// wait for their threads; once stopped, it takes no more.
final class ConnectionSet: @unchecked Sendable {
    private let lock = NSLock()
    private var open: [ObjectIdentifier: SocketConnection] = [:]
    private var stopped = false
    private let threads = DispatchGroup()

    /// A thread that the server's stop waits for starts.
    func enter() { threads.enter() }

    func leave() { threads.leave() }

    /// Keeps `connection` (its thread must call `remove`); false once the server stopped.
    func add(_ connection: SocketConnection) -> Bool {
        lock.withLock {
            guard !stopped else { return false }
            open[ObjectIdentifier(connection)] = connection
            threads.enter()
            return true
        }
    }

    /// Forgets `connection` and closes it (under the lock, so a stop never shuts down a reused descriptor).
    func remove(_ connection: SocketConnection) {
        lock.withLock {
            open[ObjectIdentifier(connection)] = nil
            connection.close()
        }
        threads.leave()
    }

    func shutDownAll() {
        lock.withLock {
            stopped = true
            for connection in open.values { connection.shutdown() }
        }
    }

    /// Waits for every thread to end; false if some had not after `timeout` seconds.
    func waitUntilEmpty(timeout: TimeInterval) -> Bool {
        threads.wait(timeout: .now() + timeout) == .success
    }
}
