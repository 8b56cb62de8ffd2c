/// The closures of a `do(onNext:…)` call (on an Observable or on a trait) turned into the handlers RxCore takes:
/// an element handler, an error handler, a plain action, and a lifecycle action whose errors are reported
/// instead of thrown (subscribe and dispose cannot fail).
struct DoHandlers {
    let context: ScriptContext

    func element(_ handler: Function?) -> ((Value) throws -> Void)? {
        handler.map { function in { _ = try function.call($0) } }
    }

    func failure(_ handler: Function?) -> ((Swift.Error) throws -> Void)? {
        handler.map { function in { _ = try function.call(.error($0)) } }
    }

    func action(_ handler: Function?) -> (() throws -> Void)? {
        handler.map { function in { _ = try function.call() } }
    }

    func lifecycle(_ handler: Function?) -> (() -> Void)? {
        handler.map { function in { context.guarded { _ = try function.call() } } }
    }
}
