/// UIKit's `UIRefreshControl`: pulled by a person (it starts refreshing and sends `.valueChanged`); the code
/// ends it by setting `isRefreshing` to false.
public final class RefreshControl: VirtualControl, @unchecked Sendable {
    public init(name: String, screen: Screen) {
        super.init(kind: "RefreshControl", name: name, screen: screen, properties: [("isRefreshing", false)])
    }

    public var isRefreshing: Bool {
        get { value("isRefreshing") as? Bool ?? false }
        set { setValue(newValue, for: "isRefreshing") }
    }

    /// A person pulls to refresh; ignored while it is already refreshing.
    public func pull() {
        guard !isRefreshing else { return }
        perform(.valueChanged) { self.isRefreshing = true }
    }
}

extension Reactive where Base: RefreshControl {
    /// `refresh.rx.isRefreshing`.
    public var isRefreshing: Binder<Bool> { binder("isRefreshing") }
}
