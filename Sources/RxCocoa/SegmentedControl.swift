import Foundation

/// UIKit's `UISegmentedControl`: one of several titled segments; none (-1) until one is selected.
public final class SegmentedControl: VirtualControl, @unchecked Sendable {
    /// The segments' titles.
    public internal(set) var titles: [String] {
        get { segmentLock.withLock { segmentTitles } }
        set { segmentLock.withLock { segmentTitles = newValue } }
    }
    private var segmentTitles: [String]
    private let segmentLock = NSLock()

    public init(name: String, screen: Screen, titles: [String], selected: Int = -1) {
        self.segmentTitles = titles
        super.init(
            kind: "SegmentedControl", name: name, screen: screen, properties: [("selectedSegmentIndex", selected)])
    }

    public var selectedSegmentIndex: Int {
        get { value("selectedSegmentIndex") as? Int ?? -1 }
        set { setValue(newValue, for: "selectedSegmentIndex") }
    }

    /// A person taps segment `index`; tapping the selected one sends nothing, as in UIKit.
    public func select(_ index: Int) {
        guard index != selectedSegmentIndex, titles.indices.contains(index) else { return }
        perform(.valueChanged) { self.selectedSegmentIndex = index }
    }
}

extension Reactive where Base: SegmentedControl {
    /// `segment.rx.selectedSegmentIndex`.
    public var selectedSegmentIndex: ControlProperty<Int> { value }
    /// The same as `selectedSegmentIndex`.
    public var value: ControlProperty<Int> { valueProperty("selectedSegmentIndex", default: -1) }
}
