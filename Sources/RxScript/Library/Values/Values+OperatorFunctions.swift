extension Builtins {
    /// The binary operators as two-argument functions, for `reduce(0, +)` and `reduce(42, accumulator: +)`.
    static func registerOperatorFunctions(_ registry: HostRegistry) {
        let operators: [BinaryOperator] = [
            .add, .subtract, .multiply, .divide, .remainder, .equal, .notEqual, .less,
            .lessEqual, .greater, .greaterEqual, .bitAnd, .bitOr, .bitXor,
        ]
        for op in operators {
            registry.function(op.rawValue, .value(), .value(), .call) { lhs, rhs, call in
                let range = call.range ?? SourceRange(file: SourceFile(name: op.rawValue, text: ""), start: 0, end: 0)
                return try Operators.binary(op, lhs, rhs, literals: [], at: ConstantNode(.nil, range: range))
            }
        }
    }
}
