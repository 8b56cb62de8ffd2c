import Foundation
import RxCore

/// A view controller (UIKit's `UIViewController`): a view loaded on first need, the lifecycle calls UIKit makes
/// (each traced on its thread, then handed to `lifecycle` so a subclass written in a script can override it),
/// a title and navigation item, modal presentation and a navigation controller.
///
/// Transitions finish at once (an animated one too): the appear and disappear calls come in UIKit's order
/// within the same instant, then the completion runs.
open class ViewController: ReactiveCompatible, @unchecked Sendable {
    /// The kind shown in `:sinks` and traces (`ViewController`, `TableViewController`).
    public let kind: String
    /// The name it is traced under (the variable that holds it, else a placeholder such as `viewController1`).
    public private(set) var name: String
    private var hasChosenName: Bool
    /// The screen its views live on.
    public let screen: Screen
    /// The host object that stands for this controller (a script's instance), held weakly.
    public weak var owner: AnyObject?
    /// Runs a lifecycle call's override (a script's `viewDidLoad`); returns false when there is none, and the
    /// controller's own behaviour (nothing, in UIKit's base class) stands.
    public var lifecycle: ((LifecycleCall) -> Bool)?
    /// Called just before `viewDidLoad`, after the view is made: a script's outlets are made here, as a
    /// storyboard connects them.
    public var connectOutlets: ((ViewController) -> Void)?

    private let lock = NSRecursiveLock()
    private var loadedView: VirtualView?
    private var outletViews: [VirtualView] = []
    private var titleText: String?
    /// The navigation bar's contents for this controller.
    public let navigationItem = NavigationItem()
    /// How `present` shows it; `.automatic` is a page sheet, which leaves the presenter on screen.
    public var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// Where it is on screen, if anywhere.
    public private(set) var appearance: Appearance = .offScreen

    /// The controller this one presented, kept alive while presented.
    public private(set) var presentedViewController: ViewController?
    /// What this controller presented that is not one of these controllers (an alert), while it is on screen.
    public var presentedContent: Presentable? {
        lock.withLock {
            if let content = presentedItem, !screen.isPresented(content) { presentedItem = nil }
            return presentedItem
        }
    }
    private var presentedItem: Presentable?
    /// The controller that presented this one.
    public private(set) weak var presentingViewController: ViewController?
    /// The navigation controller or other container this one is a child of.
    public internal(set) weak var parent: ViewController?
    /// The owner of the presented controller (its script instance), kept alive while it is presented.
    private var presentedOwner: AnyObject?

    /// The lifecycle calls UIKit makes, in the order a controller meets them.
    public enum LifecycleCall: Sendable, Equatable {
        case viewDidLoad
        case viewWillAppear(animated: Bool)
        case viewDidAppear(animated: Bool)
        case viewWillDisappear(animated: Bool)
        case viewDidDisappear(animated: Bool)

        /// The method's Swift name (`viewWillAppear`).
        public var methodName: String {
            switch self {
            case .viewDidLoad: return "viewDidLoad"
            case .viewWillAppear: return "viewWillAppear"
            case .viewDidAppear: return "viewDidAppear"
            case .viewWillDisappear: return "viewWillDisappear"
            case .viewDidDisappear: return "viewDidDisappear"
            }
        }

        /// The `animated` argument, for the calls that take one.
        public var animated: Bool? {
            switch self {
            case .viewDidLoad: return nil
            case .viewWillAppear(let animated), .viewDidAppear(let animated), .viewWillDisappear(let animated),
                .viewDidDisappear(let animated):
                return animated
            }
        }

        /// As the trace shows it: `viewWillAppear(true)`.
        public var traced: String { methodName + "(" + (animated.map { String($0) } ?? "") + ")" }
    }

    /// Where a controller's view is.
    public enum Appearance: String, Sendable {
        case offScreen = "off screen", appearing, onScreen = "on screen", disappearing
    }

    /// UIKit's `UIModalPresentationStyle`, as far as it changes what the presenter is told.
    public enum ModalPresentationStyle: String, Sendable, CaseIterable {
        case automatic, pageSheet, formSheet, fullScreen, overFullScreen, currentContext, overCurrentContext, popover

        /// True when the presenter's view leaves the screen (and is told it disappears).
        var coversPresenter: Bool { self == .fullScreen || self == .currentContext }
    }

    /// A controller named `name`; `isNamed` false makes the name a placeholder the first variable replaces.
    public init(kind: String = "ViewController", name: String, isNamed: Bool = true, screen: Screen) {
        self.kind = kind
        self.name = name
        self.hasChosenName = isNamed
        self.screen = screen
        screen.add(self)
    }

    private var deinitTraced = false

    deinit {
        traceDeinit()
    }

    /// Traces `deinit` once: when the script instance standing on it goes (before its own `deinit` body runs),
    /// else when the controller itself goes.
    public func traceDeinit() {
        let first = lock.withLock {
            defer { deinitTraced = true }
            return !deinitTraced
        }
        if first { screen.tracer?.reportLifecycle(controller: name, "deinit") }
    }

    /// Names a controller made without a name; later calls do nothing.
    public func adopt(name: String) {
        lock.withLock {
            guard !hasChosenName else { return }
            self.name = name
            hasChosenName = true
        }
    }

    /// What a container holds to keep `controller` alive: its owner (a script instance, which holds the
    /// controller) when it has one, else the controller. Containers hold these, never a controller its own owner,
    /// so no cycle keeps a controller alive once its container lets go.
    static func keeper(of controller: ViewController) -> AnyObject { controller.owner ?? controller }

    // MARK: - The view

    /// True once the view is loaded.
    public var isViewLoaded: Bool { lock.withLock { loadedView != nil } }
    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: VirtualView? { lock.withLock { loadedView } }

    /// The view, loaded on first use (which runs `viewDidLoad`), as UIKit's `view` is.
    public var view: VirtualView {
        loadViewIfNeeded()
        return lock.withLock { loadedView! }
    }

    /// Loads the view if it is not loaded: makes it, connects the outlets, then calls `viewDidLoad` once.
    public func loadViewIfNeeded() {
        let made: VirtualView? = lock.withLock {
            guard loadedView == nil else { return nil }
            let view = makeView()
            loadedView = view
            return view
        }
        guard made != nil else { return }
        connectOutlets?(self)
        call(.viewDidLoad)
    }

    /// The view this kind of controller loads (`loadView`): a plain view named `<name>.view`.
    open func makeView() -> VirtualView {
        VirtualView(kind: "View", name: name + ".view", screen: screen, properties: [])
    }

    /// The views a storyboard made for the controller's outlets, in the order they were declared.
    public var outlets: [VirtualView] { lock.withLock { outletViews } }

    /// Records a view made for an outlet (shown under the controller in `:sinks`).
    public func addOutlet(_ view: VirtualView) {
        lock.withLock { outletViews.append(view) }
    }

    /// Traces a lifecycle call and runs its override.
    public func call(_ lifecycleCall: LifecycleCall) {
        switch lifecycleCall {
        case .viewWillAppear: appearance = .appearing
        case .viewDidAppear: appearance = .onScreen
        case .viewWillDisappear: appearance = .disappearing
        case .viewDidDisappear: appearance = .offScreen
        case .viewDidLoad: break
        }
        screen.tracer?.reportLifecycle(controller: name, lifecycleCall.traced)
        _ = lifecycle?(lifecycleCall)
    }

    // MARK: - Title

    /// The title (shown in a navigation bar); setting it is traced as a property update.
    public var title: String? {
        get { lock.withLock { titleText } }
        set {
            lock.withLock { titleText = newValue }
            navigationItem.title = newValue
            screen.tracer?.reportUpdate(sink: name, property: "title", value: newValue)
        }
    }

    // MARK: - Showing

    /// Shows the controller as the window's root (rxrepl's `show(vc)`, or a window's `rootViewController`): its
    /// view loads and it appears; the controller shown before disappears.
    public func showAsRoot(animated: Bool = false) {
        let previous = screen.rootViewController
        guard previous !== self else { return }
        loadViewIfNeeded()
        let previousKeeper = screen.setRoot(self, keeper: Self.keeper(of: self))
        transition(from: previous, to: self, animated: animated)
        withExtendedLifetime(previousKeeper) {}
    }

    /// Presents `controller` modally over this one (`present(_:animated:completion:)`): it loads and appears; the
    /// presenter disappears only when the style covers it (`.fullScreen`); `completion` runs when it is done.
    /// A controller that already presents one is refused with a warning, as UIKit refuses and logs it.
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard refusesToPresent(controller.name) == false else { return }
        lock.withLock {
            presentedViewController = controller
            presentedOwner = Self.keeper(of: controller)
        }
        controller.presentingViewController = self
        controller.loadViewIfNeeded()
        transition(
            from: controller.modalPresentationStyle.coversPresenter ? self : nil, to: controller, animated: animated)
        completion?()
    }

    /// True, with UIKit's warning (once per pair), when this controller already presents something.
    private func refusesToPresent(_ presented: String) -> Bool {
        guard presentedViewController != nil || presentedContent != nil else { return false }
        screen.warn(
            .presentWhilePresenting, about: name + " presents " + presented,
            .presentWhilePresenting(presenter: name, presented: presented))
        return true
    }

    /// Presents something that is not one of these controllers (an alert) on the screen, over this controller;
    /// `completion` runs once it is shown. Refused, with a warning, while this controller presents something.
    public func present(content: Presentable, completion: (() -> Void)? = nil) {
        guard refusesToPresent(content.name) == false else { return }
        lock.withLock { presentedItem = content }
        screen.present(content)
        completion?()
    }

    /// Dismisses what this controller presented, or, when it presented nothing, this controller itself (as UIKit
    /// forwards `dismiss` to the presenter); the presenter reappears if it had been covered.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let presenter = (presentedViewController != nil || presentedContent != nil) ? self : presentingViewController
        guard let presenter else {
            completion?()
            return
        }
        if let content = presenter.presentedContent {
            screen.dismiss(content)
            presenter.lock.withLock { presenter.presentedItem = nil }
            completion?()
            return
        }
        guard let presented = presenter.presentedViewController else { return }
        if presented.presentedViewController != nil || presented.presentedContent != nil {
            presented.dismiss(animated: animated)
        }
        transition(
            from: presented, to: presented.modalPresentationStyle.coversPresenter ? presenter : nil,
            animated: animated)
        presented.presentingViewController = nil
        completion?()
        presenter.lock.withLock {
            presenter.presentedViewController = nil
            presenter.presentedOwner = nil
        }
    }

    /// The navigation controller this one is in, if any.
    public var navigationController: NavigationController? {
        var current = parent
        while let container = current {
            if let navigation = container as? NavigationController { return navigation }
            current = container.parent
        }
        return self as? NavigationController
    }

    /// The appear and disappear calls of a transition, in UIKit's order: the new controller's view loads, the
    /// old one is told it will disappear, the new one that it will appear, then the old one that it did
    /// disappear and the new one that it did appear.
    func transition(from old: ViewController?, to new: ViewController?, animated: Bool) {
        new?.loadViewIfNeeded()
        let leaving = old.flatMap { $0.appearance == .offScreen ? nil : $0 }
        leaving?.forEachShown { $0.call(.viewWillDisappear(animated: animated)) }
        new?.forEachShown { $0.call(.viewWillAppear(animated: animated)) }
        leaving?.forEachShown { $0.call(.viewDidDisappear(animated: animated)) }
        new?.forEachShown { $0.call(.viewDidAppear(animated: animated)) }
    }

    /// Runs `body` on this controller and the children shown with it (a navigation controller's top).
    open func forEachShown(_ body: (ViewController) -> Void) {
        body(self)
    }

    /// The children a container shows, for `:sinks` (a navigation controller's stack).
    open var children: [ViewController] { [] }

    /// How `print` shows it: `SearchViewController(vc)`.
    open var description: String { "\(kind)(\(name))" }
}

/// UIKit's `UINavigationItem`: what the navigation bar shows for a controller.
public final class NavigationItem: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Any] = [:]

    public init() {}

    /// The bar's title (the controller's title unless set).
    public var title: String? {
        get { lock.withLock { values["title"] as? String } }
        set { lock.withLock { values["title"] = newValue } }
    }

    /// A bar item or other value by UIKit's name (`rightBarButtonItem`, `leftBarButtonItem`, `prompt`).
    public subscript(_ key: String) -> Any? {
        get { lock.withLock { values[key] } }
        set { lock.withLock { values[key] = newValue } }
    }
}
