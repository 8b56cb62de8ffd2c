import Foundation

/// What UIKit keeps beside a view's properties: its subviews (held strongly, in order, the last one on top), its
/// superview (weakly) and its gesture recognizers.
final class ViewLinks: @unchecked Sendable {
    let lock = NSRecursiveLock()
    var subviews: [VirtualView] = []
    weak var superview: VirtualView?
    var recognizers: [GestureRecognizer] = []
}

/// Why a view cannot be added where it was asked to go (UIKit stops the app there).
public enum ViewHierarchyError: Error, Equatable {
    /// The view was to be added to itself.
    case addedToItself(String)
    /// The view was to be added to one of its own subviews (or theirs).
    case addedToDescendant(view: String, descendant: String)
}

extension VirtualView {
    /// The subviews in order, back to front (`subviews`).
    public var subviews: [VirtualView] { links.lock.withLock { links.subviews } }

    /// The view this one was added to, if any (`superview`).
    public var superview: VirtualView? { links.lock.withLock { links.superview } }

    /// Adds `view` on top of the subviews (`addSubview(_:)`): a view that has another superview leaves it first,
    /// and one already here moves to the top, as in UIKit.
    public func addSubview(_ view: VirtualView) throws {
        try insertSubview(view, at: Int.max)
    }

    /// Inserts `view` among the subviews at `index` (clamped to the list), taking it from its old superview.
    public func insertSubview(_ view: VirtualView, at index: Int) throws {
        if view === self { throw ViewHierarchyError.addedToItself(name) }
        if isDescendant(of: view) { throw ViewHierarchyError.addedToDescendant(view: view.name, descendant: name) }
        view.removeFromSuperview()
        links.lock.withLock {
            links.subviews.insert(view, at: min(max(index, 0), links.subviews.count))
        }
        view.links.lock.withLock { view.links.superview = self }
    }

    /// Takes the view out of its superview's subviews (`removeFromSuperview()`); nothing happens without one.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.links.lock.withLock { parent.links.subviews.removeAll { $0 === self } }
        links.lock.withLock { links.superview = nil }
    }

    /// True when the view is `view` or inside it (`isDescendant(of:)`).
    public func isDescendant(of view: VirtualView) -> Bool {
        var current: VirtualView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The view and every view inside it, depth first, each with its depth (0 for this one): the tree to draw.
    public var hierarchy: [(depth: Int, view: VirtualView)] {
        [(0, self)] + subviews.flatMap { $0.hierarchy.map { ($0.depth + 1, $0.view) } }
    }

    // MARK: - Properties every view has

    /// Where the view is in its superview (`frame`); `.zero` until set.
    public var frame: CGRect {
        get { value("frame") as? CGRect ?? .zero }
        set { setValue(newValue, for: "frame") }
    }

    /// The view's own coordinates: its frame's size at the origin, or at the content offset for a scroll view.
    public var bounds: CGRect {
        CGRect(origin: (self as? ScrollView)?.contentOffset ?? .zero, size: frame.size)
    }

    /// The fill colour; nil (transparent) until set.
    public var backgroundColor: Color? {
        get { value("backgroundColor") as? Color }
        set { setValue(newValue, for: "backgroundColor") }
    }

    public var isHidden: Bool {
        get { value("isHidden") as? Bool ?? false }
        set { setValue(newValue, for: "isHidden") }
    }

    public var alpha: Double {
        get { value("alpha") as? Double ?? 1 }
        set { setValue(newValue, for: "alpha") }
    }

    /// A number code uses to find the view again (`tag`); 0 until set.
    public var tag: Int {
        get { value("tag") as? Int ?? 0 }
        set { setValue(newValue, for: "tag") }
    }

    /// Whether touches reach the view; UIKit starts a label with false and other views with true.
    public var isUserInteractionEnabled: Bool {
        get { value("isUserInteractionEnabled") as? Bool ?? !(self is Label) }
        set { setValue(newValue, for: "isUserInteractionEnabled") }
    }

    /// Why a touch cannot reach a view, as UIKit's hit-testing decides.
    public enum TouchBlock: Sendable {
        case hidden, transparent, takesNoTouches
    }

    /// True when a person's touch can reach the view: it and every superview are shown (not hidden, alpha at least
    /// 0.01) and take touches, as UIKit's hit-testing requires.
    public var receivesTouches: Bool { touchBlocker == nil }

    /// The nearest view (this one or a superview) that keeps touches from reaching this one, and why.
    public var touchBlocker: (view: VirtualView, reason: TouchBlock)? {
        var current: VirtualView? = self
        while let view = current {
            if view.isHidden { return (view, .hidden) }
            if view.alpha < 0.01 { return (view, .transparent) }
            if !view.isUserInteractionEnabled { return (view, .takesNoTouches) }
            current = view.superview
        }
        return nil
    }
}

/// UIKit's plain `UIView` (`UIView()`, `UIView(frame:)`): a rectangle that holds other views.
open class View: VirtualView, @unchecked Sendable {
    public init(name: String, screen: Screen, frame: CGRect? = nil, kind: String = "View") {
        super.init(kind: kind, name: name, screen: screen, properties: frame.map { [("frame", $0)] } ?? [])
    }
}
