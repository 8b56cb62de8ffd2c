import Foundation
import RxScript

/// Interrupts busy script code when the real-time `--timeout` expires during the top-level run.
final class BusyTimeout: @unchecked Sendable {
    private let lock = NSLock()
    private var didFire = false

    init(seconds: Double?) {
        guard let seconds else { return }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [weak self] in
            guard let self else { return }
            self.lock.withLock { self.didFire = true }
            RunInterrupt.request()
        }
    }

    /// True once the deadline passed.
    var fired: Bool { lock.withLock { didFire } }
}
