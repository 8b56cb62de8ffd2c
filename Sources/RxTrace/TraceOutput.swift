import Foundation

#if canImport(Glibc)
    import Glibc
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
#endif

/// Where trace lines go. Implementations must accept calls from any thread and keep each line whole.
public protocol TraceOutput: AnyObject, Sendable {
    /// Writes one line (without its newline).
    func writeLine(_ line: String)
    /// Writes one trace line as `formatter` formats it.
    func writeLine(_ line: TraceLine, formatter: TraceFormatter)
    /// Writes program output as it is (it carries its own newlines), in order with the trace lines.
    func write(_ text: String)
    /// Pushes buffered output out.
    func flush()
}

extension TraceOutput {
    public func writeLine(_ line: TraceLine, formatter: TraceFormatter) {
        writeLine(formatter.format(line))
    }
}

/// Writes lines to a file descriptor, one lock-protected append per line, so lines from several threads
/// never interleave. On a terminal each line is written at once; otherwise output is buffered in 64 KiB
/// blocks (call `flush()` at idle points and before exit).
public final class FileTraceOutput: TraceOutput, @unchecked Sendable {
    private let fileDescriptor: Int32
    private let lineBuffered: Bool
    private let lock = NSLock()
    private var buffer = TraceBytes(capacity: blockSize + 4 * 1024)
    private static let blockSize = 64 * 1024

    /// Standard output, line-buffered when it is a terminal.
    public static let standardOutput = FileTraceOutput(fileDescriptor: STDOUT_FILENO)
    /// Standard error, line-buffered when it is a terminal.
    public static let standardError = FileTraceOutput(fileDescriptor: STDERR_FILENO)

    public init(fileDescriptor: Int32, lineBuffered: Bool? = nil) {
        self.fileDescriptor = fileDescriptor
        self.lineBuffered = lineBuffered ?? (isatty(fileDescriptor) == 1)
    }

    public func writeLine(_ line: String) {
        lock.lock()
        buffer.append(line)
        buffer.append(0x0A)
        if lineBuffered || buffer.count >= Self.blockSize { writeBuffer() }
        lock.unlock()
    }

    /// Formats straight into the buffer: no `String` is made for the line.
    public func writeLine(_ line: TraceLine, formatter: TraceFormatter) {
        lock.lock()
        formatter.write(line, into: &buffer)
        buffer.append(0x0A)
        if lineBuffered || buffer.count >= Self.blockSize { writeBuffer() }
        lock.unlock()
    }

    public func write(_ text: String) {
        lock.lock()
        buffer.append(text)
        if lineBuffered || buffer.count >= Self.blockSize { writeBuffer() }
        lock.unlock()
    }

    public func flush() {
        lock.lock()
        writeBuffer()
        lock.unlock()
    }

    private func writeBuffer() {
        var offset = 0
        let bytes = buffer.bytes
        while offset < bytes.count {
            let written = systemWrite(fileDescriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written <= 0 {
                if written < 0 && errno == EINTR { continue }
                break
            }
            offset += written
        }
        buffer.removeAll()
    }
}

/// Collects lines in memory (for tests and golden files).
public final class MemoryTraceOutput: TraceOutput, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    public init() {}

    /// The lines written so far.
    public var lines: [String] { lock.withLock { stored } }

    public func writeLine(_ line: String) { lock.withLock { stored.append(line) } }

    /// Program output is kept line by line (a final newline ends the last line).
    public func write(_ text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        lock.withLock { stored.append(contentsOf: lines) }
    }

    public func flush() {}
}
