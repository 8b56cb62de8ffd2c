import RxCore
import RxMarbles
import RxTest

/// A marble string argument with its `values:`, `error:` and `frame:` arguments, read into timed events.
///
/// A letter or digit stands for the value `values:` maps it to; without a mapping a letter is the one-letter
/// string and a digit the integer. `#` sends the `error:` value (by default `testError`).
struct MarbleInput {
    /// The diagram as written.
    let text: String
    let timeline: MarbleTimeline
    /// Nanoseconds per frame.
    let frame: Int
    let values: Value
    /// The `error:` value, when one was given.
    let error: Swift.Error?

    /// Parses `diagram` into frames of `frame` nanoseconds; a hot one may mark its subscription point (`^`).
    init(_ diagram: MarbleText, values: Value, error: Swift.Error?, frame: Int, hot: Bool) throws {
        text = diagram.text
        self.frame = frame
        self.values = values
        self.error = error
        let parser = MarbleParser(frame: frame, unitsPerMillisecond: 1_000_000, allowsSubscriptionPoint: hot)
        do {
            timeline = try parser.parse(text)
        } catch let syntax as MarbleSyntaxError {
            throw ScriptError(
                .badMarbles(syntax.description),
                at: Self.place(of: syntax.column, in: text, argument: diagram.range))
        }
    }

    /// The value a letter or digit stands for.
    func value(for symbol: Character) -> Value {
        let name = String(symbol)
        switch values {
        case .object(let dictionary as DictionaryObject):
            // A letter mapped to nil (`values: ["b": nil]`) stands for nil.
            if dictionary.keys.contains(.string(name)) { return dictionary[.string(name)] }
            if let digit = symbol.wholeNumberValue, !dictionary[.int(digit)].isNil { return dictionary[.int(digit)] }
        case .array(let list):
            if let digit = symbol.wholeNumberValue, digit < list.count { return list[digit] }
        default:
            break
        }
        return Self.plainValue(symbol)
    }

    /// A letter's or digit's value without a mapping.
    static func plainValue(_ symbol: Character) -> Value {
        symbol.wholeNumberValue.map { .int($0) } ?? .string(String(symbol))
    }

    /// The error `#` sends.
    var errorValue: Swift.Error { error ?? RxTest.testError }

    /// Each event with its time in nanoseconds from frame 0.
    var events: [(time: Int, event: Event<Value>)] {
        timeline.events.map { marble in
            switch marble.kind {
            case .next(let symbol): return (marble.time, .next(value(for: symbol)))
            case .error: return (marble.time, .error(errorValue))
            case .completed: return (marble.time, .completed)
            }
        }
    }

    /// The character at `column` inside the string literal, when the argument is one written plainly.
    private static func place(of column: Int, in text: String, argument: SourceRange?) -> SourceRange? {
        guard let argument else { return nil }
        guard argument.file.text(from: argument.start, to: argument.end) == "\"" + text + "\"" else { return argument }
        let characters = Array(text)
        let start = argument.start + 1 + String(characters[..<min(column, characters.count)]).utf8.count
        let length = column < characters.count ? String(characters[column]).utf8.count : 1
        return SourceRange(file: argument.file, start: start, end: start + length)
    }
}

/// A marble diagram argument and where it was written.
struct MarbleText {
    let text: String
    let range: SourceRange?
}
