import Foundation
import RxCocoa
import RxCore

/// Messages UIKit sends to script objects (an action to its target, a delegate method to a delegate), as the
/// Objective-C runtime would dispatch them: the method the selector names, called with as many of UIKit's
/// arguments as it takes (`tapped()`, `tapped(_ sender:)`, `tapped(_ sender:forEvent:)`).
enum ScriptMessages {
    /// The method of `object` that `selector` names, bound to it; nil when it has none (or is not a script object).
    static func method(_ selector: RxCocoa.Selector, of object: AnyObject) -> (Function, count: Int)? {
        guard let instance = object as? ScriptInstance,
            let (name, method) = MethodInterception.resolveMethod(selector, on: instance.type)
        else { return nil }
        let bound = BoundScriptMethod(receiver: .object(instance), method: method, name: name)
        return (bound, MethodInterception.labels(of: method).count)
    }

    /// Sends `selector` to `object` with `arguments`; nil when it has no such method.
    static func send(_ selector: RxCocoa.Selector, to object: AnyObject, arguments: [Value]) throws -> Value? {
        guard let (method, count) = method(selector, of: object) else { return nil }
        let passed = Array(arguments.prefix(count)) + Array(repeating: .nil, count: max(0, count - arguments.count))
        return try method.call(passed)
    }

    /// How RxCocoa's delegate proxies and UIKit call a script delegate; errors in the method are reported.
    static func performer(_ context: ScriptContext) -> MessagePerformer {
        MessagePerformer(
            responds: { object, selector in method(selector, of: object) != nil },
            perform: { object, selector, arguments in
                var result: Value?
                context.guarded {
                    result = try send(selector, to: object, arguments: arguments.map { Value(native: $0) })
                }
                return result.flatMap(\.native)
            })
    }

    /// UIKit's `sendAction(_:to:from:for:)`: an action with the sender (and, for two arguments, the event);
    /// a target without the method is UIKit's "unrecognized selector" crash, reported where the target was added.
    static func sendAction(
        _ action: RxCocoa.Selector, to target: AnyObject, from sender: Value, context: ScriptContext,
        addedAt place: SourceRange?
    ) {
        context.guarded {
            if try send(action, to: target, arguments: [sender, .nil]) == nil {
                let type = (target as? ScriptInstance)?.type.name ?? String(describing: Swift.type(of: target))
                throw ScriptError(.unrecognizedSelector(action.name, type: type), at: place)
            }
        }
    }
}
