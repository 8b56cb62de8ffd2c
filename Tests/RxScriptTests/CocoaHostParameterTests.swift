import XCTest
@testable import RxScript

/// The RxCocoa and trait built-ins declared with typed parameters: the closure marks their overloads resolve by, the
/// messages of the parameter kinds they added, and the order their arguments are checked in.
final class CocoaHostParameterTests: ScriptTestCase {
    /// Each overload as `signature closures[indices]`.
    private func overloads(_ methods: [HostMethod]?) -> [String] {
        (methods ?? []).map { "\($0.signature) closures\($0.closureParameters.sorted())" }
    }

    func testSubscribeFormsKeepTheirClosureMarks() {
        let registry = Session().registry
        let single = registry.type(for: SingleObject.self, name: "Single")
        XCTAssertEqual(
            overloads(single.methods(named: "subscribe")),
            [
                "subscribe(onSuccess:onFailure:onDisposed:) closures[0, 1, 2]",
                "subscribe(onSuccess:onError:onDisposed:) closures[]",
                "subscribe(_:) closures[0]",
                "subscribe(on:) closures[]",
            ])
        let completable = registry.type(for: CompletableObject.self, name: "Completable")
        XCTAssertEqual(
            overloads(completable.methods(named: "subscribe")),
            [
                "subscribe(onCompleted:onError:onDisposed:) closures[]", "subscribe(_:) closures[0]",
                "subscribe(on:) closures[]",
            ])
        let observable = registry.type(for: ObservableObject.self, name: "Observable")
        XCTAssertEqual(
            overloads(observable.methods(named: "drive")),
            [
                "drive(_:configureCell:) closures[1]", "drive(_:...) closures[]",
                "drive(onNext:onCompleted:onDisposed:) closures[]",
            ])
        XCTAssertEqual(
            overloads(observable.methods(named: "bind")),
            ["bind(to:...) closures[]", "bind(to:_:) closures[1]", "bind(onNext:) closures[0]"])
    }

    func testNewParameterKindsNameWhatTheyExpect() {
        // An array of events, where anything else in it is left out.
        XCTAssertEqual(errors("Button().sendActions(for: [.touchUpInside, 1])"), [])
        XCTAssertEqual(
            errors("Button().sendActions(for: 3)"),
            [
                "test.rx:1:22: error: argument 'for' of 'sendActions(for:)' expects control events such as "
                    + ".touchUpInside, got 'Int'"
            ])
        XCTAssertEqual(
            errors("DatePicker().pick(\"today\")"),
            ["test.rx:1:19: error: argument 1 of 'pick(_:)' expects Date, got 'String'"])
        XCTAssertEqual(
            errors("_ = ControlProperty(values: just(1), valueSink: 3)"),
            [
                "test.rx:1:38: error: argument 'valueSink' of 'init(values:valueSink:)' expects an observer or "
                    + "Binder, got 'Int'"
            ])
        XCTAssertEqual(
            errors("_ = Completable.zip([Completable.empty(), 1])"),
            ["test.rx:1:21: error: argument 1 of 'zip(_:...)' expects Completable, got 'Int'"])
        XCTAssertEqual(
            errors("_ = just(1).subscribe(3)"),
            ["test.rx:1:23: error: argument 1 of 'subscribe(_:)' expects a closure, got 'Int'"])
    }

    func testArgumentsAreCheckedInTheirEarlierOrder() {
        // The closures before the events; the sink before the values; the range before the value; `onError` first.
        XCTAssertEqual(
            errors("_ = Button().rx.controlProperty(editingEvents: 1, getter: 2, setter: 3)"),
            [
                "test.rx:1:51: error: argument 'getter' of 'controlProperty(editingEvents:getter:setter:)' "
                    + "expects a closure, got 'Int'"
            ])
        XCTAssertEqual(
            errors("_ = ControlProperty(values: 1, valueSink: 2)"),
            [
                "test.rx:1:32: error: argument 'valueSink' of 'init(values:valueSink:)' expects an observer or "
                    + "Binder, got 'Int'"
            ])
        XCTAssertEqual(
            errors("_ = Slider(min: 2, max: 1, value: \"x\")"),
            ["test.rx:1:20: error: a slider's max (1.0) must not be below its min (2.0)"])
        XCTAssertEqual(
            errors("_ = Completable.empty().subscribe(onCompleted: 1, onError: 2)"),
            [
                "test.rx:1:51: error: argument 'onError' of 'subscribe(onCompleted:onError:onDisposed:)' "
                    + "expects a closure, got 'Int'"
            ])
    }
}
