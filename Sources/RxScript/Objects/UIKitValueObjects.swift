import Foundation
import RxCocoa
import RxCore

/// A script object that stands for a Swift value a view stores (a CGRect, a UIColor), so that storing it in a view
/// and reading it back gives the same kind of object.
protocol NativeValueObject: HostObject {
    /// The value a view stores.
    var nativeValue: Any { get }
}

/// A CoreGraphics value (`CGPoint`, `CGSize`, `CGRect`), printed as Swift on Apple prints it: `(3.0, 4.0)`.
/// A bare `.zero` is a rectangle that also reads as the zero point or size, as Swift infers its type.
final class GeometryObject: HostObject, NativeValueObject, @unchecked Sendable {
    let nativeValue: Any
    /// True for the implicit `.zero`, whose type the place it is used decides.
    let isBareZero: Bool

    init(_ value: Any, bareZero: Bool = false) {
        nativeValue = value
        isBareZero = bareZero
    }

    var point: CGPoint? { nativeValue as? CGPoint ?? (isBareZero ? .zero : nil) }
    var size: CGSize? { nativeValue as? CGSize ?? (isBareZero ? .zero : nil) }
    var rect: CGRect? { nativeValue as? CGRect }

    override var typeName: String { String(describing: Swift.type(of: nativeValue)) }
    override var description: String { (nativeValue as? SwiftPrintable)?.swiftDescription ?? "\(nativeValue)" }

    override func isEqual(to other: HostObject) -> Bool {
        guard let other = other as? GeometryObject else { return false }
        if let point, let otherPoint = other.point, !(rect != nil && other.rect != nil) { return point == otherPoint }
        if let size, let otherSize = other.size, !(rect != nil && other.rect != nil) { return size == otherSize }
        return rect != nil && rect == other.rect
    }
}

/// A `UIColor`, shown by name (`red`) or as hex (`#FF8000`).
final class ColorObject: HostObject, NativeValueObject, @unchecked Sendable {
    let color: Color
    init(_ color: Color) { self.color = color }
    var nativeValue: Any { color }
    override var typeName: String { "UIColor" }
    override var description: String { color.description }
    override func isEqual(to other: HostObject) -> Bool { (other as? ColorObject)?.color == color }
}

/// A `UIFont`, shown as `system 17.0pt`.
final class FontObject: HostObject, NativeValueObject, @unchecked Sendable {
    let font: Font
    init(_ font: Font) { self.font = font }
    var nativeValue: Any { font }
    override var typeName: String { "UIFont" }
    override var description: String { font.description }
    override func isEqual(to other: HostObject) -> Bool { (other as? FontObject)?.font == font }
}

/// A gesture recognizer (`UITapGestureRecognizer()`): one object per recognizer, so identity holds.
final class GestureRecognizerObject: HostObject, NativeValueObject, @unchecked Sendable {
    let recognizer: GestureRecognizer
    private init(_ recognizer: GestureRecognizer) { self.recognizer = recognizer }
    var nativeValue: Any { recognizer }

    /// The one object for `recognizer`.
    static func wrap(_ recognizer: GestureRecognizer) -> GestureRecognizerObject {
        if let existing = recognizer.owner as? GestureRecognizerObject { return existing }
        let made = GestureRecognizerObject(recognizer)
        recognizer.owner = made
        return made
    }

    override var typeName: String { "UI\(recognizer.kind.rawValue)GestureRecognizer" }
    override var description: String { recognizer.description }
}

/// A `UIAlertAction`: one object per action, so identity holds.
final class AlertActionObject: HostObject, NativeValueObject, @unchecked Sendable {
    let action: AlertAction
    private init(_ action: AlertAction) { self.action = action }
    var nativeValue: Any { action }

    /// The one object for `action`.
    static func wrap(_ action: AlertAction) -> AlertActionObject {
        if let existing = action.owner as? AlertActionObject { return existing }
        let made = AlertActionObject(action)
        action.owner = made
        return made
    }

    override var typeName: String { "UIAlertAction" }
    override var description: String { action.description }
}

/// `gesture.rx`: the reactive members of a gesture recognizer (`event`).
final class GestureReactiveObject: HostObject, @unchecked Sendable {
    let recognizer: GestureRecognizer
    init(_ recognizer: GestureRecognizer) { self.recognizer = recognizer }
    override var typeName: String { "Reactive<UIGestureRecognizer>" }
    override var description: String { "\(recognizer.description).rx" }
}

/// `picker.rx.itemTitles`, bound with a `{ row, element in … }` closure that titles each row, or `picker.rx.items`,
/// bound with a `{ row, element, view in … }` closure that returns each row's view.
final class PickerItemsObject: HostObject, @unchecked Sendable {
    let picker: PickerView
    /// True for `rx.items`, whose closure makes views.
    let makesViews: Bool
    init(picker: PickerView, makesViews: Bool = false) {
        self.picker = picker
        self.makesViews = makesViews
    }
    override var typeName: String { "ItemsBinder" }
    override var description: String { "\(picker.name).rx.\(makesViews ? "items" : "itemTitles")" }
}

extension Value {
    /// The script object for a UIKit value a view stored, or nil for other values.
    static func uikit(_ native: Any) -> Value? {
        switch native {
        case is CGPoint, is CGSize, is CGRect: return .object(GeometryObject(native))
        case let color as Color: return .object(ColorObject(color))
        case let font as Font: return .object(FontObject(font))
        case let recognizer as GestureRecognizer: return .object(GestureRecognizerObject.wrap(recognizer))
        case let action as AlertAction: return .object(AlertActionObject.wrap(action))
        default: return nil
        }
    }
}
