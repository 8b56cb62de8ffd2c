import Foundation
import RxCore

/// UIKit's `UIBarButtonItem`: a button in a navigation bar or toolbar (an `NSObject`, not a view), with a title
/// or a system item, and one target and action that a tap sends.
public final class BarButtonItem: ReactiveCompatible, CustomStringConvertible, @unchecked Sendable {
    /// `UIBarButtonItem.Style`'s case name (`plain`, `done`).
    public var style: String
    /// `UIBarButtonItem.SystemItem`'s case name (`add`, `refresh`), nil for a titled item.
    public let systemItem: String?
    /// The screen whose main thread its events are delivered on.
    public let screen: Screen
    /// Its associated objects (`rx.disposeBag`, the `rx.tap` source).
    public let associations = Associations()
    /// Emits and completes when the item goes away.
    public let deallocated = ReplaySubject<Void>.create(bufferSize: 1)

    private let lock = NSRecursiveLock()
    private var titleValue: String?
    private var enabled = true
    private weak var targetObject: AnyObject?
    private var actionSelector: Selector?
    private let sendAction: (AnyObject, Selector, BarButtonItem) -> Void

    /// An item; `sendAction` calls the action on a target the host knows (a script object): UIKit's
    /// `sendAction(_:to:from:for:)`.
    public init(
        title: String?, style: String = "plain", systemItem: String? = nil, screen: Screen,
        sendAction: @escaping (AnyObject, Selector, BarButtonItem) -> Void
    ) {
        self.titleValue = title
        self.style = style
        self.systemItem = systemItem
        self.screen = screen
        self.sendAction = sendAction
    }

    deinit {
        deallocated.onNext(())
        deallocated.onCompleted()
        associations.releaseAll()
    }

    public var title: String? {
        get { lock.withLock { titleValue } }
        set { lock.withLock { titleValue = newValue } }
    }

    /// Whether a tap sends the action.
    public var isEnabled: Bool {
        get { lock.withLock { enabled } }
        set { lock.withLock { enabled = newValue } }
    }

    /// The object the action is sent to, held weakly as UIKit holds it.
    public var target: AnyObject? {
        get { lock.withLock { targetObject } }
        set { lock.withLock { targetObject = newValue } }
    }

    /// The action sent on a tap.
    public var action: Selector? {
        get { lock.withLock { actionSelector } }
        set { lock.withLock { actionSelector = newValue } }
    }

    /// A person taps it: the action goes to the target, nothing happens while disabled or without both.
    public func tap() {
        let (target, action, enabled) = lock.withLock { (targetObject, actionSelector, self.enabled) }
        guard enabled, let target, let action else { return }
        if let rxTarget = target as? BarButtonItemTarget {
            rxTarget.fire()
        } else {
            sendAction(target, action, self)
        }
    }

    /// `UIBarButtonItem(title: "Add")` or `UIBarButtonItem(barButtonSystemItem: .add)`.
    public var description: String {
        if let systemItem { return "UIBarButtonItem(.\(systemItem))" }
        return "UIBarButtonItem(\(title.map { "\"\($0)\"" } ?? "nil"))"
    }
}

/// RxCocoa's target for `rx.tap`: while subscribed it is the item's target and action (replacing any the code
/// set), and disposing it clears both.
final class BarButtonItemTarget: Disposable, @unchecked Sendable {
    private weak var item: BarButtonItem?
    private var callback: (() -> Void)?
    private let lock = NSLock()

    init(item: BarButtonItem, callback: @escaping () -> Void) {
        self.item = item
        self.callback = callback
        item.target = self
        item.action = Selector("action:")
    }

    func fire() { lock.withLock { callback }?() }

    func dispose() {
        lock.withLock { callback = nil }
        item?.target = nil
        item?.action = nil
    }
}

extension Reactive where Base: BarButtonItem {
    /// `item.rx.tap`: one shared source per item, which takes over the item's target and action while subscribed.
    public var tap: ControlEvent<Void> {
        let item = base
        let source: SharedSource = base.associations.object("rx.tap") {
            weak let weakItem = item
            let events = Observable<Void>.create { observer in
                guard let item = weakItem else {
                    observer.onCompleted()
                    return Disposables.create()
                }
                return BarButtonItemTarget(item: item) { observer.onNext(()) }
            }
            return SharedSource(events.take(until: item.deallocated).share())
        }
        return ControlEvent(events: source.observable, scheduler: base.screen.subscriptionScheduler)
    }
}

/// An observable kept as an associated object.
final class SharedSource: @unchecked Sendable {
    let observable: Observable<Void>
    init(_ observable: Observable<Void>) { self.observable = observable }
}
