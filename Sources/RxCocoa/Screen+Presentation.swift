import Foundation

/// Something shown over everything else on the screen: an alert, or a view controller presented modally.
public protocol Presentable: AnyObject {
    /// The name traces use (`confirm presented`).
    var name: String { get }
    /// The lines printed when it appears (none for a view controller that draws itself elsewhere).
    var presentationLines: [String] { get }
    /// Called once it has been taken off the screen.
    func didDismiss()
}

extension Presentable {
    public var presentationLines: [String] { [] }
    public func didDismiss() {}
}

/// The presented items, bottom first, held strongly while they are on screen (as a presenting view controller
/// holds its presented one).
final class PresentationStack: @unchecked Sendable {
    let lock = NSLock()
    var items: [Presentable] = []
}

extension Screen {
    /// What is presented, bottom first; the last one is on top (`:sinks` draws it over the rest).
    public var presented: [Presentable] { presentation.lock.withLock { presentation.items } }

    /// The item on top, if any.
    public var topPresented: Presentable? { presented.last }

    /// Presents `item` on top of everything (`present(_:animated:completion:)`): traced as `name presented`, its
    /// lines printed below. False, with nothing done, when it is already presented (UIKit only warns then).
    @discardableResult
    public func present(_ item: Presentable) -> Bool {
        let added: Bool = presentation.lock.withLock {
            guard !presentation.items.contains(where: { $0 === item }) else { return false }
            presentation.items.append(item)
            return true
        }
        guard added else { return false }
        tracer?.reportAction(on: item.name, "presented")
        for line in item.presentationLines { tracer?.writeMessage("    " + line) }
        return true
    }

    /// Dismisses `item` and whatever was presented over it, topmost first, each traced as `name dismissed`. False
    /// when it is not presented.
    @discardableResult
    public func dismiss(_ item: Presentable) -> Bool {
        let removed: [Presentable] = presentation.lock.withLock {
            guard let index = presentation.items.firstIndex(where: { $0 === item }) else { return [] }
            let above = Array(presentation.items[index...])
            presentation.items.removeSubrange(index...)
            return above.reversed()
        }
        for dismissed in removed {
            tracer?.reportAction(on: dismissed.name, "dismissed")
            dismissed.didDismiss()
        }
        return !removed.isEmpty
    }

    /// True while `item` is presented.
    public func isPresented(_ item: Presentable) -> Bool { presented.contains { $0 === item } }
}
