import CEditline

/// Where libedit puts text on screen: mirrors its refresh rules so async output can find the start of
/// the input block (docs/libedit-notes.md P15).
enum DisplayLayout {
    /// A position relative to the start of the prompt, in rows and columns.
    struct Position: Equatable {
        var row = 0
        var column = 0
    }

    /// Terminal cells libedit uses for `scalar` when it sits at `column` (tabs depend on the column).
    /// The C library's `wcwidth`, as libedit itself counts, not TextWidth's fixed `DisplayWidth`: the layout must
    /// match what libedit draws on this machine and locale, scalar by scalar (a combining mark takes 0).
    static func cells(_ scalar: Unicode.Scalar, atColumn column: Int) -> Int {
        switch scalar.value {
        case 0x09: return 8 - column % 8
        case 0..<0x20, 0x7F: return 2  // drawn as ^X
        default: return max(0, Int(cel_wcwidth(wchar_t(bitPattern: scalar.value))))
        }
    }

    /// Display width of plain text on one row (no tabs or newlines expected).
    static func width(of text: String) -> Int {
        var total = 0
        for scalar in text.unicodeScalars { total += cells(scalar, atColumn: total) }
        return total
    }

    /// Advances `position` past `scalars`, wrapping like libedit: a wide character that does not fit in the
    /// last columns moves to the next row, and filling the last column moves the cursor to the next row.
    static func advance<S: Sequence>(_ position: inout Position, over scalars: S, columns: Int)
    where S.Element == Unicode.Scalar {
        for scalar in scalars {
            if scalar == "\n" {
                position.row += 1
                position.column = 0
                continue
            }
            let cells = cells(scalar, atColumn: position.column)
            if cells == 0 { continue }
            if position.column + cells > columns {
                position.row += 1
                position.column = 0
            }
            position.column += cells
            if position.column >= columns {
                position.row += 1
                position.column = 0
            }
        }
    }

    /// The position after drawing `prompt` followed by `text`.
    static func position(prompt: String, text: [Unicode.Scalar], columns: Int) -> Position {
        var position = Position()
        advance(&position, over: prompt.unicodeScalars, columns: columns)
        advance(&position, over: text, columns: columns)
        return position
    }
}
