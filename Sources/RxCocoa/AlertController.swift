import Foundation

/// UIKit's `UIAlertController`: a title, a message, buttons (actions) and, for an alert, text fields. Presented
/// on the screen it waits for a person to tap one of its actions, which dismisses it and then runs the action's
/// handler, as UIKit does.
public final class AlertController: VirtualView, Presentable, @unchecked Sendable {
    /// `UIAlertController.Style`.
    public enum Style: String, Sendable, CaseIterable {
        case alert, actionSheet
    }

    public let preferredStyle: Style
    private let lock = NSLock()
    private var actionList: [AlertAction] = []
    private var fields: [TextField] = []

    public init(name: String, screen: Screen, title: String?, message: String?, preferredStyle: Style = .alert) {
        self.preferredStyle = preferredStyle
        super.init(
            kind: "AlertController", name: name, screen: screen, properties: [("title", title), ("message", message)])
    }

    public var title: String? {
        get { value("title") as? String }
        set { setValue(newValue, for: "title") }
    }

    public var message: String? {
        get { value("message") as? String }
        set { setValue(newValue, for: "message") }
    }

    /// The actions in the order they were added (`actions`).
    public var actions: [AlertAction] { lock.withLock { actionList } }

    /// The text fields (`textFields`), each named `alert.textFields[0]`…
    public var textFields: [TextField] { lock.withLock { fields } }

    /// The action a person's Return key or bold button picks (`preferredAction`).
    public var preferredAction: AlertAction?

    /// Adds a button (`addAction(_:)`).
    public func addAction(_ action: AlertAction) {
        lock.withLock { actionList.append(action) }
    }

    /// Adds a text field, configured by `configure` (`addTextField(configurationHandler:)`); only alerts have
    /// them, as UIKit stops an action sheet that asks.
    public func addTextField(_ configure: ((TextField) -> Void)? = nil) throws {
        guard preferredStyle == .alert else { throw AlertError.textFieldOnActionSheet(name) }
        let field: TextField = lock.withLock {
            let field = TextField(name: "\(name).textFields[\(fields.count)]", screen: screen)
            fields.append(field)
            return field
        }
        field.container = self
        configure?(field)
    }

    /// A person taps the action titled `title`: the alert is dismissed, then the handler runs with the action.
    /// A disabled action ignores the tap (false is returned).
    @discardableResult
    public func tapAction(titled title: String) throws -> Bool {
        guard screen.isPresented(self) else { throw AlertError.notPresented(name) }
        let matching = actions.filter { $0.title == title }
        guard let action = matching.first(where: \.isEnabled) ?? matching.first else {
            throw AlertError.noAction(alert: name, title: title, titles: actions.compactMap(\.title))
        }
        guard action.isEnabled else { return false }
        screen.dismiss(self)
        action.handler?(action)
        return true
    }

    /// The block printed under `name presented`: title, message, fields and buttons, aligned.
    public var presentationLines: [String] {
        var rows: [(String, String)] = [("style", ".\(preferredStyle.rawValue)")]
        if let title { rows.append(("title", quoted(title))) }
        if let message { rows.append(("message", quoted(message))) }
        for (index, field) in textFields.enumerated() {
            let placeholder = (field.value("placeholder") as? String).map { "placeholder " + quoted($0) }
            rows.append(
                (index == 0 ? "fields" : "", "[\(index)] " + (placeholder ?? "text " + quoted(field.text ?? ""))))
        }
        let buttons = actions.map { action in
            "[" + (action.title ?? "") + "]" + (action.style == .default ? "" : " ." + action.style.rawValue)
                + (action.isEnabled ? "" : " (disabled)")
        }
        rows.append(("actions", buttons.isEmpty ? "(none)" : buttons.joined(separator: "  ")))
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { $0.0.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.1 }
    }

    private func quoted(_ text: String) -> String { "\"" + text + "\"" }
}

/// UIKit's `UIAlertAction`: a titled button of an alert, with its style and the handler its tap runs.
public final class AlertAction: ReactiveCompatible, CustomStringConvertible, @unchecked Sendable {
    /// `UIAlertAction.Style`.
    public enum Style: String, Sendable, CaseIterable {
        case `default`, cancel, destructive
    }

    public let title: String?
    public let style: Style
    /// Runs with the action after a tap has dismissed its alert.
    public let handler: ((AlertAction) -> Void)?
    /// A disabled action's button ignores taps (`isEnabled`).
    public var isEnabled = true
    /// The host's object that stands for this action, held weakly.
    public weak var owner: AnyObject?

    public init(title: String?, style: Style = .default, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// `UIAlertAction("OK", .default)`, as `print` shows it.
    public var description: String { "UIAlertAction(\"\(title ?? "")\", .\(style.rawValue))" }
}

/// What stops a script's use of an alert, as UIKit would stop the app or ignore the touch.
public enum AlertError: Error, Equatable {
    /// Its actions were tapped while it was not on screen.
    case notPresented(String)
    /// No action has the title.
    case noAction(alert: String, title: String, titles: [String])
    /// A text field was added to an action sheet.
    case textFieldOnActionSheet(String)
}
