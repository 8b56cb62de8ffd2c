import RxCocoa

/// A collection view (`UICollectionView`), as scripts see it.
final class CollectionViewObject: ViewObject, @unchecked Sendable {}
/// A collection view's cell (`UICollectionViewCell`), as scripts see it.
final class CollectionViewCellObject: ViewObject, @unchecked Sendable {}
