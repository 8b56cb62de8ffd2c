/// One connection's requests, in order: each head read (within the size limit and the read timeout), parsed,
/// answered; the connection stays open while both sides keep it alive, and becomes a feed on a WebSocket upgrade.
struct HTTPConnectionLoop {
    let routes: PresentRoutes
    let feed: PresentFeed

    func serve(_ connection: SocketConnection) {
        while true {
            guard let head = readHead(connection) else { return }
            let request: HTTPRequest
            do {
                request = try HTTPRequest.parse(head: head[...])
            } catch {
                connection.write(
                    HTTPResponse.plain(error.status, error.reason + "\n").serialized(forHead: false, closing: true))
                return
            }
            let response = routes.respond(to: request)
            if response.status == .switchingProtocols {
                guard connection.write(response.serialized(forHead: false, closing: false)) else { return }
                FeedSocket(feed: feed).run(on: connection)
                return
            }
            let closing = !request.keepsAlive
            let sent = connection.write(response.serialized(forHead: request.method == "HEAD", closing: closing))
            guard sent, !closing else { return }
        }
    }

    /// The next request's head, or nil when the connection ends first (after answering a head that is too
    /// large or too slow).
    private func readHead(_ connection: SocketConnection) -> [UInt8]? {
        var scanned = 0
        while true {
            if let end = HTTPRequest.endOfHead(in: connection.buffer, from: scanned) {
                guard end <= HTTPRequest.headLimit else { return refuse(connection, .headerFieldsTooLarge) }
                let head = Array(connection.buffer[..<end])
                connection.buffer.removeFirst(end)
                return head
            }
            guard connection.buffer.count <= HTTPRequest.headLimit else {
                return refuse(connection, .headerFieldsTooLarge)
            }
            scanned = max(0, connection.buffer.count - 3)
            switch connection.read() {
            case .data: continue
            case .closed: return nil
            case .timedOut: return connection.buffer.isEmpty ? nil : refuse(connection, .requestTimeout)
            }
        }
    }

    private func refuse(_ connection: SocketConnection, _ status: HTTPStatus) -> [UInt8]? {
        let reason =
            status == .requestTimeout
            ? "The request head did not arrive in time.\n"
            : "The request head is over \(HTTPRequest.headLimit / 1024) KB.\n"
        connection.write(HTTPResponse.plain(status, reason).serialized(forHead: false, closing: true))
        return nil
    }
}
