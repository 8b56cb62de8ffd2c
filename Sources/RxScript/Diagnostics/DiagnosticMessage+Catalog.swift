// Every message the front end and interpreter emit. Lowercase, no final period, code quoted as typed,
// and each says what was expected or what to do.

// MARK: - Lexer

extension DiagnosticMessage {
    static func unexpectedCharacter(_ text: String) -> Self {
        "unexpected character '\(text)'; remove it"
    }
    static func unmatchedDirective(_ directive: String) -> Self { "'\(directive)' without a matching '#if'" }
    static let unterminatedIf: Self = "'#if' without a matching '#endif'; add '#endif' after the conditional code"
    static func outletNotMade(_ property: String, type: String) -> Self {
        DiagnosticMessage(
            "outlet '\(property)' stays nil: rxrepl has no '\(type)' to make when the view loads; assign one in "
                + "viewDidLoad, or declare it as a control rxrepl has (UILabel, UITextField, UIButton…)")
    }
    static func olderSpelling(_ old: String, _ current: String) -> Self {
        "'\(old)' is an older spelling; today's RxSwift writes '\(current)'"
    }
    static func olderSwiftSpelling(_ old: String, _ current: String) -> Self {
        "'\(old)' is an older spelling; today's Swift writes '\(current)'"
    }
    static func missingReturn(_ name: String, type: String) -> Self {
        "missing return in '\(name)', declared to return '\(type)'; end it with 'return' and a value"
    }
    static let unterminatedString: Self = "unterminated string literal; add a closing '\"' on the same line"
    static let unterminatedComment: Self = "unterminated '/*' comment; add a closing '*/'"
    static let unterminatedBackquote: Self = "expected a name and a closing '`' after '`'"
    static let unterminatedInterpolation: Self = "unterminated interpolation; expected ')' to close '\\('"
    static func interpolationTooDeep(_ limit: Int) -> Self {
        "string interpolations are nested too deeply (limit \(limit)); simplify the string"
    }
    static func invalidEscape(_ text: String) -> Self {
        "invalid escape sequence '\(text)'; use \\n, \\t, \\r, \\0, \\\\, \\\", \\' or \\u{...}"
    }
    static let invalidUnicodeEscape: Self =
        "invalid unicode escape; expected '\\u{' hex digits '}' naming a valid scalar"
    static func invalidDollarIdentifier(_ text: String) -> Self {
        "'\(text)' is not a valid anonymous closure parameter; expected '$' followed by digits, like '$0'"
    }
    static func integerLiteralOverflow(_ text: String) -> Self {
        "integer literal '\(text)' overflows when stored into 'Int'; the largest is 9223372036854775807"
    }
    static func floatLiteralOverflow(_ text: String) -> Self {
        "floating-point literal '\(text)' is too large to be a 'Double'"
    }
    static func durationLiteralOverflow(_ text: String) -> Self {
        "duration literal '\(text)' is too long; durations are limited to about 292 years"
    }
    static func invalidNumber(_ text: String) -> Self {
        "'\(text)' is not a valid number literal"
    }
    static func invalidNumberSuffix(_ suffix: String, literal: String) -> Self {
        "'\(suffix)' is not a duration unit in '\(literal)'; use ns, us, ms, s or m (as in 300ms), or add a space"
    }
}

// MARK: - Parser

extension DiagnosticMessage {
    static func expectedClosing(_ closer: String, opener: String, at location: SourceLocation) -> Self {
        "expected '\(closer)' to close '\(opener)' opened at \(location)"
    }
    static func unexpectedClosing(_ closer: String) -> Self {
        let opener = closer == ")" ? "(" : closer == "]" ? "[" : "{"
        return "unexpected '\(closer)'; remove it or add a matching '\(opener)' before it"
    }
    static let consecutiveStatements: Self = "consecutive statements on a line must be separated by ';'"
    static let expectedModuleName: Self = "expected a module name after 'import'"
    static let expectedOperatorName: Self = "expected an operator after 'operator' (such as <-> or |>)"
    static let expectedPrecedenceGroup: Self =
        "expected a precedence group after ':' (such as AdditionPrecedence, or one 'precedencegroup' declares)"
    static func unsupportedStatement(_ word: String) -> Self {
        switch word {
        case "if let": return "'if let' is not supported; compare with nil instead, as in 'if x != nil { … }'"
        default: return "'\(word)' statements are not supported; use 'if' instead"
        }
    }
    static let notAssignable: Self = "cannot assign to this expression; expected a variable, property or subscript"
    static let expectedVariableName: Self = "expected a variable name"
    static func keywordAsName(_ word: String) -> Self {
        "keyword '\(word)' cannot be used as a name; write `\(word)` in backquotes or choose another name"
    }
    static let expectedType: Self = "expected a type, like 'Int' or 'Observable<Int>'"
    static let expectedGenericParameter: Self = "expected a generic parameter name, like 'T' in '<T: Equatable>'"
    static func letNeedsValue(_ name: String) -> Self {
        "'let \(name)' needs an initial value; add '= value' or declare it with 'var'"
    }
    static let expectedFunctionName: Self = "expected a function name after 'func'"
    static func expectedParameterList(_ name: String) -> Self {
        "expected '(' after 'func \(name)' to begin the parameter list"
    }
    static let expectedParameterName: Self = "expected a parameter name"
    static func expectedKeyword(_ keyword: String, after: String) -> Self {
        "expected '\(keyword)' after '\(after)'"
    }
    static let expectedBlock: Self = "expected '{' to begin a block"
    static func nestingTooDeep(_ limit: Int) -> Self {
        "expression is nested too deeply (limit \(limit) levels); split it into smaller parts with 'let'"
    }
    static let expectedTernaryColon: Self = "expected ':' after '? …' in ternary expression"
    static func nonAssociativeOperators(_ first: String, _ second: String) -> Self {
        "adjacent operators '\(first)' and '\(second)' are non-associative; add parentheses"
    }
    static func expectedMemberName(after: String) -> Self {
        "expected a member name after '\(after).'"
    }
    static func expectedExpression(found: String, context: String?) -> Self {
        if let context { return "expected expression \(context), found \(found)" }
        return "expected expression, found \(found)"
    }
    static let mixedCollectionLiteral: Self =
        "a literal is an array ([1, 2]) or a dictionary ([\"a\": 1]), not both; give every element a key, or none"
    static func replCommandInScript(_ command: String, argument: String) -> Self {
        let instead: String
        switch command {
        case "trace" where ["off", "events", "stages"].contains(argument): instead = "write trace(.\(argument))"
        case "time": instead = "run the script with --virtual-time"
        case "quit": instead = "leave it out: a script ends when its streams do"
        case "dispose": instead = "keep the subscription in a let and call .dispose() on it"
        case "load": instead = "run the files one after another (rxrepl a.rx; rxrepl b.rx) or paste the other file in"
        case "help", "doc": instead = "pipe documentation commands on their own (echo ':doc map' | rxrepl)"
        default: instead = "start rxrepl on a terminal, with no script, to use it"
        }
        return "':\(command)' is a command of the interactive session, not a statement of a script; \(instead)"
    }
    static let emptyInterpolation: Self = "expected an expression inside '\\()'"
    static func expectedInterpolationEnd(found: String) -> Self {
        "expected ')' to end the interpolation, found \(found)"
    }
}

// MARK: - Names and calls

extension DiagnosticMessage {
    static func unknownName(_ name: String) -> Self { "cannot find '\(name)' in scope" }
    static func unknownMember(_ name: String, type: String) -> Self {
        "value of type '\(type)' has no member '\(name)'"
    }
    static func continuesEarlierEntry(_ previous: String, entry: String) -> Self {
        "this line continues '\(previous)' from \(entry), which already ran"
    }
    static let pasteWholeChain: Self =
        "paste the whole chain as one entry, or type :edit to change the last entry and run it again"
    static func unknownImplicitMember(_ name: String) -> Self {
        "cannot find what '.\(name)' refers to; implicit members are durations (.seconds(1)), events (.next(x), .completed) and recorded events (.next(210, x))"
    }
    static func notCallable(_ type: String) -> Self { "cannot call value of non-function type '\(type)'" }
    static func argumentType(_ name: String, of signature: String, expected: String, got: String) -> Self {
        "argument \(name) of '\(signature)' expects \(expected), got '\(got)'"
    }
    static func missingArgument(_ label: String, in signature: String) -> Self {
        "missing argument for parameter \(label) in call to '\(signature)'"
    }
    static func extraArgument(in signature: String) -> Self {
        "extra argument in call to '\(signature)'; remove it"
    }
    static func incorrectLabel(have: String, expected: String, in signature: String, all: String) -> Self {
        "incorrect argument label in call to '\(signature)' (have '\(have)', expected '\(expected)')"
    }
    static func noMatchingOverload(_ name: String, have: String) -> Self {
        "no version of '\(name)' takes the arguments (\(have)); use one of the candidates below"
    }
    static func wrongReceiver(_ type: String, got: String) -> Self {
        "method of '\(type)' called on a value of type '\(got)'"
    }
    static func wrongArgumentCount(_ name: String, expected: Int, got: Int) -> Self {
        let noun = expected == 1 ? "argument" : "arguments"
        return "\(name) expects \(expected) \(noun), but \(got) \(got == 1 ? "was" : "were") given"
    }
    static func closureLabels(_ label: String) -> Self {
        "closures take no argument labels; remove '\(label):'"
    }
    static func functionLabel(have: String, expected: String, name: String) -> Self {
        "incorrect argument label in call to '\(name)' (have '\(have)', expected '\(expected)')"
    }
    static func usedBeforeInitialization(_ name: String) -> Self {
        "'\(name)' is used before its declaration ran; move the use after 'let \(name) = …'"
    }
    static func assignToConstant(_ name: String) -> Self {
        "cannot assign to '\(name)': it is a 'let' constant; declare it with 'var' to change it"
    }
    static func invalidRedeclaration(_ name: String) -> Self {
        "invalid redeclaration of '\(name)' in the same scope; choose another name"
    }
    static let returnOutsideFunction: Self = "'return' can only appear inside a function or closure"
    static func readOnlyProperty(_ name: String, type: String) -> Self {
        "cannot assign to property '\(name)' of '\(type)': it is read-only"
    }
    static func tuplePatternMismatch(names: Int, elements: String) -> Self {
        "cannot bind \(names) names to \(elements); the pattern and the tuple must have the same size"
    }
}

// MARK: - Run time

extension DiagnosticMessage {
    static func waitsForever(_ call: String, thread: String) -> Self {
        Self(
            "'\(call)' on '\(thread)' waits forever: nothing left can signal it (Swift would hang here); "
                + "signal it from work that still runs, or pass a timeout")
    }
    static func waitBlocksItsSignal(_ call: String, thread: String) -> Self {
        Self(
            "'\(call)' on '\(thread)' waits forever: the only work left is queued on '\(thread)', which this wait "
                + "blocks (Swift would hang here); signal from another queue, or use notify(queue:) instead of waiting")
    }
    static func syncDeadlock(_ queue: String) -> Self {
        Self(
            "'sync' onto '\(queue)' from work already running on '\(queue)' deadlocks in Swift (the queue waits for "
                + "itself); use async, or run the code directly")
    }
    static let unbalancedLeave = Self(
        "'leave()' without a matching 'enter()': Dispatch stops the program here (Unbalanced call to "
            + "dispatch_group_leave()); call enter() once before each leave()")
    static func runLoopRunsAtEnd(_ call: String) -> Self {
        Self(
            "'\(call)' keeps the program running until nothing more can happen; rxrepl does that at the end of "
                + "every script, so here it returns at once")
    }
    static let indefiniteExecution = Self(
        "'needsIndefiniteExecution' keeps a playground running; rxrepl runs every script until nothing more can "
            + "happen, so it is not needed")
    static func notOnMainThread(_ check: String, _ message: String, thread: String) -> Self {
        Self(
            "\(check) on '\(thread)': \(message) (RxSwift stops with a fatal error here); "
                + "move the work to main first with observe(on: MainScheduler.instance)")
    }
    static let divisionByZero: Self = "division by zero; check the divisor before dividing"
    static func rawValueOverflow(_ caseName: String) -> Self {
        "enum case '\(caseName)' would get the raw value after Int.max, which does not fit in Int; give it a raw value"
    }
    static func overflow(_ op: String) -> Self {
        "arithmetic overflow in '\(op)'; the result does not fit in Int"
    }
    static func binaryOperands(_ op: String, _ lhs: String, _ rhs: String) -> Self {
        if (lhs == "Int" && rhs == "Double") || (lhs == "Double" && rhs == "Int") {
            return
                "binary operator '\(op)' cannot be applied to operands of type '\(lhs)' and '\(rhs)'; convert one side with Double(x) or Int(x)"
        }
        return "binary operator '\(op)' cannot be applied to operands of type '\(lhs)' and '\(rhs)'"
    }
    static func unaryOperand(_ op: String, _ type: String) -> Self {
        "unary operator '\(op)' cannot be applied to an operand of type '\(type)'"
    }
    static func conditionNotBool(_ type: String) -> Self {
        "condition must be a 'Bool', got '\(type)'; compare explicitly, as in 'x != 0'"
    }
    static let recursionTooDeep: Self =
        "recursion is too deep (the stack is nearly exhausted); check the function's base case"
    static let unwrappedNil: Self = "unexpectedly found nil while unwrapping a value; check for nil first"
    static func optionalMustBeUnwrapped(_ type: String) -> Self {
        "value of optional type '\(type)' must be unwrapped; use '!' or '??' or 'if let'"
    }
    static func optionalMemberMustBeUnwrapped(_ type: String, member: String) -> Self {
        "value of optional type '\(type)' must be unwrapped to refer to member '\(member)'; use '?.' or '!' or 'if let'"
    }
    static func indexOutOfRange(_ index: Int, count: Int) -> Self {
        "index \(index) is out of range for an array of \(count) element\(count == 1 ? "" : "s")"
    }
    static func tupleIndexOutOfRange(_ index: Int, count: Int) -> Self {
        "tuple has no element .\(index); it has \(count) element\(count == 1 ? "" : "s")"
    }
    static func notSubscriptable(_ type: String) -> Self {
        "value of type '\(type)' has no subscripts; only arrays and strings can be indexed with [ ]"
    }
    static func notIterable(_ type: String) -> Self {
        "for-in needs an array or a range, got '\(type)'"
    }
    static func rangeTooLarge(_ count: Int) -> Self {
        "range of \(count) elements is too large to build an array from; the limit is \(Operators.maxRangeCount)"
    }
    /// `what` would build `amount` ("4294967296 elements") at once, more than rxrepl holds in one value.
    static func tooManyElements(_ what: String, _ amount: String) -> Self {
        DiagnosticMessage(
            "\(what) would build \(amount), too many for one value; the limit is \(Operators.maxRangeCount)")
    }
    static let invalidRange: Self = "range requires lowerBound <= upperBound"
    static func fatalError(_ message: String) -> Self {
        message.isEmpty ? "fatal error" : DiagnosticMessage("fatal error: \(message)")
    }
    static func uncaughtThrow(_ value: String) -> Self {
        "error thrown and not caught: \(value)"
    }
    static func closureResult(_ operatorName: String, expected: String, got: String) -> Self {
        "the closure passed to '\(operatorName)' must return \(expected), got '\(got)'"
    }
}

extension DiagnosticMessage {
    static func castFailed(_ from: String, to type: String) -> Self {
        "could not cast value of type '\(from)' to '\(type)'; use 'as?' to get nil instead"
    }
    static let interrupted: Self = "interrupted"
}

extension DiagnosticMessage {
    static let dollarOutsideClosure: Self = "anonymous closure argument '$n' can only be used inside a closure"
    static let dollarWithExplicitParameters: Self =
        "anonymous closure arguments cannot be used inside a closure that has explicit parameters; use the parameter names"
    static let subscriptArity: Self =
        "a subscript takes one unlabeled index, as in xs[0], and a dictionary's also a default, as in counts[key, default: 0]"
    static func subscriptDefaultNeedsDictionary(_ type: String) -> Self {
        "subscript(_:default:) is a dictionary's; a value of type '\(type)' has no default for a missing key"
    }
    static func unknownOperator(_ op: String) -> Self { "unknown operator '\(op)'" }
    static func noOperatorFunction(_ op: String, _ lhs: String, _ rhs: String) -> Self {
        Self(
            "no '\(op)' for operands of type '\(lhs)' and '\(rhs)'; declare 'func \(op) (lhs: \(lhs), rhs: \(rhs))' "
                + "or a 'static func \(op)' in the type")
    }
    static let tupleElementAssignment: Self = "tuple elements cannot be assigned; assign a whole new tuple"
}

extension DiagnosticMessage {
    static func negativeCount(_ name: String) -> Self { "'\(name)' needs a count of zero or more" }
}

extension DiagnosticMessage {
    static func argumentConversion(_ from: String, to type: String) -> Self {
        "cannot convert value of type '\(from)' to expected argument type '\(type)'; convert it first: \(type)(x)"
    }
    static let emptyRandomRange: Self =
        "cannot pick a random value from an empty range; give a range with a value in it, such as 1...6"
    static func roundingRule(_ got: String) -> Self {
        "'\(got)' is no FloatingPointRoundingRule; use .up, .down, .towardZero, .awayFromZero, .toNearestOrEven or .toNearestOrAwayFromZero"
    }
    static func conversion(_ from: String, to type: String) -> Self {
        "cannot convert a value of type '\(from)' to '\(type)'"
    }
    static func formatSpecifier(_ specifier: String) -> Self {
        "String(format:) does not know '\(specifier)'; use %d (Int), %f (Double), %@ or %s (any value), or %% for '%'"
    }
    static func formatWidth(_ specifier: String, limit: Int) -> Self {
        "'\(specifier)…' in String(format:) asks for a field wider than \(limit) characters; use a smaller width"
    }
    static func formatArgumentCount(_ given: Int) -> Self {
        "String(format:) got \(given) argument\(given == 1 ? "" : "s"), which is not one for each conversion in the format"
    }
    static func formatArgumentType(_ specifier: String, position: Int, expected: String, got: String) -> Self {
        let article = expected == "Int" ? "an" : "a"
        return
            "'\(specifier)' in String(format:) prints \(article) \(expected), but argument \(position) is a '\(got)'; use %@ to print any value"
    }
    static func mutatingOnConstant(_ name: String) -> Self {
        "cannot use mutating member '\(name)' on an immutable value; store the value in a 'var' first"
    }
}

extension DiagnosticMessage {
    /// Swift's words, with the reason it gives (`'x' is a 'let' constant`).
    static func mutatingOnImmutable(_ reason: String) -> Self {
        "cannot use mutating member on immutable value: \(reason)"
    }
    static func inoutImmutable(_ reason: String) -> Self {
        "cannot pass immutable value as inout argument: \(reason)"
    }
    static let ampersandOutsideArgument: Self =
        "'&' may only be used to pass an argument to inout parameter; pass the variable itself here"
    static func characterFromText(_ count: Int) -> Self {
        let what = count == 0 ? "an empty String" : "a String containing more than one extended grapheme cluster"
        return "can't form a Character from \(what); write one character, such as Character(\"a\")"
    }
    static func removeFromEmpty(_ name: String) -> Self {
        let which = name == "removeFirst" ? "first" : "last"
        return "can't remove \(which) element from an empty collection; check isEmpty first, or use popLast()"
    }
    static func incorrectMutatingCall(_ name: String, have labels: String) -> Self {
        "no '\(name)' takes the arguments (\(labels)); see ':doc Array' for its forms"
    }
    static let stringIndexOutOfBounds: Self =
        "String index is out of bounds; keep it between startIndex and endIndex"
}

extension DiagnosticMessage {
    static let expectedCase: Self = "expected 'case' or 'default' in switch"
    static let caseAfterDefault: Self =
        "additional 'case' blocks cannot appear after the 'default' block of a 'switch'; move 'default' to the end"
    static let emptyCase: Self =
        "'case' label in a 'switch' must have at least one statement; add 'break' to do nothing"
    static func breakOutsideLoop(_ word: String) -> Self {
        "'\(word)' is only allowed inside a loop\(word == "break" ? " or 'switch'" : "")"
    }
    static let guardFallsThrough: Self =
        "'guard' body must not fall through; end it with 'return', 'throw', 'break' or 'continue'"
    static func unresolvedLabel(_ label: String) -> Self {
        "use of unresolved label '\(label)'; write '\(label):' before the loop or 'switch' it names"
    }
    static func continueLabelNotLoop(_ label: String) -> Self {
        "label '\(label)' does not name a loop; 'continue' goes on with a loop, 'break \(label)' leaves it"
    }
    static let fallthroughOutsideSwitch: Self = "'fallthrough' is only allowed inside a switch"
    static let fallthroughFromLastCase: Self =
        "'fallthrough' without a following 'case' or 'default' block; remove it from the last case"
    static let fallthroughIntoBindings: Self =
        "'fallthrough' cannot transfer control to a case label that declares variables"
    static let switchNotExhaustive: Self = "switch must be exhaustive"
    static func missingCase(_ name: String) -> Self { "add missing case: '\(name)'" }
    static let addDefaultClause: Self = "add a default clause"
    static let addMissingCases: Self = "add missing cases"
    static func noMatchingOverload(_ name: String, given: String) -> Self {
        "no exact matches in call to global function '\(name)': no '\(given)'; call one of its forms below"
    }
    static func overloadCandidate(_ fullName: String) -> Self { "found candidate '\(fullName)'" }
    static let strideStepZero: Self = "stride's step 'by:' must not be 0; give it a positive or negative step"
    static func switchMatchedNothing(_ value: String) -> Self {
        "no case of this 'switch' matches \(value); add a 'default' case"
    }
}

// MARK: - Type declarations

extension DiagnosticMessage {
    static func replacedReactiveMember(_ name: String) -> Self {
        Self(
            "'\(name)' declared in 'extension Reactive' replaces rxrepl's built-in 'rx.\(name)' for that base; "
                + "give it another name to keep both")
    }
    static let expectedDeclaration: Self = "expected 'enum', 'struct', 'class', 'protocol' or 'extension'"
    static func expectedTypeName(_ word: String) -> Self { "expected a type name after '\(word)'" }
    static func expectedTypeBody(_ word: String, _ name: String) -> Self {
        "expected '{' to start the body of \(word) '\(name)'"
    }
    static let caseOutsideEnum: Self = "'case' declares an enum case; it is only allowed inside an 'enum'"
    static let structSubscriptSetter: Self =
        "a struct's subscript cannot have a setter in rxrepl scripts; make the type a class, or use a mutating method"
    static func expectedMember(_ kind: String) -> Self {
        let extra = kind == "enum" ? ", 'case'" : kind == "class" ? ", 'deinit'" : ""
        return DiagnosticMessage(
            "expected a declaration in the \(kind) body: 'let', 'var', 'func', 'init'\(extra) or a nested type")
    }
    static func unknownSourceLiteral(_ name: String) -> Self {
        "unknown '\(name)'; rxrepl knows #line, #column, #file and #function"
    }
    static let expectedCaseName: Self = "expected a case name after 'case'"
    static let expectedAccessor: Self = "expected 'get' or 'set' in a computed property"
    static func unknownTypeMember(_ name: String, type: String) -> Self {
        "type '\(type)' has no member '\(name)'"
    }
    static func enumNeedsCase(_ name: String) -> Self {
        "an enum value is one of its cases: write '\(name).caseName', or '\(name)(rawValue: …)' for a raw value"
    }
    static func noMatchingInitializer(_ name: String, labels: [String?]) -> Self {
        let shown = labels.map { ($0 ?? "_") + ":" }.joined()
        return DiagnosticMessage(
            "no initializer of '\(name)' takes (\(shown)); check the argument labels against its 'init'")
    }
    static func missingMemberwiseArgument(_ property: String, type: String) -> Self {
        "missing argument for parameter '\(property)' in call to '\(type)'s memberwise initializer"
    }
    static func assignToLetInstance(_ property: String) -> Self {
        "cannot assign to property '\(property)': the struct value is a 'let' constant or a temporary; store it in a 'var' first"
    }
    static func unknownExtendedType(_ name: String) -> Self {
        "cannot extend '\(name)': extend a type declared in this session, ObservableType, Reactive, String, Int, Double, Bool, Array or a UIKit class such as UIView or UIViewController"
    }
    static let superOutsideClass: Self = "'super' is only allowed in a method or initializer of a subclass"
    static func notAnObjCObject(_ type: String) -> Self {
        DiagnosticMessage(
            "a value of type '\(type)' has no associated objects; pass a view, a view controller or an instance of a "
                + "class of your own")
    }
    static func hostExtensionMember(_ member: String, type: String) -> Self {
        DiagnosticMessage(
            "'\(member)' cannot be added to '\(type)': an extension of a built-in type takes instance methods and "
                + "computed properties; keep the value in a type of your own, or make it a function")
    }
}

extension DiagnosticMessage {
    static func unsupportedDeclaration(_ word: String) -> Self {
        return "'\(word)' declarations are not supported in rxrepl scripts; use a class"
    }
}

// MARK: - Traits

extension DiagnosticMessage {
    static func eventCallbackArgument(_ trait: String, expected: String) -> Self {
        "a '\(trait)' observer takes one event: \(expected)"
    }
    static func traitClosureResult(_ operatorName: String, expected: String, got: String) -> Self {
        "the closure of '\(operatorName)' must return a '\(expected)', got '\(got)'; convert it with 'as\(expected)()'"
    }
    static func andThenArgument(got: String) -> Self {
        "'andThen' takes a Single, Maybe, Completable or Observable, got '\(got)'"
    }
}

// MARK: - Marbles

extension DiagnosticMessage {
    static func badMarbles(_ problem: String) -> Self { "bad marble diagram: \(problem)" }
    static let marbleValues: Self =
        "'values:' takes a dictionary from marble letters to values, such as [\"a\": 1, \"b\": 2]"
    static let marbleFrame: Self = "'frame:' must be a positive duration, such as 10ms"
    static let marblesNeedVirtualTime: Self =
        "'marbles()' runs the stream on the virtual clock; run with --virtual-time, or in the REPL type :time virtual (names stay) and make the stream again"
    static let marblesInsideScheduledWork: Self =
        "'marbles()' moves the virtual clock, so it cannot run inside scheduled work; call it at the top level"
    static let expectNeedsVirtualTime: Self =
        "'expect' runs the stream on the virtual clock; run with --virtual-time or 'rxrepl check', or in the REPL type :time virtual and make the stream again"
    static let expectInsideScheduledWork: Self =
        "'expect' cannot run inside scheduled work; call it at the top level of the script"
    static let compareNeedsVirtualTime: Self =
        "'compare' runs the pipelines on the virtual clock; run with --virtual-time, or in the REPL type :time virtual (names stay) and make the input again"
    static let compareInsideScheduledWork: Self =
        "'compare' moves the virtual clock, so it cannot run inside scheduled work; call it at the top level"
    static func comparePipelines(got: String) -> Self {
        "'compare' takes 2 to 4 pipelines, as [\"name\": { $0.map(f) }, …] or [{ $0.map(f) }, …]; got \(got)"
    }
    static let compareNameNotString: Self =
        "a pipeline's name in 'compare' is a string: [\"flatMap\": { $0.flatMap(f) }]"
}

// MARK: - Built-ins

extension DiagnosticMessage {
    // Flattening
    static func innerNotObservable(_ name: String, got: String) -> Self {
        "'\(name)()' needs an observable of observables, got an element of type '\(got)'; use flatMap to make one"
    }
    static let maxConcurrent: Self = "'merge(maxConcurrent:)' needs a limit of 1 or more"
    // Reactive extensions
    static func bindingValueType(expected: String, got: String) -> Self {
        "this property takes a '\(expected)', not '\(got)'; convert it with map before binding"
    }
    // Subjects and relays
    static func relayHasNoValue(_ type: String) -> Self {
        "'\(type)' has no current value; only a BehaviorRelay has '.value'"
    }
    // Binding
    static let relayIsNotAnObserver: Self = "a relay is not an observer; feed it with bind(to:) or accept(_:)"
    static func viewIsNotBindable(_ name: String, kind: String) -> Self {
        "a \(kind) is not bindable itself; bind to one of its properties, e.g. \(name).rx.\(kind == "Label" ? "text" : "isHidden")"
    }
    // Virtual controls
    static func sliderRange(_ minimum: Double, _ maximum: Double) -> Self {
        "a slider's max (\(maximum)) must not be below its min (\(minimum))"
    }
    static func propertyType(_ name: String, expected: String, got: String) -> Self {
        "'\(name)' takes a \(expected), not '\(got)'"
    }
    // Combining
    static func combinationArity(_ name: String, got: Int) -> Self {
        "'\(name)' combines 2 to 8 sources, got \(got); pass an array, as in \(name)([a, b]), for any other number"
    }
    static func sourceType(_ position: Int, of signature: String, got: String) -> Self {
        "source \(position) of '\(signature)' must be an Observable, got '\(got)'"
    }
    static func dematerializeNeedsEvents(got typeName: String) -> Self {
        "'dematerialize' expects events such as .next(1), got '\(typeName)'"
    }
    // UIKit views
    static func viewAddedToItself(_ name: String) -> Self {
        "'\(name)' cannot be added to itself; add it to another view"
    }
    static func viewAddedInsideItself(_ view: String, descendant: String) -> Self {
        "'\(view)' cannot be added to '\(descendant)', which is inside it; take '\(descendant)' out of it first"
    }
    static func alertNotPresented(_ name: String) -> Self {
        "'\(name)' is not presented, so its actions cannot be tapped; present(\(name)) first"
    }
    static func alertHasNoAction(_ alert: String, title: String, titles: [String]) -> Self {
        let known =
            titles.isEmpty
            ? "it has none; add one with addAction(_:)"
            : "its actions are " + titles.map { "\"\($0)\"" }.joined(separator: ", ")
        return "'\(alert)' has no action titled \"\(title)\"; \(known)"
    }
    static func textFieldOnActionSheet(_ name: String) -> Self {
        "only an alert takes text fields, and '\(name)' is an action sheet; make it with preferredStyle: .alert"
    }
}

// MARK: - Target–action and method observation

extension DiagnosticMessage {
    static let expectedSelectorMethod: Self =
        "expected a method in '#selector(…)', as in #selector(buttonTapped(_:)) or #selector(getter: Type.property)"
    static func selectorNotDeclared(_ name: String, type: String) -> Self {
        "'#selector' refers to '\(name)', which '\(type)' does not declare; declare '@objc func \(name)(…)' in it or name one of its methods"
    }
    static func unrecognizedSelector(_ selector: String, type: String) -> Self {
        "unrecognized selector '\(selector)' sent to an instance of '\(type)': it has no such method; declare '@objc func' with that name in '\(type)', or fix the action's #selector"
    }
    static func delegateAlreadySet(_ slot: String, object: String, delegate: String) -> Self {
        "there is already a \(slot) set (\(delegate)): RxCocoa asserts 'This is a feature to warn you that there is already a delegate (or data source) set somewhere previously.'; set '\(object).\(slot) = nil' before this, or use only the rx form"
    }
    static func notAnObjectTarget(_ type: String) -> Self {
        "the target must be a class instance (an NSObject subclass such as 'self' in a view controller), got '\(type)'"
    }
}

// MARK: - Tables and collections

extension DiagnosticMessage {
    static func cellFactoryResult(_ form: String, got: String) -> Self {
        let dequeue = "tableView.dequeueReusableCell(withIdentifier: \"Cell\", for: indexPath)"
        return
            "the \(form) closure must return a cell, got '\(got)'; end it with 'return \(dequeue)' or the cell you made"
    }
    static func itemsNeedClosure(_ target: String, call: String) -> Self {
        let bound = call == "bind" ? "bind(to: \(target))" : "\(call)(\(target))"
        return "'\(target)' configures each cell with a closure; write \(bound) { row, element, cell in … }"
    }
    static func noSuchSection(_ section: Int, count: Int) -> Self {
        "section \(section) is out of range: the data source has \(count) section\(count == 1 ? "" : "s")"
    }
    static func noItemAt(_ indexPath: String) -> Self {
        "the data source has no item at \(indexPath); read indexPath from an event of the table it is bound to"
    }
    static func modelType(expected: String, got: String) -> Self {
        let fix = "ask for the type the items hold: modelSelected(\(got).self)"
        return "the tapped row's model is '\(got)', not '\(expected)' (RxCocoa stops the app here); \(fix)"
    }
    static func relayConversion(_ name: String, relay: String, instead: String) -> Self {
        "'\(name)()' is not a member of '\(relay)' in RxCocoa; use \(instead)"
    }
}

// MARK: - Exporting a run as a test

extension DiagnosticMessage {
    static func exportNoRecordedInput(_ name: String, type: String) -> Self {
        DiagnosticMessage(
            "'\(name)' (\(type)) has no recorded input to write in a test; make the input a marble source, e.g. "
                + "let \(name) = cold(\"-a-b|\"), and subscribe again")
    }
    static let exportMarblesNotRun: Self =
        "this marble input was not made in this session; run the entry again, then export"
    static func exportNeedsSubscribe(_ id: Int) -> Self {
        DiagnosticMessage(
            "#\(id) was not made by '.subscribe(…)' on a pipeline; export a subscription such as "
                + "cold(\"-a|\").map { $0 }.subscribe()")
    }
    static func exportNeedsVirtualTime(_ id: Int) -> Self {
        "#\(id) ran in real time, whose times are not exact ticks; type :time virtual, subscribe again, then export"
    }
    static func exportSourceUnknown(_ id: Int) -> Self {
        "#\(id) has no source text to export; subscribe to it in an entry or a script"
    }
}

extension DiagnosticMessage {
    static let exportMarblesInClosure = DiagnosticMessage(
        "a marble input made inside a closure is written in the test from its arguments, which must be a "
            + "diagram string, values: [\"a\": …], error: and frame: 20ms; write it so, or make it a variable outside")
}
