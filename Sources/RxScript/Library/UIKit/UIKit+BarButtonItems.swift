import Foundation
import RxCocoa
import RxCore

/// `UIBarButtonItem(…)`, as scripts see it.
final class BarButtonItemObject: HostObject, @unchecked Sendable {
    let item: BarButtonItem

    init(_ item: BarButtonItem) { self.item = item }

    override var typeName: String { "UIBarButtonItem" }
    override var description: String { item.description }
}

/// `item.rx`.
final class BarButtonItemReactiveObject: HostObject, @unchecked Sendable {
    let item: BarButtonItem

    init(_ item: BarButtonItem) { self.item = item }

    override var typeName: String { "Reactive<UIBarButtonItem>" }
    override var description: String { "\(item).rx" }
}

extension Builtins {
    /// The styles and system items of `UIBarButtonItem`, as implicit members (`.done`, `.add`).
    static let barButtonStyles = ["plain", "done"]
    static let barButtonSystemItems = [
        "add", "cancel", "close", "compose", "done", "edit", "refresh", "reply", "save", "search", "trash", "action",
        "bookmarks", "camera", "organize", "play", "pause", "rewind", "fastForward", "stop", "undo", "redo",
        "flexibleSpace", "fixedSpace",
    ]

    @_optimize(none) static func registerBarButtonItems(_ registry: HostRegistry, context: ScriptContext) {
        let screen = context.runtime.screen!
        func make(title: String?, style: String, systemItem: String?, target: Value, action: Value) -> Value {
            let item = BarButtonItem(title: title, style: style, systemItem: systemItem, screen: screen) {
                target, action, item in
                ScriptMessages.sendAction(
                    action, to: target, from: .object(BarButtonItemObject(item)), context: context, addedAt: nil)
            }
            item.target = target.objectValue
            item.action = (action.objectValue as? SelectorObject)?.selector
            return .object(BarButtonItemObject(item))
        }
        let namespace = registry.namespace("UIBarButtonItem")
        namespace.constructor(
            "init", .value("title"), .value("style", default: .nil), .value("target", default: .nil),
            .value("action", default: .nil)
        ) { title, style, target, action in
            make(title: text(title), style: caseName(style) ?? "plain", systemItem: nil, target: target, action: action)
        }
        namespace.constructor(
            "init", .value("barButtonSystemItem"), .value("target", default: .nil), .value("action", default: .nil)
        ) { systemItem, target, action in
            make(title: nil, style: "plain", systemItem: caseName(systemItem), target: target, action: action)
        }
        // A script's own enum case of the same name (`.add`, `.play`) comes first, as with every UIKit member.
        for name in barButtonStyles + barButtonSystemItems where registry.implicitMembers.property(named: name) == nil {
            uikitImplicit(registry, name) { .object(EnumCaseObject("UIBarButtonItem.SystemItem", name)) }
        }

        let type = registry.type(for: BarButtonItemObject.self, name: "UIBarButtonItem")
        func item(_ receiver: Value) throws -> BarButtonItem {
            guard case .object(let object as BarButtonItemObject) = receiver else {
                throw ScriptError(.wrongReceiver("UIBarButtonItem", got: receiver.typeName), at: nil)
            }
            return object.item
        }
        type.property("title", get: { .string(try item($0).title ?? "") }, set: { try item($0).title = text($1) })
        type.property("isEnabled", get: { .bool(try item($0).isEnabled) }) { receiver, value in
            if case .bool(let enabled) = value { try item(receiver).isEnabled = enabled }
        }
        type.property(
            "target", get: { receiver in (try item(receiver).target as? HostObject).map(Value.object) ?? .nil },
            set: { receiver, value in try item(receiver).target = value.objectValue })
        type.property(
            "action", get: { receiver in (try item(receiver).action).map { .object(SelectorObject($0)) } ?? .nil },
            set: { receiver, value in try item(receiver).action = (value.objectValue as? SelectorObject)?.selector })
        type.method("tap") { receiver in
            try item(receiver).tap()
            return .void
        }
        type.property("rx") { receiver in .object(BarButtonItemReactiveObject(try item(receiver))) }

        // A controller's navigation item holds its bar buttons, as UIKit's does.
        let navigationItem = registry.type(for: NavigationItemObject.self, name: "UINavigationItem")
        for key in ["rightBarButtonItem", "leftBarButtonItem", "rightBarButtonItems", "leftBarButtonItems"] {
            navigationItem.property(
                key,
                get: { receiver in
                    guard case .object(let object as NavigationItemObject) = receiver else { return .nil }
                    return object.item[key] as? Value ?? .nil
                },
                set: { receiver, value in
                    guard case .object(let object as NavigationItemObject) = receiver else { return }
                    object.item[key] = value.isNil ? nil : value
                })
        }

        let reactive = registry.type(for: BarButtonItemReactiveObject.self, name: "Reactive<UIBarButtonItem>")
        registry.reactiveKindTypes.append(reactive)
        func reactiveItem(_ receiver: Value) throws -> BarButtonItem {
            guard case .object(let object as BarButtonItemReactiveObject) = receiver else {
                throw ScriptError(.wrongReceiver("Reactive<UIBarButtonItem>", got: receiver.typeName), at: nil)
            }
            return object.item
        }
        reactive.property("tap") { receiver in eventValue(try reactiveItem(receiver).rx.tap, name: "tap") }
        reactive.property("base") { receiver in .object(BarButtonItemObject(try reactiveItem(receiver))) }
        reactive.property("disposeBag") { receiver in
            .object(try reactiveItem(receiver).associations.object("rx.disposeBag") { DisposeBagObject() })
        }
    }

    /// A string's text, nil for anything else.
    private static func text(_ value: Value) -> String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The case an enum value names (`.done` → `done`), for UIKit's enums read by name. Implicit members are
    /// untyped, so `.gray` is UIColor's: a named colour reads as its name (a cell's `selectionStyle = .gray`).
    static func caseName(_ value: Value) -> String? {
        switch value {
        case .object(let object as EnumCaseObject): return object.caseName
        case .object(let object as ColorObject): return object.color.name
        case .string(let name): return name
        default: return nil
        }
    }
}
