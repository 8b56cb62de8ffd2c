/// A growable byte buffer that trace lines are formatted into: appends copy bytes, with no `String` built
/// per line and no per-byte capacity or uniqueness checks.
struct TraceBytes: ~Copyable {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    var isEmpty: Bool { count == 0 }

    /// The bytes written so far.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    mutating func removeAll() { count = 0 }

    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        append(source, count: bytes.count)
    }

    /// Short runs (most fields of a line) are copied in a loop rather than through `memcpy`.
    @inline(__always)
    mutating func append(_ source: UnsafePointer<UInt8>, count length: Int) {
        reserve(length)
        if length <= 16 {
            for offset in 0..<length { base[count + offset] = source[offset] }
        } else {
            (base + count).update(from: source, count: length)
        }
        count += length
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        append(text.utf8Start, count: text.utf8CodeUnitCount)
    }

    @inline(__always)
    mutating func appendSpaces(_ spaces: Int) {
        guard spaces > 0 else { return }
        reserve(spaces)
        for offset in 0..<spaces { base[count + offset] = 0x20 }
        count += spaces
    }

    /// `value` in decimal, as `String(value)` writes it.
    mutating func append(decimal value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        append(decimal: value.magnitude, minimumDigits: 1)
    }

    /// `value` in decimal, left-padded with zeros to `minimumDigits`.
    mutating func append(decimal value: UInt, minimumDigits: Int) {
        var digits = 1
        var rest = value / 10
        while rest > 0 { digits += 1; rest /= 10 }
        let width = max(digits, minimumDigits)
        reserve(width)
        var remaining = value
        var position = count + width - 1
        for _ in 0..<width {
            base[position] = UInt8(truncatingIfNeeded: remaining % 10) &+ 0x30
            remaining /= 10
            position -= 1
        }
        count += width
    }
}

extension String {
    /// What `count` returns, cheaply for the usual printable-ASCII text (one character per byte).
    var traceColumnWidth: Int {
        var text = self
        let printableASCII = text.withUTF8 { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
        return printableASCII ? utf8.count : count
    }
}
