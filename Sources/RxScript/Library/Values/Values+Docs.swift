extension DocCatalog {
    /// The Swift and Foundation values scripts compute with.
    @_optimize(none) static var values: DocFamilyPage {
        DocFamilyPage(
            .values,
            [
                DocEntry(
                    "Event", .type, summary: "one event as a value: .next(x), .error(e), .completed",
                    details: "What materialize emits and observer.on(_:) takes; event.element reads a next's value.",
                    example: "of(1).materialize().map { $0.isStopEvent }.subscribe()",
                    members: [
                        ("next", "a value"), ("error", "an error (also event.error: the error, or nil)"),
                        ("completed", "the end"), ("element", "a next's value, or nil"),
                        ("isCompleted", "true for completed"), ("isStopEvent", "true for error and completed"),
                    ],
                    tables: ["Event", "implicit member"]),
                DocEntry(
                    "Int", .type, summary: "whole numbers: Int(\"42\"), Int.max, Int.random(in: 1...6)",
                    details: """
                        Int(x) converts text (nil when it does not parse) or a Double, dropping the fraction \
                        (Int(3.99) is 3); Int(exactly: x) is nil unless x is whole. Int.random(in:) draws from a \
                        range (1...6 or 0..<10): on the virtual clock from a fixed seed, so a script prints the same \
                        every run (--seed N or :seed N picks another).
                        """,
                    example:
                        "print(Int(\"42\")! + 1, Int(3.99), Int.max)\nprint(17.quotientAndRemainder(dividingBy: 5))",
                    members: [
                        ("max", "the largest Int"), ("min", "the smallest Int"),
                        ("description", "the value as text"), ("isMultiple", "isMultiple(of:): divisible"),
                        ("random", "Int.random(in: 1...6): a random Int in the range"),
                        ("magnitude", "the absolute value"), ("signum", "signum(): -1, 0 or 1"),
                        ("quotientAndRemainder", "quotientAndRemainder(dividingBy:): (quotient:, remainder:)"),
                    ],
                    tables: ["Int"]),
                DocEntry(
                    "Double", .type, summary: "floating-point numbers: Double(\"1.5\"), Double.pi, x.rounded()",
                    details: """
                        Double(x) converts text, an Int or a Float. A range of Doubles (0.0...1.0, 0..<2.5) is what \
                        Double.random(in:) draws from and what a case pattern matches.
                        """,
                    example: "print(Double.pi, 7.5.truncatingRemainder(dividingBy: 2), 2.5.rounded())",
                    members: [
                        ("pi", "π (also .pi)"), ("infinity", "∞ (also .infinity)"), ("nan", "not a number (also .nan)"),
                        ("greatestFiniteMagnitude", "the largest finite Double"),
                        ("leastNonzeroMagnitude", "the smallest positive Double"),
                        ("leastNormalMagnitude", "the smallest normal Double"), ("ulpOfOne", "the gap after 1.0"),
                        ("description", "the value as text"),
                        ("random", "Double.random(in: 0...1): a random Double in the range"),
                        ("rounded", "rounded() or rounded(rule): see FloatingPointRoundingRule"),
                        ("round", "round() or round(rule): rounds a var in place"),
                        ("truncatingRemainder", "truncatingRemainder(dividingBy:): % for Doubles"),
                        ("remainder", "remainder(dividingBy:): IEEE remainder (to the nearest quotient)"),
                        ("squareRoot", "squareRoot(): √x"), ("magnitude", "the absolute value"),
                        ("isNaN", "whether it is nan"), ("isInfinite", "whether it is ±∞"),
                        ("isFinite", "neither ∞ nor nan"), ("isZero", "whether it is 0"), ("sign", ".plus or .minus"),
                        ("contains", "range.contains(x)"), ("lowerBound", "a range's start"),
                        ("upperBound", "a range's end"),
                    ],
                    tables: ["Double", "ClosedRange", "implicit member"]),
                DocEntry(
                    "URL", .type, aliases: ["NSURL", "URLRequest"],
                    summary: "a web address: URL(string:), its host and path, URLRequest(url:)",
                    details: """
                        URL(string:) is nil when the text is no URL; a URL prints as its absolute string, as \
                        Foundation prints it. URLRequest(url:) pairs a URL with an httpMethod (GET unless set).
                        """,
                    corners: [
                        "Swift 2's NSURL(string:) makes the same value and says once that today's Swift writes URL."
                    ],
                    example: """
                        let url = URL(string: "https://api.github.com/search/repositories?q=rx")!
                        print(url.host, url.path, url.query, URLRequest(url: url).httpMethod)
                        """,
                    members: [
                        ("absoluteString", "the whole address"), ("scheme", "https, http…"), ("host", "the server"),
                        ("port", "the port, or nil"), ("path", "the path after the host"),
                        ("query", "after '?', or nil"),
                        ("lastPathComponent", "the path's last part"),
                        ("appendingPathComponent", "the URL with a part added to its path"),
                        ("url", "a request's URL"), ("httpMethod", "a request's method: GET, POST…"),
                    ],
                    tables: ["URL", "URLRequest"]),
                DocEntry(
                    "Date", .type, aliases: ["TimeInterval"],
                    summary: "a point in time: Date(), Date(timeIntervalSince1970:), date + 5",
                    details: """
                        Date() is now: on the virtual clock the fixed epoch 2026-01-01 00:00:00 UTC plus the clock, \
                        so runs print the same; in real time the real date. Dates print as Foundation prints them \
                        (2026-01-01 00:00:00 +0000), compare with < and ==, and take + or - seconds (a TimeInterval, \
                        Foundation's name for a Double of seconds).
                        """,
                    corners: [
                        "Like Foundation's, printing drops the fractions of a second; a DateFormatter shows them."
                    ],
                    example: """
                        let start = Date()
                        print(start, start + 90, (start + 1.5).timeIntervalSince(start))
                        """,
                    members: [
                        ("now", "Date.now: the same as Date()"), ("distantFuture", "the year 4001"),
                        ("distantPast", "the year 1"), ("timeIntervalSince1970", "seconds since 1970"),
                        ("timeIntervalSinceReferenceDate", "seconds since 2001"),
                        ("timeIntervalSinceNow", "seconds from now (negative in the past)"),
                        ("timeIntervalSince", "timeIntervalSince(_:): seconds since another date"),
                        ("distance", "distance(to:): seconds to another date"),
                        ("addingTimeInterval", "the date some seconds later"), ("advanced", "advanced(by:): the same"),
                        ("description", "the date as Foundation prints it"),
                    ],
                    tables: ["Date"]),
                DocEntry(
                    "DateFormatter", .type, aliases: ["ISO8601DateFormatter"],
                    summary: "dates as text and back: dateFormat, dateStyle, string(from:)",
                    details: """
                        Foundation's own formatter: set dateFormat ("HH:mm:ss.SSS") or dateStyle and timeStyle \
                        (.short, .medium, .long, .full, .none), then string(from:), or date(from:) (nil when the \
                        text does not match). On the virtual clock a new formatter is in UTC and en_US, so output is \
                        reproducible; set timeZone or locale to change that. ISO8601DateFormatter writes \
                        2026-01-01T00:00:00Z.
                        """,
                    example: """
                        let formatter = DateFormatter()
                        formatter.dateFormat = "HH:mm:ss.SSS"
                        print(formatter.string(from: Date() + 1.25))
                        """,
                    members: [
                        ("dateFormat", "the pattern: yyyy-MM-dd HH:mm:ss.SSS"),
                        ("dateStyle", "a preset for the date"), ("timeStyle", "a preset for the time"),
                        ("locale", "the language of names and presets"), ("timeZone", "the zone times are shown in"),
                        ("string", "string(from:): the date as text"),
                        ("date", "date(from:): the text as a date, or nil"),
                        ("short", "style: 1/1/26"), ("medium", "style: Jan 1, 2026"),
                        ("long", "style: January 1, 2026"),
                        ("full", "style: Thursday, January 1, 2026"),
                    ],
                    tables: ["DateFormatter", "ISO8601DateFormatter", "implicit member"]),
                DocEntry(
                    "TimeZone", .type, aliases: ["Locale"],
                    summary: "zones and locales for formatters: TimeZone(identifier:), Locale(identifier:)",
                    details: """
                        TimeZone(identifier: "Asia/Seoul"), TimeZone(abbreviation: "KST") and \
                        TimeZone(secondsFromGMT: 3600) are nil when unknown; Locale(identifier: "fr_FR"). On the \
                        virtual clock TimeZone.current is UTC and Locale.current en_US; in real time the machine's.
                        """,
                    example: """
                        let formatter = DateFormatter()
                        formatter.dateFormat = "HH:mm"
                        formatter.timeZone = TimeZone(secondsFromGMT: 9 * 3600)
                        print(formatter.string(from: Date()))
                        """,
                    members: [
                        ("current", "the machine's (UTC or en_US on the virtual clock)"),
                        ("identifier", "its name: Asia/Seoul, fr_FR"),
                        ("secondsFromGMT", "secondsFromGMT(): a zone's offset"),
                    ],
                    tables: ["TimeZone", "Locale"]),
                DocEntry(
                    "String", .type, summary: "text: String(x), \"a\\(x)b\", and its common members",
                    details: """
                        Strings support interpolation, + and the members below. String(format: "%.2f", x) formats \
                        as Foundation does (%d Int, %f Double, %@ or %s any value); a conversion that does not fit \
                        its argument is an error, not a crash.
                        """,
                    example: "print(\"rx\".uppercased(), \"a,b\".split(separator: \",\"), \"swift\".hasPrefix(\"sw\"))",
                    members: [
                        ("count", "how many characters"), ("isEmpty", "true for \"\""),
                        ("contains", "whether it contains some text"), ("hasPrefix", "whether it starts with"),
                        ("hasSuffix", "whether it ends with"), ("lowercased", "in lower case"),
                        ("uppercased", "in upper case"), ("capitalized", "each word capitalized"),
                        ("first", "the first character, or nil"), ("last", "the last character, or nil"),
                        ("map", "each character transformed, as an array"), ("filter", "the characters that pass"),
                        ("reversed", "the characters backwards"),
                        ("split", "split(separator:) into parts"),
                        ("components", "components(separatedBy:) into parts"),
                        ("replacingOccurrences", "replacingOccurrences(of:with:)"),
                        ("trimmingCharacters", "trimmingCharacters(in: .whitespaces)"),
                        ("whitespaces", "the set of spaces and tabs"), ("whitespacesAndNewlines", "and line breaks"),
                        ("newlines", "line breaks"), ("decimalDigits", "0 to 9"), ("letters", "letters"),
                        ("alphanumerics", "letters and digits"), ("punctuationCharacters", "punctuation"),
                    ],
                    tables: ["String", "implicit member"]),
                DocEntry(
                    "Bool", .type, summary: "true and false: Bool(\"true\")",
                    details: "Conditions must be Bool; filter's predicate too.",
                    example: "print(Bool(\"true\")!, true && false)",
                    members: [
                        ("description", "\"true\" or \"false\""), ("toggle", "flips a var in place"),
                        ("random", "Bool.random(): true or false, at random"),
                    ],
                    tables: ["Bool"]),
                DocEntry(
                    "Set", .type, summary: "unordered unique values: Set([1, 2, 2])",
                    details: "Also has every array member.",
                    example: "print(Set([1, 2]).union(Set([2, 3])).count)",
                    members: [
                        ("contains", "whether it has a value"), ("union", "values in either"),
                        ("intersection", "values in both"), ("subtracting", "values not in the other"),
                        ("isSubset", "isSubset(of:): all its values are in the other"),
                        ("formUnion", "adds the other's values, in place"),
                        ("formIntersection", "keeps the values in both, in place"),
                        ("subtract", "removes the other's values, in place"),
                    ],
                    tables: ["Set"]),
                DocEntry(
                    "Array", .language, aliases: ["Dictionary"],
                    summary: "arrays [1, 2], dictionaries [\"a\": 1] and tuples (1, \"a\")",
                    details:
                        "Literals as in Swift, with the usual members; dictionaries and sets also have these. "
                        + "first, last and contains also take where:. Array(x) makes an array of any sequence; "
                        + "Dictionary(grouping:by:) and Dictionary(uniqueKeysWithValues:) make a dictionary.",
                    example: "print([3, 1, 2].sorted().map { $0 * 10 }, [\"a\": 1].keys, (1, 2).count)",
                    members: [
                        ("count", "how many"), ("isEmpty", "true when empty"), ("first", "the first, or nil"),
                        ("last", "the last, or nil"), ("map", "each transformed"), ("filter", "those that pass"),
                        ("reduce", "folded into one (into: updates it in place)"),
                        ("forEach", "runs a closure for each"),
                        ("contains", "whether it has a value"), ("enumerated", "(offset, element) pairs"),
                        ("joined", "strings joined"), ("sorted", "a sorted copy, or sorted(by:) a closure"),
                        ("sort", "sorts in place (also by:)"), ("min", "the smallest, or nil"),
                        ("max", "the largest, or nil"), ("compactMap", "each transformed, nils dropped"),
                        ("flatMap", "each transformed into an array, joined"),
                        ("allSatisfy", "whether all pass"), ("firstIndex", "firstIndex(of:) or (where:), or nil"),
                        ("index", "index(of:): Swift 4's firstIndex(of:)"),
                        ("prefix", "the first n"), ("suffix", "the last n"), ("dropFirst", "all but the first (n)"),
                        ("dropLast", "all but the last (n)"), ("lazy", "a LazySequence: map and filter run on demand"),
                        ("reversed", "a reversed copy"), ("reverse", "reverses in place"),
                        ("append", "adds at the end"), ("insert", "inserts (at:)"), ("remove", "removes (at:)"),
                        ("removeAll", "empties it"), ("removeFirst", "removes the first"),
                        ("removeLast", "removes the last"), ("popLast", "removes the last, or nil when empty"),
                        ("swapAt", "swaps two elements"), ("indices", "0..<count"), ("keys", "a dictionary's keys"),
                        ("values", "a dictionary's values"), ("mapValues", "a dictionary's values transformed"),
                        ("updateValue", "sets a dictionary's value for a key"),
                        ("removeValue", "removes a dictionary's key"),
                        ("merge", "a dictionary's merge(_:uniquingKeysWith:)"),
                        ("value", "value(forKey:): NSDictionary's value for a key, or nil"),
                        ("valueForKey", "Swift 2's value(forKey:), noted once"),
                        ("randomElement", "a random element, or nil when empty"),
                        ("shuffled", "a copy in random order"), ("shuffle", "shuffles a var in place"),
                    ],
                    tables: ["Array", "Dictionary", "Tuple"]),
                DocEntry(
                    "Optional", .language,
                    summary: "Optional(x), .some(x) / .none and nil, printed as Swift prints them",
                    details: """
                        A value is an Optional where Swift's type says so: Optional(x), .some(x), a `T?` \
                        declaration, property or parameter, `-> T?`, dict[key], Int("3"), first, min(), as?, try?, \
                        a?.b, a text field's text and rx.text. It prints as Optional("a"); nil prints nil. \
                        if let, guard let, ??, !, ?., case let x?, == and compactMap unwrap it; arithmetic or a \
                        member on it is Swift's error 'must be unwrapped'. An implicitly unwrapped `T!` holds plain \
                        values.
                        """,
                    corners: [
                        "a parameter of the library that is not optional in Swift takes the Optional's value",
                        "a ?? b whose left side is present gives its value, even when b is an Optional",
                    ],
                    example: "let x: Int? = 3\nprint(x, x ?? 0, x.map { $0 * 2 } ?? -1)",
                    members: [
                        ("some", "a present value"), ("none", "no value: nil"),
                        ("map", "optional.map { … }: nil stays nil"), ("flatMap", "optional.flatMap { … }"),
                        ("unsafelyUnwrapped", "the value, unchecked"),
                    ],
                    tables: ["implicit member", "nil", "Optional", "Int", "Double", "Bool"]),
                DocEntry(
                    "operator", .language,
                    summary: "operator functions: static func ==, <, +, and operators you declare",
                    details: """
                        A type's static func == decides ==, != and every comparison Rx makes (distinctUntilChanged, \
                        contains); static func < gives >, <=, >= and sorted(), min(), max(). An operator function \
                        may also sit at the top level (func + (l: V, r: V) -> V). infix operator <-> : \
                        AdditionPrecedence declares a new operator (precedencegroup declares a group with \
                        higherThan, lowerThan and associativity), prefix operator a prefix one, used with prefix func.
                        """,
                    corners: [
                        "An operator function at the top level has one definition per operator: the last one declared.",
                        "postfix operators and operator functions taking inout parameters are not supported.",
                    ],
                    example: """
                        struct V { var x: Int; static func + (a: V, b: V) -> V { V(x: a.x + b.x) } }
                        infix operator <> : AdditionPrecedence
                        func <> (a: V, b: V) -> Int { a.x * b.x }
                        print(V(x: 2) + V(x: 3), V(x: 2) <> V(x: 3))
                        """),
                DocEntry(
                    "Void", .type, aliases: ["Any"], summary: "Swift's Void and Any, accepted in type annotations",
                    details: "Types are checked loosely: Observable<Void> and [Any] read as in Swift.",
                    example: "let taps = PublishSubject<Void>()\ntaps.onNext(())"),
                DocEntry(
                    "type", .function, summary: "type(of: x): the type of a value, as Int.self names it",
                    details: "Compares with Int.self, String.self or a declared type; prints as the type's name.",
                    example: "print(type(of: 42), type(of: 42) == Int.self)"),
                DocEntry(
                    "abs", .function, aliases: ["min", "max"], summary: "abs(x), min(a, b, …), max(a, b, …)",
                    details: "Swift's numeric helpers.",
                    example: "print(abs(-3), min(4, 2, 8), max(1, 9))"),
                DocEntry(
                    "operators", .language,
                    aliases: ["+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "&", "|", "^"],
                    summary: "arithmetic, comparison and bitwise operators, as in Swift",
                    details: "They can also be passed as functions: reduce(0, +).",
                    example: "print(1 + 2 * 3, [1, 2, 3].reduce(0, +), 7 % 3 == 1)"),
                DocEntry(
                    "objc_getAssociatedObject", .function, aliases: ["objc_setAssociatedObject"],
                    summary: "a value kept on an object, by key: how extensions add stored state",
                    details: """
                        objc_setAssociatedObject(self, &key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) keeps value on \
                        a view, a view controller or an object of your own class for its lifetime; \
                        objc_getAssociatedObject(self, &key) reads it back (nil when none). The key is the variable \
                        named after '&'.
                        """,
                    corners: [
                        "Two keys are told apart by the variable the call names, as their addresses are in Swift."
                    ],
                    example: """
                        private var badgeKey: UInt8 = 0
                        let label = UILabel()
                        objc_setAssociatedObject(label, &badgeKey, 3, .OBJC_ASSOCIATION_RETAIN)
                        print(objc_getAssociatedObject(label, &badgeKey) as? Int ?? 0)
                        """),
                DocEntry(
                    "objc_AssociationPolicy", .type,
                    summary: "how objc_setAssociatedObject holds a value: .OBJC_ASSOCIATION_RETAIN_NONATOMIC…",
                    details:
                        "Accepted for Swift code as written; every policy keeps the value for the object's lifetime.",
                    example: "let policy = objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN_NONATOMIC",
                    members: [
                        ("OBJC_ASSOCIATION_ASSIGN", "a weak reference, in Objective-C"),
                        ("OBJC_ASSOCIATION_RETAIN_NONATOMIC", "a strong reference"),
                        ("OBJC_ASSOCIATION_COPY_NONATOMIC", "a copy"),
                        ("OBJC_ASSOCIATION_RETAIN", "a strong reference, atomically"),
                        ("OBJC_ASSOCIATION_COPY", "a copy, atomically"),
                    ],
                    tables: ["objc_AssociationPolicy", "implicit member"]),
                DocEntry(
                    "objc_sync_enter", .function, aliases: ["objc_sync_exit"],
                    summary: "Objective-C's @synchronized, accepted as written; scripts need no lock here",
                    details: "objc_sync_enter(self) and objc_sync_exit(self) return 0 and do nothing else.",
                    example: "let object = UIView()\nobjc_sync_enter(object)\nobjc_sync_exit(object)"),
            ] + numberEntries)
    }
}
