/// Streams and calls built from the registry's real signatures: creators, operator chains, subscriptions,
/// subjects, static members, constructors and methods, with arguments chosen by label.
extension ProgramGenerator {
    /// A stream subscribed to, disposed by a bag or bound.
    mutating func subscription(depth: Int) -> String {
        let stream = observable(depth: depth)
        switch random.weighted([5, 3, 2, 2, 1, 1]) {
        case 0: return stream + ".subscribe()"
        case 1:
            return stream
                + ".subscribe(onNext: { print($0) }, onError: { print($0) }, onCompleted: { print(\"done\") })"
        case 2: return stream + ".subscribe { event in\n    print(event)\n}"
        case 3:
            let bag = fresh("bag")
            declare { $0.values.append(bag) }
            return "let \(bag) = DisposeBag()\n\(stream).subscribe(onNext: { _ in }).disposed(by: \(bag))"
        case 4: return stream + ".subscribe { print($0) } onError: { print($0) }"
        default:
            let target = fresh("label")
            return "sink \(target)\n\(stream).bind(to: \(target))"
        }
    }

    /// A stream: a creator, a static member, a subject or a name in scope, then a chain of operators.
    mutating func observable(depth: Int) -> String {
        var text: String
        let names = visible(\.observables)
        switch random.weighted([8, 3, 2, names.isEmpty ? 0 : 4]) {
        case 0: text = call(random.pick(catalog.creators), depth: depth)
        case 1:
            let streams = catalog.staticMembers.filter { $0.namespace == "Observable" || $0.namespace == "Single" }
            let chosen = random.pick(streams.isEmpty ? catalog.staticMembers : streams)
            text = chosen.namespace + (random.percent(30) ? "<Int>" : "") + "." + call(chosen.member, depth: depth)
        case 2: text = subjectConstruction()
        default: text = random.pick(names)
        }
        for _ in 0..<random.weighted([2, 4, 3, 2, 1]) {
            text +=
                (random.percent(8) ? "\n    ." : ".") + call(random.pick(catalog.operators), depth: max(depth - 1, 0))
        }
        return text
    }

    /// `PublishSubject<Int>()`, `BehaviorSubject(value: 1)`: one of the registry's constructors.
    mutating func subjectConstruction() -> String {
        let chosen = random.pick(catalog.constructors)
        let generic = random.percent(50) ? "<\(random.pick(["Int", "String", "Any"]))>" : ""
        return chosen.type + generic + "(" + arguments(chosen.initializer.labels, callee: chosen.type, depth: 0) + ")"
    }

    /// A global function that is not a creator (`print`, `after`, `marbles`), or a static member.
    mutating func builtinCall(depth: Int) -> String {
        if random.percent(30) {
            let chosen = random.pick(catalog.staticMembers)
            return chosen.namespace + "." + call(chosen.member, depth: depth)
        }
        return call(random.pick(catalog.functions + catalog.creators), depth: depth)
    }

    /// A method of a subject, relay, value or control on something in scope.
    mutating func methodCall(depth: Int) -> String {
        "\(postfixBase(depth: depth)).\(call(random.pick(catalog.methods), depth: depth))"
    }

    /// `name(arguments)`, `name { closure }` or a property; often, for a stream, the arguments of a documented
    /// example, which fit.
    mutating func call(_ callable: BuiltinCatalog.Callable, depth: Int) -> String {
        if callable.isProperty { return callable.name }
        if let known = catalog.exampleCalls.byName[callable.name], random.percent(wild ? 20 : 60),
            !(context.inCondition && known.contains { $0.hasSuffix("}") })
        {
            return callable.name + random.pick(known)
        }
        if let last = callable.labels.last, callable.variadicIndex == nil, !context.inCondition, random.percent(25),
            last == nil || last.map(isClosureLabel) == true
        {
            // The last closure as a trailing closure.
            let leading = arguments(Array(callable.labels.dropLast()), callee: callable.name, depth: depth)
            return callable.name + (leading.isEmpty && random.percent(50) ? "" : "(\(leading))") + " "
                + closure(depth: depth)
        }
        return
            "\(callable.name)(\(arguments(callable.labels, callee: callable.name, depth: depth, variadic: callable.variadicIndex)))"
    }

    /// The arguments for `labels`, the variadic one repeated 0–4 times.
    mutating func arguments(_ labels: [String?], callee: String, depth: Int, variadic: Int? = nil) -> String {
        let saved = context.inCondition
        context.inCondition = false  // inside parentheses a trailing closure is fine again
        defer { context.inCondition = saved }
        var parts: [String] = []
        for (index, label) in labels.enumerated() {
            let count = index == variadic ? random.within(0...4) : 1
            for repeatIndex in 0..<count {
                let value = argument(label, callee: callee, depth: depth)
                parts.append(repeatIndex == 0 ? (label.map { "\($0): " } ?? "") + value : value)
            }
        }
        if wild && random.percent(5) { parts.append(expression(depth: 0)) }  // one too many
        if wild && random.percent(5), !parts.isEmpty { parts.removeLast() }  // one too few
        return parts.joined(separator: ", ")
    }

    /// A value for the parameter `label` of `callee`, guessed from the label and the name.
    mutating func argument(_ label: String?, callee: String, depth: Int) -> String {
        if random.percent(6) { return expression(depth: depth) }
        let mutables = visible(\.mutables)
        if !mutables.isEmpty && random.percent(3) { return "&" + random.pick(mutables) }  // an inout argument
        if let label {
            if label == "scheduler" || label.hasSuffix("Scheduler") {
                return random.pick(catalog.schedulers + ["main"])
            }
            if isClosureLabel(label) { return closure(depth: depth) }
            if ["by"].contains(label) {
                return random.pick(visible(\.values).filter { $0.hasPrefix("bag") } + ["DisposeBag()"])
            }
            if ["to"].contains(label) {
                return random.pick(visible(\.observables) + ["PublishSubject<Int>()", "BehaviorRelay(value: 0)"])
            }
            if ["latest", "replayLatest", "isEmpty"].contains(label) { return random.pick(["true", "false"]) }
            let lowered = label.lowercased()
            if ["time", "period", "interval", "span", "delay", "timeout", "duetime", "frame"].contains(
                where: lowered.contains)
            {
                return random.percent(80) ? duration() : smallInt()
            }
            if ["count", "index", "size", "max", "limit", "times"].contains(where: lowered.contains) {
                return smallInt()
            }
            if ["until", "other", "source", "trigger", "sampler", "second"].contains(where: lowered.contains) {
                return observable(depth: max(depth - 1, 0))
            }
        }
        let lowered = callee.lowercased()
        let timed = [
            "throttle", "debounce", "delay", "timeout", "interval", "timer", "buffer", "window", "sample", "after",
            "take", "skip",
        ].contains(where: lowered.contains)
        switch random.weighted([timed ? 5 : 1, 5, 3, 3, 2, 1]) {
        case 0: return duration()
        case 1: return closure(depth: depth)
        case 2: return smallInt()
        case 3: return observable(depth: max(depth - 1, 0))
        case 4: return expression(depth: depth)
        default: return "[\(list(depth: 0, count: random.within(1...3)))]"
        }
    }

    /// Labels that take closures in RxSwift's API (`onNext:`, `selector:`, `while:`).
    func isClosureLabel(_ label: String) -> Bool {
        label.hasPrefix("on")
            || [
                "selector", "predicate", "accumulator", "resultSelector", "handler", "transform",
                "block", "comparer", "keySelector", "while", "closure", "factory", "observableFactory",
                "resourceFactory", "subscribe", "merge", "mapper", "catch",
            ].contains(label)
    }
}
