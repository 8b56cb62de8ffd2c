import Foundation
import RxRecording
import RxTrace

/// `:record FILE` … `:record stop`: the session from now on written as a recording, which `rxrepl replay` plays.
extension ReplCommand {
    static let record: ReplCommand = ReplCommand(
        name: "record", synopsis: "FILE|stop", summary: "record the session to FILE, for rxrepl replay",
        details: """
            ':record lesson.jsonl' writes everything from now on to lesson.jsonl as JSON lines: each entry you \
            type, each trace line (with its subscription, stage, time, thread and value, as --format jsonl \
            writes them, and the operator stages even when only events are traced), what the session printed, \
            and each change of the clock (:time, :advance, :step). ':record stop' ends it (so does :quit); \
            ':record' says whether one is on. 'rxrepl replay lesson.jsonl' plays it back without running \
            anything: step with the arrow keys, jump to a time, play at 1x, 1/2x or 1/4x, and draw ':marbles' \
            of any subscription as it was at that moment. docs/recording-format.md describes the format.
            """,
        example: ":record lesson.jsonl", completion: .files
    ) { repl, argument in
        switch argument {
        case "":
            if let recording = repl.tap.recording {
                repl.say(repl.style.dim("(recording to \(recording.path); :record stop ends it)"))
            } else {
                repl.say(repl.style.dim("(not recording; :record lesson.jsonl starts)"))
            }
        case "stop":
            guard let path = repl.stopRecording() else { return repl.complain(.notRecording) }
            repl.say(repl.style.dim("(recorded to \(path); rxrepl replay \(path) plays it)"))
        default:
            if let recording = repl.tap.recording { return repl.complain(.alreadyRecording(recording.path)) }
            do {
                try repl.startRecording(to: argument)
            } catch let error as RecordingWriteError {
                repl.complain(.cannotWriteRecording(argument, reason: error.reason))
            } catch {
                repl.complain(.cannotWriteRecording(argument, reason: "\(error)"))
            }
        }
    }
}
