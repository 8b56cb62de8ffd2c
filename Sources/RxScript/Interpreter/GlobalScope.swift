/// The session's global variables and builtins by name; used when compiling, never while running.
final class GlobalScope {
    /// One global name.
    struct Binding {
        /// Where the value lives; compiled code holds the box, not the name.
        let box: VariableBox
        /// False for `let` and builtins.
        let isMutable: Bool
        /// True for names the host registered.
        let isBuiltin: Bool
        /// Where the user declared it (nil for builtins).
        let range: SourceRange?
    }

    var bindings: [String: Binding] = [:]
    /// Instance member names of each declared type, for implicit `self` in its members and extensions.
    var typeMembers: [String: Set<String>] = [:]
    /// The member names script extensions added to built-in types (`extension UIViewController { func f() }`), by
    /// the type's name: a subclass's members see them without `self.`.
    var builtinExtensionMembers: [String: Set<String>] = [:]
    /// The argument labels of each declared type's initializers, for `Type.init` as a function value.
    var initializerLabels: [String: [[String?]]] = [:]
    /// Case names of each declared enum, for unqualified `case name:` patterns in its members and extensions.
    var enumCaseNames: [String: Set<String>] = [:]
    /// The cases of each declared enum in order, for a `switch`'s exhaustiveness.
    var enumCases: [String: [EnumCaseDecl]] = [:]
    /// The script functions of each overloaded global name (`Compiler+Overloads.swift`).
    var overloads: [String: [Overload]] = [:]
    /// Each global function not (yet) overloaded, with its box: a later REPL entry's overload keeps it.
    var singleFunctions: [String: (form: Overload, box: VariableBox)] = [:]
    /// Declared protocols, for `extension Protocol { … }`.
    var protocols: Set<String> = []
    /// The instance methods of each declared class and their argument labels, for `#selector`.
    var classMethods: [String: [String: [String?]]] = [:]
    /// The instance methods declared in extensions (of any type), for `#selector` in code above them.
    var extensionMethodNames: Set<String> = []
    /// Declared classes with a UIKit superclass (or one that has), whose methods `#selector` cannot all know.
    var classesWithHostSuperclass: Set<String> = []
    /// Names of every `mutating` method declared so far: calls to them store the changed value back.
    var mutatingMethodNames: Set<String> = []

    /// Declares (or shadows, as the Swift REPL allows) a global with a fresh, uninitialized box.
    func declare(_ name: String, isMutable: Bool, range: SourceRange?) -> VariableBox {
        let box = VariableBox(name: name, isMutable: isMutable, value: nil)
        bindings[name] = Binding(box: box, isMutable: isMutable, isBuiltin: false, range: range)
        return box
    }

    /// Defines a builtin.
    func defineBuiltin(_ name: String, _ value: Value) {
        bindings[name] = Binding(
            box: VariableBox(name: name, isMutable: false, value: value), isMutable: false,
            isBuiltin: true, range: nil)
    }

    /// Breaks reference cycles through globals (a closure stored in a global that refers to that global)
    /// by clearing every user global's value.
    func clearUserValues() {
        for binding in bindings.values where !binding.isBuiltin && binding.box.isInitialized {
            binding.box.write(.nil)
        }
    }
}
