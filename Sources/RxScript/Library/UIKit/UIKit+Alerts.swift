import Foundation
import RxCocoa
import RxCore

extension Builtins {
    /// `UIAlertController(title:message:preferredStyle:)`, `UIAlertAction(title:style:handler:)`, `addAction`,
    /// `addTextField`; `present(alert)` shows it on the screen (printed and traced) and `alert.tap("OK")` is a
    /// person's tap on one of its buttons: the alert is dismissed, then the action's handler runs.
    @_optimize(none) static func registerAlerts(_ registry: HostRegistry, naming: ViewNaming, context: ScriptContext) {
        let screen = context.runtime.screen!
        let styles = AlertController.Style.allCases.map(\.rawValue)
        for name in styles {
            uikitImplicit(registry, name) { .object(EnumCaseObject("UIAlertController.Style", name)) }
        }
        for name in ["cancel", "destructive"] {
            uikitImplicit(registry, name) { .object(EnumCaseObject("UIAlertAction.Style", name)) }
        }
        func text(_ value: Value) -> String? { value.isNil ? nil : value.unwrapped.description }
        registry.namespace("UIAlertController").constructor(
            "init", .value("title"), .value("message"),
            .uikitCase("preferredStyle", of: "UIAlertController.Style", styles, default: "alert"),
            .value("name", default: .nil)
        ) { title, message, style, name in
            naming.make(
                "AlertController",
                {
                    AlertController(
                        name: $0, screen: screen, title: text(title), message: text(message),
                        preferredStyle: AlertController.Style(rawValue: style)!)
                }, name: name)
        }
        let actionStyles = AlertAction.Style.allCases.map(\.rawValue)
        registry.namespace("UIAlertAction").constructor(
            "init", .value("title"),
            .uikitCase("style", of: "UIAlertAction.Style", actionStyles, default: "default"),
            .optionalFunction("handler", default: .nil)
        ) { title, style, handler in
            let action = AlertAction(title: text(title), style: AlertAction.Style(rawValue: style)!) { action in
                guard let handler else { return }
                context.guarded { _ = try handler.call(.object(AlertActionObject.wrap(action))) }
            }
            return .object(AlertActionObject.wrap(action))
        }

        let present = { (alert: AlertController, completion: Function?) -> Value in
            screen.present(alert)
            if let completion { context.guarded { _ = try completion.call() } }
            return .void
        }
        let alertParameter = HostParameter<AlertControllerObject>.object(
            as: AlertControllerObject.self, expected: "UIAlertController")
        registry.function(
            "present", alertParameter, .bool("animated", default: true),
            .optionalFunction("completion", default: .nil)
        ) { (alert: AlertControllerObject, _: Bool, completion: Function?) in
            try present(Builtins.view(.object(alert), as: AlertController.self), completion)
        }
        registerAlertMembers(registry, context: context)
    }

    @_optimize(none) private static func registerAlertMembers(_ registry: HostRegistry, context: ScriptContext) {
        let alert = registry.type(for: AlertControllerObject.self, name: "AlertController")
        let action = HostParameter<AlertAction>.matching(expected: "UIAlertAction") { value in
            guard case .object(let object as AlertActionObject) = value else { return nil }
            return object.action
        }
        alert.action("addAction", action, on: AlertController.self) { alert, action in alert.addAction(action) }
        alert.property("actions") { receiver in
            .array(try view(receiver, as: AlertController.self).actions.map { .object(AlertActionObject.wrap($0)) })
        }
        alert.property("textFields") { receiver in
            .array(try view(receiver, as: AlertController.self).textFields.map { .object(ViewObject.wrap($0)) })
        }
        alert.property("preferredStyle") { receiver in
            .object(
                EnumCaseObject(
                    "UIAlertController.Style", try view(receiver, as: AlertController.self).preferredStyle.rawValue))
        }
        alert.property("isPresented") { receiver in
            let alert = try view(receiver, as: AlertController.self)
            return .bool(alert.screen.isPresented(alert))
        }
        alert.property(
            "preferredAction",
            get: { receiver in
                try view(receiver, as: AlertController.self).preferredAction.map { .object(AlertActionObject.wrap($0)) }
                    ?? .nil
            },
            set: { receiver, value in
                guard value.isNil || value.native is AlertAction else {
                    throw ScriptError(
                        .propertyType("preferredAction", expected: "UIAlertAction", got: value.typeName), at: nil)
                }
                try view(receiver, as: AlertController.self).preferredAction = value.native as? AlertAction
            })
        let receiver = { (value: Value, _: Arguments) in try view(value, as: AlertController.self) }
        alert.method(
            "addTextField", .optionalFunction("configurationHandler", default: .nil), .call, receiver: receiver
        ) { alert, configure, call in
            do {
                try alert.addTextField { field in
                    guard let configure else { return }
                    context.guarded { _ = try configure.call(.object(ViewObject.wrap(field))) }
                }
            } catch {
                throw call.failure(.textFieldOnActionSheet(alert.name))
            }
            return .void
        }
        alert.method("tap", .string(), .call, receiver: receiver) { alert, title, call in
            do {
                try alert.tapAction(titled: title)
            } catch AlertError.notPresented(let name) {
                throw call.failure(.alertNotPresented(name))
            } catch AlertError.noAction(let name, let title, let titles) {
                throw call.failure(.alertHasNoAction(name, title: title, titles: titles), at: 0)
            }
            return .void
        }
        alert.method(
            "dismiss", .bool("animated", default: true), .optionalFunction("completion", default: .nil),
            receiver: receiver
        ) { alert, _, completion in
            alert.screen.dismiss(alert)
            if let completion { context.guarded { _ = try completion.call() } }
            return .void
        }

        let actionType = registry.type(for: AlertActionObject.self, name: "UIAlertAction")
        func alertAction(_ value: Value) -> AlertAction? {
            guard case .object(let object as AlertActionObject) = value else { return nil }
            return object.action
        }
        actionType.property("title") { receiver in alertAction(receiver)?.title.map(Value.string) ?? .nil }
        actionType.property("style") { receiver in
            .object(EnumCaseObject("UIAlertAction.Style", alertAction(receiver)?.style.rawValue ?? "default"))
        }
        actionType.property(
            "isEnabled", get: { receiver in .bool(alertAction(receiver)?.isEnabled ?? false) },
            set: { receiver, value in
                guard case .bool(let enabled) = value else {
                    throw ScriptError(.propertyType("isEnabled", expected: "Bool", got: value.typeName), at: nil)
                }
                alertAction(receiver)?.isEnabled = enabled
            })
    }
}
