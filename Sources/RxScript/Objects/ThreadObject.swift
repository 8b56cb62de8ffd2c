import Foundation

/// `Thread.current` / `Thread.main`: the simulated or real thread the code ran on when it was asked, named as
/// traces name it (`main`, `background`, a queue's label).
final class ThreadObject: HostObject, @unchecked Sendable {
    let name: String
    let isMainThread: Bool
    /// Foundation's thread number: 1 for main, then in order of first appearance in the session.
    let number: Int

    init(name: String, isMainThread: Bool, number: Int) {
        self.name = name
        self.isMainThread = isMainThread
        self.number = number
    }

    override var typeName: String { "Thread" }

    /// As Foundation prints a thread, `<NSThread: 0x…>{number = 1, name = main}`, with an address made from the
    /// number so that runs print the same.
    override var description: String {
        let address = String(0x6000_0000_0000 + number * 0x40, radix: 16)
        return "<NSThread: 0x\(address)>{number = \(number), name = \(name)}"
    }

    override func isEqual(to other: HostObject) -> Bool { (other as? ThreadObject)?.number == number }
}

/// The numbers a session has given its threads, by name (main is 1).
final class ThreadNumbers: @unchecked Sendable {
    private let lock = NSLock()
    private var numbers: [String: Int] = ["main": 1]

    func number(for name: String) -> Int {
        lock.withLock {
            if let known = numbers[name] { return known }
            let next = numbers.count + 1
            numbers[name] = next
            return next
        }
    }
}
