import RxCocoa
import RxCore

extension Builtins {
    /// `UITableViewCell(style:reuseIdentifier:)`, `UICollectionViewCell()`, and a cell's labels, image view,
    /// content view, accessory, selection style and per-cell dispose bag.
    @_optimize(none) static func registerTableCells(
        _ registry: HostRegistry, context: ScriptContext,
        make: @escaping (String, Value, (String) -> VirtualView) -> Value
    ) {
        let screen = context.runtime.screen!
        let name = HostParameter<Value>.value("name", default: .nil)
        let identifier = HostParameter<String?>("reuseIdentifier", default: .nil) { arguments, index in
            arguments[index].isNil ? nil : try arguments.string(index)
        }
        for type in ["TableViewCell", "UITableViewCell"] {
            let namespace = registry.namespace(type)
            namespace.constructor("init", .value("style"), identifier, name) { style, identifier, name in
                let style = TableViewCell.Style(rawValue: caseName(style) ?? "") ?? .default
                return make("TableViewCell", name) {
                    TableViewCell(name: $0, screen: screen, style: style, reuseIdentifier: identifier)
                }
            }
            namespace.constructor("init", name) { name in
                make("TableViewCell", name) { TableViewCell(name: $0, screen: screen, style: .default) }
            }
        }
        for type in ["CollectionViewCell", "UICollectionViewCell"] {
            registry.namespace(type).constructor("init", name) { name in
                make("CollectionViewCell", name) { CollectionViewCell(name: $0, screen: screen) }
            }
        }
        // `.gray` and `.blue` are UIColor's too; a selection style reads a colour's name (see `caseName`).
        for name in ["subtitle", "value1", "value2"] + TableViewCell.Accessory.allCases.map(\.rawValue)
            + ["blue", "gray"] where name != "none" && registry.implicitMembers.property(named: name) == nil
        {
            registry.implicitMembers.property(name) { _ in .object(EnumCaseObject("UITableViewCell", name)) }
        }

        let anyView = registry.type(for: ViewObject.self, name: "View")
        let tableCell = registry.type(for: TableViewCellObject.self, name: "TableViewCell", parent: anyView)
        let collectionCell = registry.type(
            for: CollectionViewCellObject.self, name: "CollectionViewCell", parent: anyView)
        func part(_ get: @escaping (TableViewCell) -> VirtualView?) -> (Value) throws -> Value {
            { receiver in try get(view(receiver, as: TableViewCell.self)).map { .object(ViewObject.wrap($0)) } ?? .nil }
        }
        tableCell.property("textLabel", get: part(\.textLabel))
        tableCell.property("detailTextLabel", get: part(\.detailTextLabel))
        tableCell.property("imageView", get: part(\.imageView))
        tableCell.property(
            "accessoryType",
            get: { receiver in
                .object(
                    EnumCaseObject("UITableViewCell", try view(receiver, as: TableViewCell.self).accessoryType.rawValue)
                )
            },
            set: { receiver, value in
                let cell = try view(receiver, as: TableViewCell.self)
                guard
                    let accessory = value.isNil
                        ? TableViewCell.Accessory.none : caseName(value).flatMap(TableViewCell.Accessory.init)
                else {
                    throw ScriptError(
                        .propertyType(
                            "accessoryType", expected: "UITableViewCell.AccessoryType such as .checkmark",
                            got: value.typeName), at: nil)
                }
                cell.accessoryType = accessory
            })
        tableCell.property(
            "selectionStyle",
            get: { receiver in
                .object(
                    EnumCaseObject(
                        "UITableViewCell", try view(receiver, as: TableViewCell.self).selectionStyle.rawValue))
            },
            set: { receiver, value in
                let cell = try view(receiver, as: TableViewCell.self)
                guard
                    let style = value.isNil
                        ? TableViewCell.SelectionStyle.none : caseName(value).flatMap(TableViewCell.SelectionStyle.init)
                else {
                    throw ScriptError(
                        .propertyType(
                            "selectionStyle", expected: "UITableViewCell.SelectionStyle such as .none",
                            got: value.typeName), at: nil)
                }
                cell.selectionStyle = style
            })
        for type in [tableCell, collectionCell] {
            type.property("contentView") { receiver in
                .object(ViewObject.wrap(try view(receiver, as: ReusableCell.self).contentView))
            }
            type.property("reuseIdentifier") { receiver in
                try view(receiver, as: ReusableCell.self).reuseIdentifier.map(Value.string) ?? .nil
            }
            for name in ["disposeBag", "disposeBagForBinding"] {
                type.property(
                    name,
                    get: { receiver in .object(DisposeBagObject(try view(receiver, as: ReusableCell.self).disposeBag))
                    },
                    set: { receiver, value in
                        guard case .object(let bag as DisposeBagObject) = value else {
                            throw ScriptError(.propertyType(name, expected: "DisposeBag", got: value.typeName), at: nil)
                        }
                        try view(receiver, as: ReusableCell.self).disposeBag = bag.bag
                    })
            }
            type.action("prepareForReuse", on: ReusableCell.self) { cell in cell.prepareForReuse() }
        }
    }

    /// The cell a cell factory returned (`return cell`), or the error, pointing at the closure, that says what it
    /// must return.
    static func cell(returnedBy value: Value, form: String, from closure: Function) throws -> ReusableCell {
        guard case .object(let object as ViewObject) = value, let cell = object.view as? ReusableCell else {
            throw ScriptError(
                .cellFactoryResult(form, got: value.typeName), at: (closure as? ScriptFunction)?.code.range)
        }
        return cell
    }
}
