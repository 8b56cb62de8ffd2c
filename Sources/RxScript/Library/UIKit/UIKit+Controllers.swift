import RxCocoa
import RxCore

extension Builtins {
    /// View controllers as script classes subclass them: lifecycle, outlets, presenting and navigation.
    ///
    /// `UIViewController`, `UITableViewController` and `UINavigationController` are host classes: a script
    /// class inheriting one stands on a controller (`ScriptInstance.hostBase`), inherits its members, and UIKit's
    /// lifecycle calls reach the script's overrides.
    @_optimize(none) static func registerViewControllers(_ registry: HostRegistry, context: ScriptContext) {
        let screen = context.runtime.screen!
        let controllerType = registry.type(for: ViewControllerObject.self, name: "UIViewController")
        let tableType = registry.type(
            for: TableViewControllerObject.self, name: "UITableViewController", parent: controllerType)
        let navigationType = registry.type(
            for: NavigationControllerObject.self, name: "UINavigationController", parent: controllerType)
        /// A controller of `kind` (its class's name) under a placeholder name that the first variable replaces.
        func placeholder(_ kind: String) -> String {
            ControllerPlaceholder.name(for: kind, among: screen.liveControllers)
        }
        func plain(kind: String) -> ViewController {
            ViewController(kind: kind, name: placeholder(kind), isNamed: false, screen: screen)
        }
        func table(kind: String) -> ViewController {
            TableViewController(kind: kind, name: placeholder(kind), isNamed: false, screen: screen)
        }
        func navigation(kind: String, root: ViewController?) -> ViewController {
            NavigationController(kind: kind, name: placeholder(kind), isNamed: false, screen: screen, root: root)
        }

        let namespace = registry.namespace("UIViewController")
        namespace.constructor("init") { ViewControllerObject.value(of: plain(kind: "ViewController")) }
        namespace.constructor("init", .value("nibName"), .value("bundle")) { _, _ in
            ViewControllerObject.value(of: plain(kind: "ViewController"))
        }
        let tableNamespace = registry.namespace("UITableViewController")
        tableNamespace.constructor("init") { ViewControllerObject.value(of: table(kind: "TableViewController")) }
        tableNamespace.constructor("init", .value("style")) { _ in
            ViewControllerObject.value(of: table(kind: "TableViewController"))
        }
        let navigationNamespace = registry.namespace("UINavigationController")
        navigationNamespace.constructor("init") {
            ViewControllerObject.value(of: navigation(kind: "NavigationController", root: nil))
        }
        navigationNamespace.constructor("init", .controller("rootViewController")) { root in
            ViewControllerObject.value(of: navigation(kind: "NavigationController", root: root))
        }

        /// Script subclasses: the controller is named after the class, and calls the instance's overrides.
        func subclassBase(_ build: @escaping (String) -> ViewController) -> (ScriptInstance) throws -> HostObject {
            { [weak registry] instance in
                let controller = build(instance.type.name)
                controller.owner = instance
                if let registry { connect(controller, to: instance, registry: registry, context: context) }
                return ViewControllerObject.wrapperClass(for: controller).init(controller)
            }
        }
        let controllerAncestors = ["UIResponder", "NSObject"]
        registry.hostClass(
            "UIViewController", superclasses: controllerAncestors, members: controllerType,
            make: subclassBase { plain(kind: $0) })
        registry.hostClass(
            "UITableViewController", superclasses: ["UIViewController"] + controllerAncestors, members: tableType,
            make: subclassBase { table(kind: $0) })
        registry.hostClass(
            "UINavigationController", superclasses: ["UIViewController"] + controllerAncestors,
            members: navigationType, make: subclassBase { navigation(kind: $0, root: nil) })

        registerControllerMembers(controllerType, registry: registry)
        let item = registry.type(for: NavigationItemObject.self, name: "UINavigationItem")
        item.property(
            "title", get: { receiver in (try navigationItem(receiver).title).map(Value.string) ?? .nil },
            set: { receiver, value in
                try navigationItem(receiver).title = value.isNil ? nil : value.unwrapped.description
            })
        for name in ["rightBarButtonItem", "leftBarButtonItem", "prompt"] {
            item.property(
                name, get: { receiver in try navigationItem(receiver)[name] as? Value ?? .nil },
                set: { receiver, value in try navigationItem(receiver)[name] = value.isNil ? nil : value })
        }
        registerContainerMembers(table: tableType, navigation: navigationType)
        // `.automatic` is a row animation's too: whichever case stands for it, the setter reads its name.
        let styles = registry.namespace("UIModalPresentationStyle")
        for style in ViewController.ModalPresentationStyle.allCases {
            let value = Value.object(EnumCaseObject("UIModalPresentationStyle", style.rawValue))
            styles.property(style.rawValue) { _ in value }
            if registry.implicitMembers.property(named: style.rawValue) == nil {
                uikitImplicit(registry, style.rawValue) { value }
            }
        }
        registry.function("show", .controller()) { controller in
            controller.showAsRoot()
            return .void
        }
    }

    /// Hands UIKit's lifecycle calls to the instance's overrides, and makes its outlets when the view loads.
    private static func connect(
        _ controller: ViewController, to instance: ScriptInstance, registry: HostRegistry, context: ScriptContext
    ) {
        controller.lifecycle = { [weak instance] call in
            guard let instance else { return false }
            let arguments: [Value] = call.animated.map { [.bool($0)] } ?? []
            guard instance.type.method(named: call.methodName) != nil else {
                // UIKit's own method runs: `rx.methodInvoked` sees it as RxCocoa's interception would.
                let selector = RxCocoa.Selector(baseName: call.methodName, labels: call.animated == nil ? [] : [nil])
                _ = MethodInterception.around(instance, selector, arguments: arguments) { .void }
                return false
            }
            context.guarded {
                if case .function(let method)? = try instance.type.instanceMember(
                    of: .object(instance), named: call.methodName)
                {
                    _ = try method.call(arguments)
                }
            }
            return true
        }
        controller.connectOutlets = { [weak instance, weak registry] controller in
            guard let instance, let registry else { return }
            for property in instance.type.allStoredProperties {
                guard let typeName = property.outletType, instance.field(property.name).isNil else { continue }
                context.guarded {
                    guard let made = try makeOutlet(typeName, named: property.name, registry: registry) else {
                        return context.noteOnce(
                            "outlet \(typeName)", .outletNotMade(property.name, type: typeName))
                    }
                    // A weak outlet is held by the view it is added to, as in a storyboard.
                    instance.setField(property.name, made)
                    if case .object(let view as ViewObject) = made {
                        controller.addOutlet(view.view)
                        try? controller.viewIfLoaded?.addSubview(view.view)
                    }
                }
            }
        }
    }

    /// A control of UIKit class `typeName` named `name`, as a storyboard makes an outlet; nil for a class rxrepl
    /// cannot make.
    private static func makeOutlet(_ typeName: String, named name: String, registry: HostRegistry) throws -> Value? {
        guard case .object(let namespace as NamespaceObject)? = registry.globals[typeName],
            !namespace.type.constructors.isEmpty
        else { return nil }
        let arguments = CallArguments(values: [.string(name)], labels: ["name"])
        guard
            let (method, bound) = try? OverloadResolver.resolve(namespace.type.constructors, arguments, name: typeName)
        else { return nil }
        return try method.body(.nil, bound)
    }

    @_optimize(none) private static func registerControllerMembers(_ type: HostType, registry: HostRegistry) {
        func controller(_ receiver: Value) throws -> ViewController {
            try viewController(receiver)
        }
        type.property("view") { receiver in .object(ViewObject.wrap(try controller(receiver).view)) }
        type.property("viewIfLoaded") { receiver in
            try controller(receiver).viewIfLoaded.map { .object(ViewObject.wrap($0)) } ?? .nil
        }
        type.property("isViewLoaded") { receiver in .bool(try controller(receiver).isViewLoaded) }
        type.method("loadViewIfNeeded") { receiver in
            try controller(receiver).loadViewIfNeeded()
            return .void
        }
        type.property(
            "title", get: { receiver in try controller(receiver).title.map(Value.string) ?? .nil },
            set: { receiver, value in
                try controller(receiver).title = value.isNil ? nil : value.unwrapped.description
            })
        type.property("navigationItem") { receiver in
            .object(NavigationItemObject(try controller(receiver).navigationItem))
        }
        type.property("navigationController") { receiver in
            try controller(receiver).navigationController.map(ViewControllerObject.value(of:)) ?? .nil
        }
        type.property("parent") { receiver in
            try controller(receiver).parent.map(ViewControllerObject.value(of:)) ?? .nil
        }
        type.property("presentedViewController") { receiver in
            let presenter = try controller(receiver)
            if let alert = presenter.presentedContent as? AlertController { return .object(ViewObject.wrap(alert)) }
            return presenter.presentedViewController.map(ViewControllerObject.value(of:)) ?? .nil
        }
        type.property("presentingViewController") { receiver in
            try controller(receiver).presentingViewController.map(ViewControllerObject.value(of:)) ?? .nil
        }
        type.property(
            "modalPresentationStyle",
            get: { receiver in
                .object(
                    EnumCaseObject("UIModalPresentationStyle", try controller(receiver).modalPresentationStyle.rawValue)
                )
            },
            set: { receiver, value in
                guard case .object(let style as EnumCaseObject) = value,
                    let known = ViewController.ModalPresentationStyle(rawValue: style.caseName)
                else {
                    throw ScriptError(
                        .propertyType(
                            "modalPresentationStyle", expected: "UIModalPresentationStyle", got: value.typeName),
                        at: nil)
                }
                try controller(receiver).modalPresentationStyle = known
            })
        let completion = HostParameter<Function?>.optionalFunction("completion", default: .nil)
        // One overload, as overloads are told apart by labels: a controller, or an alert (a UIAlertController
        // is a view controller in UIKit).
        let presentable = HostParameter<Value>.matching(expected: "a view controller or a UIAlertController") {
            value in
            if case .object(let alert as AlertControllerObject) = value { return .object(alert) }
            return (try? viewController(value)) != nil ? value : nil
        }
        type.method("present", presentable, .bool("animated"), completion, receiver: viewControllerReceiver) {
            presenter, presented, animated, completion in
            if case .object(let alert as AlertControllerObject) = presented {
                presenter.present(content: try view(.object(alert), as: AlertController.self)) {
                    callCompletion(completion)
                }
            } else {
                presenter.present(try viewController(presented), animated: animated) { callCompletion(completion) }
            }
            return .void
        }
        type.method("dismiss", .bool("animated"), completion, receiver: viewControllerReceiver) {
            controller, animated, completion in
            controller.dismiss(animated: animated) { callCompletion(completion) }
            return .void
        }
        type.method("show", .controller(), .value("sender"), receiver: viewControllerReceiver) {
            controller, shown, _ in
            if let navigation = controller.navigationController {
                navigation.push(shown, animated: true)
            } else {
                controller.present(shown, animated: true)
            }
            return .void
        }
        // UIKit's own implementations, which `super.viewDidLoad()` reaches: they do nothing.
        for name in [
            "viewDidLoad", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "didReceiveMemoryWarning",
            "awakeFromNib", "loadView",
        ] {
            type.method(name, receiver: viewControllerReceiver) { _ in .void }
        }
        for name in ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"] {
            type.method(name, .bool(), receiver: viewControllerReceiver) { _, _ in .void }
        }
    }

    @_optimize(none) private static func registerContainerMembers(table: HostType, navigation: HostType) {
        table.property("tableView") { receiver in
            guard let controller = try viewController(receiver) as? TableViewController else { return .nil }
            return .object(ViewObject.wrap(controller.tableView))
        }
        func stack(_ receiver: Value) throws -> NavigationController {
            guard let navigation = try viewController(receiver) as? NavigationController else {
                throw ScriptError(.wrongReceiver("UINavigationController", got: receiver.typeName), at: nil)
            }
            return navigation
        }
        navigation.property(
            "viewControllers",
            get: { receiver in .array(try stack(receiver).viewControllers.map(ViewControllerObject.value(of:))) },
            set: { receiver, value in
                guard case .array(let items) = value else {
                    throw ScriptError(
                        .propertyType("viewControllers", expected: "[UIViewController]", got: value.typeName), at: nil)
                }
                try stack(receiver).setViewControllers(try items.map(viewController), animated: false)
            })
        navigation.property("topViewController") { receiver in
            try stack(receiver).topViewController.map(ViewControllerObject.value(of:)) ?? .nil
        }
        navigation.property("visibleViewController") { receiver in
            let navigation = try stack(receiver)
            let top = navigation.presentedViewController ?? navigation.topViewController
            return top.map(ViewControllerObject.value(of:)) ?? .nil
        }
        let receiver: (Value, Arguments) throws -> NavigationController = { value, arguments in
            guard let navigation = try viewControllerReceiver(value, arguments) as? NavigationController else {
                throw arguments.failure(.wrongReceiver("UINavigationController", got: value.typeName))
            }
            return navigation
        }
        navigation.method("pushViewController", .controller(), .bool("animated"), receiver: receiver) {
            navigation, pushed, animated in
            navigation.push(pushed, animated: animated)
            return .void
        }
        // The values are taken before the stack lets go of the controllers, so their instances live on in them.
        navigation.method("popViewController", .bool("animated"), receiver: receiver) { navigation, animated in
            let top = navigation.viewControllers.count > 1 ? navigation.topViewController : nil
            let value = top.map(ViewControllerObject.value(of:)) ?? .nil
            navigation.pop(animated: animated)
            return value
        }
        navigation.method("popToRootViewController", .bool("animated"), receiver: receiver) { navigation, animated in
            let values = navigation.viewControllers.dropFirst().map(ViewControllerObject.value(of:))
            navigation.popToRoot(animated: animated)
            return .array(values)
        }
        navigation.method("setViewControllers", .array(), .bool("animated"), receiver: receiver) {
            navigation, items, animated in
            navigation.setViewControllers(try items.map(viewController), animated: animated)
            return .void
        }
    }

    private static func navigationItem(_ receiver: Value) throws -> NavigationItem {
        guard case .object(let object as NavigationItemObject) = receiver else {
            throw ScriptError(.wrongReceiver("UINavigationItem", got: receiver.typeName), at: nil)
        }
        return object.item
    }

    /// Runs a `completion:` closure, if one was given.
    private static func callCompletion(_ completion: Function?) {
        _ = try? completion?.call([])
    }

    /// The controller a value stands for: a script subclass's instance, or a controller object.
    static func viewController(_ value: Value) throws -> ViewController {
        switch value {
        case .object(let object as ViewControllerObject): return object.controller
        case .object(let instance as ScriptInstance):
            if let base = instance.hostBase as? ViewControllerObject { return base.controller }
        default: break
        }
        throw ScriptError(.wrongReceiver("UIViewController", got: value.typeName), at: nil)
    }

    private static func viewControllerReceiver(_ value: Value, _ arguments: Arguments) throws -> ViewController {
        do {
            return try viewController(value)
        } catch {
            throw arguments.failure(.wrongReceiver("UIViewController", got: value.typeName))
        }
    }
}

extension HostParameter where Wrapped == ViewController {
    /// A view controller: an instance of a script subclass, or `UIViewController()` and its kin.
    static func controller(_ label: String? = nil) -> Self {
        .matching(label, expected: "a view controller") { value in try? Builtins.viewController(value) }
    }
}

/// Placeholder names for controllers made before a variable names them: the class's name in lower camel case
/// (`searchViewController`), numbered from the second live one on.
enum ControllerPlaceholder {
    static func name(for typeName: String, among live: [ViewController]) -> String {
        let base = typeName.prefix(1).lowercased() + typeName.dropFirst()
        let taken = Set(live.map(\.name))
        guard taken.contains(base) else { return base }
        var number = 2
        while taken.contains(base + String(number)) { number += 1 }
        return base + String(number)
    }
}
