import RxCocoa

/// A `Selector` (`#selector(buttonTapped(_:))`, `Selector("buttonTapped:")`): prints as its Objective-C name.
final class SelectorObject: HostObject, @unchecked Sendable {
    let selector: RxCocoa.Selector

    init(_ selector: RxCocoa.Selector) { self.selector = selector }

    override var typeName: String { "Selector" }
    override var description: String { selector.name }

    override func isEqual(to other: HostObject) -> Bool {
        (other as? SelectorObject)?.selector == selector
    }
}
