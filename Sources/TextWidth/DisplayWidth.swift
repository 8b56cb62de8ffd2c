/// Terminal columns text occupies: 2 for East Asian wide and fullwidth characters and emoji, else 1.
///
/// The one width for everything rxrepl lays out itself (marble lanes and pictures, diagnostics' carets, tables),
/// a fixed table so that output and goldens are the same on every machine and locale. The line editor alone
/// measures otherwise (`DisplayLayout.cells`: the C library's `wcwidth`, per scalar), because it must predict
/// what libedit draws, and libedit asks `wcwidth`, which varies with the locale and the C library.
public enum DisplayWidth {
    /// The columns of one Character.
    public static func of(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 1 }
        let value = scalar.value
        if value < 0x1100 { return 1 }
        if scalar.properties.isEmojiPresentation { return 2 }
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// The columns of a line of text.
    public static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }
}
