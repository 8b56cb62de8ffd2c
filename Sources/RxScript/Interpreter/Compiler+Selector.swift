import RxCocoa

extension Compiler {
    /// The superclass names that make a class an `NSObject` with `rx` (`rx` in its body means `self.rx`).
    static let reactiveSuperclasses: Set<String> = [
        "NSObject", "ReactiveCompatible", "UIView", "UIViewController", "UITableViewController",
        "UINavigationController", "UIControl", "UIResponder",
    ]

    /// Whether instances of the class `decl` have `rx`: an `NSObject` (or UIKit) subclass, directly or through a
    /// script superclass.
    func hasReactiveNamespace(_ decl: TypeDecl, superclassName: String?) -> Bool {
        if decl.inherited.contains(where: Self.reactiveSuperclasses.contains) { return true }
        return superclassName.map { globals.typeMembers[$0]?.contains("rx") ?? false } ?? false
    }

    /// Records the class's methods with their labels, and whether a UIKit superclass gives it more, for `#selector`.
    func recordClassMethods(_ decl: TypeDecl, superclassName: String?) {
        var methods = superclassName.flatMap { globals.classMethods[$0] } ?? [:]
        for method in decl.methods where !method.isStatic {
            methods[method.function.name] = method.function.parameters.map(\.label)
        }
        globals.classMethods[decl.name] = methods
        let hostSuperclass = decl.inherited.first.map {
            $0.hasPrefix("UI") && globals.typeMembers[$0] == nil && !globals.protocols.contains($0)
        }
        if hostSuperclass == true || superclassName.map(globals.classesWithHostSuperclass.contains) == true {
            globals.classesWithHostSuperclass.insert(decl.name)
        }
    }

    /// `#selector(…)`: a `Selector` value. A method of a script class (the one named, or the one being declared)
    /// that the class does not have is an error; a bare name takes the declared method's labels.
    func compileSelector(_ reference: SelectorReference, range: SourceRange) throws -> Node {
        switch reference.accessor {
        case .getter?: return ConstantNode(.object(SelectorObject(.getter(reference.name))), range: range)
        case .setter?: return ConstantNode(.object(SelectorObject(.setter(reference.name))), range: range)
        case nil: break
        }
        var labels = reference.labels
        if let typeName = reference.typeName ?? memberContext?.typeName, let methods = globals.classMethods[typeName] {
            if let declared = methods[reference.name] {
                if labels == nil { labels = declared }
            } else if !globals.classesWithHostSuperclass.contains(typeName) {
                throw error(
                    .selectorNotDeclared(reference.name, type: typeName), at: reference.nameRange,
                    notes: Suggestions.note(for: reference.name, among: Array(methods.keys)))
            }
        }
        let selector = RxCocoa.Selector(baseName: reference.name, labels: labels)
        return ConstantNode(.object(SelectorObject(selector)), range: range)
    }
}
