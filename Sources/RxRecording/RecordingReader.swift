import Foundation
import RxTrace

/// Reads a recording (docs/recording-format.md) line by line, saying where and what was expected when a line is
/// not what the format allows.
package enum RecordingReader {
    /// A line the format does not allow: its number and what was expected there.
    package struct Failure: Error, Equatable {
        package let line: Int
        package let message: String
    }

    package static func read(_ text: String) throws(Failure) -> Recording {
        var header: Recording.Header?
        var items: [Recording.Item] = []
        var lines: [String] = []
        var itemLines: [Int] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            if line.allSatisfy(\.isWhitespace) { continue }
            lines.append(String(line))
            defer { while itemLines.count < items.count { itemLines.append(lines.count - 1) } }
            let fields = try Fields(line: String(line), number: number)
            let type = try fields.string("type")
            if header == nil {
                guard type == "header" else {
                    throw Failure(line: number, message: "expected the header record ({\"type\":\"header\",…}) first")
                }
                header = try readHeader(fields)
                continue
            }
            switch type {
            case "header": throw fields.failure("expected one header only, at line 1")
            case "entry":
                items.append(
                    .entry(
                        number: try fields.int("line"), source: try fields.optionalString("source"),
                        text: try fields.string("text"),
                        printed: try fields.optionalString("printed"), time: try fields.double("time"),
                        virtual: try fields.isVirtual()))
            case "output":
                items.append(
                    .output(
                        text: try fields.string("text"), time: try fields.double("time"),
                        virtual: try fields.isVirtual()))
            case "trace": items.append(.trace(try readTrace(fields)))
            case "subscription":
                items.append(
                    .subscription(
                        id: try fields.int("sub"), expression: try fields.string("expression"),
                        time: try fields.double("time"), virtual: try fields.isVirtual()))
            case "clock":
                items.append(
                    .clock(
                        virtual: try fields.isVirtual(), time: try fields.double("time"),
                        command: try fields.optionalString("command")))
            case "end": items.append(.end(time: try fields.double("time"), virtual: try fields.isVirtual()))
            // A binding warning is for the page; a replay shows the warning as the session printed it.
            case "warning": continue
            default:
                throw fields.failure(
                    "unknown record type '\(type)'; expected entry, output, trace, subscription, clock, warning "
                        + "or end")
            }
        }
        guard let header else { throw Failure(line: 1, message: "expected the header record, found an empty file") }
        return Recording(header: header, items: items, lines: lines, itemLines: itemLines)
    }

    private static func readHeader(_ fields: Fields) throws(Failure) -> Recording.Header {
        let format = try fields.string("format")
        guard format == RecordingFormat.name else {
            throw fields.failure("expected format \"\(RecordingFormat.name)\", found \"\(format)\"")
        }
        let version = try fields.int("version")
        guard (1...RecordingFormat.version).contains(version) else {
            throw fields.failure(
                "expected version 1 to \(RecordingFormat.version), found \(version) (written by a later rxrepl?)")
        }
        let width = try fields.int("width")
        guard width > 0 else { throw fields.failure("expected a width of 1 column or more, found \(width)") }
        return Recording.Header(
            version: version, rxrepl: try fields.string("rxrepl"), source: try fields.string("source"),
            name: try fields.string("name"), virtualTime: try fields.isVirtual(),
            frameSeconds: try fields.double("frame"), width: width, trace: try fields.string("trace"))
    }

    private static func readTrace(_ fields: Fields) throws(Failure) -> Recording.TraceRecord {
        let trace = try fields.nested("trace")
        let kindName = try trace.string("kind")
        guard let kind = TraceLineKind(rawValue: kindName) else {
            throw fields.failure("expected a trace kind such as next or disposed, found '\(kindName)'")
        }
        return Recording.TraceRecord(
            subscription: try trace.optionalInt("sub") ?? 0, inner: try trace.optionalInt("inner") ?? 0,
            stage: try trace.optionalString("stage") ?? "", depth: try trace.optionalInt("depth") ?? 0, kind: kind,
            text: try trace.optionalString("text"), time: try trace.double("time"),
            thread: try trace.string("thread"), virtual: try fields.isVirtual(),
            printed: try fields.optionalString("printed"),
            lane: try fields.dictionary["lane"] == nil ? nil : readLane(try fields.nested("lane")))
    }

    private static func readLane(_ lane: Fields) throws(Failure) -> LaneNote {
        let opens = lane.dictionary["opens"] as? Bool == true
        if lane.dictionary["subscription"] != nil { return .subscription }
        if let position = try lane.optionalInt("stage") {
            return opens
                ? .stageOpened(position: position, downstream: try lane.optionalInt("downstream")) : .stage(position)
        }
        if let index = try lane.optionalInt("inner") {
            if opens {
                return .innerOpened(
                    index: index, parent: try lane.int("parent"),
                    downstreamStage: try lane.optionalInt("downstreamStage"), depth: try lane.int("depth"))
            }
            return lane.dictionary["joins"] as? Bool == true ? .innerJoined(index) : .inner(index)
        }
        throw lane.failure("expected a lane with subscription, stage or inner")
    }

    /// One line's JSON object, with typed access that fails with the line's number.
    private struct Fields {
        let dictionary: [String: Any]
        let number: Int
        /// `trace.` for a nested object's fields, in messages.
        let prefix: String

        init(line: String, number: Int) throws(Failure) {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)),
                let dictionary = object as? [String: Any]
            else { throw Failure(line: number, message: "expected one JSON object on the line") }
            self.init(dictionary: dictionary, number: number, prefix: "")
        }

        init(dictionary: [String: Any], number: Int, prefix: String) {
            self.dictionary = dictionary
            self.number = number
            self.prefix = prefix
        }

        func failure(_ message: String) -> Failure { Failure(line: number, message: message) }

        func string(_ name: String) throws(Failure) -> String {
            guard let value = try optionalString(name) else { throw missing(name, "a string") }
            return value
        }

        func optionalString(_ name: String) throws(Failure) -> String? {
            guard let value = dictionary[name], !(value is NSNull) else { return nil }
            guard let string = value as? String else { throw missing(name, "a string") }
            return string
        }

        func int(_ name: String) throws(Failure) -> Int {
            guard let value = try optionalInt(name) else { throw missing(name, "a whole number") }
            return value
        }

        func optionalInt(_ name: String) throws(Failure) -> Int? {
            guard let value = dictionary[name], !(value is NSNull) else { return nil }
            guard let number = value as? NSNumber, let int = Int(exactly: number.doubleValue)
            else { throw missing(name, "a whole number") }
            return int
        }

        func double(_ name: String) throws(Failure) -> Double {
            guard let value = dictionary[name], let number = value as? NSNumber else {
                throw missing(name, "a number")
            }
            return number.doubleValue
        }

        /// `clock`: "virtual" or "real".
        func isVirtual() throws(Failure) -> Bool {
            let clock = try string("clock")
            guard clock == "virtual" || clock == "real" else {
                throw failure("expected \"\(prefix)clock\" to be \"virtual\" or \"real\", found \"\(clock)\"")
            }
            return clock == "virtual"
        }

        func nested(_ name: String) throws(Failure) -> Fields {
            guard let object = dictionary[name] as? [String: Any] else { throw missing(name, "an object") }
            return Fields(dictionary: object, number: number, prefix: prefix + name + ".")
        }

        private func missing(_ name: String, _ what: String) -> Failure {
            failure("expected \"\(prefix)\(name)\" to be \(what)")
        }
    }
}
