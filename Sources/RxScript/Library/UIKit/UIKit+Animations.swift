import Foundation
import RxCocoa
import RxCore

extension Builtins {
    /// `UIView.animate(withDuration:delay:animations:completion:)`: as in UIKit, the animations block runs at once
    /// (the views take their final values, traced then), and the completion runs with `true` on main when the
    /// animation would have finished, after the delay and the duration.
    @_optimize(none) static func registerAnimations(_ registry: HostRegistry, context: ScriptContext) {
        let runtime = context.runtime
        registry.namespace("UIView").method(
            "animate", .double("withDuration"), .double("delay", default: 0.0), .function("animations"),
            .optionalFunction("completion", default: .nil, takesClosure: false)
        ) { _, duration, delay, animations, completion in
            try animations.call()
            guard let completion else { return .void }
            let nanoseconds = Int(((max(duration, 0) + max(delay, 0)) * 1e9).rounded())
            _ = runtime.after(.nanoseconds(nanoseconds), on: runtime.main) {
                context.guarded { _ = try completion.call(.bool(true)) }
            }
            return .void
        }
    }
}
