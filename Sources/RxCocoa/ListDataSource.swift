/// What a table or collection view asks for its contents (UIKit's `UITableViewDataSource` with RxCocoa's
/// `SectionedViewDataSourceType`): how many sections and rows, the cell for a row, and the model behind it.
public protocol ListDataSource: AnyObject {
    /// The sections there are.
    var numberOfSections: Int { get }
    /// The rows (items) in `section`.
    func numberOfItems(inSection section: Int) -> Int
    /// The cell for `indexPath`, configured; nil when the code that makes it failed.
    func cell(for list: ListView, at indexPath: IndexPath) -> ReusableCell?
    /// The model shown at `indexPath` (RxCocoa's `model(at:)`, which `modelSelected` reads).
    func model(at indexPath: IndexPath) throws -> Any?
    /// The title of `section`'s header, if it has one.
    func titleForHeader(inSection section: Int) -> String?
    /// Takes the next element of the bound sequence (the data source's `observedEvent`), before the list reloads.
    func take(_ element: Any?)
}

/// RxCocoa's `RxCocoaError.itemsNotYetBound`: a model was asked for before any items were bound.
public struct ItemsNotYetBound: Error, CustomStringConvertible {
    public let indexPath: IndexPath
    public var description: String { "no items are bound yet: there is no model at \(indexPath)" }
}

/// RxCocoa's array data source (what `items(cellIdentifier:)` and `items { tableView, row, element in … }`
/// install): one section whose rows are the bound array's elements, a cell made by `cellFactory` for each.
public final class ArrayDataSource: ListDataSource {
    /// The bound elements; nil until the first array arrives.
    public private(set) var items: [Any?]?
    private let cellFactory: (ListView, Int, Any?) -> ReusableCell?

    public init(cellFactory: @escaping (ListView, Int, Any?) -> ReusableCell?) {
        self.cellFactory = cellFactory
    }

    public var numberOfSections: Int { 1 }
    public func numberOfItems(inSection section: Int) -> Int { items?.count ?? 0 }
    public func titleForHeader(inSection section: Int) -> String? { nil }
    public func take(_ element: Any?) { items = element as? [Any?] ?? [element] }

    public func cell(for list: ListView, at indexPath: IndexPath) -> ReusableCell? {
        guard let items, items.indices.contains(indexPath.item) else { return nil }
        return cellFactory(list, indexPath.item, items[indexPath.item])
    }

    public func model(at indexPath: IndexPath) throws -> Any? {
        guard let items, indexPath.section == 0, items.indices.contains(indexPath.item) else {
            throw ItemsNotYetBound(indexPath: indexPath)
        }
        return items[indexPath.item]
    }
}

/// RxDataSources' `SectionModel`: a section's model (its header, usually) and its items, printed as RxDataSources
/// prints one: `First section > [1.0, 2.0]`.
public struct SectionModel {
    public var model: Any?
    public var items: [Any?]

    public init(model: Any?, items: [Any?]) {
        self.model = model
        self.items = items
    }
}

/// RxDataSources' `RxTableViewSectionedReloadDataSource` (and the collection view's): sections of models, a cell
/// configured by `configureCell(dataSource, list, indexPath, item)`, optional header titles; each bound array of
/// sections replaces the sections and reloads the whole list.
public final class SectionedDataSource: ListDataSource {
    /// The sections, as the last bound element gave them.
    public private(set) var sectionModels: [SectionModel] = []
    /// Makes the cell for an item.
    public var configureCell: (SectionedDataSource, ListView, IndexPath, Any?) -> ReusableCell?
    /// The header of a section (RxDataSources' default gives none).
    public var titleForHeaderInSection: (SectionedDataSource, Int) -> String?
    /// Reads a bound element as sections (the host's own section values).
    private let sections: (Any?) -> [SectionModel]

    public init(
        configureCell: @escaping (SectionedDataSource, ListView, IndexPath, Any?) -> ReusableCell?,
        titleForHeaderInSection: @escaping (SectionedDataSource, Int) -> String? = { _, _ in nil },
        sections: @escaping (Any?) -> [SectionModel] = { $0 as? [SectionModel] ?? [] }
    ) {
        self.configureCell = configureCell
        self.titleForHeaderInSection = titleForHeaderInSection
        self.sections = sections
    }

    /// The section at `index`.
    public subscript(section index: Int) -> SectionModel? {
        sectionModels.indices.contains(index) ? sectionModels[index] : nil
    }

    /// The item at `indexPath`; nil when there is none.
    public subscript(indexPath: IndexPath) -> Any?? {
        guard let section = self[section: indexPath.section], section.items.indices.contains(indexPath.item) else {
            return nil
        }
        return .some(section.items[indexPath.item])
    }

    public var numberOfSections: Int { sectionModels.count }
    public func numberOfItems(inSection section: Int) -> Int { self[section: section]?.items.count ?? 0 }
    public func titleForHeader(inSection section: Int) -> String? { titleForHeaderInSection(self, section) }
    public func take(_ element: Any?) { sectionModels = sections(element) }

    public func cell(for list: ListView, at indexPath: IndexPath) -> ReusableCell? {
        guard let item = self[indexPath] else { return nil }
        return configureCell(self, list, indexPath, item)
    }

    public func model(at indexPath: IndexPath) throws -> Any? {
        guard let item = self[indexPath] else { throw ItemsNotYetBound(indexPath: indexPath) }
        return item
    }
}
