/// A small VT100/xterm screen model: enough of the control sequences libedit emits with TERM=xterm to know what
/// a person would see (text per row, cursor position), so tests assert on the screen, not on escape codes.
public struct VirtualScreen: Sendable {
    /// Width in cells.
    public private(set) var columns: Int
    /// Height in rows.
    public private(set) var rows: Int
    /// Rows scrolled off the top, oldest first.
    public private(set) var scrollback: [String] = []
    /// Cursor row, 0-based from the top of the screen.
    public private(set) var cursorRow = 0
    /// Cursor column, 0-based.
    public private(set) var cursorColumn = 0

    private enum Cell: Equatable, Sendable {
        case blank
        case text(Unicode.Scalar)
        case wideTail  // the right half of a double-width character
    }

    private enum ParserState: Sendable {
        case ground, escape, csi(String), osc, charset
    }

    private var cells: [[Cell]]
    private var pendingWrap = false
    private var insertMode = false
    private var state = ParserState.ground
    private var savedCursor = (0, 0)
    private var utf8Bytes: [UInt8] = []

    /// An empty screen of the given size.
    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        cells = Array(repeating: Array(repeating: .blank, count: columns), count: rows)
    }

    /// Changes the width like xterm does: rows are cut or padded, nothing is re-wrapped.
    public mutating func resize(columns newColumns: Int) {
        for row in cells.indices {
            if newColumns < columns {
                cells[row].removeLast(columns - newColumns)
            } else {
                cells[row].append(contentsOf: Array(repeating: .blank, count: newColumns - columns))
            }
        }
        columns = newColumns
        cursorColumn = min(cursorColumn, columns - 1)
        pendingWrap = false
    }

    /// Changes the size like xterm does: a shorter screen pushes its top rows into the scrollback (keeping the
    /// cursor's row), a taller one gains blank rows at the bottom; nothing is re-wrapped.
    public mutating func resize(rows newRows: Int, columns newColumns: Int) {
        resize(columns: newColumns)
        while cells.count > newRows {
            if cursorRow > 0 {
                scrollback.append(line(0))
                cells.removeFirst()
                cursorRow -= 1
            } else {
                cells.removeLast()
            }
        }
        while cells.count < newRows { cells.append(blankRow) }
        rows = newRows
    }

    /// The visible rows, trailing blanks removed.
    public var lines: [String] { (0..<rows).map(line) }

    /// The text of one visible row, trailing blanks removed.
    public func line(_ row: Int) -> String {
        var text = ""
        for cell in cells[row] {
            switch cell {
            case .blank: text += " "
            case .text(let scalar): text.unicodeScalars.append(scalar)
            case .wideTail: break
            }
        }
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }

    /// The row the cursor is on.
    public var cursorLine: String { line(cursorRow) }

    /// Scrollback and screen, one row per line, with empty rows dropped.
    public var text: String { (scrollback + lines).filter { !$0.isEmpty }.joined(separator: "\n") }

    /// The display column of the cursor counted in cells (a double-width character counts 2).
    public var cursor: (row: Int, column: Int) { (cursorRow, cursorColumn) }

    /// Feeds bytes written by the program.
    public mutating func feed(_ bytes: [UInt8]) {
        for byte in bytes {
            if utf8Bytes.isEmpty, byte < 0x80 {
                consume(Unicode.Scalar(byte))
                continue
            }
            utf8Bytes.append(byte)
            let expected: Int
            switch utf8Bytes[0] {
            case 0xC0...0xDF: expected = 2
            case 0xE0...0xEF: expected = 3
            case 0xF0...0xF7: expected = 4
            default: expected = 1
            }
            guard utf8Bytes.count >= expected else { continue }
            let decoded = String(decoding: utf8Bytes, as: UTF8.self)
            utf8Bytes.removeAll()
            for scalar in decoded.unicodeScalars { consume(scalar) }
        }
    }

    private mutating func consume(_ scalar: Unicode.Scalar) {
        switch state {
        case .ground:
            ground(scalar)
        case .escape:
            escape(scalar)
        case .csi(let parameters):
            if (0x40...0x7E).contains(scalar.value) {
                state = .ground
                csi(parameters, final: scalar)
            } else {
                state = .csi(parameters + String(scalar))
            }
        case .osc:
            if scalar == "\u{07}" || scalar == "\u{1B}" { state = .ground }
        case .charset:
            state = .ground
        }
    }

    private mutating func ground(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x1B: state = .escape
        case 0x0D: moveTo(cursorRow, 0)
        case 0x0A, 0x0B, 0x0C:
            pendingWrap = false
            lineFeed()
        case 0x08: moveTo(cursorRow, cursorColumn - 1)
        case 0x09: moveTo(cursorRow, (cursorColumn / 8 + 1) * 8)
        case 0..<0x20, 0x7F: break
        default: put(scalar)
        }
    }

    private mutating func escape(_ scalar: Unicode.Scalar) {
        state = .ground
        switch scalar {
        case "[": state = .csi("")
        case "]": state = .osc
        case "(", ")", "*", "+": state = .charset
        case "7": savedCursor = (cursorRow, cursorColumn)
        case "8": moveTo(savedCursor.0, savedCursor.1)
        case "D": lineFeed()
        case "E":
            lineFeed()
            moveTo(cursorRow, 0)
        case "M":
            if cursorRow == 0 { scrollDown() } else { moveTo(cursorRow - 1, cursorColumn) }
        default: break  // ESC = / ESC > (keypad modes) and others change nothing visible
        }
    }

    private mutating func csi(_ parameters: String, final: Unicode.Scalar) {
        if parameters.hasPrefix("?") || parameters.hasPrefix(">") {
            return  // private modes: cursor keys, bracketed paste, ...
        }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func value(_ index: Int, _ fallback: Int) -> Int {
            guard index < numbers.count, let number = numbers[index], number > 0 else { return fallback }
            return number
        }
        let count = value(0, 1)
        switch final {
        case "A": moveTo(cursorRow - count, cursorColumn)
        case "B", "e": moveTo(cursorRow + count, cursorColumn)
        case "C", "a": moveTo(cursorRow, cursorColumn + count)
        case "D": moveTo(cursorRow, cursorColumn - count)
        case "E": moveTo(cursorRow + count, 0)
        case "F": moveTo(cursorRow - count, 0)
        case "G", "`": moveTo(cursorRow, count - 1)
        case "d": moveTo(count - 1, cursorColumn)
        case "H", "f": moveTo(value(0, 1) - 1, value(1, 1) - 1)
        case "J": eraseScreen(mode: numbers.first.flatMap { $0 } ?? 0)
        case "K": eraseLine(mode: numbers.first.flatMap { $0 } ?? 0)
        case "P": deleteCells(count)
        case "@": insertCells(count)
        case "X":
            for column in cursorColumn..<min(columns, cursorColumn + count) { cells[cursorRow][column] = .blank }
        case "L":
            for _ in 0..<count {
                cells.insert(blankRow, at: cursorRow)
                cells.removeLast()
            }
        case "M":
            for _ in 0..<count {
                cells.remove(at: cursorRow)
                cells.append(blankRow)
            }
        case "S": for _ in 0..<count { scrollUp() }
        case "T": for _ in 0..<count { scrollDown() }
        case "h", "l":
            if numbers.contains(4) { insertMode = final == "h" }
        default: break  // SGR colours and the rest change nothing this model tracks
        }
    }

    private var blankRow: [Cell] { Array(repeating: .blank, count: columns) }

    private mutating func moveTo(_ row: Int, _ column: Int) {
        pendingWrap = false
        cursorRow = min(max(0, row), rows - 1)
        cursorColumn = min(max(0, column), columns - 1)
    }

    private mutating func lineFeed() {
        if cursorRow == rows - 1 { scrollUp() } else { cursorRow += 1 }
    }

    private mutating func scrollUp() {
        scrollback.append(line(0))
        cells.removeFirst()
        cells.append(blankRow)
    }

    private mutating func scrollDown() {
        cells.removeLast()
        cells.insert(blankRow, at: 0)
    }

    /// Writes a character the way xterm does with auto-margins: the cursor stays in the last column with a
    /// pending wrap, and a wide character that does not fit moves to the next row.
    private mutating func put(_ scalar: Unicode.Scalar) {
        let width = VirtualScreen.width(of: scalar)
        if width == 0 { return }
        if pendingWrap {
            pendingWrap = false
            cursorColumn = 0
            lineFeed()
        }
        if width == 2, cursorColumn == columns - 1 {
            cells[cursorRow][cursorColumn] = .blank
            cursorColumn = 0
            lineFeed()
        }
        if insertMode { insertCells(width) }
        clearWideCharacter(at: cursorColumn)
        cells[cursorRow][cursorColumn] = .text(scalar)
        if width == 2 { cells[cursorRow][cursorColumn + 1] = .wideTail }
        if cursorColumn + width >= columns {
            cursorColumn = columns - 1
            pendingWrap = true
        } else {
            cursorColumn += width
        }
    }

    /// Overwriting either half of a wide character blanks the other half.
    private mutating func clearWideCharacter(at column: Int) {
        if cells[cursorRow][column] == .wideTail, column > 0 { cells[cursorRow][column - 1] = .blank }
        if column + 1 < columns, cells[cursorRow][column + 1] == .wideTail { cells[cursorRow][column + 1] = .blank }
    }

    private mutating func deleteCells(_ count: Int) {
        pendingWrap = false
        let n = min(count, columns - cursorColumn)
        cells[cursorRow].removeSubrange(cursorColumn..<(cursorColumn + n))
        cells[cursorRow].append(contentsOf: Array(repeating: .blank, count: n))
    }

    private mutating func insertCells(_ count: Int) {
        let n = min(count, columns - cursorColumn)
        cells[cursorRow].insert(contentsOf: Array(repeating: .blank, count: n), at: cursorColumn)
        cells[cursorRow].removeLast(n)
    }

    private mutating func eraseLine(mode: Int) {
        let range: Range<Int>
        switch mode {
        case 1: range = 0..<(cursorColumn + 1)
        case 2: range = 0..<columns
        default: range = cursorColumn..<columns
        }
        for column in range { cells[cursorRow][column] = .blank }
    }

    private mutating func eraseScreen(mode: Int) {
        switch mode {
        case 1:
            for row in 0..<cursorRow { cells[row] = blankRow }
            eraseLine(mode: 1)
        case 2, 3:
            cells = Array(repeating: blankRow, count: rows)
        default:
            eraseLine(mode: 0)
            for row in (cursorRow + 1)..<rows { cells[row] = blankRow }
        }
    }

    /// Cells a character takes: 2 for East Asian wide and fullwidth characters, 0 for combining marks.
    public static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .enclosingMark {
            return 0
        }
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
        ]
        return wide.contains { $0.contains(value) } ? 2 : 1
    }
}
