extension DocCatalog {
    @_optimize(none) static var uikitControllerEntries: [DocEntry] {
        [
            DocEntry(
                "UIViewController", .type,
                summary: "a screen's controller: subclass it, bind in viewDidLoad",
                details: """
                    Write view controllers as in an app: class SearchViewController: UIViewController with @IBOutlet \
                    controls and an override of viewDidLoad. The view loads on first need (view, \
                    loadViewIfNeeded(), show(vc), present); then outlets are made, named after their properties, \
                    and viewDidLoad runs. UIKit's lifecycle calls are traced (vc.viewWillAppear(true)) and reach \
                    your overrides; super.viewDidLoad() is UIKit's, which does nothing.
                    """,
                corners: [
                    "Transitions finish at once, animated or not: the appear and disappear calls come in UIKit's order "
                        + "within the same instant, then the completion runs.",
                    "A page sheet (the default modalPresentationStyle since iOS 13) leaves the presenter on screen: "
                        + "it gets no viewWillDisappear. Set .fullScreen to cover it.",
                    "A weak @IBOutlet stays set: the controller's view holds the control, as in a storyboard.",
                    "The controller is traced under the variable that holds it (vc), else its class name "
                        + "(searchViewController); deinit is traced before your deinit body runs.",
                ],
                example: """
                    class GreetViewController: UIViewController {
                        @IBOutlet weak var name: UITextField!
                        @IBOutlet weak var greeting: UILabel!
                        let disposeBag = DisposeBag()
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            name.rx.text.orEmpty.map { "Hello, \\($0)" }
                                .bind(to: greeting.rx.text).disposed(by: disposeBag)
                        }
                    }
                    let vc = GreetViewController()
                    show(vc)
                    vc.name.type("Ann")
                    """,
                members: [
                    ("view", "the root view, loaded on first use (which runs viewDidLoad)"),
                    ("viewIfLoaded", "the view if it is loaded, else nil"),
                    ("isViewLoaded", "whether the view has loaded"),
                    ("loadViewIfNeeded", "loads the view and runs viewDidLoad, once"),
                    ("title", "the title; setting it is traced"),
                    ("navigationItem", "the navigation bar's title and bar button items"),
                    ("navigationController", "the navigation controller it is on, if any"),
                    ("parent", "the container controller it is a child of"),
                    ("present", "present(vc, animated:completion:): shows a controller modally"),
                    ("dismiss", "dismiss(animated:completion:): dismisses what it presented, or itself"),
                    ("presentedViewController", "the controller it presented"),
                    ("presentingViewController", "the controller that presented it"),
                    ("modalPresentationStyle", "how present shows it: .automatic (a page sheet), .fullScreen…"),
                    ("show", "show(vc, sender:): pushes on its navigation controller, else presents"),
                    ("viewDidLoad", "override: runs once, after the view and outlets are made"),
                    ("viewWillAppear", "override: the view is about to appear"),
                    ("viewDidAppear", "override: the view appeared"),
                    ("viewWillDisappear", "override: the view is about to leave the screen"),
                    ("viewDidDisappear", "override: the view left the screen"),
                    ("viewWillLayoutSubviews", "override: UIKit's layout pass (not called by rxrepl)"),
                    ("viewDidLayoutSubviews", "override: UIKit's layout pass (not called by rxrepl)"),
                    ("didReceiveMemoryWarning", "override: never called by rxrepl"),
                    ("awakeFromNib", "override: never called by rxrepl"),
                    ("loadView", "UIKit's view loading; rxrepl makes the view itself"),
                ],
                tables: ["UIViewController"]),
            DocEntry(
                "UITableViewController", .type,
                summary: "a view controller whose view is a table, tableView",
                details: """
                    Subclass it and bind rows in viewDidLoad: items.bind(to: tableView.rx.items(cellIdentifier: \
                    "Cell")) { row, element, cell in … }. The table is made when the view loads and is its view.
                    """,
                example: """
                    class ListViewController: UITableViewController {
                        let disposeBag = DisposeBag()
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            let cells = tableView.rx.items(cellIdentifier: "Cell")
                            Observable.just(["a", "b"])
                                .bind(to: cells) { row, element, cell in
                                    cell.textLabel?.text = element
                                }
                                .disposed(by: disposeBag)
                        }
                    }
                    show(ListViewController())
                    """,
                members: [("tableView", "the table, which is the controller's view")],
                tables: ["UITableViewController"]),
            DocEntry(
                "UINavigationController", .type,
                summary: "a stack of view controllers; the top one is shown",
                details: """
                    UINavigationController(rootViewController: list) shows list; pushViewController(detail, \
                    animated: true) shows detail over it and popViewController(animated:) goes back, each with \
                    UIKit's appear and disappear calls. Controllers on the stack are kept alive by it.
                    """,
                corners: ["The root is never popped: popViewController returns nil when only the root is left."],
                example: """
                    let nav = UINavigationController(rootViewController: UIViewController())
                    show(nav)
                    nav.pushViewController(UIViewController(), animated: true)
                    print(nav.viewControllers.count)
                    """,
                members: [
                    ("viewControllers", "the stack, bottom first; setting it replaces the stack"),
                    ("topViewController", "the controller on top"),
                    ("visibleViewController", "what is shown: a presented controller, else the top"),
                    ("pushViewController", "pushViewController(vc, animated:): shows vc on top"),
                    ("popViewController", "popViewController(animated:): goes back one; returns the popped one"),
                    ("popToRootViewController", "goes back to the root; returns the popped ones"),
                    ("setViewControllers", "setViewControllers(_:animated:): replaces the stack"),
                ],
                tables: ["UINavigationController"]),
            DocEntry(
                "show", .function,
                summary: "show(vc): puts a view controller on the screen, as an app's window does",
                details: """
                    rxrepl's stand-in for a window's rootViewController: the controller's view loads (viewDidLoad), \
                    then viewWillAppear(false) and viewDidAppear(false) run; the controller shown before disappears.
                    """,
                example: """
                    let vc = UIViewController()
                    show(vc)
                    """),
            DocEntry(
                "UIModalPresentationStyle", .type,
                summary: "how present shows a controller: .automatic, .fullScreen, .pageSheet…",
                details: """
                    .fullScreen and .currentContext cover the presenter, which then gets viewWillDisappear and \
                    viewDidDisappear (and the appear calls again on dismiss); the others, the page sheet by default, \
                    leave it on screen.
                    """,
                example: """
                    let vc = UIViewController()
                    vc.modalPresentationStyle = .fullScreen
                    """,
                members: ViewControllerDocs.presentationStyles,
                tables: ["UIModalPresentationStyle", "implicit member"]),
            DocEntry(
                "navigationItem", .method,
                summary: "a controller's navigationItem: the bar's title and buttons",
                details: "vc.navigationItem.title sets the navigation bar's title; rightBarButtonItem and "
                    + "leftBarButtonItem hold bar button items.",
                example: """
                    let vc = UIViewController()
                    vc.navigationItem.title = "Search"
                    """,
                members: [
                    ("title", "the bar's title"), ("rightBarButtonItem", "the button on the right"),
                    ("leftBarButtonItem", "the button on the left"), ("prompt", "a line above the title"),
                ],
                tables: ["UINavigationItem"]),
        ]
    }
}

/// Lists shared by the view controller entries.
enum ViewControllerDocs {
    static let presentationStyles: [(String, String)] = [
        ("automatic", "the default: a page sheet"), ("pageSheet", "a sheet over the presenter"),
        ("formSheet", "a smaller sheet"), ("fullScreen", "covers the presenter"),
        ("overFullScreen", "over the presenter, which stays"), ("currentContext", "covers the presenter"),
        ("overCurrentContext", "over the presenter, which stays"), ("popover", "a popover"),
    ]
}
