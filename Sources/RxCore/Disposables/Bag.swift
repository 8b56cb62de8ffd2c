/// A key to remove an entry from a `Bag`.
public struct BagKey: Hashable {
    let rawValue: UInt64
}

/// A collection with RxSwift's delivery order: one inline slot first, then up to 30 entries in insertion
/// order, then a dictionary (unspecified order). A freed inline slot is taken by the next insert.
struct Bag<Element> {
    private static var arrayCapacity: Int { 30 }

    private var nextKey: UInt64 = 0
    private var inlineKey: BagKey?
    private var inlineElement: Element?
    private var pairs: [(key: BagKey, element: Element)] = []
    private var dictionary: [BagKey: Element]?

    init() {}

    @discardableResult
    mutating func insert(_ element: Element) -> BagKey {
        let key = BagKey(rawValue: nextKey)
        nextKey &+= 1
        if inlineKey == nil {
            inlineKey = key
            inlineElement = element
        } else if pairs.count < Self.arrayCapacity {
            pairs.append((key, element))
        } else {
            if dictionary == nil { dictionary = [:] }
            dictionary![key] = element
        }
        return key
    }

    var count: Int { (inlineKey == nil ? 0 : 1) + pairs.count + (dictionary?.count ?? 0) }
    var isEmpty: Bool { count == 0 }

    mutating func removeAll() {
        inlineKey = nil
        inlineElement = nil
        pairs.removeAll(keepingCapacity: false)
        dictionary = nil
    }

    @discardableResult
    mutating func removeKey(_ key: BagKey) -> Element? {
        if inlineKey == key {
            inlineKey = nil
            let element = inlineElement
            inlineElement = nil
            return element
        }
        if let removed = dictionary?.removeValue(forKey: key) { return removed }
        if let index = pairs.firstIndex(where: { $0.key == key }) {
            return pairs.remove(at: index).element
        }
        return nil
    }

    /// Calls `body` for every element in delivery order.
    func forEach(_ body: (Element) -> Void) {
        if let inlineElement { body(inlineElement) }
        for pair in pairs { body(pair.element) }
        if let dictionary {
            for element in dictionary.values { body(element) }
        }
    }

    /// The elements in delivery order.
    var elements: [Element] {
        var result: [Element] = []
        result.reserveCapacity(count)
        forEach { result.append($0) }
        return result
    }
}
