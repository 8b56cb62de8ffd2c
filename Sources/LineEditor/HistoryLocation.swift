#if canImport(Glibc)
    import Glibc
#endif

/// Where history files live, following the XDG base directory rules.
enum HistoryLocation {
    /// `$XDG_STATE_HOME/<app>/history`, or `~/.local/state/<app>/history` when XDG_STATE_HOME is unset, empty
    /// or relative (the spec says to ignore relative paths); nil when neither it nor HOME is usable.
    static func path(app: String, environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/" + app + "/history"
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return (home.hasSuffix("/") ? String(home.dropLast()) : home) + "/.local/state/" + app + "/history"
    }

    /// The variables `path(app:environment:)` reads, from the process environment.
    static func processEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        for name in ["XDG_STATE_HOME", "HOME"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }
}
