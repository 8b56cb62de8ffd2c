import Foundation
import RxCocoa
import RxCore

/// `list.rx.items(cellIdentifier:)` and `list.rx.items`: what `bind(to:)` or `drive(_:)` takes with the closure
/// that makes or configures each row's cell. `list.rx.items` bound with no closure shows the rows without cells
/// (rxrepl's shorthand).
final class CellItemsObject: HostObject, BindableObject, @unchecked Sendable {
    /// The closure it takes: `{ row, element, cell in … }` with an identifier, `{ list, row, element in … }` without.
    enum Form {
        case cellIdentifier(String)
        case cellFactory
    }

    let list: ListView
    let form: Form

    init(list: ListView, form: Form) {
        self.list = list
        self.form = form
    }

    /// Binding with no closure: rows without cells.
    var observer: AnyObserver<Value> {
        Reactive(list).items(cellFactory: { _, _, _ in nil }).asObserver().mapObserver { value in
            value.native as? [Any?] ?? [value.native]
        }
    }

    var bindingTarget: BindingTarget? { BindingTarget(view: list, property: list.itemsProperty) }

    /// The Binder that `closure` completes, its errors reported through `context`.
    func binder(_ closure: Function, context: ScriptContext) -> Binder<[Any?]> {
        switch form {
        case .cellIdentifier(let identifier):
            return Reactive(list).items(cellIdentifier: identifier) { row, element, cell in
                context.guarded {
                    _ = try closure.call([.int(row), Value(native: element), .object(ViewObject.wrap(cell))])
                }
            }
        case .cellFactory:
            return Reactive(list).items { list, row, element in
                context.guardedValue {
                    let arguments: [Value] = [.object(ViewObject.wrap(list)), .int(row), Value(native: element)]
                    return try Builtins.cell(returnedBy: closure.call(arguments), form: "items", from: closure)
                }
            }
        }
    }

    override var typeName: String { "ItemsBinder" }
    override var description: String {
        switch form {
        case .cellIdentifier: return "\(list.name).rx.items(cellIdentifier:)"
        case .cellFactory: return "\(list.name).rx.items"
        }
    }
}
