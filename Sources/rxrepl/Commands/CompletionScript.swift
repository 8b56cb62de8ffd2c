import ArgumentParser
import Foundation

/// `rxrepl --generate-completion-script bash|zsh|fish`: ArgumentParser's script with one addition. ArgumentParser
/// completes a first word only as a subcommand, but `run` is the default, so `rxrepl samples/06<Tab>` and
/// `rxrepl --vi<Tab>` must complete as `rxrepl run …` would: a command line whose first word is no subcommand is
/// completed as if `run` came first, and the first word itself as a subcommand or as `run`'s first word.
enum CompletionScript {
    static func text(for shell: CompletionShell) -> String {
        let generated = Rxrepl.completionScript(for: shell)
        switch shell {
        case .bash: return generated + bashDefaultRun
        case .zsh: return zshWithDefaultRun(generated)
        case .fish: return fishWithDefaultRun(generated)
        default: return generated
        }
    }

    /// The words that name a subcommand, `help` included.
    static var subcommandNames: [String] {
        Rxrepl.configuration.subcommands.filter { $0.configuration.shouldDisplay }.compactMap {
            $0.configuration.commandName
        } + ["help"]
    }

    private static let run = Rxrepl.runName
    private static let note =
        "# rxrepl runs '\(run)' when no subcommand is named: complete such a line as 'rxrepl \(run) …'."

    /// Registered after the generated `complete` line, so it replaces it.
    private static var bashDefaultRun: String {
        """

        \(note)
        _rxrepl_default_run() {
            if (( COMP_CWORD > 1 )) && [[ " \(subcommandNames.joined(separator: " ")) " == *" ${COMP_WORDS[1]} "* ]]; then
                _rxrepl "${@}"
                return
            fi
            (( COMP_CWORD == 1 )) && _rxrepl "${@}"
            local -a COMP_WORDS=("${COMP_WORDS[0]}" \(run) "${COMP_WORDS[@]:1}")
            local -i COMP_CWORD=$((COMP_CWORD + 1))
            _rxrepl "${@}"
        }
        complete -o filenames -F _rxrepl_default_run rxrepl

        """
    }

    /// The generated `_rxrepl` is renamed and called by a `_rxrepl` that inserts `run` (zsh loads the function of
    /// the file's name).
    private static func zshWithDefaultRun(_ generated: String) -> String {
        let wrapper = """
            \(note)
            _rxrepl() {
                if (( CURRENT > 2 )) && [[ "${words[2]}" == (\(subcommandNames.joined(separator: "|"))) ]]; then
                    __rxrepl_named_subcommand "${@}"
                    return
                fi
                local -i ret=1
                local -ar all_words=("${words[@]}")
                local -ir current="${CURRENT}"
                (( current == 2 )) && __rxrepl_named_subcommand "${@}" && ret=0
                words=("${all_words[1]}" \(run) "${all_words[@]:1}")
                CURRENT=$(( current + 1 ))
                __rxrepl_named_subcommand "${@}" && ret=0
                return "${ret}"
            }


            """
        let finalCall = "if [[ \"${funcstack[1]}\" = _rxrepl ]]; then"
        return
            generated
            .replacingFirst("\n_rxrepl() {\n", with: "\n__rxrepl_named_subcommand() {\n")
            .replacingFirst(finalCall, with: wrapper + finalCall)
    }

    /// Parsing inserts `run` after a first word that is no subcommand; `run`'s completions are repeated for the
    /// first word.
    private static func fishWithDefaultRun(_ generated: String) -> String {
        let insertRun = """
                case 'rxrepl'
                    \(note)
                    if set -q unparsed_tokens[2]; and not contains -- $unparsed_tokens[2] \(subcommandNames.joined(separator: " "))
                        set unparsed_tokens $unparsed_tokens[1] \(run) $unparsed_tokens[2..]
                    end

            """
        let runCondition = "\"rxrepl \(run)\""
        let firstWordLines = generated.split(separator: "\n").filter {
            $0.hasPrefix("complete -c 'rxrepl'") && $0.contains(runCondition)
        }.map { $0.replacingOccurrences(of: runCondition, with: "\"rxrepl\"") }
        let script = generated.replacingFirst("    case 'rxrepl'\n", with: insertRun)
        return (script.hasSuffix("\n") ? script : script + "\n") + firstWordLines.joined(separator: "\n") + "\n"
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced, or unchanged without one (`CompletionScriptTests`
    /// fails then: ArgumentParser's script changed shape).
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
