import Foundation
import RxCore

/// UIKit's `UIScrollView`: a window (its frame) onto content of `contentSize`, moved by `contentOffset`. Every
/// change of the offset, from code or from a person's drag, is a `scrollViewDidScroll` (RxCocoa's `didScroll` and
/// `contentOffset`); a drag also begins and ends dragging, then decelerates. Open so that table and collection
/// views can be scroll views, as in UIKit.
open class ScrollView: VirtualView, @unchecked Sendable {
    /// The delegate messages RxCocoa turns into ControlEvents, in the order UIKit sends them.
    public enum DelegateMessage: Sendable, Equatable {
        case willBeginDragging, didScroll, didEndDragging(willDecelerate: Bool), willBeginDecelerating
        case didEndDecelerating, didScrollToTop
    }

    private let messages = PublishSubject<DelegateMessage>()
    private let offsetLock = NSLock()
    private var offsets: BehaviorSubject<CGPoint>?

    public init(name: String, screen: Screen, kind: String = "ScrollView", properties: [(String, Any?)] = []) {
        super.init(
            kind: kind, name: name, screen: screen,
            properties: [("contentOffset", CGPoint.zero), ("contentSize", CGSize.zero)] + properties)
    }

    deinit {
        offsets?.onCompleted()
        messages.onCompleted()
    }

    /// Where the visible part of the content starts. Setting it, as code does, scrolls: the delegate's
    /// `scrollViewDidScroll` runs, with no dragging.
    public var contentOffset: CGPoint {
        get { value("contentOffset") as? CGPoint ?? .zero }
        set { setValue(newValue, for: "contentOffset") }
    }

    /// The size of the content.
    public var contentSize: CGSize {
        get { value("contentSize") as? CGSize ?? .zero }
        set { setValue(newValue, for: "contentSize") }
    }

    open override func setValue(_ value: Any?, for property: String) {
        super.setValue(value, for: property)
        guard property == "contentOffset" else { return }
        offsetLock.withLock { offsets }?.onNext(contentOffset)
        messages.onNext(.didScroll)
    }

    /// The furthest offset a person can drag to: the content's size less the frame's, never below zero.
    public var maximumContentOffset: CGPoint {
        CGPoint(
            x: max(0, contentSize.width - frame.size.width), y: max(0, contentSize.height - frame.size.height))
    }

    /// A person drags the content to `offset` (kept within the content, as a drag that overshoots bounces back) and
    /// lets go with some speed: dragging begins, the view scrolls, dragging ends and it decelerates to a stop.
    /// Ignored when the view takes no touches.
    public func scroll(to offset: CGPoint) {
        guard receivesTouches else { return }
        let limit = maximumContentOffset
        let target = CGPoint(x: min(max(offset.x, 0), limit.x), y: min(max(offset.y, 0), limit.y))
        messages.onNext(.willBeginDragging)
        if target != contentOffset { contentOffset = target }
        messages.onNext(.didEndDragging(willDecelerate: true))
        messages.onNext(.willBeginDecelerating)
        messages.onNext(.didEndDecelerating)
    }

    /// A person taps the status bar: the content scrolls to the top, then `scrollViewDidScrollToTop`.
    public func scrollToTop() {
        guard receivesTouches else { return }
        if contentOffset.y != 0 { contentOffset = CGPoint(x: contentOffset.x, y: 0) }
        messages.onNext(.didScrollToTop)
    }

    /// The current offset, then each change: one subject per view, made on first use with the offset at that
    /// time, as RxCocoa's delegate proxy keeps it.
    fileprivate var offsetSubject: BehaviorSubject<CGPoint> {
        offsetLock.withLock {
            if let offsets { return offsets }
            let made = BehaviorSubject(value: contentOffset)
            offsets = made
            return made
        }
    }

    fileprivate var delegateMessages: Observable<DelegateMessage> { messages.asObservable() }
}

extension Reactive where Base: ScrollView {
    /// `scroll.rx.contentOffset`: the offset now, then after every scroll, from code or a person; binding to it
    /// sets the offset.
    public var contentOffset: ControlProperty<CGPoint> {
        let sink = Binder<CGPoint>(base, property: "contentOffset") { view, offset in view.contentOffset = offset }
        return ControlProperty(
            values: base.offsetSubject.take(until: base.deallocated), valueSink: sink,
            scheduler: base.screen.subscriptionScheduler)
    }

    /// `scroll.rx.didScroll`: each change of the offset.
    public var didScroll: ControlEvent<Void> { message { $0 == .didScroll ? () : nil } }
    public var willBeginDragging: ControlEvent<Void> { message { $0 == .willBeginDragging ? () : nil } }
    /// Whether the content will go on moving after the finger lifts.
    public var didEndDragging: ControlEvent<Bool> {
        message { if case .didEndDragging(let decelerate) = $0 { decelerate } else { nil } }
    }
    public var willBeginDecelerating: ControlEvent<Void> { message { $0 == .willBeginDecelerating ? () : nil } }
    public var didEndDecelerating: ControlEvent<Void> { message { $0 == .didEndDecelerating ? () : nil } }
    public var didScrollToTop: ControlEvent<Void> { message { $0 == .didScrollToTop ? () : nil } }

    private func message<T>(_ pick: @escaping (ScrollView.DelegateMessage) -> T?) -> ControlEvent<T> {
        ControlEvent(
            events: base.delegateMessages.compactMap(pick).take(until: base.deallocated),
            scheduler: base.screen.subscriptionScheduler)
    }
}
