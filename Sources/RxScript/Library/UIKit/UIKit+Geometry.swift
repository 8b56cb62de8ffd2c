import Foundation
import RxCocoa

extension Builtins {
    /// `CGRect`, `CGPoint`, `CGSize` (immutable values, printed as Swift on Apple prints them) and `CGFloat`,
    /// which is the language's `Double`.
    @_optimize(none) static func registerGeometry(_ registry: HostRegistry) {
        func geometry(_ value: Any) -> Value { .object(GeometryObject(value)) }
        let rect = registry.namespace("CGRect")
        rect.constructor("init", .double("x"), .double("y"), .double("width"), .double("height")) {
            x, y, width, height in
            geometry(CGRect(x: x, y: y, width: width, height: height))
        }
        rect.constructor("init", .point("origin"), .size("size")) { origin, size in
            geometry(CGRect(origin: origin, size: size))
        }
        rect.constructor("init") { geometry(CGRect.zero) }
        rect.property("zero") { _ in geometry(CGRect.zero) }
        let point = registry.namespace("CGPoint")
        point.constructor("init", .double("x"), .double("y")) { x, y in geometry(CGPoint(x: x, y: y)) }
        point.constructor("init") { geometry(CGPoint.zero) }
        point.property("zero") { _ in geometry(CGPoint.zero) }
        let size = registry.namespace("CGSize")
        size.constructor("init", .double("width"), .double("height")) { width, height in
            geometry(CGSize(width: width, height: height))
        }
        size.constructor("init") { geometry(CGSize.zero) }
        size.property("zero") { _ in geometry(CGSize.zero) }
        uikitImplicit(registry, "zero") { .object(GeometryObject(CGRect.zero, bareZero: true)) }

        let cgFloat = registry.namespace("CGFloat")
        cgFloat.constructor("init", .double()) { number in .double(number) }
        cgFloat.property("pi") { _ in .double(.pi) }

        registerGeometryMembers(registry.type(for: GeometryObject.self, name: "CGGeometry"))
    }

    @_optimize(none) private static func registerGeometryMembers(_ type: HostType) {
        func member(_ name: String, _ read: @escaping (GeometryObject) -> Value?) {
            type.property(name) { receiver in
                guard case .object(let object as GeometryObject) = receiver, let value = read(object) else {
                    throw ScriptError(.unknownMember(name, type: receiver.typeName), at: nil)
                }
                return value
            }
        }
        member("x") { $0.rect == nil ? $0.point.map { .double($0.x) } : nil }
        member("y") { $0.rect == nil ? $0.point.map { .double($0.y) } : nil }
        member("width") { object in
            (object.rect?.size ?? object.size).map { .double($0.width) }
        }
        member("height") { object in
            (object.rect?.size ?? object.size).map { .double($0.height) }
        }
        member("origin") { $0.rect.map { .object(GeometryObject($0.origin)) } }
        member("size") { $0.rect.map { .object(GeometryObject($0.size)) } }
        let edges: [(String, (CGRect) -> CGFloat)] = [
            ("minX", \.minX), ("midX", \.midX), ("maxX", \.maxX), ("minY", \.minY), ("midY", \.midY), ("maxY", \.maxY),
        ]
        for (name, edge) in edges { member(name) { $0.rect.map { .double(edge($0)) } } }
        member("isEmpty") { $0.rect.map { .bool($0.isEmpty) } }
        type.method("contains", .point(), on: GeometryObject.self) { object, point in
            .bool(object.rect?.contains(point) ?? false)
        }
        type.method("insetBy", .double("dx"), .double("dy"), on: GeometryObject.self) { object, dx, dy in
            .object(GeometryObject((object.rect ?? CGRect.zero).insetBy(dx: CGFloat(dx), dy: CGFloat(dy))))
        }
        type.method("offsetBy", .double("dx"), .double("dy"), on: GeometryObject.self) { object, dx, dy in
            .object(GeometryObject((object.rect ?? CGRect.zero).offsetBy(dx: CGFloat(dx), dy: CGFloat(dy))))
        }
    }

    /// `UIColor` (named colours, RGB and white, `withAlphaComponent`) and `UIFont` (system, bold system, by name).
    @_optimize(none) static func registerColorsAndFonts(_ registry: HostRegistry) {
        let color = registry.namespace("UIColor")
        for name in Color.names {
            let value = Value.object(ColorObject(Color.named(name)!))
            color.property(name) { _ in value }
            uikitImplicit(registry, name) { value }
        }
        color.constructor(
            "init", .double("red"), .double("green"), .double("blue"), .double("alpha", default: 1.0)
        ) { red, green, blue, alpha in
            .object(ColorObject(Color(red: red, green: green, blue: blue, alpha: alpha)))
        }
        color.constructor("init", .double("white"), .double("alpha", default: 1.0)) { white, alpha in
            .object(ColorObject(Color(white: white, alpha: alpha)))
        }
        registry.type(for: ColorObject.self, name: "UIColor")
            .method("withAlphaComponent", .double(), on: ColorObject.self) { object, alpha in
                .object(ColorObject(object.color.withAlphaComponent(alpha)))
            }

        let font = registry.namespace("UIFont")
        for table in [font, registry.implicitMembers] {
            table.method("systemFont", .double("ofSize")) { _, size in .object(FontObject(.system(ofSize: size))) }
            table.method("boldSystemFont", .double("ofSize")) { _, size in
                .object(FontObject(.boldSystem(ofSize: size)))
            }
        }
        font.constructor("init", .string("name"), .double("size")) { name, size in
            .object(FontObject(Font(name: name, size: size)))
        }
        let fontType = registry.type(for: FontObject.self, name: "UIFont")
        fontType.property("pointSize") { receiver in
            guard case .object(let object as FontObject) = receiver else { return .nil }
            return .double(object.font.pointSize)
        }
        fontType.property("fontName") { receiver in
            guard case .object(let object as FontObject) = receiver else { return .nil }
            return .string(object.font.fontName)
        }
        fontType.method("withSize", .double(), on: FontObject.self) { object, size in
            .object(FontObject(object.font.withSize(size)))
        }
    }
}

extension Builtins {
    /// `CGFloat.random(in: 0...1)`, as colour code draws it (CGFloat is a Double here).
    @_optimize(none) static func registerCGFloatRandom(_ registry: HostRegistry, context: ScriptContext) {
        registerFloatingRandom(registry.namespace("CGFloat"), isFloat: false, context: context)
    }
}
