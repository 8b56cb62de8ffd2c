import Foundation
import RxCocoa
import RxCore

extension Builtins {
    /// `UIPickerView()`: rows bound with `items.bind(to: picker.rx.itemTitles) { row, element in … }`, a person's
    /// pick (`picker.pick(row:)`) seen by `rx.itemSelected` and `rx.modelSelected(T.self)`; `selectRow` from code.
    @_optimize(none) static func registerPickers(_ registry: HostRegistry, naming: ViewNaming, context: ScriptContext) {
        let screen = context.runtime.screen!
        registry.namespace("UIPickerView").constructor("init", .value("name", default: .nil)) { name in
            naming.make("PickerView", { PickerView(name: $0, screen: screen) }, name: name)
        }
        let anyView = registry.type(for: ViewObject.self, name: "View")
        let picker = registry.type(for: PickerViewObject.self, name: "PickerView", parent: anyView)
        let receiver = { (value: Value, _: Arguments) in try view(value, as: PickerView.self) }
        picker.action(
            "selectRow", .int(), .int("inComponent", default: 0), .bool("animated", default: false), on: PickerView.self
        ) { picker, row, component, _ in picker.selectRow(row, inComponent: component) }
        picker.method("selectedRow", .int("inComponent", default: 0), receiver: receiver) { picker, component in
            .int(picker.selectedRow(inComponent: component))
        }
        picker.method("numberOfRows", .int("inComponent", default: 0), receiver: receiver) { picker, component in
            .int(picker.numberOfRows(inComponent: component))
        }
        picker.property("numberOfComponents") { value in .int(try view(value, as: PickerView.self).numberOfComponents) }
        picker.action("reloadAllComponents", on: PickerView.self) { _ in }
        picker.action("pick", .int("row"), .int("inComponent", default: 0), on: PickerView.self) {
            picker, row, component in picker.pick(row: row, inComponent: component)
        }

        let reactive = HostType(name: "Reactive<PickerView>", parent: reactiveViewType(registry))
        registry.reactiveKindTypes.append(reactive)
        picker.property("rx") { value in
            .object(ReactiveObject(view: try view(value, as: PickerView.self), type: reactive))
        }
        func pickerOf(_ value: Value) throws -> PickerView {
            guard case .object(let rx as ReactiveObject) = value, let picker = rx.view as? PickerView else {
                throw ScriptError(.wrongReceiver("Reactive<PickerView>", got: value.typeName), at: nil)
            }
            return picker
        }
        reactive.property("itemSelected") { value in
            let events = try pickerOf(value).rx.itemSelected.asObservable().map {
                Value.tuple([.int($0.row), .int($0.component)], labels: ["row", "component"])
            }
            return .object(ControlEventObject(events, name: "itemSelected"))
        }
        reactive.method("modelSelected", .value()) { value, _ in
            eventValue(try pickerOf(value).rx.modelSelected, name: "modelSelected")
        }
        reactive.property("itemTitles") { value in .object(PickerItemsObject(picker: try pickerOf(value))) }
        reactive.property("items") { value in
            .object(PickerItemsObject(picker: try pickerOf(value), makesViews: true))
        }
    }

    /// The `rx` type every view's reactive members live in (`isHidden`, `observe`…), the parent of each kind's.
    private static func reactiveViewType(_ registry: HostRegistry) -> HostType? {
        registry.reactiveKindTypes.first?.parent
    }

    /// `UIScrollView()`: `contentOffset`, `contentSize`, a person's drag (`scroll.scroll(to:)`), and RxCocoa's
    /// `rx.contentOffset`, `rx.didScroll`, `rx.willBeginDragging`, `rx.didEndDragging`, `rx.didEndDecelerating`….
    @_optimize(none) static func registerScrollViews(
        _ registry: HostRegistry, naming: ViewNaming, context: ScriptContext
    ) {
        let screen = context.runtime.screen!
        let namespace = registry.namespace("UIScrollView")
        namespace.constructor("init", .value("name", default: .nil)) { name in
            naming.make("ScrollView", { ScrollView(name: $0, screen: screen) }, name: name)
        }
        namespace.constructor("init", .rect("frame"), .value("name", default: .nil)) { (frame: CGRect, name: Value) in
            let properties: [(String, Any?)] = [("frame", frame)]
            return naming.make(
                "ScrollView", { ScrollView(name: $0, screen: screen, properties: properties) }, name: name)
        }
        let anyView = registry.type(for: ViewObject.self, name: "View")
        let scroll = registry.type(for: ScrollViewObject.self, name: "ScrollView", parent: anyView)
        viewProperty(
            scroll, "contentOffset", on: ScrollView.self, expected: "CGPoint",
            get: { .object(GeometryObject($0.contentOffset)) },
            set: { scroll, value in
                guard let point = UIKitValues.point(value) else { return false }
                scroll.contentOffset = point
                return true
            })
        viewProperty(
            scroll, "contentSize", on: ScrollView.self, expected: "CGSize",
            get: { .object(GeometryObject($0.contentSize)) },
            set: { scroll, value in
                guard let size = UIKitValues.size(value) else { return false }
                scroll.contentSize = size
                return true
            })
        scroll.action("setContentOffset", .point(), .bool("animated", default: false), on: ScrollView.self) {
            scroll, point, _ in scroll.contentOffset = point
        }
        scroll.action("scroll", .point("to"), on: ScrollView.self) { scroll, point in scroll.scroll(to: point) }
        scroll.action("scrollToTop", on: ScrollView.self) { scroll in scroll.scrollToTop() }

        // A view's `rx` finds this type by the view's class; tables' and collections' types inherit from it.
        let reactive = HostType(name: "Reactive<ScrollView>", parent: reactiveViewType(registry))
        registry.reactiveKindTypes.append(reactive)
        registry.reactiveKinds[ObjectIdentifier(ScrollView.self)] = reactive
        func scrollOf(_ value: Value) throws -> ScrollView {
            guard case .object(let rx as ReactiveObject) = value, let scroll = rx.view as? ScrollView else {
                throw ScriptError(.wrongReceiver("Reactive<ScrollView>", got: value.typeName), at: nil)
            }
            return scroll
        }
        reactive.property("contentOffset") { value in propertyValue(try scrollOf(value).rx.contentOffset) }
        let events: [(String, (Reactive<ScrollView>) -> ControlEvent<Void>)] = [
            ("didScroll", \.didScroll), ("willBeginDragging", \.willBeginDragging),
            ("willBeginDecelerating", \.willBeginDecelerating), ("didEndDecelerating", \.didEndDecelerating),
            ("didScrollToTop", \.didScrollToTop),
        ]
        for (name, event) in events {
            reactive.property(name) { value in eventValue(event(try scrollOf(value).rx), name: name) }
        }
        reactive.property("didEndDragging") { value in
            eventValue(try scrollOf(value).rx.didEndDragging, name: "didEndDragging")
        }
    }
}

extension Builtins {
    /// `items.bind(to: picker.rx.itemTitles) { row, element in title }`: each array becomes the picker's rows.
    /// `items.bind(to: picker.rx.items) { row, element, view in … }`: each row shows the view the closure returns
    /// (the previous one is not kept, so `view` is nil), titled by its description.
    static func bindPickerTitles(
        _ source: Observable<Value>, _ items: PickerItemsObject, _ title: Function, _ call: HostCall,
        context: ScriptContext
    ) throws -> Value {
        let binder = items.picker.rx.itemTitles { row, model in
            var text: String?
            context.guarded {
                let arguments = [.int(row), Value(native: model)] + (items.makesViews ? [Value.nil] : [])
                let result = try title.call(arguments)
                text = result.isNil ? nil : result.description
            }
            return text
        }
        return try subscribeTargets(source, [binderValue(binder)], call, context: context)
    }
}
