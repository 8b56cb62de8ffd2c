import Foundation

/// The inputs mutations start from: the samples, every `.rx` fixture under `Tests/` (the fuzzer's own regression
/// fixtures included), the scripts of the RxSwift conformance corpus, and the documentation's examples.
public enum SeedCorpus {
    /// One starting input and where it came from.
    public struct Seed: Sendable {
        public let name: String
        public let bytes: [UInt8]

        public init(name: String, bytes: [UInt8]) {
            self.name = name
            self.bytes = bytes
        }
    }

    /// Everything under the repository at `root`, then `examples`, in a fixed order.
    public static func load(root: URL, examples: [String]) -> [Seed] {
        var seeds: [Seed] = []
        for directory in ["samples", "Tests"] {
            let base = root.appendingPathComponent(directory)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
                continue
            }
            var files: [URL] = []
            for case let url as URL in walker where url.pathExtension == "rx" { files.append(url) }
            for url in files.sorted(by: { $0.path < $1.path }) {
                guard let data = FileManager.default.contents(atPath: url.path) else { continue }
                seeds.append(Seed(name: String(url.path.dropFirst(root.path.count + 1)), bytes: Array(data)))
            }
        }
        seeds += conformanceScripts(root.appendingPathComponent("Tests/Fixtures/rxswift-public.json"))
        seeds += examples.enumerated().map { Seed(name: "doc example \($0.offset)", bytes: Array($0.element.utf8)) }
        return seeds
    }

    /// Each conformance case as a script: its setup, the Swift of its actions, and its expression subscribed.
    static func conformanceScripts(_ url: URL) -> [Seed] {
        guard let data = FileManager.default.contents(atPath: url.path),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let cases = json["cases"] as? [[String: Any]]
        else { return [] }
        return cases.compactMap { entry in
            guard let id = entry["id"] as? String else { return nil }
            var lines = entry["setup"] as? [String] ?? []
            for action in entry["actions"] as? [[String: Any]] ?? [] {
                if let swift = action["swift"] as? String { lines.append(swift) }
            }
            if let expression = entry["expression"] as? String { lines.append("\(expression).subscribe()") }
            return Seed(name: "conformance \(id)", bytes: Array(lines.joined(separator: "\n").utf8))
        }
    }
}
