import RxCocoa
import RxCore

extension Builtins {
    /// Tables and collections as RxCocoa binds them: cells, index paths, the three `items` forms, selections.
    static func registerUIKitTables(_ registry: HostRegistry, observable: HostType, context: ScriptContext) {
    }
}
