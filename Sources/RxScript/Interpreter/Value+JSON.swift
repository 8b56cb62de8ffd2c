import RxCore
import RxTrace

/// A value as JSON, for JSON trace lines (`--format jsonl`): numbers, strings, booleans and `null` as themselves,
/// arrays, sets and unlabeled tuples as arrays, dictionaries, labeled tuples and structs and classes (their
/// stored properties) as objects, an enum case as `{"case": "name", "values": [its associated values]}`, and
/// anything else (a duration, a non-finite number, an observable, a function) as its Swift description, a string.
extension Value {
    /// The JSON text of the value.
    public var json: String {
        var writer = JSONValueWriter()
        writer.write(self)
        return writer.text
    }

    /// The JSON of a traced element, which may be a native value of the core (`interval`'s `Int`); numbers and
    /// booleans, most of a trace's elements, go straight to their text. JSON longer than `BoundedDescription`'s
    /// budget is not finished: the element is written as its cut description, a JSON string
    /// (`"[0, 1, 2, … 9,999,997 more]"`).
    public static let traceJSON: (Any) -> String = { element in
        let value = (element as? Value) ?? Value(native: element)
        switch value {
        case .int(let number): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        default:
            var writer = JSONValueWriter(limit: BoundedDescription.limit)
            writer.write(value)
            if writer.isOverLimit { return jsonString(ScriptRuntime.describeValue(value)) }
            return writer.text
        }
    }
}

/// Writes one value's JSON; class instances already on the path are written as their type's name, so a cycle
/// of references ends.
private struct JSONValueWriter {
    /// Deeper than this, values are written as their description.
    static let depthLimit = 64

    private(set) var text = ""
    private var path: Set<ObjectIdentifier> = []
    private var depth = 0
    /// Past this many bytes the writer stops adding elements and strings; `Int.max` when unbounded.
    private let limit: Int

    init(limit: Int = .max) {
        self.limit = limit
    }

    private var cut = false

    /// True when the JSON grew past the limit, so `text` is unfinished.
    var isOverLimit: Bool { cut || text.utf8.count > limit }

    mutating func write(_ value: Value) {
        if depth >= Self.depthLimit || StackGuard.isNearLimit() { return text += jsonString(value.debugDescription) }
        switch value {
        case .nil: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .int(let number): text += String(number)
        case .double(let number): text += number.isFinite ? number.description : jsonString(number.description)
        case .float(let number): text += number.isFinite ? number.description : jsonString(number.description)
        case .string(let string):
            if string.utf8.count > limit { return cut = true }
            text += jsonString(string)
        case .array(let elements): array(elements)
        case .tuple(let tuple): tupleJSON(tuple.elements, labels: tuple.labels)
        case .duration, .function: text += jsonString(value.description)
        case .object(let object): write(object)
        case .optional(let box): write(box.wrapped)
        }
    }

    private mutating func write(_ object: HostObject) {
        switch object {
        case let instance as ScriptInstance:
            let identity = ObjectIdentifier(instance)
            if path.contains(identity) { return text += jsonString(instance.typeName) }
            path.insert(identity)
            defer { path.remove(identity) }
            members(instance.type.allStoredProperties.map { ($0.name, instance.field($0.name)) })
        case let enumValue as EnumValue:
            enumCase(enumValue.caseName, associated: enumValue.associated, labels: enumValue.labels)
        case let enumCase as EnumCaseObject:
            self.enumCase(enumCase.caseName, associated: [], labels: nil)
        case let event as EventObject:
            switch event.event {
            case .next(let element): enumCase("next", associated: [element], labels: nil)
            case .error(let error):
                enumCase("error", associated: [.string(ScriptRuntime.describeError(error))], labels: nil)
            case .completed: enumCase("completed", associated: [], labels: nil)
            }
        case let dictionary as DictionaryObject:
            members(dictionary.keys.lazy.map { ($0.description, dictionary[$0]) })
        case let set as SetObject:
            array(set.elements)
        default:
            text += jsonString(object.description)
        }
    }

    private mutating func array(_ elements: [Value]) {
        text += "["
        depth += 1
        for (index, element) in elements.enumerated() {
            if isOverLimit { break }
            if index > 0 { text += "," }
            write(element)
        }
        depth -= 1
        text += "]"
    }

    private mutating func members<Pairs: Sequence<(String, Value)>>(_ pairs: Pairs) {
        text += "{"
        depth += 1
        for (index, pair) in pairs.enumerated() {
            if isOverLimit { break }
            if index > 0 { text += "," }
            text += jsonString(pair.0) + ":"
            write(pair.1)
        }
        depth -= 1
        text += "}"
    }

    /// An unlabeled tuple is an array; one with labels an object, an unlabeled element keyed by its position.
    private mutating func tupleJSON(_ elements: [Value], labels: [String?]?) {
        guard let labels, labels.contains(where: { $0 != nil }) else { return array(elements) }
        members(elements.enumerated().map { index, element in (labels[index] ?? String(index), element) })
    }

    private mutating func enumCase(_ name: String, associated: [Value], labels: [String?]?) {
        text += "{\"case\":" + jsonString(name)
        if !associated.isEmpty {
            text += ",\"values\":"
            depth += 1
            tupleJSON(associated, labels: labels)
            depth -= 1
        }
        text += "}"
    }
}
