import Foundation

/// The presenter's HTTP server: serves the page and the feed of the session's records, on 127.0.0.1 (a free
/// port unless one is given), or on another address with a token. An HTTP/1.1 and WebSocket server of its own
/// on POSIX sockets: a thread accepts, and each connection has a thread (a page's feed two) — a room has a
/// projector and a few laptops, not thousands of clients.
public final class PresentServer: @unchecked Sendable {
    public let feed: PresentFeed
    public let access: PresentAccess
    /// The address it listens on, as given (`127.0.0.1`, `0.0.0.0`, `::`).
    public let address: String
    private let requestedPort: UInt16
    private var listener: SocketListener?
    private var connections: ConnectionSet?
    /// The port it listens on, once started.
    public private(set) var port: UInt16 = 0
    /// How long a connection may take to send a request head, and how long it may stay idle between requests.
    static let readTimeout: TimeInterval = 10
    /// How long a page may read nothing while the server writes to it before it is let go.
    static let writeTimeout: TimeInterval = 30

    /// Why the server could not start.
    public struct StartFailure: Error, CustomStringConvertible {
        public let description: String
    }

    public init(feed: PresentFeed, address: String = "127.0.0.1", port: UInt16 = 0, access: PresentAccess) {
        self.feed = feed
        self.address = address
        self.requestedPort = port
        self.access = access
    }

    /// The URL to open: the address (`127.0.0.1`; this machine's name when it listens on every address), the port
    /// and the token.
    public var url: String {
        // Listening on every address, the page is opened from other machines, by this machine's name.
        let everywhere = address == "0.0.0.0" || address == "::"
        let name = everywhere ? ProcessInfo.processInfo.hostName : address
        let host = name.contains(":") ? "[\(name)]" : name
        return "http://\(host):\(port)/" + (access.token.map { "?token=\($0)" } ?? "")
    }

    /// Starts listening and returns once it does (or throws why it cannot: the port is taken, the address is not
    /// this machine's).
    public func start() throws {
        guard listener == nil else { return }
        let listener: SocketListener
        do {
            listener = try SocketListener(address: address, port: requestedPort)
        } catch SocketListener.Failure.notAnAddress {
            throw StartFailure(description: "'\(address)' is not an IPv4 or IPv6 address")
        } catch {
            throw StartFailure(description: "cannot listen on \(address) port \(requestedPort): \(error)")
        }
        port = listener.port
        let hosts = Self.hostNames(address, port: port)
        let routes = PresentRoutes(feed: feed, access: access, hosts: { hosts })
        let connections = ConnectionSet()
        self.listener = listener
        self.connections = connections
        connections.enter()
        let accepting = Thread {
            defer { connections.leave() }
            while let descriptor = listener.accept() {
                let connection = SocketConnection(
                    descriptor: descriptor, readTimeout: Self.readTimeout, writeTimeout: Self.writeTimeout)
                guard connections.add(connection) else {
                    connection.close()
                    continue
                }
                let serving = Thread {
                    HTTPConnectionLoop(routes: routes, feed: routes.feed).serve(connection)
                    connections.remove(connection)
                }
                serving.name = "rxrepl present connection"
                serving.start()
            }
        }
        accepting.name = "rxrepl present accept"
        accepting.start()
    }

    /// Stops listening and closes every page's connection.
    public func stop() {
        guard let listener, let connections else { return }
        listener.shutdown()
        connections.shutDownAll()
        // Every connection's thread ends promptly once its socket is shut down; a bound keeps stop() from hanging.
        _ = connections.waitUntilEmpty(timeout: 2)
        listener.close()
        self.listener = nil
        self.connections = nil
    }

    /// The `Host:` values a request may carry: nil for any, when it listens on every address (the token guards it).
    static func hostNames(_ address: String, port: UInt16) -> Set<String>? {
        if address == "0.0.0.0" || address == "::" { return nil }
        var names: Set<String> = [address.contains(":") ? "[\(address)]:\(port)" : "\(address):\(port)"]
        if address == "127.0.0.1" || address == "::1" {
            names.formUnion(["localhost:\(port)", "127.0.0.1:\(port)", "[::1]:\(port)"])
        }
        return Set(names.map { $0.lowercased() })
    }
}

/// A value shared between tasks under a lock.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    /// Stores `value` if nothing is stored yet; whether it did.
    func replaceIfNil<Wrapped>(_ value: Wrapped) -> Bool where Value == Wrapped? {
        lock.withLock {
            guard stored == nil else { return false }
            stored = value
            return true
        }
    }
}
