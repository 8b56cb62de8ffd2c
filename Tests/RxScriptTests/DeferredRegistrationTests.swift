import XCTest
@testable import RxScript

/// `Session(deferringViews: true)`: the controls, binding and UIKit are registered only when a script names them,
/// and holding them back changes nothing a script can see.
final class DeferredRegistrationTests: XCTestCase {
    private func deferringSession() -> Session {
        Session(output: { _ in }, deferringViews: true)
    }

    /// Every overload count and property of every table and global, by `Table.member` (the table's identity too:
    /// several tables share a name, `Reactive`) and name.
    private func shape(of registry: HostRegistry) -> [String: Int] {
        var shape: [String: Int] = [:]
        for table in registry.registeredTables {
            for name in table.memberNames {
                shape["\(table.name)@\(ObjectIdentifier(table).hashValue).\(name)"] =
                    (table.methods(named: name)?.count ?? 0) + (table.property(named: name) == nil ? 0 : 1000)
            }
        }
        for (name, value) in registry.globals {
            if case .function(let function as HostFunction) = value {
                shape[name] = function.signatures.count
            } else {
                shape[name] = -1
            }
        }
        return shape
    }

    func testTheHeldBackPartOnlyAddsNamesSoTheOrderIsTheSameEitherWay() {
        let registry = deferringSession().registry
        XCTAssertTrue(registry.hasDeferredRegistration)
        let before = shape(of: registry)
        registry.completeRegistration()
        let after = shape(of: registry)
        let changed = before.filter { name, count in after[name] != count }.keys.sorted()
        XCTAssertEqual(changed, [], "the held-back registration changed what the rest registered")
        XCTAssertGreaterThan(after.count, before.count + 500, "the held-back part is the views and binding")
    }

    func testEveryLowercaseGlobalOfTheHeldBackPartIsListed() {
        let registry = deferringSession().registry
        let before = Set(registry.globals.keys)
        registry.completeRegistration()
        let added = Set(registry.globals.keys).subtracting(before)
        let lowercase = added.filter { $0.first?.isUppercase != true }
        XCTAssertEqual(lowercase, Builtins.heldBackLowercaseGlobals)
    }

    func testAStreamScriptRunsWithoutTheViews() {
        let session = deferringSession()
        let result = session.run(
            source: """
                let values = [1, 2, 3]
                var total = 0
                Observable.from(values).map { $0 * 2 }.filter { $0 > 2 }.subscribe(onNext: { total += $0 })
                print(total)
                """, name: "streams.rx")
        XCTAssertEqual(result.status, .success, "\(result.diagnostics)")
        XCTAssertTrue(session.registry.hasDeferredRegistration)
    }

    func testNamingAControlAMemberOrBindRegistersThem() {
        for source in [
            "let button = UIButton()",
            "let relay = PublishSubject<Int>()\njust(1).bind(to: relay)",
            "let x = just(1)\nlet y = x.asObservable().rx",
        ] + Builtins.heldBackLowercaseGlobals.sorted().map { "let f = \($0)" } {
            let session = deferringSession()
            _ = session.run(source: source, name: "views.rx")
            XCTAssertFalse(session.registry.hasDeferredRegistration, source)
        }
        let session = deferringSession()
        let result = session.run(
            source: """
                let button = UIButton()
                button.rx.tap.subscribe(onNext: { print("tap") })
                button.sendActions(for: .touchUpInside)
                """, name: "button.rx")
        XCTAssertEqual(result.status, .success, "\(result.diagnostics)")
    }

    func testCompletionAndEntriesSeeEverything() {
        let completing = deferringSession()
        _ = completing.completion(before: "UIBut")
        XCTAssertFalse(completing.registry.hasDeferredRegistration)
        let evaluating = deferringSession()
        XCTAssertTrue(evaluating.evaluate("1 + 1").succeeded)
        XCTAssertFalse(evaluating.registry.hasDeferredRegistration)
        XCTAssertTrue(evaluating.evaluate("let b = UIButton()").succeeded)
    }
}
