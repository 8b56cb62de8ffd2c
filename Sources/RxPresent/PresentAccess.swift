import Foundation

/// Who may watch: anyone on this machine when the page listens on 127.0.0.1, or, on another address, only a
/// page whose URL carries the random token printed at start.
public struct PresentAccess: Sendable, Equatable {
    /// The token requests must carry (`?token=…`), or nil when listening on the loopback address only.
    public let token: String?

    /// Open to this machine only: no token.
    public static let loopbackOnly = PresentAccess(token: nil)

    public init(token: String?) {
        self.token = token
    }

    /// A fresh random token of 32 hexadecimal digits (128 bits from the system's generator).
    public static func withRandomToken() -> PresentAccess {
        var generator = SystemRandomNumberGenerator()
        let digits = (0..<4).map { _ in String(format: "%08x", UInt32.random(in: .min ... .max, using: &generator)) }
        return PresentAccess(token: digits.joined())
    }

    /// Whether a request whose query holds `given` as its token may be served.
    public func allows(token given: String?) -> Bool {
        guard let token else { return true }
        guard let given else { return false }
        // The same time whatever prefix matches, so a guess learns nothing from how long a refusal takes.
        let expected = Array(token.utf8), offered = Array(given.utf8)
        var difference = expected.count ^ offered.count
        for index in expected.indices {
            difference |= Int(expected[index] ^ (index < offered.count ? offered[index] : 0))
        }
        return difference == 0
    }
}
