import Foundation

/// One page's WebSocket: the records waiting for it, sent in batches as JSON messages
/// `{"records":[…],"dropped":N}` by a writer thread of its own (so a page that stops reading holds only that
/// thread, while its bounded queue drops and counts); what the page sends is read and ignored, pings answered.
struct FeedSocket {
    let feed: PresentFeed
    /// The most records in one message. With a message at most every 30 ms, a page gets about 16,000 records a
    /// second: more than a room can watch, few enough for a projector's browser to draw; a faster flood fills the
    /// page's queue, and what does not fit is dropped and counted.
    static let batchLimit = 500
    /// The pause after each message, in microseconds: many records at once arrive as a few large messages.
    static let batchInterval: useconds_t = 30_000
    /// The largest message a page may send (it has nothing to say; this only bounds what is buffered).
    static let incomingLimit = 64 * 1024

    /// Serves the feed on `connection` (already upgraded) until the page or the server closes it.
    func run(on connection: SocketConnection) {
        let queue = feed.attach()
        let written = DispatchSemaphore(value: 0)
        let writer = Thread {
            Self.send(queue, to: connection)
            connection.shutdown()
            written.signal()
        }
        writer.name = "rxrepl present feed"
        writer.start()
        Self.read(connection)
        connection.shutdown()
        feed.detach(queue)
        written.wait()
    }

    private static func send(_ queue: PresentPageQueue, to connection: SocketConnection) {
        while queue.waitForRecords() {
            // A greeting first, and again whenever the session starts over: the page clears its lanes.
            let start = queue.takeStart()
            if start.startsOver {
                guard connection.write(WebSocketFrame.text(#"{"hello":"rxrepl","missed":\#(start.missed)}"#).encoded())
                else { return }
            }
            while let (records, dropped) = queue.take(maximum: batchLimit) {
                let message = #"{"dropped":\#(dropped),"records":["# + records.joined(separator: ",") + "]}"
                guard connection.write(WebSocketFrame.text(message).encoded()) else { return }
                usleep(batchInterval)
            }
        }
    }

    /// Reads the page's frames until it closes: pings are answered, messages (whole or in fragments) ignored, a
    /// close echoed; a frame that breaks RFC 6455 ends the connection with the code that says why.
    private static func read(_ connection: SocketConnection) {
        var inMessage = false
        var messageSize = 0
        while true {
            do {
                while let frame = try WebSocketFrame.take(from: &connection.buffer, payloadLimit: incomingLimit) {
                    switch frame.opcode {
                    case .ping: connection.write(WebSocketFrame(opcode: .pong, payload: frame.payload).encoded())
                    case .pong: break
                    case .close:
                        let code = frame.payload.count == 1 ? WebSocketFrame.close(code: 1002).payload : frame.payload
                        connection.write(WebSocketFrame(opcode: .close, payload: Array(code.prefix(2))).encoded())
                        return
                    case .text, .binary, .continuation:
                        guard (frame.opcode == .continuation) == inMessage else {
                            throw WebSocketFrame.Failure(code: 1002, reason: "fragments out of order")
                        }
                        messageSize = (inMessage ? messageSize : 0) + frame.payload.count
                        guard messageSize <= incomingLimit else {
                            throw WebSocketFrame.Failure(code: 1009, reason: "message too big")
                        }
                        inMessage = !frame.final
                    }
                }
            } catch {
                let code = (error as? WebSocketFrame.Failure)?.code ?? 1002
                connection.write(WebSocketFrame.close(code: code).encoded())
                return
            }
            // A page that says nothing for a while is fine: only the writer's timeout ends a stuck page.
            if connection.read() == .closed { return }
        }
    }
}
