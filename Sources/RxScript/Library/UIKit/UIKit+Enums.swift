import Foundation
import RxCocoa

extension Builtins {
    /// UIKit's enums by their qualified names (`UIAlertAction.Style.cancel`, `UIControl.State.normal`,
    /// `NSTextAlignment.center`), and Swift 4's spellings of them (`UIAlertActionStyle.cancel`), which note once
    /// the name they have today.
    @_optimize(none) static func registerUIKitEnums(_ registry: HostRegistry, context: ScriptContext) {
        let enums: [(parent: String, member: String, old: String?, cases: [String])] = [
            ("UIControl", "State", "UIControlState", ["normal", "highlighted", "selected", "disabled"]),
            (
                "UIButton", "ButtonType", "UIButtonType",
                ["system", "custom", "contactAdd", "detailDisclosure", "infoLight", "infoDark", "close"]
            ),
            ("UIAlertController", "Style", "UIAlertControllerStyle", AlertController.Style.allCases.map(\.rawValue)),
            ("UIAlertAction", "Style", "UIAlertActionStyle", AlertAction.Style.allCases.map(\.rawValue)),
            (
                "UIGestureRecognizer", "State", "UIGestureRecognizerState",
                GestureRecognizer.State.allCases.map(\.rawValue) + ["recognized"]
            ),
            (
                "UISwipeGestureRecognizer", "Direction", "UISwipeGestureRecognizerDirection",
                GestureRecognizer.Direction.allCases.map(\.rawValue)
            ),
        ]
        for (parent, member, old, cases) in enums {
            let enumName = parent + "." + member
            let type = HostType(name: enumName, parent: nil)
            for name in cases {
                let value = Value.object(EnumCaseObject(enumName, name == "recognized" ? "ended" : name))
                type.property(name) { _ in value }
            }
            let namespace = Value.object(NamespaceObject(type: type))
            registry.namespace(parent).property(member) { _ in namespace }
            guard let old else { continue }
            let renamed = registry.namespace(old)
            for name in cases {
                renamed.property(name) { _ in
                    context.noteOldSpelling(old, enumName)
                    return try type.property(named: name)!.get(.nil)
                }
            }
        }
        let alignment = registry.namespace("NSTextAlignment")
        for name in ["left", "center", "right", "justified", "natural"] {
            let value = Value.object(EnumCaseObject("NSTextAlignment", name))
            alignment.property(name) { _ in value }
        }
    }
}
