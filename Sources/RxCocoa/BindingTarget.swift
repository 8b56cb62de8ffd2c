/// What a Binder or control property writes to: a view and one of its properties (`label.text`), or a named
/// sink itself (`property` is nil). Used to find two sources bound to one target and to draw `:sinks`.
public struct BindingTarget: CustomStringConvertible, @unchecked Sendable {
    /// The view; weak, as RxCocoa's Binder holds its target.
    public private(set) weak var view: VirtualView?
    /// The property, or nil for a named sink.
    public let property: String?
    private let viewName: String

    public init(view: VirtualView, property: String?) {
        self.view = view
        self.property = property
        self.viewName = view.name
    }

    /// `label.text`, or `label` for a named sink.
    public var description: String { viewName + (property.map { "." + $0 } ?? "") }

    /// How code names it as a binding target: `label.rx.text`, `table.rx.items(…)` for a table's rows, or `label`
    /// for a named sink.
    public var rxDescription: String {
        if let list = view as? ListView, property == list.itemsProperty { return viewName + ".rx.items(…)" }
        return viewName + (property.map { ".rx." + $0 } ?? "")
    }
}
