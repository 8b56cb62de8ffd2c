/// The messages a table sends its delegate (`UITableViewDelegate`), through whatever stands in its `delegate`
/// slot: RxCocoa's proxy after any `rx.delegate` use, or an object set with `tableView.delegate = self`.
extension TableView {
    /// `tableView(_:didSelectRowAt:)`.
    public static let didSelectRowAt = Selector(baseName: "tableView", labels: [nil, "didSelectRowAt"])
    /// `tableView(_:heightForRowAt:)`.
    public static let heightForRowAt = Selector(baseName: "tableView", labels: [nil, "heightForRowAt"])
    /// UIKit's default row height, used when the delegate does not say.
    public static let defaultRowHeight = 44.0

    /// Lays the rows out: asks the delegate each row's height, in order (UIKit asks before showing them).
    @discardableResult
    public func layOutRows() -> [Double] {
        (0..<numberOfSections).flatMap { section in
            (0..<numberOfItems(inSection: section)).map { IndexPath(row: $0, section: section) }
        }.map { indexPath in
            let answer = sendDelegateMessage(Self.heightForRowAt, arguments: [self, indexPath], returnsVoid: false)
            switch answer {
            case .some(let height as Double): return height
            case .some(let height as Int): return Double(height)
            default: return Self.defaultRowHeight
            }
        }
    }

    /// Tells the delegate a person selected the row at `indexPath`.
    public func tellDelegateSelected(_ indexPath: IndexPath) {
        sendDelegateMessage(Self.didSelectRowAt, arguments: [self, indexPath])
    }
}
