import Foundation
import RxTrace

/// The recording format's name and version, and how its values are written: docs/recording-format.md.
package enum RecordingFormat {
    /// The header's `format`.
    package static let name = "rxrepl-recording"
    /// The header's `version`; a reader refuses a later one.
    package static let version = 1

    /// Seconds with six decimals, as the JSON-lines trace writes them; the same digits on every machine.
    package static func seconds(_ value: Double) -> String {
        String(format: "%.6f", value)
    }

    /// A JSON object from fields already written as JSON (`jsonString`, numbers), in the order given; nil values
    /// are left out.
    package static func object(_ fields: [(String, String?)]) -> String {
        "{" + fields.compactMap { name, value in value.map { "\"\(name)\":\($0)" } }.joined(separator: ",") + "}"
    }

    /// `text` without the terminal's control sequences (colours, cursor moves): what it reads as.
    package static func withoutEscapes(_ text: String) -> String {
        guard text.contains("\u{1B}") else { return text }
        var result = ""
        var inSequence = false
        var afterEscape = false
        for scalar in text.unicodeScalars {
            if afterEscape {
                afterEscape = false
                inSequence = scalar == "["
                continue
            }
            if inSequence {
                if (0x40...0x7E).contains(scalar.value) { inSequence = false }
                continue
            }
            if scalar == "\u{1B}" {
                afterEscape = true
                continue
            }
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// `"virtual"` or `"real"`.
    package static func clockName(virtual: Bool) -> String { virtual ? "virtual" : "real" }
}

extension LaneNote {
    /// The note as a recording writes it in a trace record's `lane`.
    package var recordingJSON: String {
        func number(_ value: Int?) -> String? { value.map(String.init) }
        switch self {
        case .subscription:
            return RecordingFormat.object([("subscription", "true")])
        case .stageOpened(let position, let downstream):
            return RecordingFormat.object([
                ("stage", number(position)), ("opens", "true"), ("downstream", number(downstream)),
            ])
        case .stage(let position):
            return RecordingFormat.object([("stage", number(position))])
        case .innerOpened(let index, let parent, let downstreamStage, let depth):
            return RecordingFormat.object([
                ("inner", number(index)), ("opens", "true"), ("parent", number(parent)),
                ("downstreamStage", number(downstreamStage)), ("depth", number(depth)),
            ])
        case .innerJoined(let index):
            return RecordingFormat.object([("inner", number(index)), ("joins", "true")])
        case .inner(let index):
            return RecordingFormat.object([("inner", number(index))])
        }
    }
}
