import Foundation
import RxCore

/// UIKit's `UIPickerView`: wheels (components) of titled rows, one row selected in each. Binding items fills it
/// (RxCocoa's adapters give one component); `selectRow(_:inComponent:)` from code selects silently, and only a
/// person's pick (`pick(row:inComponent:)`) calls the delegate's `didSelectRow`, which RxCocoa's `itemSelected`
/// and `modelSelected` observe.
public final class PickerView: VirtualView, @unchecked Sendable {
    private let lock = NSLock()
    private var models: [[Any?]] = []
    private var selectedRows: [Int] = []
    private let selections = PublishSubject<(row: Int, component: Int)>()

    public init(name: String, screen: Screen) {
        super.init(kind: "PickerView", name: name, screen: screen, properties: [("titles", [[String]]())])
    }

    deinit { selections.onCompleted() }

    /// The rows' titles, by component.
    public var titles: [[String]] { value("titles") as? [[String]] ?? [] }

    public var numberOfComponents: Int { lock.withLock { models.count } }

    public func numberOfRows(inComponent component: Int) -> Int {
        lock.withLock { models.indices.contains(component) ? models[component].count : 0 }
    }

    /// The selected row of `component`: -1 when it has no rows (UIKit's answer), else 0 until another is picked.
    public func selectedRow(inComponent component: Int) -> Int {
        lock.withLock { selectedRows.indices.contains(component) ? selectedRows[component] : -1 }
    }

    /// The model of a row (RxCocoa's `model(at:)`), nil outside the rows.
    public func model(row: Int, component: Int) -> Any? {
        lock.withLock {
            guard models.indices.contains(component), models[component].indices.contains(row) else { return nil }
            return models[component][row]
        }
    }

    /// Shows `items` as the rows of one component titled by `title(row, item)`; each component keeps its
    /// selection when it still has that row, else the last row (UIKit's reload).
    public func reload(_ items: [Any?], title: (Int, Any?) -> String?) {
        reload(components: [items], titles: [items.enumerated().map { title($0.offset, $0.element) ?? "?" }])
    }

    /// Shows several components of models with their titles.
    public func reload(components: [[Any?]], titles: [[String]]) {
        lock.withLock {
            models = components
            selectedRows = components.enumerated().map { index, rows in
                let previous = selectedRows.indices.contains(index) ? selectedRows[index] : 0
                return rows.isEmpty ? -1 : min(max(previous, 0), rows.count - 1)
            }
        }
        setValue(titles, for: "titles")
    }

    /// Selects a row from code (`selectRow(_:inComponent:animated:)`): nothing is sent, as in UIKit.
    public func selectRow(_ row: Int, inComponent component: Int) {
        lock.withLock {
            guard models.indices.contains(component), models[component].indices.contains(row) else { return }
            selectedRows[component] = row
        }
    }

    /// A person turns a wheel to `row`: it is selected and the delegate hears of it, even when it was already
    /// selected (UIKit reports each settle). Rows out of range are ignored; returns whether it was picked.
    @discardableResult
    public func pick(row: Int, inComponent component: Int = 0) -> Bool {
        let inRange: Bool = lock.withLock {
            guard models.indices.contains(component), models[component].indices.contains(row) else { return false }
            selectedRows[component] = row
            return true
        }
        guard inRange, receivesTouches else { return false }
        selections.onNext((row, component))
        return true
    }

    fileprivate var picked: Observable<(row: Int, component: Int)> { selections.asObservable() }
}

extension Reactive where Base: PickerView {
    /// `picker.rx.itemSelected`: each row a person picks, with its component.
    public var itemSelected: ControlEvent<(row: Int, component: Int)> {
        ControlEvent(
            events: base.picked.take(until: base.deallocated), scheduler: base.screen.subscriptionScheduler)
    }

    /// `picker.rx.modelSelected(T.self)`: on each pick, the selected model of every component.
    public var modelSelected: ControlEvent<[Any?]> {
        weak let picker = base
        let models = base.picked.compactMap { _ -> [Any?]? in
            guard let picker else { return nil }
            return (0..<picker.numberOfComponents).map {
                picker.model(row: picker.selectedRow(inComponent: $0), component: $0)
            }
        }
        return ControlEvent(
            events: models.take(until: base.deallocated), scheduler: base.screen.subscriptionScheduler)
    }

    /// `items.bind(to: picker.rx.itemTitles) { row, element in … }`: each array becomes the rows, titled by
    /// `title`.
    public func itemTitles(_ title: @escaping (Int, Any?) -> String?) -> Binder<[Any?]> {
        Binder(base, property: "titles") { picker, items in picker.reload(items, title: title) }
    }
}
