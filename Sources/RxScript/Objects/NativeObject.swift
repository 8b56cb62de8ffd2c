import Foundation
import RxCocoa
import RxCore

/// A Foundation value with no script type of its own (a `Date`, an `IndexPath`), shown as Swift prints it.
final class NativeObject: HostObject, @unchecked Sendable {
    let value: Any

    init(_ value: Any) {
        self.value = value
    }

    override var typeName: String { String(describing: Swift.type(of: value)) }
    override var description: String { String(describing: value) }
    override func isEqual(to other: HostObject) -> Bool {
        guard let other = other as? NativeObject else { return false }
        switch (value, other.value) {
        case (let l as Date, let r as Date): return l == r
        case (let l as RxCocoa.IndexPath, let r as RxCocoa.IndexPath): return l == r
        default: return false
        }
    }
}

extension Value {
    /// The Swift value a control stores for this script value (strings, numbers, arrays; anything else as is).
    var native: Any? {
        switch self {
        case .nil: return nil
        case .bool(let value): return value
        case .int(let value): return value
        case .double(let value): return value
        case .float(let value): return value
        case .string(let value): return value
        case .array(let values): return values.map(\.native)
        case .object(let object as NativeObject): return object.value
        case .object(let object as ViewObject): return object.view
        case .object(let object as NativeValueObject): return object.nativeValue
        case .optional(let box): return box.wrapped.native
        default: return self
        }
    }

    /// The script value for something a control stored.
    init(native: Any?) {
        switch native {
        case nil: self = .nil
        case let value as Value: self = value
        case let value as Bool: self = .bool(value)
        case let value as Int: self = .int(value)
        case let value as Double: self = .double(value)
        case let value as String: self = .string(value)
        case let value as [Any?]: self = .array(value.map(Value.init(native:)))
        case let value as VirtualView: self = .object(ViewObject.wrap(value))
        // An inner stream seen before the script wraps it (a window drawn by marbles()).
        case let value as Observable<Value>: self = .object(ObservableObject(value))
        case is Void: self = .void
        case let value?: self = Value.uikit(value) ?? .object(NativeObject(value))
        }
    }
}
