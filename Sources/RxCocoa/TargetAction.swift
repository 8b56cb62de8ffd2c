import Foundation
import RxCore

/// UIKit's target–action on a control: each target (held weakly, as UIKit holds it) with an action and the
/// events that send it. Adding the same target and action again adds events to it; removing takes events away.
final class TargetActionTable: @unchecked Sendable {
    final class Entry {
        weak var target: AnyObject?
        let action: Selector
        var events: ControlEvents
        var registration: Disposable
        let perform: (AnyObject) -> Void

        init(target: AnyObject, action: Selector, events: ControlEvents, perform: @escaping (AnyObject) -> Void) {
            self.target = target
            self.action = action
            self.events = events
            self.perform = perform
            self.registration = Disposables.create()
        }
    }

    let lock = NSRecursiveLock()
    var entries: [Entry] = []
}

extension VirtualControl {
    private var targetActions: TargetActionTable {
        associations.object("UIControl.targetActions") { TargetActionTable() }
    }

    /// UIKit's `addTarget(_:action:for:)`: on each of `events`, `perform` is called with the target while it lives
    /// (the language calls the action's method on it, with the sender when the method takes one).
    public func addTarget(
        _ target: AnyObject, action: Selector, for events: ControlEvents, perform: @escaping (AnyObject) -> Void
    ) {
        let table = targetActions
        table.lock.withLock {
            if let entry = table.entries.first(where: { $0.target === target && $0.action == action }) {
                register(entry, events: entry.events.union(events))
            } else {
                let entry = TargetActionTable.Entry(target: target, action: action, events: events, perform: perform)
                table.entries.append(entry)
                register(entry, events: events)
            }
        }
    }

    /// UIKit's `removeTarget(_:action:for:)`: a nil target means every target, a nil action every action.
    public func removeTarget(_ target: AnyObject?, action: Selector?, for events: ControlEvents) {
        let table = targetActions
        table.lock.withLock {
            for entry in table.entries
            where (target == nil || entry.target === target) && (action == nil || entry.action == action) {
                register(entry, events: entry.events.subtracting(events))
            }
            table.entries.removeAll { $0.events.isEmpty }
        }
    }

    /// UIKit's `actions(forTarget:forControlEvent:)`: the actions `target` has for `event`, nil when none.
    public func actions(forTarget target: AnyObject?, forControlEvent event: ControlEvents) -> [Selector]? {
        let table = targetActions
        let found = table.lock.withLock {
            table.entries.filter { $0.target === target && !$0.events.isDisjoint(with: event) }.map(\.action)
        }
        return found.isEmpty ? nil : found
    }

    /// UIKit's `allTargets`: the targets still alive.
    public var allTargets: [AnyObject] {
        let table = targetActions
        return table.lock.withLock { table.entries.compactMap(\.target) }
    }

    private func register(_ entry: TargetActionTable.Entry, events: ControlEvents) {
        entry.registration.dispose()
        entry.events = events
        guard !events.isEmpty else { return }
        entry.registration = addTarget(for: events) { [weak entry] in
            guard let entry, let target = entry.target else { return }
            entry.perform(target)
        }
    }
}
