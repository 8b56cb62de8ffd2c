import ArgumentParser
import Foundation
import RxPresent
import RxRecording

/// The projector page of this process (`--present`, `:present`): its server, on 127.0.0.1 unless
/// `--present-on` names another address (then with a token), and the feed the session's recording writes to.
final class SessionPresenter {
    let server: PresentServer

    private init(server: PresentServer) {
        self.server = server
    }

    /// Starts the server as `settings` ask; throws why it cannot (a taken port, an address not this machine's).
    static func start(_ settings: RunSettings) throws -> SessionPresenter {
        let address = settings.presentOn ?? "127.0.0.1"
        let loopback = address == "127.0.0.1" || address == "::1" || address == "localhost"
        let server = PresentServer(
            feed: PresentFeed(), address: address == "localhost" ? "127.0.0.1" : address,
            port: settings.presentPort ?? 0, access: loopback ? .loopbackOnly : .withRandomToken())
        try server.start()
        return SessionPresenter(server: server)
    }

    /// The page `settings` ask for (nil when they ask for none); when it cannot be served, says why and exits 69.
    static func serving(_ settings: RunSettings) throws -> SessionPresenter? {
        guard settings.presents else { return nil }
        do {
            return try start(settings)
        } catch {
            ToolMessage.cannotPresent(reason: "\(error)").write()
            throw ExitCode(ExitStatus.unavailable.rawValue)
        }
    }

    /// Where recordings write the page's records.
    var feed: PresentFeed { server.feed }

    /// The URL to open (with the token when there is one).
    var url: String { server.url }

    /// A recording that feeds the page: a fresh start for every page watching, then `header`.
    func recording(
        header: Recording.Header, isVirtualMark: @escaping (String) -> Bool,
        now: @escaping () -> (seconds: Double, virtual: Bool), expression: @escaping (Int) -> String?
    ) -> SessionRecording {
        feed.restart(with: [])
        return SessionRecording(
            output: feed, name: "the page", header: header, isVirtualMark: isVirtualMark, now: now,
            expression: expression)
    }

    /// Keeps serving the page until Ctrl-C (after a script's run, which the page plays back).
    func serveUntilInterrupted() {
        let interrupts = InterruptWatcher()
        while !interrupts.wasInterrupted { usleep(50_000) }
    }

    func stop() { server.stop() }
}
