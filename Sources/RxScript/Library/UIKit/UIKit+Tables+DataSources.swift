import RxCocoa
import RxCore

extension Builtins {
    /// RxDataSources as RxExample uses it: `SectionModel(model:items:)` and
    /// `RxTableViewSectionedReloadDataSource<SectionModel<String, T>>(configureCell:titleForHeaderInSection:)`
    /// (and the collection view's), bound with `items(dataSource:)`.
    @_optimize(none) static func registerSectionedDataSources(_ registry: HostRegistry, context: ScriptContext) {
        registry.namespace("SectionModel").constructor("init", .value("model"), .array("items")) { model, items in
            .object(SectionModelObject(SectionModel(model: model as Value, items: items.map { $0 as Any? })))
        }
        let section = registry.type(for: SectionModelObject.self, name: "SectionModel")
        section.property("model") { receiver in try sectionModel(receiver).model }
        section.property("items") { receiver in .array(try sectionModel(receiver).items) }
        section.property("identity") { receiver in try sectionModel(receiver).model }

        let configureCell = HostParameter<Function>.function("configureCell", takesClosure: false)
        let titleForHeader = HostParameter<Function?>.optionalFunction(
            "titleForHeaderInSection", default: .nil, takesClosure: false)
        let canEdit = HostParameter<Function?>.optionalFunction(
            "canEditRowAtIndexPath", default: .nil, takesClosure: false)
        let canMove = HostParameter<Function?>.optionalFunction(
            "canMoveRowAtIndexPath", default: .nil, takesClosure: false)
        for kind in ["RxTableViewSectionedReloadDataSource", "RxCollectionViewSectionedReloadDataSource"] {
            registry.namespace(kind).constructor("init", configureCell, titleForHeader, canEdit, canMove) {
                configure, title, canEdit, canMove in
                let made = SectionedDataSource(configureCell: { _, _, _, _ in nil }, sections: sections(in:))
                let object = DataSourceObject(made, kind: kind)
                install(configure, title, on: object, context: context)
                weak let weakObject = object
                if let canEdit {
                    made.canEditRowAtIndexPath = { _, indexPath in
                        allows(canEdit, weakObject, indexPath, context: context)
                    }
                }
                if let canMove {
                    made.canMoveRowAtIndexPath = { _, indexPath in
                        allows(canMove, weakObject, indexPath, context: context)
                    }
                }
                return .object(object)
            }
        }
        let dataSource = registry.type(for: DataSourceObject.self, name: "SectionedDataSource")
        dataSource.property("sectionModels") { receiver in .array(try sectionedDataSource(receiver).sectionModels) }
        dataSource.property(
            "configureCell", get: { _ in .nil },
            set: { receiver, value in
                guard case .function(let configure) = value else {
                    throw ScriptError(.propertyType("configureCell", expected: "closure", got: value.typeName), at: nil)
                }
                install(configure, nil, on: try sectionedDataSource(receiver), context: context)
            })
        dataSource.property(
            "titleForHeaderInSection", get: { _ in .nil },
            set: { receiver, value in
                guard case .function(let title) = value else {
                    throw ScriptError(
                        .propertyType("titleForHeaderInSection", expected: "closure", got: value.typeName), at: nil)
                }
                install(nil, title, on: try sectionedDataSource(receiver), context: context)
            })
        dataSource.method("model", HostParameter<RxCocoa.IndexPath>.indexPath("at")) { receiver, indexPath in
            try sectionedDataSource(receiver).subscriptValue(.object(NativeObject(indexPath)))
        }
    }

    /// Sets the script closures a data source calls; the data source is held weakly by them (it holds them).
    private static func install(
        _ configure: Function?, _ title: Function?, on object: DataSourceObject, context: ScriptContext
    ) {
        let source = object.dataSource
        weak let weakObject = object
        if let configure {
            source.configureCell = { _, list, indexPath, item in
                guard let object = weakObject else { return nil }
                return context.guardedValue {
                    let arguments: [Value] = [
                        .object(object), .object(ViewObject.wrap(list)), .object(NativeObject(indexPath)),
                        Value(native: item),
                    ]
                    return try cell(returnedBy: configure.call(arguments), form: "configureCell", from: configure)
                }
            }
        }
        if let title {
            source.titleForHeaderInSection = { _, section in
                guard let object = weakObject else { return nil }
                let value = context.guardedValue { try title.call(.object(object), .int(section)) }
                return value.flatMap { $0.isNil ? nil : $0.description }
            }
        }
    }

    /// What a `canEditRowAtIndexPath:` or `canMoveRowAtIndexPath:` closure answers for `indexPath` (no, when it fails).
    private static func allows(
        _ closure: Function, _ object: DataSourceObject?, _ indexPath: RxCocoa.IndexPath, context: ScriptContext
    ) -> Bool {
        guard let object else { return false }
        return context.guardedValue { try closure.call(.object(object), .object(NativeObject(indexPath))) }
            == .bool(true)
    }

    /// The sections of a bound element: an array of `SectionModel`s (anything else in it is skipped).
    private static func sections(in element: Any?) -> [SectionModel] {
        (element as? [Any?] ?? []).compactMap { item in
            guard case .object(let object as SectionModelObject)? = item as? Value else { return nil }
            return object.section
        }
    }

    private static func sectionModel(_ receiver: Value) throws -> SectionModelObject {
        guard case .object(let object as SectionModelObject) = receiver else {
            throw ScriptError(.wrongReceiver("SectionModel", got: receiver.typeName), at: nil)
        }
        return object
    }

    private static func sectionedDataSource(_ receiver: Value) throws -> DataSourceObject {
        guard case .object(let object as DataSourceObject) = receiver else {
            throw ScriptError(.wrongReceiver("SectionedDataSource", got: receiver.typeName), at: nil)
        }
        return object
    }
}
