/// The one completion engine for code: what the REPL's Tab, the tests and the fuzzer all ask (through
/// `Session.completion(before:)`). After `x.` it offers the members of what `x` holds now, followed along a chain
/// (`vm.items.`, `field.rx.`, `xs.map { $0 }.`); after a bare dot the implicit members; otherwise names in scope.
///
/// It must never crash, hang, print or change anything, on any text: it lexes, reads values, and runs no script code.
struct CodeCompleter {
    let registry: HostRegistry
    let globals: GlobalScope

    /// The most of the text before the cursor that completion reads. An entry is rarely longer, and a huge paste
    /// must not make Tab slow (80 KB of brackets took a second a press in a debug build, and the fuzzer saw it hang).
    static let readLimit = 8 * 1024

    /// Candidates for the word that ends `before` (the text up to the cursor, earlier lines of the entry included).
    func complete(_ before: String) -> CodeCompletion {
        let before = Self.readable(before)
        let file = SourceFile(name: "<completion>", text: before)
        var lexer = Lexer(file: file)
        var tokens = lexer.tokenize()
        if lexer.endedInString || lexer.endedInComment { return .none }
        tokens.removeAll { $0.isEOF }
        let end = file.bytes.count
        // Text after the last token that is not blank is a `//` comment (or something that is no token).
        if let last = tokens.last, !file.text(from: last.range.end, to: end).allSatisfy(\.isWhitespace) {
            return .none
        }
        let word = String(before.reversed().prefix(while: Self.isIdentifier).reversed())
        let wordStart = end - word.utf8.count
        let head = Array(tokens.prefix { $0.range.start < wordStart })
        if let last = head.last, last.range.end > wordStart { return .none }  // inside a token: `1.5`, `300ms`
        guard let dot = head.last, dot.is(.dot), dot.range.end == wordStart else {
            guard let first = word.first, !first.isNumber, first != "$" else { return .none }
            return completeName(word)
        }
        let receiver = Array(head.dropLast())
        let members = CompletionMembers(registry: registry, prefix: word)
        guard let last = receiver.last, ReceiverChain.endsExpression(last), dot.isLeftBound || dot.isAtLineStart
        else {
            return completion(word, implicitMembers(members))  // `.seconds(1)`, `.completed`, a declared case
        }
        let resolver = TargetResolver(
            registry: registry, globals: globals, enclosingType: EnclosingType.find(in: receiver))
        let target = resolver.resolve(ReceiverChain.read(receiver))
        if case .likely = target, let found = members.of(target), !found.isEmpty { return completion(word, found) }
        if case .likely = target { return anyMember(word) }
        guard let found = members.of(target) else { return anyMember(word) }
        return completion(word, found)
    }

    /// The last `readLimit` characters of `text`, from the start of a line when one starts in them.
    static func readable(_ text: String) -> String {
        guard text.count > readLimit else { return text }
        let tail = text.suffix(readLimit)
        guard let newline = tail.firstIndex(of: "\n") else { return String(tail) }
        return String(tail[tail.index(after: newline)...])
    }

    private static func isIdentifier(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "$"
    }

    private func completion(_ word: String, _ members: [CompletionMember]) -> CodeCompletion {
        let rows = members.map(\.row)
        var seen = Set<CodeCompletion.Row>()
        return CodeCompletion(
            wordLength: word.unicodeScalars.count,
            candidates: Set(members.map(\.insertion)).sorted(),
            rows: rows.filter { seen.insert($0).inserted }.sorted {
                ($0.signature.lowercased(), $0.signature) < ($1.signature.lowercased(), $1.signature)
            })
    }

    /// Every member name of every table, when what is before the dot cannot be known.
    private func anyMember(_ word: String) -> CodeCompletion {
        CodeCompletion(
            wordLength: word.unicodeScalars.count,
            candidates: registry.allMemberNames.filter { $0.hasPrefix(word) })
    }

    /// The built-in implicit members and the cases of the types scripts declared.
    private func implicitMembers(_ members: CompletionMembers) -> [CompletionMember] {
        var found = members.host(registry.implicitMembers, receiver: nil)
        for case let type as ScriptType in registry.liveDeclaredTypes {
            for enumCase in type.cases where enumCase.name.hasPrefix(members.prefix) {
                let labels = enumCase.labelList
                found.append(
                    CompletionMember(
                        name: enumCase.name, insertion: enumCase.name + (labels == nil ? "" : "("),
                        row: .init(type.name + "." + enumCase.name + (labels ?? ""), "a case of " + type.name)))
            }
        }
        return found
    }

    /// Variables (with what they hold now), built-ins (functions complete to `name(`) and keywords.
    private func completeName(_ word: String) -> CodeCompletion {
        var members: [CompletionMember] = []
        var names = Set<String>()
        // An overloaded function's forms (`f(a:)`) are completed through their name.
        for (name, binding) in globals.bindings
        where !binding.isBuiltin && name.hasPrefix(word) && !name.hasSuffix(")") {
            names.insert(name)
            let summary = binding.box.read().map { value -> String in
                if case .object(let type as ScriptType) = value { return type.kind.keyword + " " + type.name }
                return CompletionMembers.now(value)
            }
            members.append(CompletionMember(name: name, insertion: name, row: .init(name, summary)))
        }
        for (name, value) in registry.globals where name.hasPrefix(word) && !names.contains(name) {
            let summary = DocCatalog.entry(named: name)?.summary
            if case .function(let function as HostFunction) = value {
                for signature in function.signatures {
                    members.append(CompletionMember(name: name, insertion: name + "(", row: .init(signature, summary)))
                }
            } else {
                members.append(CompletionMember(name: name, insertion: name, row: .init(name, summary)))
            }
            names.insert(name)
        }
        for keyword in Session.keywords where keyword.hasPrefix(word) && !names.contains(keyword) {
            members.append(CompletionMember(name: keyword, insertion: keyword, row: .init(keyword)))
        }
        return completion(word, members)
    }
}

extension ScriptType.Kind {
    /// How the kind is declared: `struct`, `class`, `enum`.
    var keyword: String {
        switch self {
        case .enumType: return "enum"
        case .structType: return "struct"
        case .classType: return "class"
        }
    }
}
