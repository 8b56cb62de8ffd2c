import RxCore

/// A cell that a table or collection view reuses (what `UITableViewCell` and `UICollectionViewCell` share): its
/// reuse identifier, its content view, and a dispose bag that reuse replaces.
open class ReusableCell: VirtualView, @unchecked Sendable {
    /// The identifier it was dequeued with (nil for a cell made directly).
    public let reuseIdentifier: String?
    /// The view that holds the cell's content (UIKit's `contentView`).
    public let contentView: VirtualView
    /// Holds the cell's bindings; `prepareForReuse()` replaces it, disposing them.
    public var disposeBag = DisposeBag()
    /// The index path it shows while it is on screen; nil while it waits in the reuse queue.
    public internal(set) var indexPath: IndexPath?

    public init(kind: String, name: String, screen: Screen, reuseIdentifier: String?, properties: [(String, Any?)]) {
        self.reuseIdentifier = reuseIdentifier
        contentView = VirtualView(kind: "View", name: name + ".contentView", screen: screen, properties: [])
        super.init(kind: kind, name: name, screen: screen, properties: properties)
        contentView.container = self
    }

    /// The views the cell is made of, named after it (`table[0].textLabel`).
    open var parts: [VirtualView] { [contentView] }

    /// Takes the name of the row it shows, and its parts with it: `table[2]`, `table[2].textLabel`.
    func rename(showing newName: String) {
        let old = name
        guard newName != old else { return }
        for part in parts where part.name.hasPrefix(old) { part.rename(newName + part.name.dropFirst(old.count)) }
        rename(newName)
    }

    /// Takes the name of the first variable that holds it (`let cell = UITableViewCell(…)`), its parts with it.
    public func adoptCellName(_ chosen: String) {
        guard !hasChosenName else { return }
        let old = name
        adopt(name: chosen)
        for part in parts where part.name.hasPrefix(old) { part.rename(chosen + part.name.dropFirst(old.count)) }
    }

    /// Called before the cell shows another row: a fresh dispose bag ends the old row's bindings (the per-cell
    /// bag that code written with RxSwift resets in its own `prepareForReuse`).
    open func prepareForReuse() {
        disposeBag = DisposeBag()
    }
}
