import Foundation

/// UIKit's `UINavigationController`: a stack of controllers, the top one shown. Pushing and popping run the
/// appear and disappear calls in UIKit's order; the controllers on the stack are kept alive by it.
public final class NavigationController: ViewController, @unchecked Sendable {
    private let stackLock = NSRecursiveLock()
    private var stack: [ViewController] = []
    /// What keeps each controller on the stack alive (see `ViewController.keeper(of:)`), by controller.
    private var keepers: [ObjectIdentifier: AnyObject] = [:]

    /// A navigation controller showing `root` (or nothing yet).
    public init(
        kind: String = "NavigationController", name: String, isNamed: Bool = true, screen: Screen,
        root: ViewController?
    ) {
        super.init(kind: kind, name: name, isNamed: isNamed, screen: screen)
        if let root { adopt(root) }
    }

    /// The stack, bottom first.
    public var viewControllers: [ViewController] { stackLock.withLock { stack } }
    /// The controller on top.
    public var topViewController: ViewController? { viewControllers.last }
    public override var children: [ViewController] { viewControllers }

    private func adopt(_ controller: ViewController) {
        controller.parent = self
        stackLock.withLock {
            stack.append(controller)
            keepers[ObjectIdentifier(controller)] = Self.keeper(of: controller)
        }
    }

    private func release(_ controller: ViewController) {
        controller.parent = nil
        stackLock.withLock { _ = keepers.removeValue(forKey: ObjectIdentifier(controller)) }
    }

    /// Pushes `controller`: it loads and appears, the former top disappears (when the stack is on screen).
    public func push(_ controller: ViewController, animated: Bool) {
        let previous = topViewController
        adopt(controller)
        if appearance == .offScreen {
            return
        }
        transition(from: previous, to: controller, animated: animated)
    }

    /// Pops the top controller (never the root) and returns it; the one below reappears.
    @discardableResult
    public func pop(animated: Bool) -> ViewController? {
        let (popped, below): (ViewController?, ViewController?) = stackLock.withLock {
            guard stack.count > 1 else { return (nil, nil) }
            return (stack.removeLast(), stack.last)
        }
        guard let popped else { return nil }
        if appearance != .offScreen { transition(from: popped, to: below, animated: animated) }
        release(popped)
        return popped
    }

    /// Pops every controller above the root and returns them, bottom first.
    @discardableResult
    public func popToRoot(animated: Bool) -> [ViewController] {
        let (popped, root): ([ViewController], ViewController?) = stackLock.withLock {
            guard stack.count > 1 else { return ([], stack.first) }
            let popped = Array(stack.dropFirst())
            stack.removeLast(popped.count)
            return (popped, stack.first)
        }
        guard let top = popped.last else { return [] }
        if appearance != .offScreen { transition(from: top, to: root, animated: animated) }
        popped.forEach(release)
        return popped
    }

    /// Replaces the stack (`setViewControllers(_:animated:)`); the new top appears in place of the old one.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        let old = stackLock.withLock { stack }
        let previous = old.last
        stackLock.withLock { stack = [] }
        for controller in controllers { adopt(controller) }
        if appearance != .offScreen, previous !== controllers.last {
            transition(from: previous, to: controllers.last, animated: animated)
        }
        for controller in old where !controllers.contains(where: { $0 === controller }) { release(controller) }
    }

    /// The navigation controller appears with its top controller.
    public override func forEachShown(_ body: (ViewController) -> Void) {
        body(self)
        if let top = topViewController {
            top.loadViewIfNeeded()
            top.forEachShown(body)
        }
    }
}

/// UIKit's `UITableViewController`: its view is a table, `tableView`.
public final class TableViewController: ViewController, @unchecked Sendable {
    public override init(kind: String = "TableViewController", name: String, isNamed: Bool = true, screen: Screen) {
        super.init(kind: kind, name: name, isNamed: isNamed, screen: screen)
    }

    /// The table, which is the controller's view (loaded with it).
    public var tableView: TableView { view as! TableView }

    public override func makeView() -> VirtualView { TableView(name: name + ".tableView", screen: screen) }
}
