import Foundation

/// Why a request head could not be read; each becomes a 4xx response, and the connection closes after it.
struct HTTPRequestError: Error, Equatable {
    let status: HTTPStatus
    let reason: String
}

extension HTTPRequest {
    /// The most bytes a request head (request line and fields) may take.
    static let headLimit = 16 * 1024

    /// Where the head in `bytes` ends (the index after its empty line), nil while it is incomplete; the search
    /// starts at `start` (what was scanned before cannot hold the end).
    static func endOfHead(in bytes: [UInt8], from start: Int = 0) -> Int? {
        let first = max(3, start + 3)
        guard first < bytes.count else { return nil }
        for index in first..<bytes.count
        where bytes[index] == 0x0A && bytes[index - 1] == 0x0D && bytes[index - 2] == 0x0A
            && bytes[index - 3] == 0x0D
        {
            return index + 1
        }
        return nil
    }

    /// The request in `head` (up to and including its empty line), read as RFC 9112 sections 2 to 5 say: a
    /// request line `method SP target SP HTTP/1.x`, then `name: value` fields with no space before the colon and
    /// no line folding, and (in HTTP/1.1) exactly one `Host`.
    static func parse(head: ArraySlice<UInt8>) throws(HTTPRequestError) -> HTTPRequest {
        guard let text = String(validating: head, as: UTF8.self) else {
            throw HTTPRequestError(status: .badRequest, reason: "The request is not UTF-8 text.")
        }
        var lines = text.components(separatedBy: "\r\n")
        // A server SHOULD ignore at least one empty line before the request line (RFC 9112 2.2).
        while lines.first == "" && lines.count > 1 { lines.removeFirst() }
        guard let requestLine = lines.first else {
            throw HTTPRequestError(status: .badRequest, reason: "The request has no request line.")
        }
        var request = try parseRequestLine(requestLine)
        for line in lines.dropFirst() where !line.isEmpty {
            request.headers.append(try parseField(line))
        }
        let hosts = request.headers.filter { $0.name.lowercased() == "host" }
        if request.minorVersion >= 1 && hosts.count != 1 || hosts.count > 1 {
            throw HTTPRequestError(status: .badRequest, reason: "An HTTP/1.1 request needs exactly one Host field.")
        }
        return request
    }

    private static func parseRequestLine(_ line: String) throws(HTTPRequestError) -> HTTPRequest {
        let parts = line.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(isTokenCharacter) else {
            throw HTTPRequestError(status: .badRequest, reason: "The request line is not 'METHOD /path HTTP/1.1'.")
        }
        let version = parts[2]
        guard version.hasPrefix("HTTP/"), version.count == 8, version.dropFirst(5).first?.isNumber == true,
            version.dropFirst(6).first == ".", let minor = version.last?.wholeNumberValue
        else {
            throw HTTPRequestError(status: .badRequest, reason: "The request line is not 'METHOD /path HTTP/1.1'.")
        }
        guard version.dropFirst(5).first == "1" else {
            throw HTTPRequestError(status: .httpVersionNotSupported, reason: "Only HTTP/1.0 and HTTP/1.1 are served.")
        }
        let target = parts[1]
        guard target.hasPrefix("/"), !target.contains(where: { $0.isWhitespace }) else {
            throw HTTPRequestError(status: .badRequest, reason: "The request target must be a path such as /.")
        }
        let pathEnd = target.firstIndex(of: "?") ?? target.endIndex
        let path = String(target[..<pathEnd]).removingPercentEncoding ?? String(target[..<pathEnd])
        var query: [String: String] = [:]
        if pathEnd < target.endIndex {
            for pair in target[target.index(after: pathEnd)...].split(separator: "&") {
                let nameEnd = pair.firstIndex(of: "=") ?? pair.endIndex
                let value = nameEnd < pair.endIndex ? pair[pair.index(after: nameEnd)...] : ""
                query[decoded(pair[..<nameEnd])] = decoded(value)
            }
        }
        return HTTPRequest(method: String(parts[0]), path: path, query: query, minorVersion: minor)
    }

    private static func parseField(_ line: String) throws(HTTPRequestError) -> (name: String, value: String) {
        if line.first == " " || line.first == "\t" {
            throw HTTPRequestError(status: .badRequest, reason: "Folded header lines are not accepted.")
        }
        guard let colon = line.firstIndex(of: ":"), colon > line.startIndex,
            line[..<colon].allSatisfy(isTokenCharacter)
        else {
            throw HTTPRequestError(status: .badRequest, reason: "A header line is not 'Name: value'.")
        }
        let value = line[line.index(after: colon)...].trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
        guard !value.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F }) else {
            throw HTTPRequestError(status: .badRequest, reason: "A header value holds a control character.")
        }
        return (String(line[..<colon]), value)
    }

    /// RFC 9110 5.6.2's `tchar`.
    private static func isTokenCharacter(_ character: Character) -> Bool {
        guard character.isASCII, let ascii = character.asciiValue else { return false }
        return character.isLetter || character.isNumber || "!#$%&'*+-.^_`|~".utf8.contains(ascii)
    }

    private static func decoded(_ part: Substring) -> String {
        let spaced = part.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
