/// Writes random programs in rxrepl's language. Every construct the parser knows has a production here
/// (statements, declarations, expressions, closures, patterns, types, `#if`, literals), and calls go to the
/// registry's built-ins with their real argument labels (`BuiltinCatalog`). `GeneratorCoverageTests` parses what
/// this writes and fails when any syntax tree node kind, keyword or operator never appears, so a construct added to
/// the parser must get a production before the tests pass.
///
/// Programs are mostly well formed and refer to names they declared, so they get past the parser into the
/// compiler, the interpreter and the operators; mutations (`InputMutator`) take care of malformed text.
public struct ProgramGenerator {
    let catalog: BuiltinCatalog
    var random: FuzzRandom
    var scopes: [Scope] = [Scope()]
    var context = Context()
    /// A wild program also uses what the language rejects (`is`, `fallthrough`, undeclared names, literals that
    /// overflow); the others stay well formed, so that they get past the compiler and run.
    var wild = false
    private var counter = 0

    /// The names a scope declared, by what they hold.
    struct Scope {
        var values: [String] = []
        var mutables: [String] = []
        var observables: [String] = []
        var functions: [(name: String, labels: [String?])] = []
        var types: [TypeInfo] = []
        var errors: [String] = []
    }

    /// A type the program declared: how to make one and what it has.
    struct TypeInfo {
        var name: String
        var cases: [(name: String, arity: Int)] = []
        var initializerLabels: [String?]? = nil
        var members: [String] = []
    }

    /// Where the production is, which decides what may appear (`break` in a loop, `return` in a function).
    struct Context {
        var inLoop = false
        var inSwitch = false
        var inFunction = false
        var inClosure = false
        var inType = false
        var closureDepth = 0
        /// Inside a closure without a signature, where `$0` means something.
        var anonymousArguments = false
        /// The declared result type of the function whose body this is (its blocks end with a `return`).
        var resultType: String?
        /// In an `if`/`while`/`guard`/`switch`/`for` head, where `{` starts the body and cannot be a trailing closure.
        var inCondition = false
        /// Inside a `do` body, where a `throw` is caught.
        var inDo = false
    }

    /// A generator drawing built-ins from `catalog` and choices from `random`.
    public init(catalog: BuiltinCatalog, random: FuzzRandom) {
        self.catalog = catalog
        self.random = random
    }

    /// A whole program: a few statements, sometimes with imports, separated by new lines or `;`.
    public mutating func program() -> String {
        wild = random.percent(25)
        var lines: [String] = []
        if random.percent(15) {
            lines.append(random.pick(["import RxSwift", "import RxCocoa", "import Foundation.NSObject"]))
        }
        if random.percent(10) { lines.insert("#!/usr/bin/env rxrepl", at: 0) }
        for _ in 0..<random.within(1...10) {
            lines.append(statement(depth: 3))
            if random.percent(5) {
                lines.append(random.pick(["// a comment", "/* a block\n comment */", "/* /* nested */ */"]))
            }
        }
        if random.percent(5) { return lines.joined(separator: "; ") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A fresh name with `prefix` (`v3`).
    mutating func fresh(_ prefix: String) -> String {
        counter += 1
        return "\(prefix)\(counter)"
    }

    /// Runs `body` in a new scope and context, restoring both after.
    mutating func nested<T>(_ change: (inout Context) -> Void = { _ in }, _ body: (inout ProgramGenerator) -> T) -> T {
        let savedContext = context
        change(&context)
        scopes.append(Scope())
        defer {
            scopes.removeLast()
            context = savedContext
        }
        return body(&self)
    }

    /// `{ statements }` in a new scope.
    mutating func block(depth: Int, _ change: (inout Context) -> Void = { _ in }, prefix: [String] = []) -> String {
        nested(change) { generator in
            var lines = prefix
            for _ in 0..<generator.random.within(0...3) { lines.append(generator.statement(depth: depth)) }
            if let result = generator.context.resultType { lines.append("return " + generator.value(of: result)) }
            return "{\n" + lines.map { "    " + $0 }.joined(separator: "\n") + "\n}"
        }
    }

    /// Adds a declared name to the innermost scope.
    mutating func declare(_ update: (inout Scope) -> Void) {
        update(&scopes[scopes.count - 1])
    }

    /// Every name of one kind in scope, innermost last.
    func visible<T>(_ names: KeyPath<Scope, [T]>) -> [T] {
        scopes.flatMap { $0[keyPath: names] }
    }

    /// Declared types in scope.
    var visibleTypes: [TypeInfo] { visible(\.types) }
}
