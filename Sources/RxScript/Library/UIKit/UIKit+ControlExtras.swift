import Foundation
import RxCocoa

extension Builtins {
    /// What view-controller code sets on the existing controls: `UIButton(type:)`, `setTitle(_:for:)` and friends,
    /// `UISegmentedControl`'s segments, and a `UILabel`'s `textColor`, `font`, `numberOfLines`, `textAlignment`.
    @_optimize(none) static func registerControlExtras(
        _ registry: HostRegistry, naming: ViewNaming, context: ScriptContext
    ) {
        let screen = context.runtime.screen!
        let buttonTypes = ["system", "custom", "contactAdd", "detailDisclosure", "infoLight", "infoDark", "close"]
        for name in buttonTypes {
            uikitImplicit(registry, name) { .object(EnumCaseObject("UIButton.ButtonType", name)) }
        }
        let states = ["normal", "highlighted", "selected", "disabled"]
        for name in states {
            uikitImplicit(registry, name) { .object(EnumCaseObject("UIControl.State", name)) }
        }
        let alignments = ["left", "center", "right", "justified", "natural"]
        for name in alignments {
            uikitImplicit(registry, name) { .object(EnumCaseObject("NSTextAlignment", name)) }
        }
        let state = HostParameter<String>.uikitCase("for", of: "UIControl.State", states)
        // A title for another state than .normal is kept under its own property (`title(for: .selected)`).
        func titleProperty(_ base: String, _ state: String) -> String { state == "normal" ? base : "\(base)(\(state))" }

        registry.namespace("UIButton").constructor(
            "init", .uikitCase("type", of: "UIButton.ButtonType", buttonTypes), .value("name", default: .nil)
        ) { type, name in
            naming.make(
                "Button",
                { name in
                    let button = Button(name: name, screen: screen)
                    button.buttonType = type
                    return button
                }, name: name)
        }
        let button = registry.type(for: ButtonObject.self, name: "Button")
        button.action("setTitle", .value(), state, on: Button.self) { (button: Button, title: Value, state: String) in
            let text: String? = title.isNil ? nil : title.description
            button.setValue(text, for: titleProperty("title", state))
        }
        button.method("title", state, receiver: { receiver, _ in try view(receiver, as: Button.self) }) {
            button, state in
            Value(native: button.value(titleProperty("title", state)) ?? button.value("title"))
        }
        button.action("setTitleColor", HostParameter<Color?>.color(), state, on: Button.self) {
            (button: Button, color: Color?, state: String) in
            button.setValue(color, for: titleProperty("titleColor", state))
        }
        button.method("titleColor", state, receiver: { receiver, _ in try view(receiver, as: Button.self) }) {
            button, state in
            Value(native: button.value(titleProperty("titleColor", state)))
        }
        button.property("currentTitle") { receiver in Value(native: try view(receiver, as: Button.self).title) }
        button.property("buttonType") { receiver in
            .object(EnumCaseObject("UIButton.ButtonType", try view(receiver, as: Button.self).buttonType))
        }

        for name in ["SegmentedControl", "UISegmentedControl"] {
            registry.namespace(name).constructor("init", .value("name", default: .nil)) { name in
                naming.make("SegmentedControl", { SegmentedControl(name: $0, screen: screen, titles: []) }, name: name)
            }
        }
        let segmented = registry.type(for: SegmentedControlObject.self, name: "SegmentedControl")
        segmented.action(
            "insertSegment", .string("withTitle"), .int("at"), .bool("animated", default: false),
            on: SegmentedControl.self
        ) { control, title, index, _ in control.insertSegment(withTitle: title, at: index) }
        segmented.action("setTitle", .string(), .int("forSegmentAt"), on: SegmentedControl.self) {
            control, title, index in control.setTitle(title, forSegmentAt: index)
        }
        segmented.action("removeAllSegments", on: SegmentedControl.self) { control in control.removeAllSegments() }
        segmented.method(
            "titleForSegment", .int("at"), receiver: { receiver, _ in try view(receiver, as: SegmentedControl.self) }
        ) { control, index in control.titleForSegment(at: index).map(Value.string) ?? .nil }
        segmented.property("numberOfSegments") { receiver in
            .int(try view(receiver, as: SegmentedControl.self).numberOfSegments)
        }

        registerLabelAppearance(registry.type(for: LabelObject.self, name: "Label"), alignments: alignments)
    }

    /// A label's look, with UIKit's defaults until set: `.label` text colour, the 17-point system font, one line,
    /// natural alignment.
    @_optimize(none) private static func registerLabelAppearance(_ label: HostType, alignments: [String]) {
        viewProperty(
            label, "textColor", on: Label.self, expected: "UIColor",
            get: { .object(ColorObject($0.value("textColor") as? Color ?? Color.named("label")!)) },
            set: { label, value in
                guard value.isNil || value.native is Color else { return false }
                label.setValue(value.native as? Color ?? Color.named("label")!, for: "textColor")
                return true
            })
        viewProperty(
            label, "font", on: Label.self, expected: "UIFont",
            get: { .object(FontObject($0.value("font") as? Font ?? .system(ofSize: 17))) },
            set: { label, value in
                guard let font = value.native as? Font else { return false }
                label.setValue(font, for: "font")
                return true
            })
        viewProperty(
            label, "numberOfLines", on: Label.self, expected: "Int",
            get: { .int($0.value("numberOfLines") as? Int ?? 1) },
            set: { label, value in
                guard case .int(let lines) = value else { return false }
                label.setValue(lines, for: "numberOfLines")
                return true
            })
        viewProperty(
            label, "textAlignment", on: Label.self, expected: "NSTextAlignment (.left, .center, .right…)",
            get: { $0.value("textAlignment") as? Value ?? .object(EnumCaseObject("NSTextAlignment", "natural")) },
            set: { label, value in
                guard case .object(let object as EnumCaseObject) = value, alignments.contains(object.caseName) else {
                    return false
                }
                label.setValue(Value.object(EnumCaseObject("NSTextAlignment", object.caseName)), for: "textAlignment")
                return true
            })
    }
}
