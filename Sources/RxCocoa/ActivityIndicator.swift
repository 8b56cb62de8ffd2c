/// UIKit's `UIActivityIndicatorView`: spinning or not.
public final class ActivityIndicator: VirtualView, @unchecked Sendable {
    public init(name: String, screen: Screen) {
        super.init(kind: "ActivityIndicator", name: name, screen: screen, properties: [("isAnimating", false)])
    }

    public var isAnimating: Bool {
        get { value("isAnimating") as? Bool ?? false }
        set { setValue(newValue, for: "isAnimating") }
    }
}

extension Reactive where Base: ActivityIndicator {
    /// `indicator.rx.isAnimating`.
    public var isAnimating: Binder<Bool> { binder("isAnimating") }
}
