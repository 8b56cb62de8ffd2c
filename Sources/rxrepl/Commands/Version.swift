/// rxrepl's version: the one place it is written. `--version`, the manual page's footer and the install script's
/// report read it from here.
enum RxreplVersion {
    static let number = "0.1.0"

    /// What `rxrepl --version` prints.
    static let line = "rxrepl \(number)"
}
