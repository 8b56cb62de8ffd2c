/// UIKit's `UITableViewCell`: a text label, a detail label when its style has one, an image view, an accessory,
/// and the dispose bag reuse replaces.
public final class TableViewCell: ReusableCell, @unchecked Sendable {
    /// UIKit's `UITableViewCell.CellStyle`.
    public enum Style: String, CaseIterable, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// UIKit's `UITableViewCell.AccessoryType`.
    public enum Accessory: String, CaseIterable, Sendable, CustomStringConvertible {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
        public var description: String { rawValue }
    }

    /// UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: String, CaseIterable, Sendable, CustomStringConvertible {
        case none, blue, gray, `default`
        public var description: String { rawValue }
    }

    public let style: Style
    /// The main text.
    public let textLabel: Label
    /// The secondary text; nil in the `.default` style, as in UIKit.
    public let detailTextLabel: Label?
    /// The image at the leading edge.
    public let imageView: VirtualView

    /// A cell of `style`. A cell that stands for a storyboard prototype (dequeued with an identifier nobody
    /// registered) has the `.subtitle` style, so both labels are there.
    public init(name: String, screen: Screen, style: Style = .subtitle, reuseIdentifier: String? = nil) {
        self.style = style
        textLabel = Label(name: name + ".textLabel", screen: screen)
        detailTextLabel = style == .default ? nil : Label(name: name + ".detailTextLabel", screen: screen)
        imageView = VirtualView(kind: "ImageView", name: name + ".imageView", screen: screen, properties: [])
        super.init(
            kind: "TableViewCell", name: name, screen: screen, reuseIdentifier: reuseIdentifier,
            properties: [("accessoryType", Accessory.none), ("selectionStyle", SelectionStyle.default)])
        for part in [textLabel, detailTextLabel, imageView] as [VirtualView?] { part?.container = self }
    }

    public override var parts: [VirtualView] {
        [contentView, textLabel, imageView] + (detailTextLabel.map { [$0] } ?? [])
    }

    public var accessoryType: Accessory {
        get { value("accessoryType") as? Accessory ?? .none }
        set { setValue(newValue, for: "accessoryType") }
    }

    public var selectionStyle: SelectionStyle {
        get { value("selectionStyle") as? SelectionStyle ?? .default }
        set { setValue(newValue, for: "selectionStyle") }
    }
}

/// UIKit's `UICollectionViewCell`: what it shows is in its `contentView`.
public final class CollectionViewCell: ReusableCell, @unchecked Sendable {
    public init(name: String, screen: Screen, reuseIdentifier: String? = nil) {
        super.init(
            kind: "CollectionViewCell", name: name, screen: screen, reuseIdentifier: reuseIdentifier, properties: [])
    }
}
