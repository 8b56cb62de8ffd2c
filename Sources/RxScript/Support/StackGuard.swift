#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Synchronization

/// Detects when the current thread is close to running out of stack, so deep recursion in the parser,
/// compiler or a script becomes a diagnostic instead of a crash.
///
/// Each thread's stack bounds are read once (pthread) and cached in thread-local storage; a check then costs
/// one TLS read and a comparison. Dispatch worker threads can have much smaller stacks than the main thread,
/// which is why a fixed depth limit alone is not enough.
enum StackGuard {
    /// Bytes that must remain free below the current frame for work to continue.
    static let margin: UInt = 192 * 1024

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// True when less than `margin` bytes of stack remain, or `margin - slack` when a `slack` is given
    /// (callers that check right after another check pass a slack so the first check is the one that fires).
    @inline(__always)
    static func isNearLimit(slack: UInt = 0) -> Bool {
        let address = currentAddress()
        return address &+ slack < limit(at: address)
    }

    // The main thread's stack, published once (high last), so code on it skips the thread-local lookup: an
    // address inside it can only be the main thread's, which lives as long as the process.
    private static let mainLow = Atomic<UInt>(0)
    private static let mainHigh = Atomic<UInt>(0)
    private static let mainLimit = Atomic<UInt>(0)

    @inline(__always)
    private static func limit(at address: UInt) -> UInt {
        let high = mainHigh.load(ordering: .acquiring)
        if address < high && address >= mainLow.load(ordering: .relaxed) { return mainLimit.load(ordering: .relaxed) }
        return limit()
    }

    @inline(never)
    private static func currentAddress() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    @inline(__always)
    private static func limit() -> UInt {
        if let cached = pthread_getspecific(key) { return UInt(bitPattern: cached) }
        let computed = computeLimit()
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: computed))
        return computed
    }

    private static var isMainThread: Bool {
        #if canImport(Darwin)
            pthread_main_np() != 0
        #else
            // gettid is a GNU extension the Glibc module does not export, as pthread_getattr_np below.
            typealias GetTID = @convention(c) () -> pid_t
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "gettid") else { return false }
            return getpid() == unsafeBitCast(symbol, to: GetTID.self)()
        #endif
    }

    /// The lowest address we allow the stack to reach (the stack grows down on all supported platforms).
    private static func computeLimit() -> UInt {
        #if canImport(Darwin)
            let high = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
            let stackSize = UInt(pthread_get_stacksize_np(pthread_self()))
            let low = high - stackSize
        #else
            // pthread_getattr_np is a GNU extension the Glibc module does not export; look it up at run time.
            typealias GetAttr = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return 1 }
            let getAttributes = unsafeBitCast(symbol, to: GetAttr.self)
            var attributes = pthread_attr_t()
            guard getAttributes(pthread_self(), &attributes) == 0 else { return 1 }
            defer { pthread_attr_destroy(&attributes) }
            var address: UnsafeMutableRawPointer?
            var size = 0
            guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return 1 }
            let low = UInt(bitPattern: address)
            let stackSize = UInt(size)
        #endif
        let usable = stackSize > margin * 2 ? margin : stackSize / 2
        let limit = max(1, low + usable)
        if isMainThread && limit > 1 {
            mainLimit.store(limit, ordering: .relaxed)
            mainLow.store(low, ordering: .relaxed)
            mainHigh.store(low + stackSize, ordering: .releasing)
        }
        return limit
    }
}
