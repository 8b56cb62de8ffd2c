extension DocCatalog {
    @_optimize(none) static var uikitTargetEntries: [DocEntry] {
        [
            DocEntry(
                "#selector", .language, summary: "names a method for target–action and method observation",
                details: """
                    #selector(tapped(_:)), #selector(Type.method(_:with:)) and #selector(getter: Type.property) make a \
                    Selector, which prints as its Objective-C name (tapped:). Inside a class a bare name takes the \
                    declared method's labels; a method the class does not declare is an error where it is written.
                    """,
                corners: [
                    "A first label adds 'With' unless it starts with a preposition: doSomething(with:) is "
                        + "doSomethingWith:, load(name:) is loadWithName:.",
                    "Script classes tell methods apart by their labels, so several tableView(_:…) delegate methods "
                        + "live side by side.",
                ],
                example: """
                    class Screen: NSObject {
                        @objc func tapped(_ sender: UIButton) {}
                    }
                    print(#selector(Screen.tapped(_:)))
                    print(#selector(UITableViewDelegate.tableView(_:didSelectRowAt:)))
                    """),
            DocEntry(
                "Selector", .type, aliases: ["NSSelectorFromString", "NSStringFromSelector"],
                summary: "a method's Objective-C name: Selector(\"tapped:\"), #selector(tapped(_:))",
                details: """
                    What addTarget(_:action:for:), UIBarButtonItem's action and rx.methodInvoked take. Two selectors \
                    are equal when their Objective-C names are.
                    """,
                example: """
                    let selector = Selector("buttonTapped:")
                    print(selector, NSStringFromSelector(selector))
                    """),
            DocEntry(
                "addTarget", .method, summary: "UIKit's target–action: control.addTarget(self, action:, for:)",
                details: """
                    On each of the events the control calls the action's method on the target, passing the sender \
                    when the method takes an argument (and the event, nil here, when it takes two). The control holds \
                    the target weakly, as UIKit does; adding the same target and action again adds events to it. \
                    Gesture recognizers take addTarget(_:action:) and UITapGestureRecognizer(target:action:) too.
                    """,
                corners: [
                    "A target without the method is UIKit's 'unrecognized selector' crash: rxrepl reports it where "
                        + "the target was added.",
                    "removeTarget(nil, action: nil, for: .allEvents) removes every target.",
                ],
                example: """
                    class Screen: NSObject {
                        let button = UIButton()
                        func setUp() {
                            let action = #selector(tapped(_:))
                            button.addTarget(self, action: action, for: .touchUpInside)
                        }
                        @objc func tapped(_ sender: UIButton) { print("tapped", sender) }
                    }
                    let screen = Screen()
                    screen.setUp()
                    screen.button.tap()
                    """,
                members: [
                    ("addTarget", "calls a method of the target on the events: addTarget(_:action:for:)"),
                    ("removeTarget", "stops calling the action for the events: removeTarget(_:action:for:)"),
                    (
                        "actions",
                        "the actions a target has for an event, as their names: actions(forTarget:forControlEvent:)"
                    ),
                    ("allTargets", "the targets still alive"),
                ],
                tables: ["Control", "UIGestureRecognizer"]),
            DocEntry(
                "UIBarButtonItem", .type,
                summary: "a navigation bar button with a target and action, and rx.tap",
                details: """
                    UIBarButtonItem(title:style:target:action:) or (barButtonSystemItem:target:action:); tap() is a \
                    person's tap, which sends the action to the target. rx.tap is RxCocoa's: while subscribed it takes \
                    over the item's target and action, and disposing it clears them.
                    """,
                corners: [
                    "Subscribing to rx.tap replaces a target and action the code set, as in RxCocoa: use one or the "
                        + "other.",
                    "The item holds its target weakly.",
                ],
                example: """
                    let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
                    add.rx.tap.subscribe(onNext: { print("add") })
                    add.tap()
                    """,
                members: [
                    ("title", "the item's title"), ("isEnabled", "whether a tap sends the action"),
                    ("target", "the object the action goes to (held weakly)"), ("action", "the Selector a tap sends"),
                    ("tap", "a person taps it; on rx, its taps as a ControlEvent"), ("rx", "the item's reactive side"),
                    ("base", "the item an rx belongs to"), ("disposeBag", "the item's bag (NSObject+Rx)"),
                    ("plain", "UIBarButtonItem.Style.plain"), ("done", "the style .done, or the system item"),
                    ("add", "a system item"), ("cancel", "a system item"), ("close", "a system item"),
                    ("compose", "a system item"), ("edit", "a system item"), ("refresh", "a system item"),
                    ("reply", "a system item"), ("save", "a system item"), ("search", "a system item"),
                    ("trash", "a system item"), ("action", "a system item; on an item, the Selector a tap sends"),
                    ("bookmarks", "a system item"), ("camera", "a system item"), ("organize", "a system item"),
                    ("play", "a system item"), ("pause", "a system item"), ("rewind", "a system item"),
                    ("fastForward", "a system item"), ("stop", "a system item"), ("undo", "a system item"),
                    ("redo", "a system item"), ("flexibleSpace", "a system item"), ("fixedSpace", "a system item"),
                    ("rightBarButtonItem", "a navigation item's button on the right"),
                    ("leftBarButtonItem", "a navigation item's button on the left"),
                    ("rightBarButtonItems", "a navigation item's buttons on the right"),
                    ("leftBarButtonItems", "a navigation item's buttons on the left"),
                ],
                tables: ["UIBarButtonItem", "Reactive<UIBarButtonItem>", "UINavigationItem", "implicit member"]),
            DocEntry(
                "methodInvoked", .method,
                summary: "each call of an object's method, as its arguments, after it returns",
                details: """
                    RxCocoa's rx.methodInvoked(#selector(…)) on an NSObject subclass (a view controller, your own \
                    class): every call, whoever makes it, emits its arguments as an array ([] for none) after the \
                    method returns; rx.sentMessage emits before the body runs. One subject per method, so a \
                    subscriber sees only later calls; both complete when the object goes away.
                    """,
                corners: [
                    "A method the object does not have is an error event, RxCocoa's selectorNotImplemented.",
                    "super.method() inside an override is not a second call: only the call on the object is seen.",
                    "rx.deallocating emits as deinit starts; rx.deallocated after the object is gone.",
                ],
                example: """
                    class Counter: NSObject {
                        func add(_ amount: Int) { print("adding", amount) }
                    }
                    let counter = Counter()
                    counter.rx.methodInvoked(#selector(Counter.add(_:)))
                        .subscribe(onNext: { print("invoked", $0) })
                    counter.add(2)
                    """,
                members: [
                    ("methodInvoked", "each call's arguments, after the method returns"),
                    ("sentMessage", "each call's arguments, before the method runs"),
                    ("deallocating", "emits as the object starts going away"),
                    ("disposeBag", "the object's own bag, disposed when it goes away (NSObject+Rx)"),
                ],
                tables: ["Reactive", "DelegateProxy"]),
            DocEntry(
                "sentMessage", .method, summary: "each call of an object's method, as its arguments, before it runs",
                details: """
                    rx.sentMessage(#selector(…)) is methodInvoked's twin: the arguments arrive before the method's \
                    body runs. On a delegate proxy (tableView.rx.delegate) it emits before the delegate's method.
                    """,
                example: """
                    class Door: NSObject {
                        func open() { print("opening") }
                    }
                    let door = Door()
                    door.rx.sentMessage(#selector(Door.open))
                        .subscribe(onNext: { print("about to open", $0) })
                    door.open()
                    """),
            DocEntry(
                "disposeBag", .value,
                summary: "rx.disposeBag: one bag per object, disposed when the object goes away",
                details: """
                    NSObject+Rx's convention, which many articles use: .disposed(by: rx.disposeBag) inside a class \
                    (rx means self.rx there) or view.rx.disposeBag. The bag is made on first use, is the same each \
                    time, and is released with its object after deinit; assigning a new bag disposes the old one.
                    """,
                example: """
                    class Model: NSObject {
                        func start() {
                            just(1).subscribe(onNext: { print($0) }).disposed(by: rx.disposeBag)
                        }
                    }
                    Model().start()
                    """),
            DocEntry(
                "setDelegate", .method,
                summary: "rx.setDelegate(self): your delegate methods run behind RxCocoa's proxy",
                details: """
                    RxCocoa's proxy takes the view's delegate slot as soon as rx uses it; setDelegate(self) makes it \
                    forward every message to your object (held weakly) until the returned Disposable is disposed. A \
                    table asks your tableView(_:heightForRowAt:) for each row and calls tableView(_:didSelectRowAt:) \
                    before rx.itemSelected emits.
                    """,
                corners: [
                    "Setting view.delegate = self first and then setDelegate(self) is RxCocoa's assertion: there is "
                        + "already a delegate set.",
                    "Methods that return a value (heightForRowAt) are forwarded but not observable with methodInvoked.",
                ],
                example: """
                    class Screen: NSObject {
                        let table = UITableView()
                        func setUp() { table.rx.setDelegate(self).disposed(by: rx.disposeBag) }
                        func tableView(_ table: UITableView, didSelectRowAt path: IndexPath) {
                            print("selected", path)
                        }
                    }
                    let screen = Screen()
                    screen.setUp()
                    just(["a", "b"]).bind(to: screen.table.rx.items)
                    screen.table.select(row: 1)
                    """,
                members: [
                    ("setDelegate", "forwards the proxy's messages to an object"),
                    ("setDataSource", "the same for the data source slot"),
                ],
                tables: ["Reactive"]),
            DocEntry(
                "delegate", .value,
                summary: "a view's delegate; rx.delegate is RxCocoa's proxy with methodInvoked",
                details: """
                    view.delegate = self (and dataSource) sets UIKit's slot, held weakly. rx.delegate is RxCocoa's \
                    DelegateProxy, which takes the slot (what was there becomes its forward delegate); its \
                    methodInvoked(_:) with a delegate method's selector emits each such message's arguments.
                    """,
                example: """
                    let table = UITableView()
                    let selected = #selector(UITableViewDelegate.tableView(_:didSelectRowAt:))
                    table.rx.delegate.methodInvoked(selected)
                        .subscribe(onNext: { print("selected", $0) })
                    just(["a"]).bind(to: table.rx.items)
                    table.select(row: 0)
                    """,
                members: [
                    ("delegate", "the delegate slot; on rx, the proxy"),
                    ("dataSource", "the data source slot; on rx, its proxy"),
                    ("forwardToDelegate", "the object the proxy forwards to"),
                    ("setForwardToDelegate", "sets the object it forwards to"),
                ],
                tables: ["View", "Reactive", "DelegateProxy"]),
        ]
    }
}
