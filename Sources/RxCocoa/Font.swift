/// UIKit's `UIFont`: the system font (regular or bold) or a font by name, at a point size; shown as
/// `system 17.0pt`, `bold system 17.0pt`, `Menlo 12.0pt`.
public struct Font: Hashable, CustomStringConvertible, SwiftPrintable, Sendable {
    /// The font's name, or nil for the system font.
    public let familyName: String?
    public let pointSize: Double
    public let isBold: Bool

    /// `UIFont(name:size:)`.
    public init(name: String, size: Double) {
        familyName = name
        pointSize = size
        isBold = false
    }

    private init(systemSize: Double, bold: Bool) {
        familyName = nil
        pointSize = systemSize
        isBold = bold
    }

    /// `UIFont.systemFont(ofSize:)`.
    public static func system(ofSize size: Double) -> Font { Font(systemSize: size, bold: false) }
    /// `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystem(ofSize size: Double) -> Font { Font(systemSize: size, bold: true) }

    /// The name UIKit reports (`.SFUI-Regular` for the system font).
    public var fontName: String { familyName ?? (isBold ? ".SFUI-Semibold" : ".SFUI-Regular") }

    /// The same font at another size (`withSize(_:)`).
    public func withSize(_ size: Double) -> Font {
        familyName.map { Font(name: $0, size: size) } ?? Font(systemSize: size, bold: isBold)
    }

    public var description: String {
        (familyName ?? (isBold ? "bold system" : "system")) + " \(pointSize)pt"
    }
    public var swiftDescription: String { description }
}
