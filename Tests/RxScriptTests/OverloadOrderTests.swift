import XCTest
@testable import RxScript

/// Overload resolution picks the overload that binds a call with the fewest defaults, then one whose parameter
/// takes the trailing closure, and the first registered on a tie. This test makes registration order irrelevant: no call a script can write binds two overloads of one
/// name equally well, so "first registered wins" never decides anything.
final class OverloadOrderTests: XCTestCase {
    /// Every call that omits some of an overload's defaulted parameters, as its labels (`_:latest:`).
    private func calls(of method: HostMethod) -> [CallArguments] {
        let defaulted = method.defaults.keys.sorted()
        var calls: [CallArguments] = []
        for mask in 0..<(1 << defaulted.count) {
            let omitted = Set(defaulted.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
            let labels = method.signature.labels.enumerated().filter { !omitted.contains($0.offset) }.map(\.element)
            calls.append(CallArguments(values: labels.map { _ in .nil }, labels: labels))
            // The same call with its last argument written as a trailing closure: `subscribe { … }`.
            if !labels.isEmpty {
                calls.append(
                    CallArguments(
                        values: labels.map { _ in .nil }, labels: labels.dropLast() + [nil],
                        trailingClosureIndex: labels.count - 1))
            }
        }
        return calls
    }

    /// The pairs of overloads that bind one call with the same number of defaults.
    private func ties(among overloads: [HostMethod], in table: String) -> [String] {
        var found: [String] = []
        for (index, method) in overloads.enumerated() {
            for call in calls(of: method) {
                let fits = overloads.enumerated().compactMap { other -> (Int, HostMethod.Fit)? in
                    guard case .success(let (_, fit)) = other.element.bind(call) else { return nil }
                    return (other.offset, fit)
                }
                guard let best = fits.map(\.1).min() else { continue }
                // A trailing closure that no overload takes as a closure is a type error in Swift: no order helps.
                if call.trailingClosureIndex != nil && best.closureMisfit { continue }
                let winners = fits.filter { $0.1 == best }.map(\.0)
                if winners.count > 1, winners.first == index {
                    found.append(
                        "\(table): \(call.labelList) binds "
                            + winners.map { overloads[$0].signature.description }.joined(separator: " and "))
                }
            }
        }
        return found
    }

    func testNoCallBindsTwoOverloadsEquallyWell() {
        let registry = Session().registry
        var found: [String] = []
        for case .function(let function as HostFunction) in registry.globals.values {
            found += ties(among: function.overloads, in: "global \(function.name)")
        }
        for table in registry.memberTables {
            for name in table.memberNames {
                found += ties(among: table.methods(named: name) ?? [], in: "\(table.name).\(name)")
            }
            found += ties(among: table.constructors, in: "\(table.name).init")
        }
        XCTAssertEqual(found, [], "give one of each pair other labels, or merge them into one overload")
    }

    func testTheCheckSeesATie() {
        let first = HostMethod("f(a:)", defaults: ["a": .int(1)]) { _, _ in .nil }
        let second = HostMethod("f(b:)", defaults: ["b": .int(2)]) { _, _ in .nil }
        XCTAssertEqual(ties(among: [first, second], in: "test"), ["test:  binds f(a:) and f(b:)"])
        let value = HostMethod("g(value:)") { _, _ in .nil }
        let recover = HostMethod("g(recover:{})") { _, _ in .nil }
        XCTAssertEqual(ties(among: [value, recover], in: "test"), [], "a trailing closure prefers a closure parameter")
        XCTAssertEqual(recover.signature.description, "g(recover:)")
    }
}

/// A trailing closure goes to the overload whose parameter takes a closure, whatever the registration order.
final class TrailingClosureOverloadTests: ScriptTestCase {
    func testARecoveringClosureIsNotTakenForAValueToReturn() {
        XCTAssertEqual(
            run(
                """
                Observable<Int>.error(RxError.unknown).asInfallible { _ in Infallible.just(7) }.subscribe(onNext: { print($0) })
                Observable<Int>.error(RxError.unknown).asDriver { _ in Driver.just(8) }.drive(onNext: { print($0) })
                of(1, 1, 2).distinctUntilChanged { $0 == $1 }.subscribe(onNext: { print($0) })
                Single.just(5).subscribe(onSuccess: { print("success", $0) }) { error in print("failure", error) }
                """), "7\n8\n1\n2\nsuccess 5\n")
    }
}
