import Foundation

extension Builtins {
    /// `URL(string:)` (nil when the text is no URL), Swift 2's `NSURL(string:)` with a note, their parts
    /// (`absoluteString`, `scheme`, `host`, `port`, `path`, `query`, `lastPathComponent`),
    /// `appendingPathComponent(_:)`, and `URLRequest(url:)` with `url` and `httpMethod`.
    static func registerURLs(_ registry: HostRegistry, context: ScriptContext) {
        func make(_ text: String, typeName: String) -> Value {
            .wrappingOrNil(URL(string: text).map { .object(URLObject($0, typeName: typeName)) })
        }
        registry.namespace("URL").constructor("init", .string("string")) { text in make(text, typeName: "URL") }
        registry.namespace("NSURL").constructor("init", .string("string"), .call) { text, call in
            context.noteOnce(
                "NSURL", .olderSwiftSpelling("NSURL(string:)", "URL(string:)"), at: call.range(ofName: "NSURL"))
            return make(text, typeName: "NSURL")
        }
        let url = registry.type(for: URLObject.self, name: "URL")
        let parts: [(String, (URL) -> String?)] = [
            ("absoluteString", { $0.absoluteString }), ("scheme", { $0.scheme }), ("host", { $0.host }),
            ("path", { $0.path }), ("query", { $0.query }), ("lastPathComponent", { $0.lastPathComponent }),
        ]
        for (name, part) in parts {
            url.property(name) { receiver in
                guard case .object(let object as URLObject) = receiver else { return .nil }
                return part(object.url).map(Value.string) ?? .nil
            }
        }
        url.property("port") { receiver in
            guard case .object(let object as URLObject) = receiver, let port = object.url.port else { return .nil }
            return .int(port)
        }
        url.method("appendingPathComponent", .string(), on: URLObject.self) { object, component in
            .object(URLObject(object.url.appendingPathComponent(component), typeName: object.typeName))
        }
        let urlParameter = HostParameter<URLObject>.object("url", as: URLObject.self, expected: "a URL")
        registry.namespace("URLRequest").constructor("init", urlParameter) { url in
            .object(URLRequestObject(url: url.url))
        }
        let request = registry.type(for: URLRequestObject.self, name: "URLRequest")
        request.property("url") { receiver in
            guard case .object(let object as URLRequestObject) = receiver else { return .nil }
            return .object(URLObject(object.url))
        }
        request.property(
            "httpMethod",
            get: { receiver in
                guard case .object(let object as URLRequestObject) = receiver else { return .nil }
                return .string(object.httpMethod)
            },
            set: { receiver, value in
                guard case .object(let object as URLRequestObject) = receiver else { return }
                object.httpMethod = value.isNil ? "GET" : value.unwrapped.description
            })
    }
}
