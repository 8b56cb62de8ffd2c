import RxCocoa
import RxCore

extension Builtins {
    /// View controllers as script classes subclass them: lifecycle, outlets, presenting and navigation.
    static func registerViewControllers(_ registry: HostRegistry, context: ScriptContext) {
    }
}
