import Foundation
import RxCore
import RxScript

/// Interpreted throughput: the same pipeline written in RxScript and directly against RxCore, in one run.
let count = 10_000_000

func best(_ repetitions: Int = 3, _ body: () -> Void) -> Double {
    body()
    var fastest = Double.infinity
    for _ in 0..<repetitions {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        fastest = min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return fastest
}

let script = """
var counted = 0
range(start: 0, count: \(count)).map { $0 * 2 }.filter { $0 % 3 == 0 }.subscribe(onNext: { _ in counted += 1 })
"""
var scriptCounted = ""
let interpreted = best {
    let session = Session(output: { _ in })
    let result = session.run(source: script, name: "bench.rx")
    precondition(result.status == .success, "\(result.diagnostics)")
    scriptCounted = session.evaluate("counted").valueDescription ?? "?"
}

var directCounted = 0
let direct = best {
    directCounted = 0
    _ = Observable<Int>.range(start: 0, count: count)
        .map { $0 * 2 }
        .filter { $0 % 3 == 0 }
        .subscribe(onNext: { _ in directCounted += 1 })
}
precondition(scriptCounted == String(directCounted), "counts differ: \(scriptCounted) vs \(directCounted)")

let interpretedRate = Double(count) / interpreted
let directRate = Double(count) / direct
print("range(0, 10M).map { $0 * 2 }.filter { $0 % 3 == 0 } into a counting subscriber (best of 3, release)")
print(String(format: "  RxScript (interpreted)   %7.2f M source events/s", interpretedRate / 1e6))
print(String(format: "  RxCore (direct Swift)    %7.2f M source events/s", directRate / 1e6))
print(String(format: "  interpreted / direct     %7.3f", interpretedRate / directRate))
