internal import FlyingFox
internal import FlyingSocks
import Foundation

/// The presenter's HTTP server: serves the page and the feed of the session's records, on 127.0.0.1 (a free
/// port unless one is given), or on another address with a token.
public final class PresentServer: @unchecked Sendable {
    public let feed: PresentFeed
    public let access: PresentAccess
    /// The address it listens on, as given (`127.0.0.1`, `0.0.0.0`, `::`).
    public let address: String
    private let requestedPort: UInt16
    private var server: HTTPServer?
    private var running: Task<Void, any Error>?
    /// The port it listens on, once started.
    public private(set) var port: UInt16 = 0

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
        let socketAddress: any SocketAddress
        do {
            socketAddress =
                address.contains(":")
                ? try sockaddr_in6.inet6(ip6: address, port: requestedPort)
                : try sockaddr_in.inet(ip4: address, port: requestedPort)
        } catch {
            throw StartFailure(description: "'\(address)' is not an IPv4 or IPv6 address")
        }
        let hosts = LockedBox<Set<String>?>([])
        let routes = PresentRoutes(feed: feed, access: access, hosts: { hosts.value })
        let server = HTTPServer(address: socketAddress, timeout: 60, logger: .disabled, handler: routes)
        self.server = server
        let running = Task { try await server.run() }
        self.running = running
        let outcome = LockedBox<Result<UInt16, any Error>?>(nil)
        let settled = DispatchSemaphore(value: 0)
        let settle = { @Sendable (result: Result<UInt16, any Error>) in
            if outcome.replaceIfNil(result) { settled.signal() }
        }
        let address = address
        // Whichever comes first: the server listens, or its run ends with why it could not.
        Task {
            do {
                try await running.value
                settle(.failure(StartFailure(description: "it stopped at once")))
            } catch {
                settle(.failure(error))
            }
        }
        Task {
            do {
                try await server.waitUntilListening(timeout: 5)
                let port: UInt16
                switch await server.listeningAddress {
                case .ip4(_, let bound), .ip6(_, let bound): port = bound
                default: port = 0
                }
                hosts.value = Self.hostNames(address, port: port)
                settle(.success(port))
            } catch {
                settle(.failure(error))
            }
        }
        settled.wait()
        switch outcome.value! {
        case .success(let bound): port = bound
        case .failure(let error):
            running.cancel()
            self.server = nil
            throw StartFailure(description: "cannot listen on \(address) port \(requestedPort): \(error)")
        }
    }

    /// Stops listening and closes every page's connection.
    public func stop() {
        guard let server else { return }
        let stopped = DispatchSemaphore(value: 0)
        Task {
            await server.stop(timeout: 0)
            stopped.signal()
        }
        stopped.wait()
        running?.cancel()
        self.server = nil
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
