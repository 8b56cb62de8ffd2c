import Foundation

extension Builtins {
    /// Foundation's `NumberFormatter` (styles, locale, fraction digits, `string(from:)`, `number(from:)`),
    /// `NSNumber(value:)` and `Locale(identifier:)`.
    static func registerNumberFormatter(_ registry: HostRegistry) {
        registry.namespace("NumberFormatter").constructor("init") { .object(NumberFormatterObject()) }
        registry.namespace("NSNumber").constructor("init", .value("value"), .call) { value, call in
            guard let number = NumberFormatterObject.number(value) else {
                throw call.failure(.conversion(value.typeName, to: "NSNumber"), at: 0)
            }
            return .object(NSNumberObject(number))
        }
        // `Locale` itself is registered with the date formatters (`registerLocalesAndTimeZones`).
        // `.none` is Optional's nil, which numberStyle reads as .none.
        for name in NumberFormatterObject.styles.keys.sorted() where name != "none" {
            registry.implicitMembers.property(name) { _ in .object(EnumCaseObject("NumberFormatter.Style", name)) }
        }
        registerNumberFormatterMembers(registry.type(for: NumberFormatterObject.self, name: "NumberFormatter"))
        registerNSNumberMembers(registry.type(for: NSNumberObject.self, name: "NSNumber"))
    }

    private static func registerNumberFormatterMembers(_ type: HostType) {
        func formatter(_ value: Value) -> NumberFormatterObject {
            if case .object(let object as NumberFormatterObject) = value { return object }
            return NumberFormatterObject()
        }
        type.method("string", .value("from"), .call) { receiver, value, call in
            guard let number = NumberFormatterObject.number(value) else {
                throw call.failure(.conversion(value.typeName, to: "NSNumber"), at: 0)
            }
            return .wrappingOrNil(formatter(receiver).string(from: number).map(Value.string))
        }
        type.method("number", .string("from")) { receiver, text in
            .wrappingOrNil(formatter(receiver).number(from: text).map { .object(NSNumberObject($0)) })
        }
        type.property(
            "numberStyle", get: { .object(EnumCaseObject("NumberFormatter.Style", formatter($0).styleName)) },
            set: { receiver, value in
                let name = value.isNil ? "none" : (value.enumCaseName ?? "")
                guard NumberFormatterObject.styles[name] != nil else {
                    throw ScriptError(
                        .propertyType("numberStyle", expected: "NumberFormatter.Style", got: value.typeName), at: nil)
                }
                formatter(receiver).setStyle(name)
            })
        type.property(
            "locale", get: { .object(LocaleObject(formatter($0).formatter.locale)) },
            set: { receiver, value in
                guard case .object(let locale as LocaleObject) = value else {
                    throw ScriptError(.propertyType("locale", expected: "Locale", got: value.typeName), at: nil)
                }
                formatter(receiver).set { $0.locale = locale.locale }
            })
        let digits: [(String, WritableKeyPath<NumberFormatterObject.Digits, Int?>)] = [
            ("minimumFractionDigits", \.minimumFraction), ("maximumFractionDigits", \.maximumFraction),
            ("minimumIntegerDigits", \.minimumInteger),
        ]
        for (name, path) in digits {
            type.property(
                name, get: { .int(formatter($0).digitValue(name)) },
                set: { receiver, value in
                    guard case .int(let count) = value, count >= 0 else {
                        throw ScriptError(.propertyType(name, expected: "Int", got: value.typeName), at: nil)
                    }
                    formatter(receiver).setDigits(path, count)
                })
        }
        let texts: [(String, ReferenceWritableKeyPath<NumberFormatter, String?>)] = [
            ("currencyCode", \.currencyCode), ("currencySymbol", \.currencySymbol),
            ("groupingSeparator", \.groupingSeparator), ("decimalSeparator", \.decimalSeparator),
            ("positivePrefix", \.positivePrefix), ("positiveSuffix", \.positiveSuffix),
            ("negativePrefix", \.negativePrefix), ("zeroSymbol", \.zeroSymbol),
        ]
        for (name, path) in texts {
            type.property(
                name, get: { formatter($0).formatter[keyPath: path].map(Value.string) ?? .nil },
                set: { receiver, value in
                    guard case .string(let text) = value else {
                        throw ScriptError(.propertyType(name, expected: "String", got: value.typeName), at: nil)
                    }
                    formatter(receiver).set { $0[keyPath: path] = text }
                })
        }
        type.property(
            "usesGroupingSeparator", get: { .bool(formatter($0).formatter.usesGroupingSeparator) },
            set: { receiver, value in
                guard case .bool(let flag) = value else {
                    throw ScriptError(
                        .propertyType("usesGroupingSeparator", expected: "Bool", got: value.typeName), at: nil)
                }
                formatter(receiver).set { $0.usesGroupingSeparator = flag }
            })
    }

    private static func registerNSNumberMembers(_ type: HostType) {
        func number(_ value: Value) -> NSNumber {
            if case .object(let object as NSNumberObject) = value { return object.number }
            return 0
        }
        type.property("intValue") { .int(number($0).intValue) }
        type.property("doubleValue") { .double(number($0).doubleValue) }
        type.property("floatValue") { .float(number($0).floatValue) }
        type.property("boolValue") { .bool(number($0).boolValue) }
        type.property("stringValue") { .string(number($0).stringValue) }
    }
}

extension Value {
    /// The case name of an enum case value (`.decimal`), if it is one.
    var enumCaseName: String? {
        if case .object(let object as EnumCaseObject) = self { return object.caseName }
        return nil
    }
}
