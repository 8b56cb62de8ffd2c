/// Statements: declarations of values, control flow, loops, `switch`, `do`/`catch`, `defer`, `#if`, imports.
extension ProgramGenerator {
    /// One statement; `depth` bounds how deeply blocks nest.
    mutating func statement(depth: Int) -> String {
        guard depth > 0 else { return simpleStatement() }
        let next = depth - 1
        switch random.weighted([16, 12, 6, 8, 6, 3, 5, 3, 4, 5, 5, 3, 2, 2, 1, 2, 4, wild ? 2 : 0, 1]) {
        case 0: return subscription(depth: next)
        case 1: return variableDeclaration(depth: next)
        case 2: return assignment(depth: next)
        case 3: return callStatement(depth: next)
        case 4: return ifStatement(depth: next)
        case 5: return guardStatement(depth: next)
        case 6: return switchStatement(depth: next)
        case 7: return whileLoop(depth: next)
        case 8: return forLoop(depth: next)
        case 9: return functionDeclaration(depth: next)
        case 10: return typeDeclaration(depth: next)
        case 11: return doCatch(depth: next)
        case 12: return "defer " + block(depth: next)
        case 13:
            return random.pick([
                "import RxSwift", "import Dispatch", "typealias \(fresh("Alias")) = Observable<Int>",
                "import Foundation.NSObject",
            ])
        case 14: return "sink \(fresh("label"))"
        case 15: return conditionalCompilation(depth: next)
        case 16: return jump(depth: next)
        case 17:
            return random.pick([
                "actor \(fresh("A")) { }", "fallthrough", "struct \(fresh("S")) { subscript(i: Int) -> Int { i } }",
                ":help", ":subs", ":dispose #1",
            ])  // a REPL command in a script
        default: return simpleStatement() + "; " + simpleStatement()
        }
    }

    /// A statement without blocks.
    mutating func simpleStatement() -> String {
        switch random.below(3) {
        case 0: return "print(\(expression(depth: 1)))"
        case 1: return variableDeclaration(depth: 0)
        default: return subscription(depth: 0)
        }
    }

    /// `let x = e`, `var x: T = e`, `var x: T`, `let (a, b) = (e, f)`, a stream or a subject.
    mutating func variableDeclaration(depth: Int) -> String {
        switch random.weighted([5, 3, 2, 2, 3, 2]) {
        case 0:
            let value = expression(depth: depth)
            let name = fresh("v")
            declare { $0.values.append(name) }
            return "let \(name) = \(value)"
        case 1:
            let value = expression(depth: depth)
            let name = fresh("m")
            declare {
                $0.values.append(name); $0.mutables.append(name)
            }
            return "var \(name): \(typeSyntax()) = \(value)"
        case 2:
            let name = fresh("m")
            declare {
                $0.values.append(name); $0.mutables.append(name)
            }
            return "var \(name): \(typeSyntax())"
                + (random.percent(50) ? "\n\(name) = \(expression(depth: depth))" : "")
        case 3:
            let (first, second) = (fresh("a"), fresh("b"))
            let value =
                random.percent(70)
                ? "(\(expression(depth: depth)), \(expression(depth: depth)))" : expression(depth: depth)
            declare { $0.values += [first, second] }
            return "\(random.percent(80) ? "let" : "var") (\(first), \(second)) = \(value)"
        case 4:
            let stream = observable(depth: depth)
            let name = fresh("xs")
            declare { $0.observables.append(name) }
            return "let \(name) = \(stream)"
        default:
            let subject = subjectConstruction()
            let name = fresh("subject")
            declare {
                $0.observables.append(name); $0.values.append(name)
            }
            return "let \(name) = \(subject)"
        }
    }

    /// `target = value` or a compound assignment, to a variable, member, subscript or tuple element.
    mutating func assignment(depth: Int) -> String {
        let op = random.pick(["=", "+=", "-=", "*=", "/=", "%="])
        let mutables = visible(\.mutables)
        var target: String
        if mutables.isEmpty || (wild && random.percent(30)) {
            guard wild else {
                let name = fresh("m")
                declare {
                    $0.values.append(name); $0.mutables.append(name)
                }
                return "var \(name) = \(smallInt())\n\(name) \(op) \(smallInt())"
            }
            target = random.pick(["$0", "self.value", "x", "values[0]", "pair.0"] + visible(\.values))
        } else {
            target = random.pick(mutables)
        }
        switch random.below(wild ? 6 : 12) {
        case 0: target += "[\(smallInt())]"
        case 1: target += "." + random.pick(["0", "1", "value", "count", "text"])
        case 2: target = "(\(target))"
        case 3: target += random.pick(["!", "?.value"])
        default: break
        }
        return "\(target) \(op) \(expression(depth: depth))"
    }

    /// A call for its effect: a local function, a built-in function, a method on something in scope.
    mutating func callStatement(depth: Int) -> String {
        let functions = visible(\.functions)
        if !functions.isEmpty && random.percent(40) {
            let function = random.pick(functions)
            let call = "\(function.name)(\(arguments(function.labels, callee: function.name, depth: depth)))"
            return random.percent(30) ? "try \(call)" : call
        }
        if random.percent(40) { return "print(\(expression(depth: depth)))" }
        return random.percent(50) ? builtinCall(depth: depth) : methodCall(depth: depth)
    }

    /// `if conditions { … } else if … { … } else { … }`
    mutating func ifStatement(depth: Int) -> String {
        // The names the conditions bind are in scope in the first block only.
        var text = nested { generator in "if \(generator.conditionList(depth: depth)) " + generator.block(depth: depth)
        }
        if random.percent(30) {
            text += " else " + ifStatement(depth: max(depth - 1, 0))
        } else if random.percent(40) {
            text += " else " + block(depth: depth)
        }
        return text
    }

    /// `guard conditions else { exit }`
    mutating func guardStatement(depth: Int) -> String {
        if !wild && !context.inFunction && !context.inClosure && !context.inLoop {
            // At the top level nothing can leave the scope: put the guard in a function and call it.
            let name = fresh("guarded")
            let body = nested({
                $0.inFunction = true; $0.resultType = nil
            }) { generator in
                generator.guardStatement(depth: depth) + "\n    " + generator.statement(depth: depth)
            }
            return "func \(name)() {\n    \(body)\n}\n\(name)()"
        }
        return "guard \(conditionList(depth: depth)) else { \(exitStatement()) }"
    }

    /// Conditions of `if`/`guard`: expressions, optional bindings, `case` patterns.
    mutating func conditionList(depth: Int) -> String {
        let saved = context.inCondition
        context.inCondition = true
        defer { context.inCondition = saved }
        return (0..<random.within(1...3)).map { _ -> String in
            switch random.weighted([5, 3, 1, 1, 2]) {
            case 0: return condition(depth: depth)
            case 1:
                let value = expression(depth: depth)
                let name = fresh("u")
                declare { $0.values.append(name) }
                return "\(random.percent(80) ? "let" : "var") \(name) = \(value)"
            case 2:
                // Shorthand rebinding of a name from an enclosing scope (not one this condition list bound).
                let existing = scopes.dropLast().flatMap(\.values)
                return existing.isEmpty ? condition(depth: depth) : "let " + random.pick(existing)
            case 3:
                let value = expression(depth: depth)
                return "case \(pattern(depth: 1, binding: false)) = \(value)"
            default:
                let value = expression(depth: depth)
                let name = fresh("w")
                declare { $0.values.append(name) }
                return "case .some(let \(name)) = \(value)"
            }
        }.joined(separator: ", ")
    }

    /// A statement that leaves a `guard`: whatever the context allows.
    mutating func exitStatement() -> String {
        var exits: [String] = context.inFunction || context.inClosure ? ["return"] : []
        if context.inLoop { exits += ["break", "continue"] }
        if exits.isEmpty { exits = ["fatalError(\"unreachable\")"] }
        if context.inFunction { exits += ["return", "throw \(errorValue())"] }
        if context.inFunction, let result = context.resultType { exits = ["return " + value(of: result)] }
        if wild && !context.inFunction && !context.inClosure && !context.inLoop {
            exits += ["fatalError(\"guard\")", "print(1)"]
        }
        return random.pick(exits)
    }

    /// `break`, `continue`, `return`, `throw` where they belong, and sometimes where they do not.
    mutating func jump(depth: Int) -> String {
        if wild && random.percent(10) {
            return random.pick(["break", "continue", "return 1", "throw \(errorValue())"])
        }
        var jumps: [String] = context.inDo || context.inFunction || wild ? ["throw \(errorValue())"] : []
        if context.inLoop || context.inSwitch { jumps.append("break") }
        if context.inLoop { jumps.append("continue") }
        if context.inFunction, let result = context.resultType {
            jumps.append("return " + value(of: result))
        } else if context.inFunction || context.inClosure {
            jumps += ["return", "return \(expression(depth: depth))"]
        }
        return jumps.isEmpty ? "print(\(expression(depth: depth)))" : random.pick(jumps)
    }

    /// `switch subject { case …: … default: … }` with every kind of pattern.
    mutating func switchStatement(depth: Int) -> String {
        context.inCondition = true
        let subject =
            random.percent(30) ? "(\(expression(depth: 1)), \(expression(depth: 1)))" : expression(depth: depth)
        context.inCondition = false
        var clauses: [String] = []
        for _ in 0..<random.within(1...4) {
            // A clause's bindings are in scope in its body only.
            clauses.append(
                nested { generator in
                    let items = (0..<generator.random.within(1...2)).map { _ -> String in
                        let item = generator.pattern(depth: 2, binding: false)
                        return generator.random.percent(20) ? item + " where \(generator.condition(depth: 1))" : item
                    }
                    return "case \(items.joined(separator: ", ")):\n" + generator.caseBody(depth: depth)
                })
        }
        // Without `default`, most switches are Swift's "switch must be exhaustive", and nothing after them runs.
        if random.percent(wild ? 70 : 95) {
            // `fallthrough` on into `default`, which binds nothing.
            if random.percent(25), let last = clauses.popLast() { clauses.append(last + "\n    fallthrough") }
            clauses.append((random.percent(10) ? "@unknown " : "") + "default:\n" + caseBody(depth: depth))
        }
        return "switch \(subject) {\n" + clauses.joined(separator: "\n") + "\n}"
    }

    private mutating func caseBody(depth: Int) -> String {
        nested({ $0.inSwitch = true }) { generator in
            let count = generator.wild && generator.random.percent(10) ? 0 : generator.random.within(1...2)
            let lines = (0..<count).map { _ in generator.statement(depth: depth) }
            return lines.isEmpty
                ? ""
                : lines.map { "    " + $0 }.joined(separator: "\n")
                    + (generator.random.percent(20) ? "\n    break" : "")
        }
    }

    /// A bounded `while`: the counter is stepped first, so a `continue` cannot make it endless. Also
    /// `repeat { … } while`, `while let`, and a labeled loop that `break label`/`continue label` leave.
    mutating func whileLoop(depth: Int) -> String {
        let counter = fresh("i")
        let limit = random.within(0...4)
        let step = "\(counter) += 1"
        switch random.below(8) {
        case 0:
            let body = block(depth: depth, { $0.inLoop = true }, prefix: [step])
            return "var \(counter) = 0\nrepeat \(body) while \(counter) < \(limit)"
        case 1:
            let name = fresh("w")
            return nested { generator in
                generator.declare { $0.values.append(name) }
                let body = generator.block(depth: depth, { $0.inLoop = true }, prefix: [step])
                return "var \(counter) = 0\nwhile let \(name) = \(counter) < \(limit) ? \(counter) : nil \(body)"
            }
        case 2:
            let label = fresh("outer")
            let jump = random.pick(["break \(label)", "continue \(label)"])
            let body = block(depth: depth, { $0.inLoop = true }, prefix: [step, "if \(counter) > 1 { \(jump) }"])
            return "var \(counter) = 0\n\(label): while \(counter) < \(limit) \(body)"
        default:
            break
        }
        if random.percent(15) {
            return "var \(counter) = 0\nwhile true {\n    \(step)\n    if \(counter) > \(limit) { break }\n    "
                + statement(depth: depth).replacingOccurrences(of: "\n", with: "\n    ") + "\n}"
        }
        let body = block(depth: depth, { $0.inLoop = true }, prefix: [step])
        return "var \(counter) = 0\nwhile \(counter) < \(limit) \(body)"
    }

    /// `for x in …`, `for (i, x) in ….enumerated()`, `for _ in …`, `for var x in …`, `for x in … where …`
    mutating func forLoop(depth: Int) -> String {
        context.inCondition = true
        let sequence = random.pick([
            "0..<\(random.within(0...4))", "1...\(random.within(1...3))", "[1, 2, 3]",
            "\"ab\"", "[\"a\": 1]", expression(depth: 1),
        ])
        context.inCondition = false
        let (name, other) = (fresh("x"), fresh("n"))
        switch random.below(6) {
        case 5:
            return nested { generator in
                let pattern = generator.random.pick(["let \(name)?", ".some(let \(name))", "let \(name) as Int"])
                generator.declare { $0.values.append(name) }
                return "for case \(pattern) in [1, nil, 3] " + generator.block(depth: depth, { $0.inLoop = true })
            }
        case 0:
            return "for (\(other), \(name)) in \(sequence).enumerated() "
                + block(depth: depth, { $0.inLoop = true }, prefix: ["print(\(other), \(name))"])
        case 1:
            return "for _ in \(sequence) " + block(depth: depth, { $0.inLoop = true })
        case 2:
            return "for var \(name) in \(sequence) "
                + block(depth: depth, { $0.inLoop = true }, prefix: ["\(name) = \(name)"])
        case 3:
            let test = random.pick(["\(name) != nil", "true", "\"\\(\(name))\".count > 1"])
            return nested { generator in
                generator.declare { $0.values.append(name) }
                return "for \(name) in \(sequence) where \(test) "
                    + generator.block(depth: depth, { $0.inLoop = true })
            }
        default:
            return nested { generator in
                generator.declare { $0.values.append(name) }
                return "for \(name) in \(sequence) " + generator.block(depth: depth, { $0.inLoop = true })
            }
        }
    }

    /// `do { … } catch Pattern { … } catch let e as T { … } catch { … }`
    mutating func doCatch(depth: Int) -> String {
        var text =
            "do " + block(depth: depth, { $0.inDo = true }, prefix: random.percent(60) ? ["try \(throwingCall())"] : [])
        for _ in 0..<random.within(1...3) {
            switch random.below(5) {
            case 0: text += " catch " + block(depth: depth, prefix: ["print(error)"])
            case 1: text += " catch let \(fresh("e")) as \(errorTypeName()) " + block(depth: depth)
            case 2:
                text +=
                    " catch \(errorTypeName()).\(random.pick(["bad", "worse"]))(let \(fresh("c"))) "
                    + block(depth: depth)
            case 3: text += " catch .\(random.pick(["bad", "worse"])) " + block(depth: depth)
            default: text += " catch _ " + block(depth: depth)
            }
        }
        return text
    }

    /// `#if` / `#elseif` / `#else` / `#endif` around statements, on lines of their own.
    mutating func conditionalCompilation(depth: Int) -> String {
        let conditions = [
            "DEBUG", "TRACE_RESOURCES", "os(Linux)", "os(iOS)", "canImport(RxSwift)", "canImport(UIKit)",
            "swift(>=5.9)", "compiler(>=5)", "!DEBUG", "DEBUG && os(Linux)", "(NOT_IN_PLAYGROUND || DEBUG)",
            "arch(x86_64)", "targetEnvironment(simulator)", "true", "os(macOS)", "canImport(AppKit)",
        ]
        // A branch may be compiled out, so what it declares is not visible after it.
        let branch = { (generator: inout ProgramGenerator) in generator.nested { $0.statement(depth: depth) } }
        var text = "#if \(random.pick(conditions))\n\(branch(&self))"
        if random.percent(40) { text += "\n#elseif \(random.pick(conditions))\n\(branch(&self))" }
        if random.percent(60) { text += "\n#else\n\(branch(&self))" }
        return text + "\n#endif"
    }
}
