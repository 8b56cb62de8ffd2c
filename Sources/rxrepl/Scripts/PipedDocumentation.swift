import RxScript

/// `echo ':doc throttle' | rxrepl`: input made only of `:help` and `:doc` lines (besides blank lines and comments)
/// is answered as the REPL answers them, rather than refused as REPL commands in a script. Any other input, a
/// `:doc NAME --run` included, is a script, where a REPL command is the usual error.
enum PipedDocumentation {
    /// The answers to `source`'s commands, in order, or nil when it is not only documentation commands.
    static func answers(to source: String, registry: HostRegistry, style: ReplStyle, width: Int) -> [DocRequest]? {
        var answers: [DocRequest] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty || text.hasPrefix("//") || text.hasPrefix("#!") { continue }
            let (name, argument) = ReplCommandTable.split(text)
            switch name {
            case "help":
                switch ReplHelp.answer(argument, commands: .standard, style: style, width: width) {
                case .success(let page): answers.append(.page(page))
                case .failure(let message): answers.append(.complaint(message))
                }
            case "doc":
                let answer = DocRequest(
                    argument, page: DocPage(signatures: DocSignatures(registry: registry), style: style, width: width))
                if case .runExample = answer { return nil }
                answers.append(answer)
            default:
                return nil
            }
        }
        return answers.isEmpty ? nil : answers
    }
}
