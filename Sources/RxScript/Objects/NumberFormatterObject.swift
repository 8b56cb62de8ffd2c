import Foundation

/// Foundation's `NumberFormatter`, formatting with Foundation itself; the locale is en_US unless the script sets
/// one, so output does not depend on the machine.
final class NumberFormatterObject: HostObject, @unchecked Sendable {
    /// The locale a new formatter (and `Locale.current`) has: fixed, so a script prints the same everywhere.
    static let defaultLocale = Locale(identifier: "en_US")
    /// `NumberFormatter.Style`'s cases by name.
    static let styles: [String: NumberFormatter.Style] = [
        "none": .none, "decimal": .decimal, "currency": .currency, "percent": .percent, "scientific": .scientific,
        "spellOut": .spellOut, "ordinal": .ordinal, "currencyAccounting": .currencyAccounting,
        "currencyISOCode": .currencyISOCode, "currencyPlural": .currencyPlural,
    ]

    /// Digit counts the script set since the style last changed; setting `numberStyle` resets them, as on Apple.
    struct Digits {
        var minimumFraction: Int?
        var maximumFraction: Int?
        var minimumInteger: Int?
    }

    private(set) var formatter = NumberFormatter()
    private(set) var styleName = "none"
    private(set) var digits = Digits()
    /// What the script set besides the style and digits, replayed on the fresh formatter a new style gets
    /// (Foundation on Linux keeps an old style's digits when the style changes; Apple's resets them).
    private var settings: [(NumberFormatter) -> Void] = []

    override init() {
        super.init()
        formatter.locale = Self.defaultLocale
    }

    /// Sets a property of the formatter (locale, symbols, grouping), kept across style changes.
    func set(_ change: @escaping (NumberFormatter) -> Void) {
        settings.append(change)
        change(formatter)
    }

    override var typeName: String { "NumberFormatter" }
    override var description: String { "<NSNumberFormatter>" }

    /// Sets a digit count as Apple's formatter does: a minimum above the maximum raises the maximum, a maximum
    /// below the minimum lowers the minimum.
    func setDigits(_ path: WritableKeyPath<Digits, Int?>, _ count: Int) {
        let defaults = styleDefaults()
        digits[keyPath: path] = count
        if path == \Digits.minimumFraction, count > (digits.maximumFraction ?? defaults.maximum) {
            digits.maximumFraction = count
        }
        if path == \Digits.maximumFraction, count < (digits.minimumFraction ?? defaults.minimum) {
            digits.minimumFraction = count
        }
    }

    /// The fraction digits the current style has before the script sets any.
    private func styleDefaults() -> (minimum: Int, maximum: Int) {
        let fresh = NumberFormatter()
        fresh.locale = formatter.locale
        fresh.numberStyle = Self.styles[styleName] ?? .none
        return (fresh.minimumFractionDigits, fresh.maximumFractionDigits)
    }

    func setStyle(_ name: String) {
        styleName = name
        formatter = NumberFormatter()
        formatter.locale = Self.defaultLocale
        for change in settings { change(formatter) }
        formatter.numberStyle = Self.styles[name] ?? .none
        digits = Digits()
    }

    /// A digit count as the formatter has it now.
    func digitValue(_ name: String) -> Int {
        applyDigits()
        switch name {
        case "minimumFractionDigits": return formatter.minimumFractionDigits
        case "maximumFractionDigits": return formatter.maximumFractionDigits
        default: return formatter.minimumIntegerDigits
        }
    }

    // Applied just before use. Foundation on Linux ignores maximumFractionDigits once the minimum is above zero,
    // so the number is then rounded to the maximum first (half to even, NumberFormatter's default), as Apple's
    // formatter would round it.
    private func applyDigits() {
        formatter.numberStyle = Self.styles[styleName] ?? .none
        if let count = digits.minimumInteger { formatter.minimumIntegerDigits = count }
        guard digits.minimumFraction != nil || digits.maximumFraction != nil else { return }
        formatter.minimumFractionDigits = digits.minimumFraction ?? formatter.minimumFractionDigits
        formatter.maximumFractionDigits = digits.maximumFraction ?? formatter.maximumFractionDigits
    }

    func string(from number: NSNumber) -> String? {
        applyDigits()
        let maximum = formatter.maximumFractionDigits
        guard digits.minimumFraction != nil || digits.maximumFraction != nil, formatter.minimumFractionDigits > 0,
            styleName != "percent", styleName != "spellOut",
            number.doubleValue.isFinite, var exact = Decimal(string: number.stringValue)
        else { return formatter.string(from: number) }
        var rounded = Decimal()
        NSDecimalRound(&rounded, &exact, maximum, .bankers)
        return formatter.string(from: NSDecimalNumber(decimal: rounded))
    }

    func number(from text: String) -> NSNumber? {
        applyDigits()
        return formatter.number(from: text)
    }

    /// A script number as an `NSNumber`: Int, Double, Float, Bool, or an NSNumber already.
    static func number(_ value: Value) -> NSNumber? {
        switch value {
        case .int(let number): return NSNumber(value: number)
        case .double(let number): return NSNumber(value: number)
        case .float(let number): return NSNumber(value: number)
        case .bool(let flag): return NSNumber(value: flag)
        case .object(let object as NSNumberObject): return object.number
        case .object(let decimal as DecimalObject): return NSDecimalNumber(decimal: decimal.value)
        default: return nil
        }
    }
}

/// Foundation's `NSNumber`: what `NSNumber(value:)` and `NumberFormatter.number(from:)` give.
final class NSNumberObject: HostObject, @unchecked Sendable {
    let number: NSNumber

    init(_ number: NSNumber) {
        self.number = number
    }

    override var typeName: String { "NSNumber" }
    override var description: String { number.description }
    override var debugDescription: String { number.description }
    override func isEqual(to other: HostObject) -> Bool { (other as? NSNumberObject)?.number == number }
}
