extension DocCatalog {
    /// The Swift and Foundation values scripts compute with.
    static let values = DocFamilyPage(
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
                "Int", .type, summary: "whole numbers: Int(\"42\"), Int.max",
                details: "Int(x) converts text or a Double (nil when text does not parse).",
                example: "print(Int(\"42\")! + 1, Int.max)",
                members: [
                    ("max", "the largest Int"), ("min", "the smallest Int"),
                    ("description", "the value as text"), ("isMultiple", "isMultiple(of:): divisible"),
                ],
                tables: ["Int"]),
            DocEntry(
                "Double", .type, summary: "floating-point numbers: Double(\"1.5\"), Double.pi",
                details: "Double(x) converts text or an Int.",
                example: "print(Double.pi, Double(\"1.5\")!)",
                members: [("pi", "π"), ("infinity", "∞"), ("description", "the value as text")],
                tables: ["Double"]),
            DocEntry(
                "URL", .type, aliases: ["NSURL", "URLRequest"],
                summary: "a web address: URL(string:), its host and path, URLRequest(url:)",
                details: """
                    URL(string:) is nil when the text is no URL; a URL prints as its absolute string, as \
                    Foundation prints it. URLRequest(url:) pairs a URL with an httpMethod (GET unless set).
                    """,
                corners: ["Swift 2's NSURL(string:) makes the same value and says once that today's Swift writes URL."],
                example: """
                    let url = URL(string: "https://api.github.com/search/repositories?q=rx")!
                    print(url.host, url.path, url.query, URLRequest(url: url).httpMethod)
                    """,
                members: [
                    ("absoluteString", "the whole address"), ("scheme", "https, http…"), ("host", "the server"),
                    ("port", "the port, or nil"), ("path", "the path after the host"), ("query", "after '?', or nil"),
                    ("lastPathComponent", "the path's last part"),
                    ("appendingPathComponent", "the URL with a part added to its path"),
                    ("url", "a request's URL"), ("httpMethod", "a request's method: GET, POST…"),
                ],
                tables: ["URL", "URLRequest"]),
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
                    ("split", "split(separator:) into parts"), ("components", "components(separatedBy:) into parts"),
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
                members: [("description", "\"true\" or \"false\"")], tables: ["Bool"]),
            DocEntry(
                "Set", .type, summary: "unordered unique values: Set([1, 2, 2])",
                details: "Also has every array member.",
                example: "print(Set([1, 2]).union(Set([2, 3])).count)",
                members: [
                    ("contains", "whether it has a value"), ("union", "values in either"),
                    ("intersection", "values in both"), ("subtracting", "values not in the other"),
                    ("isSubset", "isSubset(of:): all its values are in the other"),
                ],
                tables: ["Set"]),
            DocEntry(
                "Array", .language, summary: "arrays [1, 2], dictionaries [\"a\": 1] and tuples (1, \"a\")",
                details:
                    "Literals as in Swift, with the usual members; dictionaries and sets also have these. "
                    + "first, last and contains also take where:. Array(x) makes an array of any sequence.",
                example: "print([3, 1, 2].sorted().map { $0 * 10 }, [\"a\": 1].keys, (1, 2).count)",
                members: [
                    ("count", "how many"), ("isEmpty", "true when empty"), ("first", "the first, or nil"),
                    ("last", "the last, or nil"), ("map", "each transformed"), ("filter", "those that pass"),
                    ("reduce", "folded into one (into: updates it in place)"), ("forEach", "runs a closure for each"),
                    ("contains", "whether it has a value"), ("enumerated", "(offset, element) pairs"),
                    ("joined", "strings joined"), ("sorted", "a sorted copy, or sorted(by:) a closure"),
                    ("sort", "sorts in place (also by:)"), ("min", "the smallest, or nil"),
                    ("max", "the largest, or nil"), ("compactMap", "each transformed, nils dropped"),
                    ("flatMap", "each transformed into an array, joined"),
                    ("allSatisfy", "whether all pass"), ("firstIndex", "firstIndex(of:) or (where:), or nil"),
                    ("prefix", "the first n"), ("suffix", "the last n"), ("dropFirst", "all but the first (n)"),
                    ("dropLast", "all but the last (n)"),
                    ("reversed", "a reversed copy"), ("reverse", "reverses in place"),
                    ("append", "adds at the end"), ("insert", "inserts (at:)"), ("remove", "removes (at:)"),
                    ("removeAll", "empties it"), ("removeFirst", "removes the first"),
                    ("removeLast", "removes the last"), ("keys", "a dictionary's keys"),
                    ("values", "a dictionary's values"), ("mapValues", "a dictionary's values transformed"),
                    ("updateValue", "sets a dictionary's value for a key"),
                    ("removeValue", "removes a dictionary's key"),
                    ("value", "value(forKey:): NSDictionary's value for a key, or nil"),
                    ("valueForKey", "Swift 2's value(forKey:), noted once"),
                ],
                tables: ["Array", "Dictionary", "Tuple"]),
            DocEntry(
                "Optional", .language, summary: "Optional(x), .some(x) / .none and nil, printed as Swift prints them",
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
                corners: ["Two keys are told apart by the variable the call names, as their addresses are in Swift."],
                example: """
                    private var badgeKey: UInt8 = 0
                    let label = UILabel()
                    objc_setAssociatedObject(label, &badgeKey, 3, .OBJC_ASSOCIATION_RETAIN)
                    print(objc_getAssociatedObject(label, &badgeKey) as? Int ?? 0)
                    """),
            DocEntry(
                "objc_AssociationPolicy", .type,
                summary: "how objc_setAssociatedObject holds a value: .OBJC_ASSOCIATION_RETAIN_NONATOMIC…",
                details: "Accepted for Swift code as written; every policy keeps the value for the object's lifetime.",
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
        ])
}
