import Foundation
import RxScript

/// `:compare INPUT, [PIPELINES]`: `compare(INPUT, [PIPELINES])` as typed at the prompt.
extension ReplCommand {
    static let compare: ReplCommand = ReplCommand(
        name: "compare", synopsis: "ARGUMENTS", summary: "run pipelines on one input and say why they differ",
        details: """
            ':compare INPUT, [PIPELINES]', for example ':compare cold("-a-b|"), ["flatMap": { $0.flatMap(f) }, \
            "concatMap": { $0.concatMap(f) }]', runs compare() with that text: each of the 2 to 4 pipelines (named, or an array of closures named by \
            their last operator) subscribes to the one input at the same instant on a virtual clock of its \
            own, and the lanes are drawn on one time axis, the input's once, then each pipeline's output with \
            its inner subscriptions (#2.1) under it. A '^' marks the first frame where the outputs differ, \
            and a line per pipeline says why, read from the run: an inner disposed when a value arrived, a \
            value held until an inner completed, dropped, sent late or twice, the subscriptions to the input. \
            It needs virtual time (:time virtual). ':export compare talk.svg' writes the last comparison as a \
            picture. See :doc compare.
            """,
        example: ":compare cold(\"-a-b|\"), [{ $0.skip(1) }, { $0.take(1) }]", completion: .none
    ) { repl, argument in
        guard !argument.isEmpty else { return repl.complain(.compareNeedsPipelines) }
        repl.enter(code: "compare(\(argument))")
    }
}
