import Foundation
import RxCocoa

extension HostParameter where Wrapped == CGPoint {
    /// A `CGPoint` (or `.zero`).
    static func point(_ label: String? = nil) -> Self {
        .matching(label, expected: "CGPoint such as CGPoint(x: 0, y: 10)") { UIKitValues.point($0) }
    }
}

extension HostParameter where Wrapped == CGSize {
    /// A `CGSize` (or `.zero`).
    static func size(_ label: String? = nil) -> Self {
        .matching(label, expected: "CGSize such as CGSize(width: 100, height: 44)") { UIKitValues.size($0) }
    }
}

extension HostParameter where Wrapped == CGRect {
    /// A `CGRect` (or `.zero`).
    static func rect(_ label: String? = nil) -> Self {
        .matching(label, expected: "CGRect such as CGRect(x: 0, y: 0, width: 100, height: 44)") {
            UIKitValues.rect($0)
        }
    }
}

extension HostParameter where Wrapped == Color? {
    /// A `UIColor`, or nil.
    static func color(_ label: String? = nil) -> Self {
        .matching(label, expected: "UIColor such as .red or nil") { value in
            if value.isNil { return .some(nil) }
            guard case .object(let object as ColorObject) = value else { return nil }
            return .some(object.color)
        }
    }
}

extension HostParameter where Wrapped == String {
    /// The name of a case of a UIKit enum (`.cancel`, `.actionSheet`), among `cases`; a string is accepted too.
    /// Any enum case of that name will do, as scripts have no types to tell `UIAlertAction.Style.default` from
    /// `DispatchQoS.default`.
    static func uikitCase(
        _ label: String? = nil, of enumName: String, _ cases: [String], default value: String? = nil
    )
        -> Self
    {
        let expected = enumName + " (" + cases.map { "." + $0 }.joined(separator: ", ") + ")"
        return .matching(label, expected: expected, default: value.map { .object(EnumCaseObject(enumName, $0)) }) {
            value in
            let name: String?
            switch value {
            case .object(let object as EnumCaseObject): name = object.caseName
            case .string(let text): name = text
            default: name = nil
            }
            return name.flatMap { cases.contains($0) ? $0 : nil }
        }
    }
}

/// Reading UIKit values out of script values.
enum UIKitValues {
    static func point(_ value: Value) -> CGPoint? {
        guard case .object(let object as GeometryObject) = value else { return nil }
        return object.point
    }

    static func size(_ value: Value) -> CGSize? {
        guard case .object(let object as GeometryObject) = value else { return nil }
        return object.size
    }

    static func rect(_ value: Value) -> CGRect? {
        guard case .object(let object as GeometryObject) = value else { return nil }
        return object.rect
    }

    /// A number as a `CGFloat` (a script's `Double`), or nil for anything else.
    static func number(_ value: Value) -> Double? {
        switch value {
        case .int(let number): return Double(number)
        case .double(let number): return number
        default: return nil
        }
    }
}
