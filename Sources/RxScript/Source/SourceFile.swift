/// A named piece of source text (a script file or one REPL input) with its line table.
public final class SourceFile: @unchecked Sendable {
    /// The name shown in diagnostics: a path, or `<repl:4>` for REPL input.
    public let name: String
    /// The full text.
    public let text: String
    /// The text as UTF-8 bytes; byte offsets in spans index into this.
    public let bytes: [UInt8]
    /// Byte offset of the first byte of each line.
    let lineStarts: [Int]

    public init(name: String, text: String) {
        self.name = name
        self.text = text
        self.bytes = Array(text.utf8)
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        self.lineStarts = starts
    }

    /// The 1-based line containing `offset`.
    public func line(ofOffset offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    /// The line and Character-counted column of a byte offset.
    public func location(ofOffset offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        let line = line(ofOffset: clamped)
        let start = lineStarts[line - 1]
        let prefix = String(decoding: bytes[start..<clamped], as: UTF8.self)
        return SourceLocation(offset: clamped, line: line, column: prefix.count + 1)
    }

    /// The text of a 1-based line, without its line terminator.
    public func lineText(_ line: Int) -> String {
        guard line >= 1 && line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    /// The text between two byte offsets.
    public func text(from start: Int, to end: Int) -> String {
        let lower = max(0, min(start, bytes.count))
        let upper = max(lower, min(end, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}

/// A point in a source file: byte offset, 1-based line, and 1-based column counted in Characters.
public struct SourceLocation: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// UTF-8 byte offset from the start of the file.
    public let offset: Int
    /// 1-based line.
    public let line: Int
    /// 1-based column, counted in Characters (as swift-syntax does).
    public let column: Int

    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

/// A half-open range of bytes `start..<end` in one source file.
public struct SourceRange: Sendable, CustomStringConvertible {
    /// The file the range points into.
    public let file: SourceFile
    /// Byte offset of the first byte.
    public let start: Int
    /// Byte offset one past the last byte (equal to `start` for a point).
    public let end: Int

    public init(file: SourceFile, start: Int, end: Int) {
        self.file = file
        self.start = start
        self.end = max(start, end)
    }

    /// The line and column of the first byte.
    public var startLocation: SourceLocation { file.location(ofOffset: start) }
    /// The line and column just past the last byte.
    public var endLocation: SourceLocation { file.location(ofOffset: end) }
    /// 1-based line of the start.
    public var line: Int { file.line(ofOffset: start) }
    /// 1-based Character column of the start.
    public var column: Int { startLocation.column }

    /// The range covering both `self` and `other` (same file).
    public func to(_ other: SourceRange) -> SourceRange {
        SourceRange(file: file, start: min(start, other.start), end: max(end, other.end))
    }

    /// An empty range at this range's start.
    public var startPoint: SourceRange { SourceRange(file: file, start: start, end: start) }
    /// An empty range at this range's end.
    public var endPoint: SourceRange { SourceRange(file: file, start: end, end: end) }

    /// The source text the range covers.
    public var text: String { file.text(from: start, to: end) }

    /// `name:line:column`.
    public var description: String {
        let location = startLocation
        return "\(file.name):\(location.line):\(location.column)"
    }
}

extension SourceRange: Equatable {
    public static func == (lhs: SourceRange, rhs: SourceRange) -> Bool {
        lhs.file === rhs.file && lhs.start == rhs.start && lhs.end == rhs.end
    }
}
