/// The words of a binding warning: what happened, and the fix. Every warning's text is written here, in one
/// place; the detectors only say which warning it is and its facts.
public struct WarningText: Sendable, Equatable {
    public let message: String
    public let fix: String

    public init(message: String, fix: String) {
        self.message = message
        self.fix = fix
    }
}

extension WarningText {
    /// A value reached a Binder off the main thread; the Binder moved it to main.
    static func binderOffMain(
        value: String, target: String, thread: String, from origin: String?,
        driveTarget: String
    ) -> Self {
        Self(
            message: "\(value) reached \(target) on \(thread), off the main thread"
                + (origin.map { " (from \($0))" } ?? "")
                + "; its Binder moved it to main, which is why RxCocoa does not crash here",
            fix: "deliver on main before binding: .observe(on: MainScheduler.instance), or use "
                + ".asDriver(onErrorJustReturn:) and drive(\(driveTarget))")
    }

    /// A view's property was set off the main thread (UIKit's main-thread checker).
    static func propertySetOffMain(
        target: String, thread: String, by origin: String?, view: String,
        property: String
    ) -> Self {
        Self(
            message: "\(target) set on \(thread), off the main thread" + (origin.map { " by \($0)" } ?? ""),
            fix: "deliver on main first: .observe(on: MainScheduler.instance) before subscribing, or bind "
                + "with bind(to: \(view).rx.\(property)) or asDriver(onErrorJustReturn:) + drive, "
                + "whose Binder moves values to main")
    }

    /// An error reached a binding, which ended it.
    static func bindingError(target: String, error: String, from origin: String?, driveTarget: String) -> Self {
        Self(
            message: "binding error: \(target) received error(\(error))" + (origin.map { " from \($0)" } ?? "")
                + "; the binding has ended (RxCocoa stops a debug build here)",
            fix: "a binding must never see an error: add .catchAndReturn(<fallback>) before binding, or "
                + "use .asDriver(onErrorJustReturn: <fallback>) and drive(\(driveTarget))")
    }

    /// A live subscription was disposed at once: the code that made its DisposeBag released it as it ended.
    public static func bagReleasedAtOnce(id: Int, bagPlace: String?) -> Self {
        Self(
            message: "#\(id) is disposed at once: its DisposeBag"
                + (bagPlace.map { " (made at \($0))" } ?? "")
                + " is released when the code that made it ends, and a released bag disposes what it holds",
            fix: "keep the bag as long as the subscription should run: `let disposeBag = DisposeBag()` at the "
                + "top level, or a property of the object that owns the subscription, then .disposed(by: disposeBag)")
    }

    /// A second live source was bound to one property.
    static func twoSources(target: String, existing: String, existingID: Int, newID: Int, rxTarget: String) -> Self {
        Self(
            message: "\(target) already has a source (\(existing)); #\(newID) makes two",
            fix: "dispose it first (#\(existingID)), or merge the sources "
                + "into one stream: Observable.merge(a, b).bind(to: \(rxTarget))")
    }

    /// A second live `items` binding to one table or collection: RxCocoa asserts that a data source is set already.
    static func secondDataSource(list: String, existing: String, existingID: Int, newID: Int) -> Self {
        Self(
            message: "\(list) already shows the items of \(existing); #\(newID) installs a second data source, "
                + "which RxCocoa stops a debug build for ('there is already a delegate (or data source) set')",
            fix: "dispose #\(existingID) first, or merge the sources into one stream of arrays: "
                + "Observable.merge(a, b).bind(to: \(list).rx.items(…))")
    }

    /// An `items` binding to a table or collection whose `dataSource` the code set: RxCocoa asserts.
    static func dataSourceAlreadySet(list: String, dataSource: String, newID: Int) -> Self {
        Self(
            message: "\(list).dataSource is \(dataSource); #\(newID)'s items binding installs RxCocoa's data source "
                + "over it, which RxCocoa stops a debug build for ('there is already a delegate (or data source) set')",
            fix: "set \(list).dataSource = nil before binding, or let the items binding be the only data source")
    }

    /// A `create` or `deferred` body ran again while an earlier subscription to it is live.
    static func repeatedSideEffects(source: String, count: Int, earlier: String) -> Self {
        Self(
            message: "\(source) ran again (\(count) times) while \(earlier) is still subscribed: "
                + "every subscription repeats its side effects",
            fix: "share one subscription between subscribers: .share(replay: 1) (or .share()), "
                + "or asDriver(onErrorJustReturn:)")
    }

    /// RxSwift's reentrancy anomaly: an event sent from inside the delivery of the previous one.
    static func reentrancy(id: Int, event: String) -> Self {
        Self(
            message: "reentrancy anomaly: #\(id) was sent \(event) from inside the delivery of "
                + "its previous event (a cycle: something it drives feeds its own source)",
            fix: "break the cycle, or if it is intended, send later: .observe(on: MainScheduler.asyncInstance)")
    }

    /// RxSwift's synchronization anomaly: two threads delivering to one subscription at once.
    static func synchronization(id: Int, event: String, thread: String) -> Self {
        Self(
            message: "synchronization anomaly: #\(id) was sent \(event) on \(thread) while "
                + "another thread was still delivering its previous event; the order of their effects is random",
            fix: "send from one thread, or serialize first: .observe(on: serial(\"events\")) or "
                + ".observe(on: MainScheduler.instance)")
    }

    /// A property observed with key-value observing that never reports changes.
    public static func notKeyValueObservable(type: String, property: String) -> Self {
        Self(
            message: "\(type).\(property) is not @objc dynamic: rx.observe sees its value now, but key-value "
                + "observing never reports its changes",
            fix: "declare it '@objc dynamic var \(property)' in a class that inherits from NSObject")
    }

    /// `present` on a controller that already presents something: UIKit refuses.
    static func presentWhilePresenting(presenter: String, presented: String) -> Self {
        Self(
            message: "\(presented) was not presented: \(presenter) is already presenting a view controller "
                + "(UIKit refuses and logs 'Attempt to present … which is already presenting')",
            fix: "dismiss what is presented first: dismiss(animated:completion:), and present from its completion")
    }

    /// A person's touch never reached a view's gesture recognizers: `blocker` (the view or a superview) stops it.
    static func touchBlocked(gesture: String, view: String, blocker: String, reason: VirtualView.TouchBlock) -> Self {
        let place = blocker == view ? view : "\(blocker), which \(view) is in,"
        switch reason {
        case .takesNoTouches:
            return Self(
                message: "the \(gesture) on \(view) reached none of its gesture recognizers: \(place) takes no touches",
                fix: "set \(blocker).isUserInteractionEnabled = true (a UILabel starts with false, as in UIKit)")
        case .hidden:
            return Self(
                message: "the \(gesture) on \(view) reached none of its gesture recognizers: \(place) is hidden",
                fix: "show it first: \(blocker).isHidden = false")
        case .transparent:
            return Self(
                message: "the \(gesture) on \(view) reached none of its gesture recognizers: \(place) has alpha "
                    + "below 0.01, which UIKit's hit-testing skips",
                fix: "raise \(blocker).alpha before expecting touches")
        }
    }
}
