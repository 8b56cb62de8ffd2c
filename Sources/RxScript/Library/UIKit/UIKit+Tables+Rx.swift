import RxCocoa
import RxCore

extension Builtins {
    /// `table.rx` and `collection.rx`: the three `items` forms, the delegate's and data source's events, and the
    /// models behind them (`modelSelected(T.self)`, `model(at:)`).
    @_optimize(none) static func registerListReactive(_ registry: HostRegistry, context: ScriptContext) {
        guard let viewReactive = registry.reactiveViewType else { return }
        let parent = registry.reactiveKinds[ObjectIdentifier(ScrollView.self)] ?? viewReactive
        let table = HostType(name: "Reactive<TableView>", parent: parent)
        let collection = HostType(name: "Reactive<CollectionView>", parent: parent)
        registry.reactiveKindTypes += [table, collection]
        registry.reactiveKinds[ObjectIdentifier(TableView.self)] = table
        registry.reactiveKinds[ObjectIdentifier(CollectionView.self)] = collection

        func list(_ receiver: Value) throws -> ListView {
            guard let list = try reactive(receiver).view as? ListView else {
                throw ScriptError(.wrongReceiver("a table's or collection's rx", got: receiver.typeName), at: nil)
            }
            return list
        }
        func path(_ indexPath: RxCocoa.IndexPath) -> Value { .object(NativeObject(indexPath)) }
        func event<T>(
            _ name: String, _ make: @escaping (Reactive<ListView>) -> ControlEvent<T>, _ convert: @escaping (T) -> Value
        ) -> (Value) throws -> Value {
            { receiver in
                .object(
                    ControlEventObject(make(Reactive(try list(receiver))).asObservable().values(convert), name: name))
            }
        }
        func tuple(_ cell: ReusableCell, _ indexPath: RxCocoa.IndexPath, _ label: String) -> Value {
            .tuple(TupleValue([.object(ViewObject.wrap(cell)), path(indexPath)], labels: ["cell", label]))
        }
        let cellIdentifier = HostParameter<String>.string("cellIdentifier")
        for (type, pathLabel) in [(table, "indexPath"), (collection, "at")] {
            type.property("items") { receiver in .object(CellItemsObject(list: try list(receiver), form: .cellFactory))
            }
            type.method("items", cellIdentifier) { receiver, identifier in
                .object(CellItemsObject(list: try list(receiver), form: .cellIdentifier(identifier)))
            }
            type.method("items", cellIdentifier, .value("cellType")) { receiver, identifier, _ in
                .object(CellItemsObject(list: try list(receiver), form: .cellIdentifier(identifier)))
            }
            let dataSource = HostParameter<DataSourceObject>.object(
                "dataSource", as: DataSourceObject.self,
                expected: "RxTableViewSectionedReloadDataSource<SectionModel<String, T>>(configureCell:)")
            type.method("items", dataSource) { receiver, dataSource in
                binderValue(Reactive(try list(receiver)).items(dataSource: dataSource.dataSource))
            }
            type.property("itemSelected", get: event("itemSelected", \.itemSelected, path))
            type.property("itemDeselected", get: event("itemDeselected", \.itemDeselected, path))
            type.property(
                "willDisplayCell",
                get: event("willDisplayCell", \.willDisplayCell) { tuple($0.cell, $0.indexPath, pathLabel) })
            type.property(
                "didEndDisplayingCell",
                get: event("didEndDisplayingCell", \.didEndDisplayingCell) { tuple($0.cell, $0.indexPath, pathLabel) })
            let models: [(String, (Reactive<ListView>) -> ControlEvent<Any?>)] = [
                ("modelSelected", { $0.modelSelected }), ("modelDeselected", { $0.modelDeselected }),
            ]
            for (name, make) in models {
                type.property(name, get: event(name, make) { Value(native: $0) })
                type.method(name, .value(), .call) { receiver, model, call in
                    typedModels(try event(name, make) { Value(native: $0) }(receiver), model, call, context: context)
                }
            }
            type.method("model", HostParameter<RxCocoa.IndexPath>.indexPath("at")) { receiver, indexPath in
                do {
                    return Value(native: try list(receiver).model(at: indexPath))
                } catch {
                    throw ScriptError(.noItemAt(indexPath.description), at: nil)
                }
            }
        }
        table.property("itemDeleted", get: event("itemDeleted", \.itemDeleted, path))
        table.property("itemInserted", get: event("itemInserted", \.itemInserted, path))
        table.property(
            "itemAccessoryButtonTapped", get: event("itemAccessoryButtonTapped", \.itemAccessoryButtonTapped, path))
        table.property(
            "itemMoved",
            get: event("itemMoved", \.itemMoved) { move in
                .tuple(
                    TupleValue(
                        [path(move.sourceIndex), path(move.destinationIndex)],
                        labels: ["sourceIndex", "destinationIndex"]))
            })
        table.property("modelDeleted", get: event("modelDeleted", \.modelDeleted) { Value(native: $0) })
        table.method("modelDeleted", .value(), .call) { receiver, model, call in
            let models = try event("modelDeleted", \.modelDeleted) { Value(native: $0) }(receiver)
            return typedModels(models, model, call, context: context)
        }
    }

    /// `modelSelected(T.self)`'s models: one that is not a `T` is reported where the call is and left out, where
    /// RxCocoa's `castOrFatalError` stops the app.
    private static func typedModels(
        _ events: Value, _ type: Value, _ call: HostCall, context: ScriptContext
    ) -> Value {
        let expected = type.description
        guard case .object(let object as ControlEventObject) = events,
            ["String", "Int", "Double", "Bool"].contains(expected) || type.typeName.hasSuffix(".Type")
        else { return events }
        let checked = object.observable.filter { model in
            let actual = model.typeName
            guard actual != expected && actual + ".Type" != type.typeName else { return true }
            context.reportError(ScriptError(.modelType(expected: expected, got: actual), at: call.range))
            return false
        }
        return .object(ControlEventObject(checked, name: object.name))
    }
}
