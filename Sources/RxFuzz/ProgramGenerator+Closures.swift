/// Closures (every signature form and capture list), `case` patterns and Swift type syntax.
extension ProgramGenerator {
    /// `{ $0 * 2 }`, `{ x in … }`, `{ (a: Int, b) -> Int in … }`, `{ [weak self, y = z] v in … }`, …
    mutating func closure(depth: Int) -> String {
        nested({
            $0.inClosure = true; $0.closureDepth += 1; $0.resultType = nil; $0.inLoop = false; $0.inCondition = false
        }) {
            generator in
            let signature = generator.closureSignature()
            generator.context.anonymousArguments = signature.isEmpty
            let body: String
            if generator.random.percent(55) || depth == 0 {
                body = " " + generator.expression(depth: depth) + " "
            } else {
                let lines = (0..<generator.random.within(1...3)).map { _ in generator.statement(depth: depth) }
                body = "\n    " + lines.joined(separator: "\n    ") + "\n"
            }
            return "{" + signature + body + "}"
        }
    }

    /// What precedes `in`, declaring the parameters; empty for a closure that uses `$0`.
    private mutating func closureSignature() -> String {
        var captures = ""
        if random.percent(12) {
            let items = (0..<random.within(1...2)).map { _ in
                context.inType || wild
                    ? random.pick([
                        "weak self", "unowned self", "unowned(unsafe) self", "\(name())", "copy = \(smallInt())",
                    ])
                    : random.pick(["\(name())", "copy = \(smallInt())", "weak w = \(name())", "unowned u = \(name())"])
            }
            captures = " [" + items.joined(separator: ", ") + "]"
        }
        let effects = random.pick(["", "", "", " throws", " async", " async throws"])
        let result = random.percent(20) ? " -> \(typeSyntax())" : ""
        switch random.weighted([4, 3, 2, 1, 1]) {
        case 0:
            return captures.isEmpty ? "" : captures + " in"  // uses `$0`
        case 1:
            let names = (0..<random.within(1...2)).map { _ in fresh("p") }
            declare { $0.values += names }
            return captures + " " + names.joined(separator: ", ") + effects + result + " in"
        case 2:
            let names = (0..<random.within(0...2)).map { _ in fresh("p") }
            declare { $0.values += names }
            let parameters = names.map { random.percent(60) ? "\($0): \(typeSyntax())" : $0 }
            return captures + " (" + parameters.joined(separator: ", ") + ")" + effects + result + " in"
        case 3:
            return captures + " _ in"
        default:
            let name = fresh("p")
            declare { $0.values.append(name) }
            return captures + " (_ \(name): Int)" + effects + result + " in"
        }
    }

    /// A `case` pattern: `_`, `let x`, a value or range, `.name(patterns)`, `Type.name(…)`, `(p, q)`.
    mutating func pattern(depth: Int, binding: Bool) -> String {
        let next = max(depth - 1, 0)
        // After `let`, a pattern binds names: no values, no `Type.case`, no second `let` (unless wild).
        let strict = binding && !wild
        switch random.weighted([2, 3, strict ? 0 : 4, 4, strict ? 0 : 2, strict ? 0 : 2, depth > 0 ? 2 : 0, 1, 1]) {
        case 0: return "_"
        case 1:
            let name = fresh("c")
            declare { $0.values.append(name) }
            // `case let x?`: Swift's optional pattern.
            if binding { return random.percent(25) ? name + "?" : name }
            return random.pick(["let", "var"]) + " " + name
        case 2: return random.pick([smallInt(), "\"a\"", "1...3", "0..<2", "true", "nil", "-1"])
        case 3:
            let name = random.pick(["next", "error", "completed", "some", "none", "success", "failure", "bad"])
            if name == "completed" || name == "none" || random.percent(30) { return "." + name }
            return ".\(name)(\(pattern(depth: next, binding: binding)))"
        case 4:
            let type = visibleTypes.filter { !$0.cases.isEmpty }.first
            let typeName = type?.name ?? "Event"
            let caseName = type.map { random.pick($0.cases).name } ?? "next"
            return "\(typeName).\(caseName)(\(pattern(depth: next, binding: binding)))"
        case 5: return "let .next(\(pattern(depth: next, binding: true)))"
        case 7:
            let name = fresh("c")
            declare { $0.values.append(name) }
            return (binding ? name : "let " + name) + random.pick(["?", " as Int", " as String"])
        case 8: return strict ? "_" : random.pick(["is Int", "is String", "...0", "5...", "..<2", "\"a\"...\"m\""])
        default:
            return "(\(pattern(depth: next, binding: binding)), \(pattern(depth: next, binding: binding)))"
        }
    }

    /// A Swift type as scripts may write it: the names are kept only as documentation.
    mutating func typeSyntax() -> String {
        switch random.weighted([6, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1]) {
        case 0:
            return random.pick(["Int", "String", "Double", "Bool", "Any", "AnyObject", "Void", "Error", "Disposable"])
        case 1: return "[\(simpleType())]"
        case 2: return "[\(simpleType()): \(simpleType())]"
        case 3: return simpleType() + random.pick(["?", "!"])
        case 4: return "Observable<\(simpleType())>"
        case 5: return "(\(simpleType()), label: \(simpleType()))"
        case 6: return "@escaping (\(simpleType())) throws -> \(simpleType())"
        case 7: return "() async -> Void"
        case 8: return random.pick(["some ObservableType", "any Error", "inout Int"])
        case 9: return "Swift.Result<Int, Error>.Type"
        default: return visibleTypes.isEmpty ? "Int..." : random.pick(visibleTypes).name
        }
    }

    private mutating func simpleType() -> String {
        random.pick(["Int", "String", "Double", "Bool", "Any", "Event<Int>", "Observable<Int>"])
    }
}
