import Foundation
import RxCocoa

/// A view controller as scripts see it: `UIViewController()` itself, or the host base of a script subclass
/// (`class SearchViewController: UIViewController`), whose instance then stands for the controller.
class ViewControllerObject: HostObject, NameAdopting, HostBaseObject, @unchecked Sendable {
    let controller: ViewController

    required init(_ controller: ViewController) {
        self.controller = controller
    }

    /// The value that stands for `controller`: its script instance, or the one wrapper made for it.
    static func value(of controller: ViewController) -> Value {
        if let owner = controller.owner as? HostObject { return .object(owner) }
        let wrapper = wrapperClass(for: controller).init(controller)
        controller.owner = wrapper
        return .object(wrapper)
    }

    static func wrapperClass(for controller: ViewController) -> ViewControllerObject.Type {
        switch controller {
        case is NavigationController: return NavigationControllerObject.self
        case is TableViewController: return TableViewControllerObject.self
        default: return ViewControllerObject.self
        }
    }

    func adopt(name: String) { controller.adopt(name: name) }
    func ownerWillDeinit() { controller.traceDeinit() }

    override var typeName: String { controller.kind }
    override var description: String { controller.description }
}

final class TableViewControllerObject: ViewControllerObject, @unchecked Sendable {}
final class NavigationControllerObject: ViewControllerObject, @unchecked Sendable {}

/// A controller's `navigationItem`: its title and bar button items.
final class NavigationItemObject: HostObject, @unchecked Sendable {
    let item: NavigationItem

    init(_ item: NavigationItem) { self.item = item }

    override var typeName: String { "UINavigationItem" }
    override var description: String { "UINavigationItem(title: \(item.title.map { "\"\($0)\"" } ?? "nil"))" }
}
