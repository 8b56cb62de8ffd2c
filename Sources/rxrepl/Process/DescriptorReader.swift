import Foundation

/// Reads lines and exact byte counts from a descriptor, buffered.
final class DescriptorReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var atEnd = false

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next line without its newline; nil at the end of input.
    func readLine() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            guard fill() else { return nil }
        }
    }

    /// Exactly `count` bytes; nil if the input ends first.
    func read(count: Int) -> [UInt8]? {
        while buffer.count < count {
            guard fill() else { return nil }
        }
        let bytes = Array(buffer[..<count])
        buffer.removeSubrange(..<count)
        return bytes
    }

    private func fill() -> Bool {
        guard !atEnd else { return false }
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = Foundation.read(descriptor, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                atEnd = true
                return false
            }
            buffer.append(contentsOf: chunk[..<count])
            return true
        }
    }
}
