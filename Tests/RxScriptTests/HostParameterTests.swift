import XCTest
import RxCore
@testable import RxScript

/// Typed parameter declarations (`HostParameter`): a bad declaration is caught when the registry is built, and
/// the converted built-ins derive exactly the signatures, defaults and closure marks they used to spell out.
final class HostParameterTests: ScriptTestCase {
    private func declarationError(_ make: () throws -> HostDeclaration) -> String? {
        do {
            _ = try make()
            return nil
        } catch {
            return "\(error)"
        }
    }

    func testADefaultOnAnUnlabeledParameterStopsRegistration() {
        XCTAssertEqual(
            declarationError { try HostDeclaration("take", HostParameter<Int>.int(nil, default: 1)) },
            "an unlabeled parameter cannot have a default in take; register another overload instead")
        XCTAssertEqual(
            declarationError { try HostDeclaration("take", .value(nil, default: .nil)) },
            "an unlabeled parameter cannot have a default in take; register another overload instead")
    }

    func testTwoParametersWithOneLabelStopRegistration() {
        XCTAssertEqual(
            declarationError { try HostDeclaration("buffer", .interval("timeSpan"), .int("timeSpan")) },
            "two parameters labeled 'timeSpan' in buffer")
        // Also when only one of them has a default, or neither does.
        XCTAssertEqual(
            declarationError { try HostDeclaration("f", .int("x", default: 1), .bool("x")) },
            "two parameters labeled 'x' in f")
        // Unlabeled parameters may repeat: `range(_:_:)`.
        XCTAssertNil(declarationError { try HostDeclaration("range", .int(), .int()) })
    }

    func testVariadicsThatCouldNeverBindStopRegistration() {
        XCTAssertEqual(
            declarationError { try HostDeclaration("f", .variadic(), .variadic("more")) },
            "two variadic parameters in f")
        XCTAssertEqual(
            declarationError { try HostDeclaration("f", .variadic(), .int()) },
            "an unlabeled parameter after a variadic one in f can never be bound")
    }

    func testDerivedSignaturesCarryVariadicAndClosureMarks() throws {
        let main = Value.object(SchedulerObject(CurrentThreadScheduler.instance, name: "main"))
        let throttle = try HostDeclaration(
            "throttle", .interval(), .bool("latest", default: true),
            .timedScheduler(default: main))
        XCTAssertEqual(throttle.signature, "throttle(_:latest:scheduler:)")
        XCTAssertEqual(throttle.defaults, ["latest": .bool(true), "scheduler": main])
        XCTAssertEqual(try HostDeclaration("skip", .function("while")).signature, "skip(while:{})")
        XCTAssertEqual(
            try HostDeclaration("distinctUntilChanged", .function("at", takesClosure: false)).signature,
            "distinctUntilChanged(at:)")
        XCTAssertEqual(
            try HostDeclaration("of", .variadic(), .scheduler(default: main)).signature,
            "of(_:...scheduler:)")
        XCTAssertEqual(
            try HostDeclaration(
                "combineLatest", .sources(),
                .optionalFunction(
                    "resultSelector",
                    default: .nil)
            ).signature,
            "combineLatest(_:...resultSelector:{})")
        // The call itself is no parameter.
        XCTAssertEqual(try HostDeclaration("merge", .call).signature, "merge()")
        XCTAssertEqual(try HostDeclaration("merge", .int("maxConcurrent"), .call).signature, "merge(maxConcurrent:)")
        // What the signature parser makes of the marks.
        let generate = try HostDeclaration(
            "generate", .value("initialState"), .function("condition"),
            .scheduler(default: main), .function("iterate"))
        let method = HostMethod(generate.signature) { _, _ in .nil }
        XCTAssertEqual(method.signature.description, "generate(initialState:condition:scheduler:iterate:)")
        XCTAssertEqual(method.closureParameters, [1, 3])
    }

    /// The registry's overloads of converted built-ins, as `signature defaults[indices] closures[indices]`.
    private func overloads(_ methods: [HostMethod]?) -> [String] {
        (methods ?? []).map { method in
            "\(method.signature) defaults\(method.defaults.keys.sorted()) closures\(method.closureParameters.sorted())"
        }
    }

    func testConvertedBuiltinsKeepTheirSignaturesAndDefaults() {
        let registry = Session().registry
        let observable = registry.type(for: ObservableObject.self, name: "Observable")
        XCTAssertEqual(
            overloads(observable.methods(named: "throttle")),
            ["throttle(_:latest:scheduler:) defaults[1, 2] closures[]"])
        XCTAssertEqual(
            overloads(observable.methods(named: "skip")),
            [
                "skip(_:scheduler:) defaults[1] closures[]", "skip(while:) defaults[] closures[0]",
                "skip(until:) defaults[] closures[]",
            ])
        XCTAssertEqual(
            overloads(observable.methods(named: "distinctUntilChanged")),
            [
                "distinctUntilChanged() defaults[] closures[]",
                "distinctUntilChanged(_:) defaults[] closures[0]",
                "distinctUntilChanged(at:) defaults[] closures[]",
                "distinctUntilChanged(_:comparer:) defaults[] closures[0, 1]",
            ])
        XCTAssertEqual(
            overloads(observable.methods(named: "retry")),
            [
                "retry() defaults[] closures[]", "retry(_:) defaults[] closures[]",
                "retry(when:) defaults[] closures[0]",
            ])
        XCTAssertEqual(
            overloads(observable.methods(named: "share")),
            ["share(replay:scope:) defaults[0, 1] closures[]"])
        XCTAssertEqual(
            overloads(observable.methods(named: "multicast")),
            [
                "multicast(_:) defaults[] closures[]", "multicast(_:selector:) defaults[] closures[0, 1]",
                "multicast(makeSubject:) defaults[] closures[0]",
            ])
        guard case .function(let of as HostFunction)? = registry.globals["of"],
            case .function(let range as HostFunction)? = registry.globals["range"]
        else {
            return XCTFail("of and range are global functions")
        }
        XCTAssertEqual(overloads(of.overloads), ["of(_:...scheduler:) defaults[1] closures[]"])
        XCTAssertEqual(
            overloads(range.overloads),
            [
                "range(_:_:) defaults[] closures[]",
                "range(start:count:scheduler:) defaults[2] closures[]",
            ])
    }

    func testTypedParametersReportWhatTheArgumentAccessorsReported() {
        // Each message comes from the `Arguments` accessor the parameter reads with.
        XCTAssertEqual(errors("_ = just(1).take(-1)"), ["test.rx:1:18: error: 'take' needs a count of zero or more"])
        XCTAssertEqual(
            errors("_ = just(1).share(replay: 1, scope: 2)"),
            [
                "test.rx:1:30: error: argument 'scope' of 'share(replay:scope:)' expects .whileConnected or "
                    + ".forever, got 'Int'"
            ])
        XCTAssertEqual(
            errors("_ = range(start: 1, count: \"x\")"),
            [
                "test.rx:1:21: error: argument 'count' of 'range(start:count:scheduler:)' expects Int, "
                    + "got 'String'"
            ])
    }
}
