import XCTest
import RxCore
@testable import RxScript

/// A host object made only for these tests.
private final class CounterObject: HostObject, @unchecked Sendable {
    var value = 0
    override var typeName: String { "Counter" }
    override var description: String { "Counter(\(value))" }
}

final class HostBindingTests: ScriptTestCase {
    private func session(_ output: OutputCollector = OutputCollector()) -> Session {
        Session(
            output: output.append,
            register: { registry, _ in
                registry.function("makeCounter") { .object(CounterObject()) }
                let counter = registry.type(for: CounterObject.self, name: "Counter")
                counter.method("add", .int(), .int("times", default: 1), on: CounterObject.self) { object, n, times in
                    object.value += n * times
                    return .int(object.value)
                }
                counter.property(
                    "value",
                    get: { receiver in
                        guard case .object(let object as CounterObject) = receiver else { return .nil }
                        return .int(object.value)
                    },
                    set: { receiver, newValue in
                        guard case .object(let object as CounterObject) = receiver, case .int(let number) = newValue
                        else { return }
                        object.value = number
                    })
                let observable = registry.type(for: ObservableObject.self, name: "Observable")
                observable.operator("doubled") { source in
                    source.map { value in
                        if case .int(let number) = value { return .int(number * 2) }
                        return value
                    }
                }
            })
    }

    func testMethodsWithLabelsDefaultsAndProperties() {
        let session = session()
        XCTAssertEqual(session.evaluate("let c = makeCounter(); c.add(2)").valueDescription, "2")
        XCTAssertEqual(session.evaluate("c.add(2, times: 3)").valueDescription, "8")
        XCTAssertTrue(session.evaluate("c.value = 100").succeeded)
        XCTAssertEqual(session.evaluate("c.value").valueDescription, "100")
        XCTAssertEqual(session.evaluate("c").valueDescription, "Counter(100)")
    }

    func testWrongLabelsAndTypesAreExplained() {
        let session = session()
        _ = session.evaluate("let c = makeCounter()")
        let label = session.evaluate("c.add(1, tims: 2)").diagnostics[0]
        XCTAssertEqual(
            label.description,
            "<repl:2>:1:10: error: incorrect argument label in call to 'add(_:times:)' (have 'tims:', expected 'times:')"
        )
        XCTAssertEqual(label.notes.map(\.message), ["did you mean 'times:'?"])
        XCTAssertEqual(
            session.evaluate("c.add(\"x\")").diagnostics[0].description,
            "<repl:3>:1:7: error: argument 1 of 'add(_:times:)' expects Int, got 'String'")
        XCTAssertEqual(
            session.evaluate("c.add()").diagnostics[0].message,
            "missing argument for parameter #1 in call to 'add(_:times:)'")
        XCTAssertEqual(session.evaluate("c.ad(1)").diagnostics[0].notes.map(\.message), ["did you mean 'add'?"])
        XCTAssertEqual(
            session.evaluate("makeCounter(1)").diagnostics[0].message,
            "extra argument in call to 'makeCounter()'; remove it")
    }

    func testOperatorRegisteredInOneEntry() {
        let output = OutputCollector()
        let session = session(output)
        XCTAssertTrue(session.evaluate("of(1, 2).doubled().subscribe(onNext: { print($0) })").succeeded)
        XCTAssertEqual(output.text, "2\n4\n")
    }

    func testSwiftCallsScriptClosures() throws {
        let session = session()
        guard case .function(let add)? = session.evaluate("{ (a: Int, b: Int) -> Int in a + b }").value,
            case .function(let fail)? = session.evaluate("{ (x: Int) -> Int in x / 0 }").value
        else {
            return XCTFail("expected closures")
        }
        XCTAssertEqual(try add.call(.int(2), .int(3)), .int(5))
        XCTAssertEqual(try add.call([.int(1), .int(1)]), .int(2))
        XCTAssertThrowsError(try fail.call(.int(1))) { error in
            XCTAssertEqual("\(error)", "division by zero; check the divisor before dividing at <repl:2>:1:24")
        }
        XCTAssertThrowsError(try add.call(.int(1))) { error in
            XCTAssertEqual((error as? ScriptError)?.message, "closure expects 2 arguments, but 1 was given")
        }
    }

    func testDefinedGlobalsAreVisibleToLaterCode() {
        let session = session()
        session.define("answer", 42)
        XCTAssertEqual(session.evaluate("answer + 1").valueDescription, "43")
    }

    func testSignatureParsing() {
        let signature = HostSignature("of(_:...scheduler:)")
        XCTAssertEqual(signature.name, "of")
        XCTAssertEqual(signature.labels, [nil, "scheduler"])
        XCTAssertEqual(signature.variadicIndex, 0)
        XCTAssertEqual(signature.description, "of(_:...scheduler:)")
        XCTAssertEqual(HostSignature("dispose()").labels, [])
    }

    func testTrailingClosureBindsLikeSwift() throws {
        var seen: [String] = []
        let registry = HostRegistry()
        registry.function("after", .value(), .string("on", default: "main"), .function()) { _, on, _ in
            seen.append("after on \(on)")
            return .void
        }
        registry.function(
            "subscribe", .value("onNext", default: .nil), .value("onError", default: .nil)
        ) { onNext, onError in
            seen.append("onNext is \(onNext.typeName), onError is \(onError.typeName)")
            return .void
        }
        let closure = Value.function(HostFunction(name: "f", overloads: []))
        guard case .function(let after)? = registry.globals["after"],
            case .function(let subscribe)? = registry.globals["subscribe"]
        else { return XCTFail() }
        _ = try after.invoke(CallArguments(values: [.duration(1), closure], trailingClosureIndex: 1))
        _ = try after.invoke(
            CallArguments(
                values: [.duration(1), "background", closure], labels: [nil, "on", nil],
                trailingClosureIndex: 2))
        _ = try subscribe.invoke(CallArguments(values: [closure], trailingClosureIndex: 0))
        XCTAssertEqual(seen, ["after on main", "after on background", "onNext is Function, onError is nil"])
    }
}
