/// The highest `$N` a closure without a signature uses, which decides how many parameters it takes. Nested
/// closures, functions and types have their own `$0`, so the scan does not enter them.
struct DollarScanner: SyntaxVisitor {
    private var highest = -1

    static func maxIndex(in body: [Stmt]) -> Int {
        var scanner = DollarScanner()
        scanner.visit(body)
        return scanner.highest
    }

    mutating func visit(_ statement: Stmt) {
        switch statement.kind {
        case .function, .typeDeclaration: break
        default: walk(statement)
        }
    }

    mutating func visit(_ expr: Expr) {
        switch expr.kind {
        case .dollar(let index): highest = max(highest, index)
        case .closure: break
        default: walk(expr)
        }
    }
}
