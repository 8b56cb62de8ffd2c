import Foundation
import RxFuzz

#if LIBFUZZER
    /// libFuzzer's entry point (built by `scripts/fuzz --coverage` with `-sanitize=fuzzer,address -D LIBFUZZER`):
    /// each input through the language in process (`InProcessRun`).
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        _ = InProcessRun.run(bytes)
        return 0
    }
#else
    /// Without libFuzzer: runs each file named on the command line through the same path and prints how it ended.
    @main
    enum ReplayFiles {
        static func main() {
            for path in CommandLine.arguments.dropFirst() {
                guard let data = FileManager.default.contents(atPath: path) else {
                    print("\(path): cannot read")
                    continue
                }
                print("\(path): \(InProcessRun.run(Array(data)).rawValue)")
            }
        }
    }
#endif
