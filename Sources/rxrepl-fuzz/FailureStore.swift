import Foundation
import RxFuzz

/// Keeps failing inputs as regression fixtures: `<kind>-<hash>.<trace>.<format>.rx` in the fixture directory
/// (`Tests/Fixtures/fuzz`), the bytes exactly as they failed, so `FuzzFixtureReplayTests` replays them with the same
/// options. The name is a hash of the content, so finding the same input twice keeps one file.
struct FailureStore {
    let directory: URL

    /// Writes the input; returns the file's path.
    func save(_ input: FuzzInputs.Input, kind: String) throws -> String {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a
        for byte in input.bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        let name = "\(kind)-\(String(hash, radix: 16)).\(input.trace).\(input.format).rx"
        let url = directory.appendingPathComponent(name)
        try Data(input.bytes).write(to: url)
        return url.path
    }
}
