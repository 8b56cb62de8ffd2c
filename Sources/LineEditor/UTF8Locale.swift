#if canImport(Glibc)
    import Glibc
#endif

/// Character-set setup libedit needs before `el_init` (docs/libedit-notes.md P7).
enum UTF8Locale {
    /// Takes LC_CTYPE from the environment and falls back to a UTF-8 locale when that is not UTF-8 (tmux, ssh
    /// and CI often have no LANG). Without it libedit shows Chinese as \U+4F60 and drops it from the line.
    static func ensureUTF8() {
        if setlocale(LC_CTYPE, "") != nil, isUTF8() { return }
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            if isUTF8() { return }
        }
    }

    private static func isUTF8() -> Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
