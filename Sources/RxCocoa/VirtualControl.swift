import Foundation
import RxCore

/// A view that sends control events to its targets (UIKit's `UIControl`): buttons, fields, switches, sliders.
open class VirtualControl: VirtualView, @unchecked Sendable {
    private let targetLock = NSLock()
    private var targets: [Int: (events: ControlEvents, action: () -> Void)] = [:]
    private var nextTargetID = 0

    public override init(kind: String, name: String, screen: Screen, properties: [(String, Any?)]) {
        super.init(kind: kind, name: name, screen: screen, properties: [("isEnabled", true)] + properties)
    }

    /// Whether the control reacts to a person's actions.
    public var isEnabled: Bool {
        get { value("isEnabled") as? Bool ?? true }
        set { setValue(newValue, for: "isEnabled") }
    }

    /// Calls `action` whenever one of `events` is sent; returns how to stop.
    public func addTarget(for events: ControlEvents, _ action: @escaping () -> Void) -> Disposable {
        let id: Int = targetLock.withLock {
            nextTargetID += 1
            targets[nextTargetID] = (events, action)
            return nextTargetID
        }
        return Disposables.create { [weak self] in
            guard let self else { return }
            self.targetLock.withLock { self.targets[id] = nil }
        }
    }

    /// Sends `events` to the targets registered for any of them, in registration order.
    public func sendActions(for events: ControlEvents) {
        let actions = targetLock.withLock {
            targets.sorted { $0.key < $1.key }.filter { !$0.value.events.isDisjoint(with: events) }.map(\.value.action)
        }
        for action in actions { action() }
    }

    /// A person's action: ignored while the control is disabled, as UIKit ignores touches on it.
    func perform(_ events: ControlEvents, _ change: () -> Void = {}) {
        guard isEnabled else { return }
        change()
        sendActions(for: events)
    }
}

/// UIKit's `UIControl.Event`, as an option set.
public struct ControlEvents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)
    public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
    public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)
    public static let allEditingEvents = ControlEvents(rawValue: 0x000F_0000)
    public static let allEvents = ControlEvents(rawValue: 0xFFFF_FFFF)

    /// The events by the names Swift code uses (`.touchUpInside`).
    public static let named: [String: ControlEvents] = [
        "touchDown": .touchDown, "touchUpInside": .touchUpInside, "valueChanged": .valueChanged,
        "primaryActionTriggered": .primaryActionTriggered, "editingDidBegin": .editingDidBegin,
        "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
        "editingDidEndOnExit": .editingDidEndOnExit, "allEditingEvents": .allEditingEvents, "allEvents": .allEvents,
    ]
}
