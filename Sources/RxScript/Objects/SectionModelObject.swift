import RxCocoa

/// RxDataSources' `SectionModel(model:items:)` as a script value, printed as RxDataSources prints one:
/// `First section > [1.0, 2.0]`.
final class SectionModelObject: HostObject, @unchecked Sendable {
    let section: SectionModel

    init(_ section: SectionModel) {
        self.section = section
    }

    /// The section's model (its header, usually).
    var model: Value { Value(native: section.model) }
    /// The section's items.
    var items: [Value] { section.items.map(Value.init(native:)) }

    override var typeName: String { "SectionModel" }
    override var description: String { "\(model.description) > \(Value.array(items).description)" }
    override func isEqual(to other: HostObject) -> Bool {
        guard let other = other as? SectionModelObject else { return false }
        return model == other.model && items == other.items
    }
}
