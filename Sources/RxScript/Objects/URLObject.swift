import Foundation

/// A `URL` (or Swift 2's `NSURL`), printed as Foundation prints one: its absolute string.
final class URLObject: HostObject, @unchecked Sendable {
    let url: URL
    /// `NSURL` for one made with `NSURL(string:)`.
    let spelledTypeName: String

    init(_ url: URL, typeName: String = "URL") {
        self.url = url
        self.spelledTypeName = typeName
    }

    override var typeName: String { spelledTypeName }
    override var description: String { url.absoluteString }
    override func isEqual(to other: HostObject) -> Bool { (other as? URLObject)?.url == url }
}

/// `URLRequest(url:)`: the URL and the HTTP method (`GET` unless set), printed as Foundation prints it.
final class URLRequestObject: HostObject, @unchecked Sendable {
    let url: URL
    var httpMethod = "GET"

    init(url: URL) { self.url = url }

    override var typeName: String { "URLRequest" }
    override var description: String { url.absoluteString }
}
