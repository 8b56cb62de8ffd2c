import Foundation
import RxCore

/// UIKit's gesture recognizers (`UITapGestureRecognizer`, `UIPanGestureRecognizer`, `UILongPressGestureRecognizer`,
/// `UISwipeGestureRecognizer`): attached to a view, they turn a person's touches into actions sent to their
/// targets. A discrete gesture (tap, swipe) is sent once, in state `.recognized`; a continuous one (pan, long
/// press) once per state: `.began`, `.changed`…, `.ended`. Between gestures the state is `.possible`.
public final class GestureRecognizer: ReactiveCompatible, CustomStringConvertible, @unchecked Sendable {
    /// The kinds UIKit has, by the class name's middle (`Tap` for `UITapGestureRecognizer`).
    public enum Kind: String, CaseIterable, Sendable {
        case tap = "Tap", pan = "Pan", longPress = "LongPress", swipe = "Swipe"

        /// Tap and swipe are recognized at once; pan and long press go through began, changed and ended.
        public var isContinuous: Bool { self == .pan || self == .longPress }
    }

    /// UIKit's `UIGestureRecognizer.State`.
    public enum State: String, CaseIterable, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// UIKit's `.recognized`, which is `.ended`.
        public static let recognized = State.ended
    }

    /// `UISwipeGestureRecognizer.Direction`.
    public enum Direction: String, CaseIterable, Sendable {
        case right, left, up, down
    }

    public let kind: Kind
    /// The screen whose main thread its events arrive on.
    public let screen: Screen
    /// Emits and completes when the recognizer goes away (RxCocoa's `rx.deallocated`).
    public let deallocated = PublishSubject<Void>()
    /// The host's object that stands for this recognizer, held weakly.
    public weak var owner: AnyObject?

    private let lock = NSRecursiveLock()
    private weak var attachedView: VirtualView?
    private var currentState = State.possible
    private var currentLocation = CGPoint.zero
    private var currentTranslation = CGPoint.zero
    private var targets: [Int: (GestureRecognizer) -> Void] = [:]
    private var nextTargetID = 0
    private var enabled = true
    /// The direction a swipe recognizer looks for (`.right` by default, as in UIKit).
    public var direction: Direction = .right
    /// How many taps a tap recognizer needs (`numberOfTapsRequired`).
    public var numberOfTapsRequired = 1

    public init(kind: Kind, screen: Screen) {
        self.kind = kind
        self.screen = screen
    }

    deinit {
        deallocated.onNext(())
        deallocated.onCompleted()
    }

    /// The view it is attached to.
    public var view: VirtualView? { lock.withLock { attachedView } }
    public var state: State { lock.withLock { currentState } }
    /// A disabled recognizer ignores touches (`isEnabled`).
    public var isEnabled: Bool {
        get { lock.withLock { enabled } }
        set { lock.withLock { enabled = newValue } }
    }

    /// Where the touch is, in `view`'s coordinates (the recognizer's view's when nil): `location(in:)`.
    public func location(in view: VirtualView?) -> CGPoint {
        let point = lock.withLock { currentLocation }
        return convert(point, to: view)
    }

    /// How far a pan has moved since it began, in `view`'s coordinates: `translation(in:)`. Zero for other kinds.
    public func translation(in view: VirtualView?) -> CGPoint {
        lock.withLock { currentTranslation }
    }

    /// Moves a pan's starting point (`setTranslation(_:in:)`), as code does to read each step's movement.
    public func setTranslation(_ translation: CGPoint, in view: VirtualView?) {
        lock.withLock { currentTranslation = translation }
    }

    /// Calls `action` with the recognizer on each action it sends; returns how to stop (`addTarget(_:action:)`).
    public func addTarget(_ action: @escaping (GestureRecognizer) -> Void) -> Disposable {
        let id: Int = lock.withLock {
            nextTargetID += 1
            targets[nextTargetID] = action
            return nextTargetID
        }
        return Disposables.create { [weak self] in
            guard let self else { return }
            self.lock.withLock { self.targets[id] = nil }
        }
    }

    func attach(to view: VirtualView?) {
        lock.withLock { attachedView = view }
    }

    /// Enters `state` with the touch at `location` (in the view) and sends the action to every target, in the
    /// order they were added.
    func send(_ state: State, at location: CGPoint, translation: CGPoint = .zero) {
        let actions: [(GestureRecognizer) -> Void] = lock.withLock {
            currentState = state
            currentLocation = location
            currentTranslation = translation
            return targets.sorted { $0.key < $1.key }.map(\.value)
        }
        for action in actions { action(self) }
    }

    /// Back to `.possible` once the gesture is over.
    func reset() {
        lock.withLock {
            currentState = .possible
            currentTranslation = .zero
        }
    }

    private func convert(_ point: CGPoint, to other: VirtualView?) -> CGPoint {
        guard let other, let own = view, other !== own else { return point }
        let from = own.originOnScreen, to = other.originOnScreen
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }

    /// `UITapGestureRecognizer`, as `print` shows it.
    public var description: String { "UI\(kind.rawValue)GestureRecognizer(\(state.rawValue))" }
}

extension VirtualView {
    /// The recognizers attached to the view, in the order they were added (`gestureRecognizers`).
    public var gestureRecognizers: [GestureRecognizer] { links.lock.withLock { links.recognizers } }

    /// Attaches `recognizer` (`addGestureRecognizer(_:)`), taking it from a view it was on before.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        links.lock.withLock { links.recognizers.append(recognizer) }
        recognizer.attach(to: self)
    }

    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        links.lock.withLock { links.recognizers.removeAll { $0 === recognizer } }
        if recognizer.view === self { recognizer.attach(to: nil) }
    }

    /// The view's origin in screen coordinates (the sum of its and its superviews' frame origins, less scroll
    /// offsets).
    var originOnScreen: CGPoint {
        var point = CGPoint.zero
        var current: VirtualView? = self
        while let view = current {
            point.x += view.frame.origin.x - view.bounds.origin.x
            point.y += view.frame.origin.y - view.bounds.origin.y
            current = view.superview
        }
        return point
    }

    /// The enabled recognizers of `kind` that a touch would reach: none when the view does not receive touches,
    /// which is warned about once when it has such recognizers (a tap recognizer on a label is the classic case).
    private func recognizers(_ kind: GestureRecognizer.Kind) -> [GestureRecognizer] {
        let found = gestureRecognizers.filter { $0.kind == kind && $0.isEnabled }
        guard !found.isEmpty, let (blocker, reason) = touchBlocker else { return touchBlocker == nil ? found : [] }
        let gesture = kind == .longPress ? "long press" : kind.rawValue.lowercased()
        screen.warn(
            .touchBlocked, in: nil, about: "\(name).\(kind.rawValue)",
            .touchBlocked(gesture: gesture, view: name, blocker: blocker.name, reason: reason))
        return []
    }

    /// A person taps the view (at its centre unless `point` is given): each tap recognizer is recognized. Returns
    /// false when nothing recognized it (no tap recognizer, or the view takes no touches).
    @discardableResult
    public func performTap(at point: CGPoint? = nil) -> Bool {
        let found = recognizers(.tap)
        let location = point ?? CGPoint(x: bounds.midX, y: bounds.midY)
        for recognizer in found {
            recognizer.send(.recognized, at: location)
            recognizer.reset()
        }
        return !found.isEmpty
    }

    /// A person drags a finger across the view by `translation`, in `steps` moves: each pan recognizer goes
    /// `.began` (not yet moved), `.changed` once per step, then `.ended` where the finger was lifted.
    @discardableResult
    public func performPan(by translation: CGPoint, steps: Int = 1) -> Bool {
        let found = recognizers(.pan)
        let start = CGPoint(x: bounds.midX, y: bounds.midY)
        let count = max(steps, 1)
        for recognizer in found {
            recognizer.send(.began, at: start)
            var moved = CGPoint.zero
            for step in 1...count {
                let fraction = Double(step) / Double(count)
                moved = CGPoint(x: translation.x * fraction, y: translation.y * fraction)
                recognizer.send(.changed, at: CGPoint(x: start.x + moved.x, y: start.y + moved.y), translation: moved)
            }
            recognizer.send(.ended, at: CGPoint(x: start.x + moved.x, y: start.y + moved.y), translation: moved)
            recognizer.reset()
        }
        return !found.isEmpty
    }

    /// A person presses and holds the view: each long-press recognizer goes `.began`, then `.ended` on release.
    @discardableResult
    public func performLongPress() -> Bool {
        let found = recognizers(.longPress)
        let location = CGPoint(x: bounds.midX, y: bounds.midY)
        for recognizer in found {
            recognizer.send(.began, at: location)
            recognizer.send(.ended, at: location)
            recognizer.reset()
        }
        return !found.isEmpty
    }

    /// A person swipes across the view in `direction`: the swipe recognizers looking for it are recognized.
    @discardableResult
    public func performSwipe(_ direction: GestureRecognizer.Direction) -> Bool {
        let found = recognizers(.swipe).filter { $0.direction == direction }
        let location = CGPoint(x: bounds.midX, y: bounds.midY)
        for recognizer in found {
            recognizer.send(.recognized, at: location)
            recognizer.reset()
        }
        return !found.isEmpty
    }
}

extension Reactive where Base: GestureRecognizer {
    /// `gesture.rx.event`: the recognizer itself on each action it sends (RxCocoa's ControlEvent: subscribed on
    /// main, never errors, completes when the recognizer goes away).
    public var event: ControlEvent<GestureRecognizer> {
        weak let recognizer = base
        let source = Observable<GestureRecognizer>.create { observer in
            guard let recognizer else {
                observer.onCompleted()
                return Disposables.create()
            }
            return recognizer.addTarget { observer.onNext($0) }
        }.take(until: base.deallocated)
        return ControlEvent(events: source, scheduler: base.screen.subscriptionScheduler)
    }
}
