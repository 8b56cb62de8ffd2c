import Foundation

/// `:present` … `:present stop`: the session's lanes served live as a web page, for a projector.
extension ReplCommand {
    static let present: ReplCommand = ReplCommand(
        name: "present", synopsis: "[stop]", summary: "serve a live page of the lanes, for a projector",
        details: """
            ':present' serves a page at http://127.0.0.1:PORT/ (printed; a free port, or --present-port) that \
            shows every subscription of the session as a marble lane on one time axis, as events happen: values, \
            completion, errors and disposals, inner subscriptions indented under their subscription, each \
            subscription captioned with what made it, the thread of an event on hover (or a lane per thread), \
            the bound sinks in a side panel and binding warnings as banners; on the virtual clock it steps with \
            :advance and :step. Large glyphs, a dark and a light theme. The page needs no network and only \
            shows: nothing sent from a browser runs anything. ':present stop' stops serving it. 'rxrepl \
            --present' starts the session with it; --present-on 0.0.0.0 serves other machines, with a token in \
            the URL.
            """,
        example: ":present", completion: .none
    ) { repl, argument in
        switch argument {
        case "":
            if let presenter = repl.presenter {
                return repl.say(repl.style.dim("(the page is at \(presenter.url); :present stop ends it)"))
            }
            do {
                try repl.startPresenting()
            } catch {
                repl.complain(.cannotPresent(reason: "\(error)"))
            }
        case "stop":
            guard repl.stopPresenting() else { return repl.complain(.notPresenting) }
            repl.say(repl.style.dim("(the page is no longer served)"))
        default:
            repl.complain(.presentArgument(argument))
        }
    }
}
