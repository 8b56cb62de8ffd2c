import RxCocoa

/// RxDataSources' `RxTableViewSectionedReloadDataSource` (or the collection view's) as a script value:
/// `dataSource[indexPath]` is an item, `dataSource[section]` a section model, `sectionModels` all of them.
final class DataSourceObject: HostObject, SubscriptableObject, @unchecked Sendable {
    let dataSource: SectionedDataSource
    let kind: String

    init(_ dataSource: SectionedDataSource, kind: String) {
        self.dataSource = dataSource
        self.kind = kind
    }

    /// The sections as script values.
    var sectionModels: [Value] { dataSource.sectionModels.map { .object(SectionModelObject($0)) } }

    func subscriptValue(_ position: Value) throws -> Value {
        switch position {
        case .int(let index):
            guard let section = dataSource[section: index] else {
                throw ScriptError(.noSuchSection(index, count: dataSource.numberOfSections), at: nil)
            }
            return .object(SectionModelObject(section))
        case .object(let object as NativeObject):
            guard let indexPath = object.value as? RxCocoa.IndexPath else { break }
            guard let item = dataSource[indexPath] else {
                throw ScriptError(.noItemAt(indexPath.description), at: nil)
            }
            return Value(native: item)
        default: break
        }
        throw ScriptError(
            .argumentType("subscript", of: kind, expected: "IndexPath or section number", got: position.typeName),
            at: nil)
    }

    override var typeName: String { kind }
    override var description: String { "\(kind)(\(dataSource.numberOfSections) sections)" }
}

/// A host object read with `object[position]`.
protocol SubscriptableObject: HostObject {
    /// The value at `position`; throws a message without a place (the subscript's node adds it).
    func subscriptValue(_ position: Value) throws -> Value
}
