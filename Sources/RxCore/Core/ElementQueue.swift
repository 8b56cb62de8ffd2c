/// A FIFO queue with O(1) amortised enqueue and dequeue, for operators that buffer elements or sources.
struct ElementQueue<Element> {
    private var storage: [Element?] = []
    private var head = 0

    init() {}

    var isEmpty: Bool { head == storage.count }
    var count: Int { storage.count - head }

    mutating func enqueue(_ element: Element) {
        storage.append(element)
    }

    mutating func dequeue() -> Element? {
        guard head < storage.count else { return nil }
        let element = storage[head]
        storage[head] = nil
        head += 1
        // Compact once the consumed prefix dominates, so a long-lived queue does not grow without bound.
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        } else if head > 32 && head * 2 > storage.count {
            storage.removeFirst(head)
            head = 0
        }
        return element
    }

    mutating func removeAll() {
        storage.removeAll()
        head = 0
    }
}
