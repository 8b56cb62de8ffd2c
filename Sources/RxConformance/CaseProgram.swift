/// Builds the RxScript program that replays a case with RxTest's vocabulary, exactly as RxSwift's tests
/// write it, and lists what to read back afterwards.
struct CaseProgram {
    /// A value to compare after the run: the expression to describe and the expected text.
    struct Check {
        let label: String
        let expression: String
        let expected: String
        let expectedEvents: [ConformanceCase.RecordedEvent]?
    }

    let source: String
    let checks: [Check]

    init(_ testCase: ConformanceCase) {
        var lines = ["let scheduler = TestScheduler(initialClock: 0)"]
        for source in testCase.sources {
            let events = source.events.map { Self.recorded($0) }.joined(separator: ", ")
            let factory = source.isHot ? "createHotObservable" : "createColdObservable"
            lines.append("let \(Self.identifier(source.name)) = scheduler.\(factory)([\(events)])")
        }
        if testCase.helpers.contains("isPrime") { lines.append(contentsOf: Self.isPrime) }
        lines.append(contentsOf: testCase.setup)
        var checks: [Check] = []
        if testCase.mode == "script" {
            for observer in testCase.observers {
                lines.append("let \(observer.name) = scheduler.createObserver(\(observer.elementType).self)")
            }
            for declaration in testCase.declarations {
                lines.append("var \(declaration.name): \(declaration.type)! = nil")
            }
            for action in testCase.actions {
                let statement = Self.statement(for: action)
                if let time = action.time {
                    lines.append("scheduler.scheduleAt(\(time)) { \(statement) }")
                } else {
                    lines.append(statement)
                }
            }
            lines.append("scheduler.start()")
            for observer in testCase.expectedObservers {
                checks.append(
                    Check(
                        label: observer.name, expression: "\(observer.name).events",
                        expected: RecordedText.events(observer.events, sourceNames: Self.identifier),
                        expectedEvents: observer.events))
            }
        } else {
            let created = testCase.createdAt
            let subscribed = testCase.subscribeAt ?? 200
            let disposed = testCase.disposeAt ?? 1000
            lines.append(
                "let res = scheduler.start(created: \(created), subscribed: \(subscribed), "
                    + "disposed: \(disposed)) { \(testCase.expression) }")
            checks.append(
                Check(
                    label: "events", expression: "res.events",
                    expected: RecordedText.events(testCase.expected, sourceNames: Self.identifier),
                    expectedEvents: testCase.expected))
        }
        for (name, subscriptions) in testCase.expectedSubscriptions {
            checks.append(
                Check(
                    label: "\(name) log", expression: "\(Self.identifier(name)).subscriptions",
                    expected: RecordedText.subscriptions(subscriptions), expectedEvents: nil))
        }
        // XCTAssertEqual(230, handlerCalled) compares an Optional by its value: `?? nil` takes it off.
        for (name, value) in testCase.expectedSideEffects {
            checks.append(
                Check(
                    label: name, expression: "\(name) ?? nil", expected: RecordedText.value(value),
                    expectedEvents: nil))
        }
        source = lines.joined(separator: "\n") + "\n"
        self.checks = checks
    }

    /// `xs#2` (an inline inner observable) becomes the identifier `xs_2`.
    static func identifier(_ name: String) -> String {
        name.replacingOccurrences(of: "#", with: "_")
    }

    static func recorded(_ event: ConformanceCase.RecordedEvent) -> String {
        switch event.kind {
        case .next: return ".next(\(event.time), \(RecordedText.value(event.value, sourceNames: identifier)))"
        case .error: return ".error(\(event.time), \(event.value as? String ?? "testError"))"
        case .completed: return ".completed(\(event.time))"
        }
    }

    static func statement(for action: ConformanceCase.Action) -> String {
        let field = { (key: String) in action.fields[key] as? String ?? "" }
        switch action.kind {
        case "define": return "\(action.time == nil ? "var " : "")\(field("name")) = \(field("expression"))"
        case "subscribe": return "\(field("handle")) = \(field("target")).subscribe(\(field("observer")))"
        case "connect": return "\(field("handle")) = \(field("target")).connect()"
        case "dispose": return "\(field("handle")).dispose()"
        default: return field("swift")
        }
    }

    /// The corpus's `isPrime`: false for n ≤ 1, otherwise trial division up to √n.
    static let isPrime = [
        "func isPrime(_ i: Int) -> Bool {",
        "    if i <= 1 { return false }",
        "    var divisor = 2",
        "    while divisor * divisor <= i {",
        "        if i % divisor == 0 { return false }",
        "        divisor += 1",
        "    }",
        "    return true",
        "}",
    ]
}
