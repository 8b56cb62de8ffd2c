import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A listening TCP socket on one IPv4 or IPv6 address.
final class SocketListener: @unchecked Sendable {
    let descriptor: Int32
    /// The port it listens on (the one the system chose when asked for 0).
    let port: UInt16

    /// Why it cannot listen: the address is not an address, or the system refused (the port is taken…).
    enum Failure: Error, CustomStringConvertible {
        case notAnAddress
        case system(String)

        var description: String {
            switch self {
            case .notAnAddress: "not an IPv4 or IPv6 address"
            case .system(let reason): reason
            }
        }
    }

    init(address: String, port: UInt16) throws(Failure) {
        var storage = sockaddr_storage()
        let family: Int32
        let length: Int
        if address.contains(":") {
            var ip6 = sockaddr_in6()
            ip6.sin6_family = sa_family_t(AF_INET6)
            ip6.sin6_port = port.bigEndian
            guard inet_pton(AF_INET6, address, &ip6.sin6_addr) == 1 else { throw .notAnAddress }
            withUnsafeBytes(of: ip6) { bytes in withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: bytes) } }
            (family, length) = (AF_INET6, MemoryLayout<sockaddr_in6>.size)
        } else {
            var ip4 = sockaddr_in()
            ip4.sin_family = sa_family_t(AF_INET)
            ip4.sin_port = port.bigEndian
            guard inet_pton(AF_INET, address, &ip4.sin_addr) == 1 else { throw .notAnAddress }
            withUnsafeBytes(of: ip4) { bytes in withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: bytes) } }
            (family, length) = (AF_INET, MemoryLayout<sockaddr_in>.size)
        }
        let descriptor = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw .system(Self.lastError("socket")) }
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(length)) }
        }
        guard bound == 0, listen(descriptor, 64) == 0 else {
            let failure = Self.lastError(bound == 0 ? "listen" : "bind")
            Glibc.close(descriptor)
            throw .system(failure)
        }
        var actual = sockaddr_storage()
        var actualLength = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &actualLength) }
        }
        // sin_port and sin6_port sit at the same offset, just after the family.
        let boundPort = withUnsafeBytes(of: actual) { $0.load(fromByteOffset: 2, as: UInt16.self) }
        self.descriptor = descriptor
        self.port = UInt16(bigEndian: boundPort)
    }

    /// The next connection's descriptor, nil once the listener is shut down.
    func accept() -> Int32? {
        while true {
            let connection = Glibc.accept(descriptor, nil, nil)
            if connection >= 0 {
                // A child process (a `run` of a shell command) must not inherit a page's connection.
                _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
                return connection
            }
            switch errno {
            case EINTR, ECONNABORTED, EPROTO: continue
            case EMFILE, ENFILE, ENOBUFS, ENOMEM: usleep(50_000)
            default: return nil
            }
        }
    }

    /// Wakes a blocked `accept()` (which then returns nil); `close()` after the accepting thread has returned.
    func shutdown() {
        _ = Glibc.shutdown(descriptor, Int32(SHUT_RDWR))
    }

    func close() {
        _ = Glibc.close(descriptor)
    }

    private static func lastError(_ call: String) -> String {
        "\(call): \(String(cString: strerror(errno)))"
    }
}
