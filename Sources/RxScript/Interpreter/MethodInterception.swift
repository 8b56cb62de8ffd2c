import Foundation
import RxCocoa
import RxCore

/// What RxCocoa attaches to an `NSObject` script instance: the message interceptor behind `rx.sentMessage`,
/// `rx.methodInvoked`, `rx.deallocating` and `rx.deallocated`, and associated objects such as `rx.disposeBag`.
final class InstanceAttachments: @unchecked Sendable {
    let interceptor = MessageInterceptor<Value>()
    let associations = Associations()

    /// After `deinit`: the interceptor's subjects complete and the associated objects (the bag) are released.
    func objectWentAway() {
        interceptor.endDeallocation()
        associations.releaseAll()
    }
}

/// Interception of script methods, as RxCocoa's swizzling gives it: every call of a method of an instance,
/// whoever makes it (script code, target–action, a delegate message, the host's lifecycle calls), passes here.
enum MethodInterception {
    /// The UIKit methods a script class has through its UIKit superclass without declaring them, by that class.
    static let inheritedSelectors: [String: [Selector]] = [
        "UIViewController": [
            Selector(baseName: "viewDidLoad", labels: []), Selector(baseName: "loadView", labels: []),
            Selector(baseName: "viewWillAppear", labels: [nil]), Selector(baseName: "viewDidAppear", labels: [nil]),
            Selector(baseName: "viewWillDisappear", labels: [nil]),
            Selector(baseName: "viewDidDisappear", labels: [nil]),
            Selector(baseName: "viewWillLayoutSubviews", labels: []),
            Selector(baseName: "viewDidLayoutSubviews", labels: []),
            Selector(baseName: "didReceiveMemoryWarning", labels: []),
        ],
        "UIView": [
            Selector(baseName: "layoutSubviews", labels: []), Selector(baseName: "didMoveToSuperview", labels: []),
            Selector(baseName: "didMoveToWindow", labels: []),
        ],
    ]

    /// The argument labels of a script method (without `self`).
    static func labels(of method: Function) -> [String?] {
        guard let labels = (method as? ScriptFunction)?.code.signature?.labels else { return [] }
        return Array(labels.dropFirst())
    }

    /// The selector of the script method `name` as Objective-C names it (`tapped:`).
    static func selector(of method: Function, named name: String) -> RxCocoa.Selector {
        Selector(baseName: name, labels: labels(of: method))
    }

    /// The selector `selector` names on `type`, as the runtime finds it (`#selector(tapped)` finds `tapped(_:)`),
    /// or nil when the class neither declares nor inherits such a method.
    static func resolve(_ selector: RxCocoa.Selector, on type: ScriptType) -> RxCocoa.Selector? {
        resolveMethod(selector, on: type).map { Self.selector(of: $0.method, named: $0.name) }
            ?? inheritedSelector(selector, on: type)
    }

    /// The declared method `selector` names on `type` (of several with its base name, the one with its labels).
    static func resolveMethod(_ selector: RxCocoa.Selector, on type: ScriptType) -> (name: String, method: Function)? {
        let names = selector.baseName.map { [$0] } ?? type.allMethods.keys.sorted()
        for name in names {
            for method in type.methodOverloads(named: name)
            where selector.names(baseName: name, labels: labels(of: method)) {
                return (name, method)
            }
        }
        return nil
    }

    private static func inheritedSelector(_ selector: RxCocoa.Selector, on type: ScriptType) -> RxCocoa.Selector? {
        for (superclass, selectors) in inheritedSelectors where type.conforms(to: superclass) {
            if let found = selectors.first(where: {
                selector.names(baseName: $0.baseName ?? "", labels: $0.labels ?? [])
            }) {
                return found
            }
        }
        return nil
    }

    /// Calls `body` (the method named by `selector`) on `instance` between its `sentMessage` and
    /// `methodInvoked`: for a host that calls an inherited UIKit method the script class does not declare.
    static func around(
        _ instance: ScriptInstance, _ selector: RxCocoa.Selector, arguments: [Value], _ body: () throws -> Value
    ) rethrows -> Value {
        guard let interceptor = instance.existingAttachments?.interceptor, interceptor.intercepts(selector) else {
            return try body()
        }
        return try interceptor.intercept(selector, arguments: arguments, body)
    }

    /// A call of the bound method `method` named `name` on `receiver`, intercepted when something observes it.
    static func call(
        _ receiver: Value, _ method: Function, named name: String, arguments: [Value], _ body: () throws -> Value
    ) rethrows -> Value {
        guard case .object(let instance as ScriptInstance) = receiver,
            let interceptor = instance.existingAttachments?.interceptor
        else { return try body() }
        let selector = selector(of: method, named: name)
        guard interceptor.intercepts(selector) else { return try body() }
        return try interceptor.intercept(selector, arguments: arguments, body)
    }
}

/// RxCocoa's `RxCocoaObjCRuntimeError`, for the failures a script can meet.
enum RxCocoaObjCRuntimeError: Error, CustomStringConvertible, CustomDebugStringConvertible {
    /// `methodInvoked`/`sentMessage` of a selector the object does not implement.
    case selectorNotImplemented(target: String)

    /// As Swift prints the case.
    var description: String {
        switch self {
        case .selectorNotImplemented(let target): return "selectorNotImplemented(target: \(target))"
        }
    }

    /// RxCocoa's text.
    var debugDescription: String {
        switch self {
        case .selectorNotImplemented(let target):
            return "Trying to observe messages for selector that isn't implemented.\nTarget: \(target)"
        }
    }
}
