/// Writes programs that type-check: `Int`, `String`, `Bool` and `Observable<Int>` expressions over names declared
/// before they are used, operators called with closures of the right shape, functions and structs used as
/// declared. Its programs get past the parser and the compiler, so they exercise the interpreter and the operators
/// under odd but legal combinations; `ProgramGenerator` covers every construct, this one depth.
public struct TypedProgramGenerator {
    var random: FuzzRandom
    private var ints: [String] = []
    private var mutableInts: [String] = []
    private var strings: [String] = []
    private var streams: [String] = []
    private var subjects: [String] = []
    private var functions: [String] = []
    private var structs: [String] = []
    private var bags: [String] = []
    private var counter = 0

    /// A generator drawing its choices from `random`.
    public init(random: FuzzRandom) {
        self.random = random
    }

    /// A whole program: a few declarations and statements, each using only what came before it.
    public mutating func program() -> String {
        var lines: [String] = []
        for _ in 0..<random.within(2...9) { lines.append(statement(depth: 2)) }
        return lines.joined(separator: "\n") + "\n"
    }

    private mutating func fresh(_ prefix: String) -> String {
        counter += 1
        return "\(prefix)\(counter)"
    }

    // MARK: - Statements

    mutating func statement(depth: Int) -> String {
        switch random.weighted([5, 3, 5, 2, 2, 2, 2, 2, 2, 2, 1]) {
        case 0:
            let name = fresh("n")
            let value = int(depth: 2)
            ints.append(name)
            return "let \(name) = \(value)"
        case 1:
            let name = fresh("text")
            let value = string(depth: 2)
            strings.append(name)
            return "let \(name) = \(value)"
        case 2:
            let name = fresh("xs")
            let value = stream(depth: 2)
            streams.append(name)
            return "let \(name) = \(value)"
        case 3:
            let name = fresh("count")
            let value = int(depth: 1)
            mutableInts.append(name)
            return "var \(name) = \(value)\n\(name) \(random.pick(["+=", "-=", "*="])) \(int(depth: 1))"
        case 4: return subscription(depth: depth)
        case 5: return "print(\(random.percent(50) ? int(depth: 2) : string(depth: 2)))"
        case 6 where depth > 0:
            return "if \(bool(depth: 1)) {\n    \(inner(depth: depth - 1))\n} else {\n    "
                + "\(inner(depth: depth - 1))\n}"
        case 7 where depth > 0:
            let index = fresh("i")
            return "for \(index) in 0..<\(random.within(0...4)) {\n    print(\(index) + \(int(depth: 1)))\n}"
        case 8: return functionDeclaration()
        case 9: return structDeclaration()
        case 10:
            let subject = fresh("subject")
            let values = (0..<random.within(1...3)).map { _ in "\(subject).onNext(\(int(depth: 1)))" }
            let end = random.pick(["\(subject).onCompleted()", "\(subject).onError(RxError.unknown)", ""])
            subjects.append(subject)
            return "let \(subject) = PublishSubject<Int>()\n\(subject).map { $0 + 1 }.subscribe()\n"
                + (values + [end]).joined(separator: "\n")
        default:
            return "switch \(int(depth: 1)) {\ncase 0: print(\"zero\")\ncase 1...3: print(\(string(depth: 1)))\n"
                + "default: print(\(int(depth: 1)))\n}"
        }
    }

    /// A statement in a block: what it declares is not seen after the block.
    private mutating func inner(depth: Int) -> String {
        let saved = self
        let text = statement(depth: depth).replacingOccurrences(of: "\n", with: "\n    ")
        let random = self.random
        let counter = self.counter
        self = saved
        self.random = random
        self.counter = counter
        return text
    }

    private mutating func subscription(depth: Int) -> String {
        let source = stream(depth: depth)
        switch random.weighted([4, 3, 2, 2]) {
        case 0: return source + ".subscribe()"
        case 1:
            return source
                + ".subscribe(onNext: { print($0) }, onError: { print($0) }, onCompleted: { print(\"done\") })"
        case 2: return source + ".subscribe { event in print(event) }"
        default:
            let bag = bags.isEmpty || random.percent(40) ? fresh("bag") : random.pick(bags)
            let declaration = bags.contains(bag) ? "" : "let \(bag) = DisposeBag()\n"
            bags.append(bag)
            return declaration + source + ".subscribe(onNext: { _ in }).disposed(by: \(bag))"
        }
    }

    private mutating func functionDeclaration() -> String {
        let name = fresh("f")
        let body = int(depth: 1, extra: ["x"])
        functions.append(name)
        if random.percent(50) { return "func \(name)(_ x: Int) -> Int {\n    \(body)\n}" }
        return "func \(name)(_ x: Int) -> Int {\n    guard x >= 0 else { return -x }\n    return \(body)\n}"
    }

    private mutating func structDeclaration() -> String {
        let name = fresh("Point")
        let instance = fresh("point")
        let declaration = "struct \(name) {\n    let x: Int\n    var label: String\n    var doubled: Int { x * 2 }\n}"
        let value = "let \(instance) = \(name)(x: \(int(depth: 1)), label: \(string(depth: 1)))"
        structs.append(instance)
        return declaration + "\n" + value + "\nprint(\(instance))"
    }

    // MARK: - Values

    mutating func int(depth: Int, extra: [String] = []) -> String {
        let names = ints + mutableInts + extra
        guard depth > 0 else {
            return names.isEmpty || random.percent(40) ? String(random.within(-3...12)) : random.pick(names)
        }
        switch random.weighted([4, 5, 1, 2, 2, 1, 1, functions.isEmpty ? 0 : 2, structs.isEmpty ? 0 : 2, 1]) {
        case 0: return int(depth: 0, extra: extra)
        case 1:
            return "\(int(depth: depth - 1, extra: extra)) \(random.pick(["+", "-", "*"])) "
                + int(depth: depth - 1, extra: extra)
        case 2:
            return "\(int(depth: depth - 1, extra: extra)) \(random.pick(["/", "%"])) \(int(depth: 0, extra: extra))"
        case 3: return "(\(bool(depth: depth - 1)) ? \(int(depth: 0, extra: extra)) : \(int(depth: 0, extra: extra)))"
        case 4: return "\(string(depth: depth - 1)).count"
        case 5: return "\(random.pick(["max", "min"]))(\(int(depth: 0, extra: extra)), \(int(depth: 0, extra: extra)))"
        case 6: return "[\(int(depth: 0, extra: extra)), \(int(depth: 0, extra: extra))].count"
        case 7: return "\(random.pick(functions))(\(int(depth: depth - 1, extra: extra)))"
        case 8: return random.pick(structs) + random.pick([".x", ".doubled", ".label.count"])
        default: return "abs(\(int(depth: depth - 1, extra: extra)))"
        }
    }

    mutating func string(depth: Int) -> String {
        guard depth > 0 else {
            return strings.isEmpty || random.percent(50)
                ? random.pick(["\"a\"", "\"Rx\"", "\"\"", "\"é\""])
                : random.pick(strings)
        }
        switch random.below(5) {
        case 0: return string(depth: 0)
        case 1: return "\(string(depth: depth - 1)) + \(string(depth: depth - 1))"
        case 2: return "\"v\\(\(int(depth: depth - 1)))\""
        case 3: return "String(\(int(depth: depth - 1)))"
        default: return "\(string(depth: depth - 1)).\(random.pick(["uppercased()", "lowercased()"]))"
        }
    }

    mutating func bool(depth: Int) -> String {
        switch random.below(depth > 0 ? 4 : 2) {
        case 0: return random.pick(["true", "false"])
        case 1: return "\(int(depth: 0)) \(random.pick(["<", "==", "!=", ">="])) \(int(depth: 0))"
        case 2: return "!(\(bool(depth: depth - 1)))"
        default: return "\(bool(depth: depth - 1)) \(random.pick(["&&", "||"])) \(bool(depth: depth - 1))"
        }
    }

    // MARK: - Streams

    /// An `Observable<Int>`: a creator or a name, then a few operators that keep the element an `Int`.
    mutating func stream(depth: Int) -> String {
        var text = source(depth: depth)
        for _ in 0..<random.weighted([1, 4, 3, 2]) { text += "." + intOperator(depth: depth) }
        return text
    }

    private mutating func source(depth: Int) -> String {
        let known = streams + subjects
        switch random.weighted([3, 2, 2, 2, 2, 1, known.isEmpty ? 0 : 4, depth > 0 ? 2 : 0]) {
        case 0: return "Observable.of(\((0..<random.within(1...4)).map { _ in int(depth: 0) }.joined(separator: ", ")))"
        case 1: return "Observable.just(\(int(depth: 1)))"
        case 2: return "Observable.range(start: \(int(depth: 0)), count: \(random.within(0...5)))"
        case 3:
            return
                "Observable<Int>.interval(\(duration()), scheduler: MainScheduler.instance).take(\(random.within(1...4)))"
        case 4: return "Observable.from([\(int(depth: 0)), \(int(depth: 0)), \(int(depth: 0))])"
        case 5:
            return random.pick([
                "Observable<Int>.empty()", "Observable<Int>.error(RxError.unknown)",
                "Observable<Int>.timer(\(duration()), scheduler: MainScheduler.instance)",
            ])
        case 6: return random.pick(known)
        default:
            let (first, second) = (stream(depth: depth - 1), stream(depth: depth - 1))
            return random.pick([
                "Observable.merge(\(first), \(second))", "Observable.concat(\(first), \(second))",
                "Observable.zip(\(first), \(second)) { $0 + $1 }",
                "Observable.combineLatest(\(first), \(second)) { a, b in a * b }",
                "Observable.amb([\(first), \(second)])",
            ])
        }
    }

    private mutating func intOperator(depth: Int) -> String {
        let k = int(depth: 0)
        switch random.below(24) {
        case 0: return "map { $0 \(random.pick(["+", "*", "-"])) \(k) }"
        case 1: return "filter { $0 \(random.pick(["<", ">", "!="])) \(k) }"
        case 2: return "scan(\(k)) { $0 + $1 }"
        case 3: return "take(\(random.within(0...4)))"
        case 4: return "skip(\(random.within(0...2)))"
        case 5: return "distinctUntilChanged()"
        case 6: return "startWith(\(k))"
        case 7: return "reduce(\(k)) { acc, x in acc + x }"
        case 8: return "flatMap { x in Observable.of(x, x + \(k)) }"
        case 9: return "concatMap { x in Observable.just(x * 2) }"
        case 10:
            return
                "flatMapLatest { x in Observable<Int>.timer(\(duration()), scheduler: MainScheduler.instance).map { _ in x } }"
        case 11: return "debounce(\(duration()), scheduler: MainScheduler.instance)"
        case 12: return "throttle(\(duration()), scheduler: MainScheduler.instance)"
        case 13: return "delay(\(duration()), scheduler: MainScheduler.instance)"
        case 14: return "catchAndReturn(\(k))"
        case 15: return "retry(\(random.within(0...2)))"
        case 16: return "share()"
        case 17: return "share(replay: 1)"
        case 18: return "takeWhile { $0 < \(k) }"
        case 19: return "buffer(timeSpan: \(duration()), count: 2, scheduler: MainScheduler.instance).map { $0.count }"
        case 20: return "toArray().asObservable().map { $0.count }"
        case 21 where depth > 0: return "withLatestFrom(\(stream(depth: depth - 1)))"
        case 22: return "do(onNext: { print($0) })"
        default: return "map { $0 / \(random.pick(["2", "0", String(random.within(1...5))])) }"
        }
    }

    private mutating func duration() -> String {
        random.pick([".milliseconds(\(random.within(1...300)))", ".seconds(\(random.within(1...2)))"])
    }
}
