import RxCocoa

/// A collection view (`UICollectionView`), as scripts see it.
final class CollectionViewObject: ViewObject, @unchecked Sendable {}
/// A table's cell (`UITableViewCell`), as scripts see it.
final class TableViewCellObject: ViewObject, @unchecked Sendable {
    override func adopt(name: String) { (view as? ReusableCell)?.adoptCellName(name) }
}

/// A collection view's cell (`UICollectionViewCell`), as scripts see it.
final class CollectionViewCellObject: ViewObject, @unchecked Sendable {
    override func adopt(name: String) { (view as? ReusableCell)?.adoptCellName(name) }
}
