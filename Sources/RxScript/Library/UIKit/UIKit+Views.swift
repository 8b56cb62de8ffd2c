import RxCocoa
import RxCore

extension Builtins {
    /// UIKit's views beyond the controls: `UIView`, colours, fonts, geometry, alerts, gestures, pickers, scrolling.
    static func registerUIKitViews(_ registry: HostRegistry, context: ScriptContext) {
    }
}
