import Foundation
import Dispatch
import Synchronization

@_silgen_name("dispatch_queue_get_label")
private func currentDispatchQueueLabel(_ queue: OpaquePointer?) -> UnsafePointer<CChar>?

/// The real name of the running thread, as traces show it.
public enum ThreadName {
    private static let nextNumber = Atomic<Int>(1)
    nonisolated(unsafe) private static var numberKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// `main` on the process's main thread; otherwise the running dispatch queue's label, or `thread-N`.
    ///
    /// Global (root) queues have no useful label, so their threads are numbered in order of first appearance.
    public static var current: String {
        if isMainThread { return "main" }
        if let label = currentDispatchQueueLabel(nil).map({ String(cString: $0) }),
            !label.isEmpty, !label.hasPrefix("com.apple.root."), label != "com.apple.main-thread"
        {
            return label
        }
        if let name = Thread.current.name, !name.isEmpty { return name }
        return "thread-\(threadNumber)"
    }

    nonisolated(unsafe) private static var mainKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// `Thread.isMainThread`, asked once per thread: on Linux it costs two system calls (getpid, gettid).
    private static var isMainThread: Bool {
        let key = mainKey
        if let stored = pthread_getspecific(key) { return Int(bitPattern: stored) == 1 }
        let isMain = Thread.isMainThread
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: isMain ? 1 : 2))
        return isMain
    }

    /// A small number for this thread, stable for its lifetime.
    private static var threadNumber: Int {
        let key = numberKey
        if let stored = pthread_getspecific(key) { return Int(bitPattern: stored) }
        let number = nextNumber.add(1, ordering: .relaxed).oldValue
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: number))
        return number
    }
}
