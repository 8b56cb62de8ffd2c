import XCTest
import RxFuzz

/// Mutations change their input, stay reproducible, and reach the malformed corners: truncation, nesting, bytes
/// that are not UTF-8.
final class InputMutatorTests: XCTestCase {
    private let mutator = InputMutator(names: ["just", "throttle"])
    private let script = Array("let xs = just(1)\nxs.map { $0 * 2 }.subscribe()\n".utf8)

    func testMutationsChangeTheInputReproducibly() {
        var changed = 0
        for index in 0..<300 {
            var first = FuzzRandom(seed: 5, index: index), second = FuzzRandom(seed: 5, index: index)
            let one = mutator.mutate(script, rounds: 2, donor: script, random: &first)
            XCTAssertEqual(one, mutator.mutate(script, rounds: 2, donor: script, random: &second))
            if one != script { changed += 1 }
        }
        XCTAssertGreaterThan(changed, 270)
    }

    func testSomeMutationsAreNotUTF8AndSomeNestDeeply() {
        var invalid = 0, deep = 0
        for index in 0..<3000 {
            var random = FuzzRandom(seed: 9, index: index)
            let bytes = mutator.mutate(script, rounds: 1, donor: script, random: &random)
            if String(validating: bytes, as: UTF8.self) == nil { invalid += 1 }
            if bytes.count > script.count + 100 { deep += 1 }
        }
        XCTAssertGreaterThan(invalid, 0)
        XCTAssertGreaterThan(deep, 0)
    }
}
