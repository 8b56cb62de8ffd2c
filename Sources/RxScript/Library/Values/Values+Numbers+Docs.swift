extension DocCatalog {
    /// Numbers beyond Int and Double: Float, the math functions, rounding, random values and NumberFormatter.
    @_optimize(none) static var numberEntries: [DocEntry] {
        [
            DocEntry(
                "Float", .type, aliases: ["Float32"], summary: "32-bit floating-point numbers: Float(x), Float.pi",
                details: """
                    A Float prints with Float's digits: Float(0.1) + Float(0.2) is 0.3 where Doubles give \
                    0.30000000000000004. Literals beside a Float are Floats (f * 2, f + 0.5, let f: Float = 1.5); \
                    a Double or an Int variable beside one is Swift's error, so convert with Float(x) or Double(f). \
                    Floats have Double's members (rounded(), squareRoot()…), which give Floats.
                    """,
                example: "let f: Float = 0.1\nprint(f + 0.2, Float.pi, Float(1), type(of: f))",
                members: [
                    ("pi", "π as a Float"), ("infinity", "∞"), ("nan", "not a number"),
                    ("greatestFiniteMagnitude", "the largest finite Float"),
                    ("leastNonzeroMagnitude", "the smallest positive Float"),
                    ("leastNormalMagnitude", "the smallest normal Float"), ("ulpOfOne", "the gap after 1.0"),
                    ("random", "Float.random(in: 0...1): a random Float in the range"),
                    ("description", "the value as text"),
                ],
                tables: ["Float"]),
            DocEntry(
                "pow", .function, aliases: ["atan2", "hypot", "fmod"],
                summary: "Foundation's pow(x, y), and atan2, hypot and fmod of two numbers",
                details: """
                    They take Doubles (or Floats, giving a Float); an integer literal is a Double there, as in \
                    Swift. pow of two integer literals is Foundation's pow(Decimal, Int), as Swift picks it: \
                    pow(2, 10) prints 1024, pow(2.0, 10.0) prints 1024.0. An Int variable is Swift's error: \
                    cannot convert value of type 'Int' to expected argument type 'Double'; write Double(n).
                    """,
                example: "print(pow(2.0, 10.0), pow(2, 10), hypot(3.0, 4.0))"),
            DocEntry(
                "sqrt", .function, aliases: ["cbrt", "exp", "exp2", "log", "log2", "log10"],
                summary: "Foundation's sqrt(x), exp(x), log(x) (natural), log2 and log10",
                details: """
                    A Double gives a Double, a Float a Float; sqrt(2) takes the literal as a Double. \
                    sqrt(n) of an Int variable is Swift's error; write sqrt(Double(n)).
                    """,
                example: "print(sqrt(16.0), sqrt(2), exp(1.0), log10(1000.0))"),
            DocEntry(
                "floor", .function, aliases: ["ceil", "round", "trunc"],
                summary: "Foundation's floor(x), ceil(x), round(x) and trunc(x)",
                details: "round(x) rounds halves away from zero, as x.rounded() does; see FloatingPointRoundingRule.",
                corners: ["x.rounded(.toNearestOrEven) rounds halves to even, which round(x) never does."],
                example: "print(floor(2.7), ceil(2.1), round(2.5), round(-2.5), trunc(-2.7))"),
            DocEntry(
                "sin", .function, aliases: ["cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh"],
                summary: "Foundation's trigonometry, in radians: sin(Double.pi / 2) is 1.0",
                details: "A Double gives a Double, a Float a Float.",
                example: "print(sin(Double.pi / 2), cos(0.0), atan(1.0) * 4)"),
            DocEntry(
                "arc4random_uniform", .function, aliases: ["arc4random", "drand48", "UInt32"],
                summary: "the C random functions older tutorials call: arc4random_uniform(6) is 0 to 5",
                details: """
                    They draw from the same source as Int.random(in:): seeded on the virtual clock. UInt32(x) \
                    converts a count for them (its values are Ints here, and print the same).
                    """,
                example: "let roll = Int(arc4random_uniform(6)) + 1\nprint(roll >= 1 && roll <= 6)",
                members: [("max", "UInt32.max, 4294967295"), ("min", "UInt32.min, 0")],
                tables: ["UInt32"]),
            DocEntry(
                "FloatingPointRoundingRule", .type,
                summary: "how rounded(_:) rounds: .up, .down, .towardZero, .toNearestOrEven…",
                details: """
                    x.rounded() rounds halves away from zero (.toNearestOrAwayFromZero); x.rounded(.down) is the \
                    floor, .up the ceiling, .towardZero drops the fraction, .awayFromZero rounds outwards and \
                    .toNearestOrEven rounds halves to even. x.round(rule) rounds a var in place.
                    """,
                example: "print(2.5.rounded(), 2.5.rounded(.toNearestOrEven))\nprint((-2.7).rounded(.towardZero))",
                members: [
                    ("up", "towards +∞"), ("down", "towards -∞"), ("towardZero", "drops the fraction"),
                    ("awayFromZero", "away from zero"), ("toNearestOrEven", "nearest; halves to even"),
                    ("toNearestOrAwayFromZero", "nearest; halves away from zero (rounded()'s rule)"),
                ],
                tables: ["FloatingPointRoundingRule", "implicit member"]),
            DocEntry(
                "NumberFormatter", .type,
                summary: "Foundation's NumberFormatter: 1,234.5, $1,234.50, 26%, forty-two",
                details: """
                    Set numberStyle (.decimal, .currency, .percent, .spellOut, .ordinal, .scientific or .none), \
                    then string(from:) a number or an NSNumber (nil when it cannot) and number(from:) text (an \
                    NSNumber, or nil). The locale is en_US unless you set one (Locale(identifier: "de_DE")), so \
                    output is the same on every machine; setting numberStyle resets the fraction digits, as on \
                    Apple's platforms.
                    """,
                corners: [
                    "Foundation formats: other locales come out as this machine's ICU data has them."
                ],
                example: """
                    let formatter = NumberFormatter()
                    formatter.numberStyle = .currency
                    print(formatter.string(from: 1234.5) ?? "")
                    formatter.numberStyle = .spellOut
                    print(formatter.string(from: NSNumber(value: 42)) ?? "")
                    """,
                members: [
                    ("numberStyle", "the style"), ("locale", "the locale (en_US unless set)"),
                    ("minimumFractionDigits", "digits after the point at least"),
                    ("maximumFractionDigits", "digits after the point at most"),
                    ("minimumIntegerDigits", "digits before the point at least"),
                    ("string", "string(from:): the number as text, or nil"),
                    ("number", "number(from:): the text as an NSNumber, or nil"),
                    ("currencyCode", "USD, EUR…"), ("currencySymbol", "$, €…"),
                    ("groupingSeparator", "between thousands"), ("decimalSeparator", "before the fraction"),
                    ("usesGroupingSeparator", "whether thousands are grouped"),
                    ("positivePrefix", "before a positive number"), ("positiveSuffix", "after a positive number"),
                    ("negativePrefix", "before a negative number"), ("zeroSymbol", "what zero shows as"),
                    ("none", "digits only"), ("decimal", "1,234.5"), ("currency", "$1,234.50"), ("percent", "26%"),
                    ("scientific", "1.2345E3"), ("spellOut", "forty-two"), ("ordinal", "42nd"),
                    ("currencyAccounting", "($3.00) for negatives"), ("currencyISOCode", "USD 1,234.50"),
                    ("currencyPlural", "1,234.50 US dollars"),
                ],
                tables: ["NumberFormatter", "implicit member"]),
            DocEntry(
                "NSNumber", .type, summary: "Foundation's boxed number: NSNumber(value: 42), what number(from:) gives",
                details: "It prints as its number; intValue, doubleValue and the others read it as a Swift number.",
                example: "let n = NSNumber(value: 2.5)\nprint(n, n.intValue, n.doubleValue)",
                members: [
                    ("intValue", "as an Int"), ("doubleValue", "as a Double"), ("floatValue", "as a Float"),
                    ("boolValue", "as a Bool"), ("stringValue", "as text"),
                ],
                tables: ["NSNumber"]),
        ]
    }
}
