import Foundation
import RxCore
import RxTrace

/// RxCocoa's `Binder`: an observer that applies each element to a target on a scheduler (main by default).
///
/// - `next`: the binding runs on the scheduler, only while the target is alive. On main it runs inline; from
///   another thread it is moved to main, and the update's trace line says where the value arrived from.
/// - `completed`: ignored.
/// - `error`: a binding error (RxCocoa stops a debug build there); here it is reported as a warning.
public struct Binder<Value>: ObserverType {
    private let handle: (Event<Value>) -> Void
    /// What the binder writes to, when it is a view's property or a named sink.
    public let target: BindingTarget?

    /// A binder that runs `binding` on `scheduler` while `target` is alive.
    public init<Target: AnyObject>(
        _ target: Target, scheduler: ImmediateSchedulerType = MainScheduler.instance,
        binding: @escaping (Target, Value) -> Void
    ) {
        let view = target as? VirtualView
        self.init(
            target, scheduler: scheduler, screen: view?.screen,
            bindingTarget: view.map { BindingTarget(view: $0, property: nil) }, binding: binding)
    }

    /// A binder for `property` of a view, delivering on the view's main scheduler.
    public init<Target: VirtualView>(_ view: Target, property: String?, binding: @escaping (Target, Value) -> Void) {
        self.init(
            view, scheduler: view.screen.makeMainScheduler(), screen: view.screen,
            bindingTarget: BindingTarget(view: view, property: property), binding: binding)
    }

    private init<Target: AnyObject>(
        _ target: Target, scheduler: ImmediateSchedulerType, screen: Screen?,
        bindingTarget: BindingTarget?, binding: @escaping (Target, Value) -> Void
    ) {
        weak let weakTarget = target
        self.target = bindingTarget
        let name = bindingTarget?.description
        let code = bindingTarget?.rxDescription
        handle = { event in
            switch event {
            case .next(let element):
                let context = SubscriptionContext.current
                let arrival = screen.flatMap { $0.isOnMain ? nil : $0.threadName }
                if let arrival, let screen, let name {
                    let shown = screen.tracer?.describeValue(element) ?? "\(element)"
                    screen.warn(
                        .offMainThread, about: name,
                        .binderOffMain(
                            value: shown, target: name, thread: arrival, from: context?.label,
                            driveTarget: code ?? name))
                }
                _ = scheduler.schedule(element) { element in
                    SubscriptionContext.with(context) {
                        BinderDelivery.deliver(arrivedOn: arrival) {
                            if let target = weakTarget { binding(target, element) }
                        }
                    }
                    return Disposables.create()
                }
            case .error(let error):
                BindingErrorReport.report(error, to: name, code: code, screen: screen)
            case .completed:
                break
            }
        }
    }

    public func on(_ event: Event<Value>) { handle(event) }

    /// The binder as a type-erased observer.
    public func asObserver() -> AnyObserver<Value> { AnyObserver(eventHandler: handle) }
}

/// Where the value a Binder is applying came from, while it applies it (so the update line can say so).
public enum BinderDelivery {
    private static let local = ThreadLocalReference<NSString>()

    /// The thread the value being applied arrived on, when a Binder moved it to main.
    public static var arrivedOn: String? { local.current.map { $0 as String } }

    static func deliver(arrivedOn thread: String?, _ body: () -> Void) {
        guard let thread else { return body() }
        local.with(thread as NSString, body)
    }
}

/// RxCocoa's `bindingError`: an error that reached a binding.
enum BindingErrorReport {
    static func report(_ error: Swift.Error, to target: String?, code: String? = nil, screen: Screen?) {
        let subject = target ?? "a binding"
        guard let screen else {
            print("Binding error\(target.map { " to \($0)" } ?? ""): \(error)")
            return
        }
        screen.noteBindingError()
        let description = screen.tracer?.describeError(error) ?? "\(error)"
        screen.warn(
            .bindingError, about: subject,
            .bindingError(
                target: subject, error: description, from: SubscriptionContext.current?.label,
                driveTarget: code ?? subject))
    }
}
