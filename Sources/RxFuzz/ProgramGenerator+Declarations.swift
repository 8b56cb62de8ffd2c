/// Declarations: functions and types (`enum`, `struct`, `class`, `protocol`, `extension`) with every kind of member.
extension ProgramGenerator {
    /// `func name<T>(_ a: T, label b: Int = 1) throws -> Int where … { … }`, sometimes throwing or recursive.
    mutating func functionDeclaration(depth: Int) -> String {
        let isThrowing = random.percent(25)
        let name = fresh(isThrowing ? "thrower" : "f")
        var labels: [String?] = []
        var parameters: [String] = []
        var names: [String] = []
        for _ in 0..<random.within(0...3) {
            let parameter = fresh("q")
            names.append(parameter)
            switch random.below(5) {
            case 0: labels.append(nil); parameters.append("_ \(parameter): \(typeSyntax())")
            case 4: labels.append(nil); parameters.append("_ \(parameter): inout Int")
            case 1: labels.append(parameter); parameters.append("\(parameter): \(typeSyntax())")
            case 2:
                let label = random.pick(["with", "from", "in", "to"])
                labels.append(label)
                parameters.append("\(label) \(parameter): Int = \(smallInt())")
            default: labels.append(parameter); parameters.append("\(parameter): \(typeSyntax()) = \(atom())")
            }
        }
        declare { $0.functions.append((name, labels)) }
        let modifiers = random.pick(["", "", "", "@discardableResult ", "private ", "@inline(__always) "])
        let clauses = ["<T>", "<T: Equatable>", "<T: Hashable & Comparable, U>", "<each T>"]
        let generics = random.percent(15) ? random.pick(clauses) : ""
        let effects = isThrowing ? " throws" : random.pick(["", "", " rethrows"])
        let resultType = random.percent(50) ? typeSyntax() : nil
        let result = resultType.map { " -> " + $0 } ?? ""
        let constraint = generics.isEmpty || random.percent(50) ? "" : " where T: Hashable"
        let body = nested({
            $0.inFunction = true; $0.inLoop = false; $0.inSwitch = false; $0.resultType = resultType
        }) {
            generator -> String in
            generator.declare { $0.values += names }
            var prefix: [String] = []
            if isThrowing { prefix.append("if \(generator.condition(depth: 1)) { throw \(generator.errorValue()) }") }
            return generator.block(depth: depth, prefix: prefix)
        }
        var text =
            "\(modifiers)func \(name)\(generics)(\(parameters.joined(separator: ", ")))\(effects)\(result)\(constraint) \(body)"
        if random.percent(6) {
            // An operator of the program's own, with a precedence group (Swift's or its own) and a prefix one.
            let spelling = "<" + String(repeating: "~", count: random.within(1...3)) + ">"
            let group = random.pick(["AdditionPrecedence", "DefaultPrecedence", "\(name)Precedence"])
            if group.hasPrefix(name) {
                text += "\nprecedencegroup \(group) { higherThan: MultiplicationPrecedence associativity: right }"
            }
            text +=
                "\ninfix operator \(spelling) : \(group)\nfunc \(spelling) (lhs: Int, rhs: Int) -> Int { lhs * 10 + rhs }"
                + "\nprint(1 \(spelling) 2 + 3 * 4)\nprefix operator √\nprefix func √ (x: Int) -> Int { x / 2 }\nprint(√8)\n"
            let variadic = fresh("total")
            text += "func \(variadic)(_ values: Int..., label: String = \"\") -> String { label + \"\\(values)\" }\n"
            text += "print(\(variadic)(), \(variadic)(1, 2, 3), \(variadic)(4, label: \"x\"))\n"
        }
        if random.percent(8) {
            // Recursion, deep enough sometimes to meet the interpreter's limit.
            let recursive = fresh("recurse")
            declare { $0.functions.append((recursive, [nil])) }
            text +=
                "\nfunc \(recursive)(_ n: Int) -> Int { n <= 0 ? 0 : 1 + \(recursive)(n - 1) }\n"
                + "print(\(recursive)(\(random.pick(["3", "100", "10000", "1000000"]))))"
        }
        return text
    }

    /// A type declaration with members, and usually a use of it.
    mutating func typeDeclaration(depth: Int) -> String {
        switch random.weighted([4, 4, 3, 2, 3]) {
        case 0: return enumDeclaration(depth: depth)
        case 1: return structOrClass(depth: depth, keyword: "struct")
        case 2: return structOrClass(depth: depth, keyword: "class")
        case 3: return protocolDeclaration()
        default: return extensionDeclaration(depth: depth)
        }
    }

    /// `enum Name: Error { case a, b(Int, label: String), c = 1 … }`
    private mutating func enumDeclaration(depth: Int) -> String {
        let name = random.percent(30) ? "MyError" : fresh("E")
        let rawType = random.pick(["", ": Error", ": Int", ": String", ": Error, Equatable", ": CaseIterable"])
        var info = TypeInfo(name: name)
        var lines: [String] = []
        var caseNames = ["bad", "worse"] + (0..<random.within(0...2)).map { _ in fresh("k") }
        if random.percent(20) { caseNames.append("default") }
        for caseName in caseNames {
            let spelled = caseName == "default" ? "`default`" : caseName
            switch random.below(4) {
            case 0: lines.append("case \(spelled)(Int)"); info.cases.append((spelled, 1))
            case 1: lines.append("case \(spelled)(code: Int, _ text: String = \"\")"); info.cases.append((spelled, 1))
            case 2 where rawType.contains("Int") || rawType.contains("String"):
                lines.append("case \(spelled) = \(rawType.contains("Int") ? smallInt() : "\"raw\"")");
                info.cases.append((spelled, 0))
            default: lines.append("case \(spelled)"); info.cases.append((spelled, 0))
            }
        }
        lines.append(random.pick(["indirect case tree(\(name))", "case x, y"]))
        let member = fresh("describe")
        info.members.append(member)
        lines.append("var \(member): String { switch self { case .bad: return \"bad\"\n default: return \"other\" } }")
        lines.append("static func make() -> \(name) { .\(info.cases[0].name)\(info.cases[0].arity > 0 ? "(1)" : "") }")
        declare { $0.types.append(info) }
        let error = "\(name).\(info.cases[0].name)\(info.cases[0].arity > 0 ? "(1)" : "")"
        if rawType.contains("Error") { declare { $0.errors.append(error) } }
        return "enum \(name)\(rawType) {\n    " + lines.joined(separator: "\n    ")
            + "\n}\nlet \(fresh("e")) = \(error)"
    }

    /// A struct or class with stored, computed, observed, lazy, static and weak properties, methods,
    /// initializers, a `deinit` (classes) and a nested type.
    private mutating func structOrClass(depth: Int, keyword: String) -> String {
        let name = fresh(keyword == "struct" ? "S" : "C")
        let stored = fresh("field")
        var info = TypeInfo(name: name, initializerLabels: [stored])
        let inherits =
            keyword == "class"
            ? random.pick(["", ": NSObject", ": CustomStringConvertible"])
            : random.pick(["", ": Equatable", ": Hashable, Codable"])
        var members: [String] = ["var \(stored): Int"]
        let body = nested({
            $0.inType = true; $0.inFunction = true
        }) { generator -> [String] in
            var lines: [String] = []
            for _ in 0..<generator.random.within(2...6) {
                let member = generator.fresh("member")
                info.members.append(member)
                switch generator.random.below(15) {
                case 12 where keyword == "struct":
                    lines.append(
                        "static func == (lhs: \(name), rhs: \(name)) -> Bool { lhs.\(stored) == rhs.\(stored) }")
                case 13 where keyword == "struct":
                    lines.append(
                        "static func < (lhs: \(name), rhs: \(name)) -> Bool { lhs.\(stored) < rhs.\(stored) }")
                case 0: lines.append("let \(member) = \(generator.atom())")
                case 1: lines.append("var \(member): Int { \(stored) + 1 }")
                case 2:
                    lines.append(
                        "var \(member): Int {\n        get { \(stored) }\n        set(newOne) { \(stored) = newOne }\n    }"
                    )
                case 3:
                    lines.append(
                        "var \(member) = 0 {\n        willSet { print(newValue) }\n        didSet(old) { print(old, \(member)) }\n    }"
                    )
                case 4: lines.append("lazy var \(member) = self.\(stored) * 2")
                case 5:
                    lines.append(
                        generator.random.percent(50)
                            ? "static var \(member) = \(generator.smallInt())"
                            : "private(set) var \(member) = \(generator.smallInt())")
                case 6: lines.append("weak var \(member): AnyObject?")
                case 7: lines.append("@objc dynamic var \(member) = \"\(member)\"")
                case 8:
                    lines.append(
                        "func \(member)(_ x: Int = 1) -> Int "
                            + generator.block(
                                depth: depth, { $0.resultType = "Int" },
                                prefix: ["defer { print(\"out\") }"]))
                case 9:
                    lines.append("\(keyword == "struct" ? "mutating" : "final") func \(member)() { \(stored) += 1 }")
                case 10:
                    lines.append("\(keyword == "struct" ? "static" : "class") func \(member)() -> \(name)? { nil }")
                case 11:
                    lines.append("init?(\(member): String) { if \(member).isEmpty { return nil }; self.\(stored) = 0 }")
                case 14:
                    lines.append("static prefix func - (value: \(name)) -> \(name) { value }")
                default: lines.append("enum \(generator.fresh("Nested")) { case one, two }")
                }
            }
            return lines
        }
        members += body
        if keyword == "class" {
            members.append("init(\(stored): Int = 0) { self.\(stored) = \(stored) }")
            if random.percent(60) { members.append("deinit { print(\"deinit \(name)\") }") }
        } else if random.percent(40) {
            members.append("init(\(stored): Int) { self.\(stored) = \(stored) }")
        }
        declare { $0.types.append(info) }
        let instance = fresh("instance")
        declare {
            $0.values.append(instance); $0.mutables.append(instance)
        }
        let modifier = random.pick(["", "", "final ", "public "])
        return "\(keyword == "class" ? modifier : "")\(keyword) \(name)\(inherits) {\n    "
            + members.joined(separator: "\n    ")
            + "\n}\nvar \(instance) = \(name)(\(stored): \(smallInt()))\n\(instance).\(random.pick(info.members + [stored]))"
    }

    /// `protocol P { var name: String { get } func greet() -> String }` and a default in an extension.
    private mutating func protocolDeclaration() -> String {
        let name = fresh("P")
        let requirement = fresh("greet")
        return
            "protocol \(name): AnyObject {\n    var name: String { get set }\n    func \(requirement)() -> String\n    associatedtype Item\n}\n"
            + "extension \(name) {\n    func \(requirement)() -> String { \"hi \\(name)\" }\n}"
    }

    /// `extension ObservableType where Element == Int { … }`, `extension Int { … }`, `extension Reactive where Base: …`.
    private mutating func extensionDeclaration(depth: Int) -> String {
        let member = fresh("ext")
        declare { $0.functions.append((member, [])) }
        let target = random.pick(
            [
                "ObservableType where Element == Int", "Observable", "Int", "String", "Array",
                "Reactive where Base: UILabel", "Sequence where Element: Equatable", "Reactive where Base == UIButton",
                "Reactive where Base: UIControl",
            ]
                + visibleTypes.map(\.name))
        let body: String
        if target.hasPrefix("Reactive"), random.percent(50) {
            // Reactive's members in scope without `self.`, and a member replacing a built-in one.
            body = random.pick([
                "var \(member): ControlEvent<Void> { controlEvent(.touchUpInside) }",
                "var text: Binder<String> { Binder(base) { view, value in view.text = value } }",
                "var \(member): ControlProperty<Bool> { controlProperty(editingEvents: .valueChanged, "
                    + "getter: { _ in true }, setter: { _, _ in }) }",
            ])
            return "extension \(target) {\n    \(body)\n}"
        }
        switch random.below(3) {
        case 0: body = "func \(member)() -> Observable<Int> { self.map { $0 * 2 } }"
        case 1: body = "var \(member): Int { 1 }"
        default:
            body =
                "static func \(member)(_ value: Int) -> Int "
                + block(
                    depth: depth,
                    {
                        $0.inFunction = true; $0.resultType = "Int"
                    })
        }
        return "extension \(target) {\n    \(body)\n}"
    }
}
