import XCTest
@testable import RxScript

/// Overload resolution picks the overload that binds a call with the fewest defaults, and the first registered
/// on a tie. This test makes registration order irrelevant: no call a script can write binds two overloads of one
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
        }
        return calls
    }

    /// The pairs of overloads that bind one call with the same number of defaults.
    private func ties(among overloads: [HostMethod], in table: String) -> [String] {
        var found: [String] = []
        for (index, method) in overloads.enumerated() {
            for call in calls(of: method) {
                let fits = overloads.enumerated().compactMap { other -> (Int, Int)? in
                    guard case .success(let (_, defaultsUsed)) = other.element.bind(call) else { return nil }
                    return (other.offset, defaultsUsed)
                }
                guard let best = fits.map(\.1).min() else { continue }
                let winners = fits.filter { $0.1 == best }.map(\.0)
                if winners.count > 1, winners.first == index {
                    found.append("\(table): \(call.labelList) binds "
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
    }
}
