import Foundation

/// One case of the RxSwift conformance corpus (format `rxswift-conformance/1`).
public struct ConformanceCase {
    /// A recorded event: time, kind, and the value's JSON (`next`) or the error's name (`error`).
    public struct RecordedEvent {
        public enum Kind: String { case next, error, completed }
        public let time: Int
        public let kind: Kind
        public let value: Any?
    }

    /// A test source: hot or cold, with its events.
    public struct Source {
        public let name: String
        public let isHot: Bool
        public let events: [RecordedEvent]
        public let elementType: String
    }

    /// A timed step of a script-mode case.
    public struct Action {
        public let time: Int?
        public let kind: String
        public let fields: [String: Any]
    }

    public let id: String
    public let mode: String
    public let operatorName: String
    public let expression: String
    public let sources: [Source]
    public let setup: [String]
    public let helpers: [String]
    public let createdAt: Int
    public let subscribeAt: Int?
    public let disposeAt: Int?
    public let expected: [RecordedEvent]
    /// Source name → [(subscribe, unsubscribe or nil for never)].
    public let expectedSubscriptions: [(name: String, subscriptions: [(Int, Int?)])]
    public let expectedSideEffects: [(name: String, value: Any)]
    public let observers: [(name: String, elementType: String)]
    public let declarations: [(name: String, type: String)]
    public let actions: [Action]
    public let expectedObservers: [(name: String, events: [RecordedEvent])]

    /// Decodes a case from its JSON object; returns nil (with a reason) when a field is malformed.
    public init(json: [String: Any]) throws {
        func field<T>(_ key: String) throws -> T {
            guard let value = json[key] as? T else { throw ConformanceError.malformed("field \(key)") }
            return value
        }
        id = try field("id")
        mode = try field("mode")
        operatorName = try field("operator")
        expression = try field("expression")
        setup = json["setup"] as? [String] ?? []
        helpers = json["helpers"] as? [String] ?? []
        createdAt = json["created_at"] as? Int ?? 100
        subscribeAt = json["subscribe_at"] as? Int
        disposeAt = json["dispose_at"] as? Int
        let rawSources: [[String: Any]] = try field("sources")
        sources = try rawSources.map { source in
            guard let name = source["name"] as? String, let kind = source["kind"] as? String,
                let events = source["events"] as? [[Any]]
            else { throw ConformanceError.malformed("source") }
            return Source(
                name: name, isHot: kind == "hot", events: try events.map(Self.event),
                elementType: source["element_type"] as? String ?? "Int")
        }
        expected = try (json["expected"] as? [[Any]] ?? []).map(Self.event)
        let subscriptions = json["expected_subscriptions"] as? [String: Any] ?? [:]
        expectedSubscriptions = try subscriptions.keys.sorted().map { name in
            guard let list = subscriptions[name] as? [[Any]] else { throw ConformanceError.malformed("subscriptions") }
            return (name, list.map { pair in (pair[0] as? Int ?? 0, pair.count > 1 ? pair[1] as? Int : nil) })
        }
        expectedSideEffects = (json["expected_side_effects"] as? [[Any]] ?? []).compactMap { pair in
            guard pair.count == 2, let name = pair[0] as? String else { return nil }
            return (name, pair[1])
        }
        observers = (json["observers"] as? [[String: Any]] ?? []).compactMap { observer in
            guard let name = observer["name"] as? String else { return nil }
            return (name, observer["element_type"] as? String ?? "Int")
        }
        let declared = json["declarations"] as? [String: String] ?? [:]
        declarations = declared.keys.sorted().map { ($0, declared[$0]!) }
        actions = (json["actions"] as? [[String: Any]] ?? []).map { action in
            Action(time: action["at"] as? Int, kind: action["action"] as? String ?? "", fields: action)
        }
        let observed = json["expected_observers"] as? [String: Any] ?? [:]
        expectedObservers = try observed.keys.sorted().map { name in
            (name, try (observed[name] as? [[Any]] ?? []).map(Self.event))
        }
    }

    private static func event(_ raw: [Any]) throws -> RecordedEvent {
        guard raw.count >= 2, let time = raw[0] as? Int, let kindName = raw[1] as? String,
            let kind = RecordedEvent.Kind(rawValue: kindName)
        else { throw ConformanceError.malformed("event") }
        return RecordedEvent(time: time, kind: kind, value: raw.count > 2 ? raw[2] : nil)
    }
}

/// Problems reading a corpus file.
public enum ConformanceError: Error, CustomStringConvertible {
    case malformed(String)
    case unreadable(String)

    public var description: String {
        switch self {
        case .malformed(let what): return "malformed corpus: \(what)"
        case .unreadable(let why): return why
        }
    }
}

/// Reads every case of a corpus file.
public func loadConformanceCases(path: String) throws -> [ConformanceCase] {
    guard let data = FileManager.default.contents(atPath: path) else {
        throw ConformanceError.unreadable("cannot read \(path)")
    }
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
        let cases = root["cases"] as? [[String: Any]]
    else {
        throw ConformanceError.malformed("top level (expected {\"cases\": [...]})")
    }
    return try cases.map(ConformanceCase.init(json:))
}
