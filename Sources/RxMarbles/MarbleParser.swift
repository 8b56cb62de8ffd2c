/// A marble diagram read into timed events.
///
/// Times are in the parser's units, relative to frame 0: the first character, or `^` in a hot diagram (events
/// before `^` have negative times).
public struct MarbleTimeline: Equatable {
    /// What one marble stands for.
    public enum Kind: Equatable {
        /// A value, by its letter or digit.
        case next(Character)
        /// `#`
        case error
        /// `|`
        case completed
    }

    /// One event: when, what, and the 0-based column of its character in the diagram.
    public struct Event: Equatable {
        public let time: Int
        public let kind: Kind
        public let column: Int

        public init(time: Int, kind: Kind, column: Int) {
            self.time = time
            self.kind = kind
            self.column = column
        }
    }

    /// The events in diagram order.
    public var events: [Event]
    /// The time just past the diagram's last frame.
    public var end: Int
    /// The column of `^`, when the diagram has one.
    public var subscriptionColumn: Int?
}

/// A diagram that breaks the marble grammar: what is wrong, at which 0-based column (in `Character`s).
public struct MarbleSyntaxError: Error, Equatable, CustomStringConvertible {
    public let message: String
    public let column: Int

    public init(_ message: String, column: Int) {
        self.message = message
        self.column = column
    }

    public var description: String { "\(message) (column \(column + 1))" }
}

/// Reads marble diagrams in the grammar of RxJS's and RxTest's marble tests.
///
/// `-` is one frame; a letter or digit is a value taking one frame; `(ab)` puts several events in one frame;
/// `|` completes; `#` errors; `^` (hot diagrams only) marks frame 0; spaces are ignored; and a time
/// progression such as `10ms`, `1.5s` or `2m`, with a space (or the diagram's start or end) on each side,
/// advances time by that much.
///
/// Unlike RxJS, a group takes one frame, not one per character: that is how `MarbleDiagram` draws events of
/// one time, so every printed line reads back to the events it was drawn from.
public struct MarbleParser {
    /// Time units per frame.
    public var frame: Int
    /// Time units per millisecond, for time progressions.
    public var unitsPerMillisecond: Double
    /// Whether `^` is allowed (hot diagrams).
    public var allowsSubscriptionPoint: Bool

    public init(frame: Int = 1, unitsPerMillisecond: Double = 1, allowsSubscriptionPoint: Bool = false) {
        self.frame = max(1, frame)
        self.unitsPerMillisecond = unitsPerMillisecond
        self.allowsSubscriptionPoint = allowsSubscriptionPoint
    }

    /// The events `text` describes, or the first error in it.
    public func parse(_ text: String) throws -> MarbleTimeline {
        let characters = Array(text)
        var events: [MarbleTimeline.Event] = []
        var time = 0
        var groupStart: Int?
        var groupIsEmpty = true
        var terminalColumn: Int?
        var subscription: (time: Int, column: Int)?
        var index = 0

        func fail(_ message: String, _ column: Int) -> MarbleSyntaxError { MarbleSyntaxError(message, column: column) }
        func add(_ kind: MarbleTimeline.Kind, at column: Int) throws {
            if let terminalColumn {
                let ended = characters[terminalColumn] == "|" ? "completes" : "errors"
                throw fail("nothing can happen after the diagram \(ended) at column \(terminalColumn + 1)", column)
            }
            events.append(MarbleTimeline.Event(time: time, kind: kind, column: column))
            if kind == .completed || kind == .error { terminalColumn = column }
            if groupStart == nil { time += frame } else { groupIsEmpty = false }
        }

        while index < characters.count {
            let character = characters[index]
            if character.isNumber, character.isASCII, index == 0 || characters[index - 1] == " ",
                let progression = try timeProgression(characters, at: index)
            {
                if groupStart != nil { throw fail("a time progression cannot be inside a group", index) }
                time += progression.amount
                index = progression.next
                continue
            }
            switch character {
            case " ":
                break
            case "-":
                if groupStart != nil { throw fail("'-' inside a group; a group's events share one frame", index) }
                time += frame
            case "(":
                if let groupStart {
                    throw fail("groups cannot nest; close the group at column \(groupStart + 1) first", index)
                }
                groupStart = index
                groupIsEmpty = true
            case ")":
                guard groupStart != nil else { throw fail("')' without a matching '('", index) }
                if groupIsEmpty { throw fail("an empty group; put events between '(' and ')'", index) }
                groupStart = nil
                time += frame
            case "|":
                try add(.completed, at: index)
            case "#":
                try add(.error, at: index)
            case "^":
                guard allowsSubscriptionPoint else {
                    throw fail("'^' marks the subscription point of a hot diagram only", index)
                }
                if let subscription {
                    throw fail("a second '^'; the subscription point is at column \(subscription.column + 1)", index)
                }
                if groupStart != nil { throw fail("'^' cannot be inside a group", index) }
                subscription = (time, index)
                time += frame
            case "!":
                throw fail("'!' belongs to subscription diagrams, not event diagrams", index)
            default:
                guard character.isASCII, character.isLetter || character.isNumber else {
                    throw fail("'\(character)' is not a marble; use - | # ( ) ^, letters, digits or spaces", index)
                }
                try add(.next(character), at: index)
            }
            index += 1
        }
        if let groupStart { throw fail("'(' is never closed; add ')'", groupStart) }
        let origin = subscription?.time ?? 0
        return MarbleTimeline(
            events: events.map { MarbleTimeline.Event(time: $0.time - origin, kind: $0.kind, column: $0.column) },
            end: time - origin, subscriptionColumn: subscription?.column)
    }

    /// A time progression starting at `index` (`10ms`, `1.5s`, `2m`), or nil when the characters there are
    /// values (digits not followed by a unit).
    private func timeProgression(_ characters: [Character], at index: Int) throws -> (amount: Int, next: Int)? {
        var cursor = index
        var number = ""
        while cursor < characters.count, characters[cursor].isASCII,
            characters[cursor].isNumber || characters[cursor] == "."
        {
            number.append(characters[cursor])
            cursor += 1
        }
        var unit = ""
        while cursor < characters.count, characters[cursor] == "m" || characters[cursor] == "s" {
            unit.append(characters[cursor])
            cursor += 1
        }
        let milliseconds: Double
        switch unit {
        case "ms": milliseconds = 1
        case "s": milliseconds = 1000
        case "m": milliseconds = 60_000
        default: return nil
        }
        guard let amount = Double(number) else {
            throw MarbleSyntaxError("'\(number)' is not a number of a time progression", column: index)
        }
        if cursor < characters.count && characters[cursor] != " " {
            throw MarbleSyntaxError(
                "a time progression such as '\(number)\(unit)' needs a space after it", column: cursor)
        }
        return (Int((amount * milliseconds * unitsPerMillisecond).rounded()), cursor)
    }
}
