import Foundation

/// How Swift on Apple platforms prints CoreGraphics values, which Foundation elsewhere prints differently:
/// `(0.0, 0.0, 100.0, 44.0)` for a CGRect, `(3.0, 4.0)` for a CGPoint or CGSize, `3.0` for a CGFloat.
public protocol SwiftPrintable {
    /// The text `print` shows.
    var swiftDescription: String { get }
}

extension CGPoint: SwiftPrintable {
    public var swiftDescription: String { "(\(Double(x)), \(Double(y)))" }
}

extension CGSize: SwiftPrintable {
    public var swiftDescription: String { "(\(Double(width)), \(Double(height)))" }
}

extension CGRect: SwiftPrintable {
    public var swiftDescription: String {
        "(\(Double(origin.x)), \(Double(origin.y)), \(Double(size.width)), \(Double(size.height)))"
    }
}
