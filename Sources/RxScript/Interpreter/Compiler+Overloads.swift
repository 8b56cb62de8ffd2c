/// Functions of one name that live side by side, as Swift's overloads do: several top-level `func`s told apart
/// by their argument labels (`f(a:)`, `f(b:)`), and a script `func` named like a built-in (`print(label:event:)`
/// beside Swift's `print(_:)`). Each overloaded `func` is a global under its full name (`f(a:)`); a call picks the
/// script's function whose labels and arity fit, else the built-in, as Swift's overload resolution would.
extension Compiler {
    /// The one signature of a parameter list: `f(a:_:)`.
    static func fullName(_ name: String, _ parameters: [Parameter]) -> String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// Declares the top-level functions of a program, each under its full name where its name is overloaded.
    func hoistFunctions(_ decls: [FunctionDecl]) {
        let groups = Dictionary(grouping: decls, by: \.name)
        for decl in decls {
            let existing = globals.bindings[decl.name]
            let isBuiltin = existing?.isBuiltin == true
            let full = Self.fullName(decl.name, decl.parameters)
            if let earlier = globals.singleFunctions[decl.name], let existing, earlier.box === existing.box,
                earlier.form.fullName != full
            {
                // A REPL entry's `func f(b:)` beside an earlier entry's `f(a:)`: both stay.
                globals.bindings[earlier.form.fullName] = existing
                globals.overloads[decl.name] = [earlier.form]
            }
            // Operator functions (`func + (l: V, r: V)`) are found through their operator, beside the built-in.
            let isOperator = decl.name.first.map { !$0.isLetter && $0 != "_" } ?? false
            let overloaded =
                !isOperator
                && ((groups[decl.name]?.count ?? 0) > 1 || isBuiltin || globals.overloads[decl.name] != nil)
            let form = GlobalScope.Overload(
                fullName: full, parameters: decl.parameters.map(\.label),
                defaults: decl.parameters.map { $0.defaultValue != nil },
                variadic: decl.parameters.map { $0.type?.text.hasSuffix("...") ?? false })
            guard overloaded else {
                let box = globals.declare(decl.name, isMutable: false, range: decl.nameRange)
                hoisted[decl.name] = box
                globals.singleFunctions[decl.name] = (form, box)
                declaredGlobals.append(decl.name)
                continue
            }
            let box = globals.declare(full, isMutable: false, range: decl.nameRange)
            hoisted[full] = box
            declaredGlobals.append(full)
            var forms = globals.overloads[decl.name] ?? []
            forms.removeAll { $0.fullName == full }
            forms.append(form)
            globals.overloads[decl.name] = forms
            if !isBuiltin, existing == nil || groups[decl.name]?.first?.nameRange == decl.nameRange {
                // The bare name, as a value (`let g = f`), is the first function of that name.
                globals.bindings[decl.name] = GlobalScope.Binding(
                    box: box, isMutable: false, isBuiltin: false, range: decl.nameRange)
                declaredGlobals.append(decl.name)
            }
        }
    }

    /// The box a function declaration fills: its full name's when the name is overloaded.
    func hoistedBox(for decl: FunctionDecl) -> VariableBox? {
        hoisted[Self.fullName(decl.name, decl.parameters)] ?? hoisted[decl.name]
    }

    /// For a call of the global `name`, the full name of the script function whose labels fit the arguments;
    /// nil for the built-in of that name (or when the name is not overloaded). Fails, listing every form, when
    /// none fits.
    func overloadChoice(_ name: String, _ arguments: [Argument], range: SourceRange) throws -> String? {
        guard let forms = globals.overloads[name], !forms.isEmpty else { return nil }
        if case .global = resolve(name) {} else if resolve(name) != nil { return nil }
        let live = forms.filter { globals.bindings[$0.fullName] != nil }
        if live.isEmpty { return nil }  // a failed REPL entry's forms, rolled back
        if let chosen = live.first(where: { $0.accepts(arguments) }) { return chosen.fullName }
        let builtIns = builtInForms(name)
        if builtIns.isEmpty
            ? globals.bindings[name]?.isBuiltin == true : builtIns.contains(where: { $0.accepts(arguments) })
        {
            return nil
        }
        let given = name + "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
        throw error(
            .noMatchingOverload(name, given: given), at: range,
            notes: (live + builtIns).map { Diagnostic.Note(DiagnosticMessage.overloadCandidate($0.fullName).text) })
    }

    /// The built-in function `name`'s overloads, as forms a call's labels are matched against.
    private func builtInForms(_ name: String) -> [GlobalScope.Overload] {
        guard let binding = globals.bindings[name], binding.isBuiltin,
            case .function(let function as HostFunction)? = binding.box.read()
        else { return [] }
        return function.overloads.map { method in
            let labels = method.signature.labels
            return GlobalScope.Overload(
                fullName: method.signature.description, parameters: labels,
                defaults: labels.indices.map { method.defaults[$0] != nil },
                variadic: labels.indices.map { $0 == method.signature.variadicIndex })
        }
    }
}

extension GlobalScope {
    /// One script function of an overloaded name: its full name (the global holding it) and its parameters.
    struct Overload {
        let fullName: String
        /// The argument labels, `nil` for `_`.
        let parameters: [String?]
        /// Which parameters have a default value.
        let defaults: [Bool]
        /// Which parameters are variadic (`_ items: Any...`).
        let variadic: [Bool]

        /// True when a call with these arguments binds to the parameters: each argument takes the next parameter
        /// with its label (a trailing closure takes any), skipping parameters that have a default.
        func accepts(_ arguments: [Argument]) -> Bool {
            var next = 0
            for (index, argument) in arguments.enumerated() {
                if index > 0, argument.label == nil, !argument.isTrailingClosure, next > 0, variadic[next - 1] {
                    continue  // one more value for the variadic parameter before
                }
                while next < parameters.count, parameters[next] != argument.label, !argument.isTrailingClosure,
                    defaults[next]
                {
                    next += 1
                }
                guard next < parameters.count, parameters[next] == argument.label || argument.isTrailingClosure
                else { return false }
                next += 1
            }
            return (next..<parameters.count).allSatisfy { defaults[$0] || variadic[$0] }
        }
    }
}
