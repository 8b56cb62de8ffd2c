import Foundation

/// UIKit's `UIColor`: red, green, blue and alpha from 0 to 1. A colour made by name (`.red`, `.systemBlue`) is
/// shown by that name; any other as hex, `#FF8000`, with the alpha byte appended when it is not 1 (`#FF800080`).
/// Two colours are equal when their components are, as UIKit compares colours in one colour space.
public struct Color: Hashable, CustomStringConvertible, SwiftPrintable, Sendable {
    public let red: Double
    public let green: Double
    public let blue: Double
    public let alpha: Double
    /// The name it was made by, if any.
    public let name: String?

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(red: red, green: green, blue: blue, alpha: alpha, name: nil)
    }

    /// A grey (`UIColor(white:alpha:)`).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha, name: nil)
    }

    private init(red: Double, green: Double, blue: Double, alpha: Double, name: String?) {
        func clamped(_ value: Double) -> Double { min(max(value, 0), 1) }
        self.red = clamped(red)
        self.green = clamped(green)
        self.blue = clamped(blue)
        self.alpha = clamped(alpha)
        self.name = name
    }

    /// The colour UIKit names `name` (`red`, `systemBlue`, `label`), in its light appearance.
    public static func named(_ name: String) -> Color? {
        guard let (red, green, blue, alpha) = namedComponents[name] else { return nil }
        return Color(red: red, green: green, blue: blue, alpha: alpha, name: name)
    }

    /// The names `named(_:)` knows, sorted.
    public static var names: [String] { namedComponents.keys.sorted() }

    /// The same colour with another alpha (`withAlphaComponent(_:)`); it is no longer the named colour.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when the colour is not opaque.
    public var hex: String {
        let bytes = [red, green, blue] + (alpha < 1 ? [alpha] : [])
        return "#" + bytes.map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
    }

    public var description: String { name ?? hex }
    public var swiftDescription: String { description }

    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        for component in [red, green, blue, alpha] { hasher.combine(component) }
    }

    /// UIKit's fixed colours (`UIColor.red` is pure red) and system colours in their light appearance (iOS 15).
    private static let namedComponents: [String: (Double, Double, Double, Double)] = {
        func rgb(
            _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1
        ) -> (Double, Double, Double, Double) {
            (red / 255, green / 255, blue / 255, alpha)
        }
        return [
            "black": (0, 0, 0, 1), "darkGray": (1.0 / 3, 1.0 / 3, 1.0 / 3, 1),
            "lightGray": (2.0 / 3, 2.0 / 3, 2.0 / 3, 1),
            "white": (1, 1, 1, 1), "gray": (0.5, 0.5, 0.5, 1), "red": (1, 0, 0, 1), "green": (0, 1, 0, 1),
            "blue": (0, 0, 1, 1), "cyan": (0, 1, 1, 1), "yellow": (1, 1, 0, 1), "magenta": (1, 0, 1, 1),
            "orange": (1, 0.5, 0, 1), "purple": (0.5, 0, 0.5, 1), "brown": (0.6, 0.4, 0.2, 1), "clear": (0, 0, 0, 0),
            "systemRed": rgb(255, 59, 48), "systemGreen": rgb(52, 199, 89), "systemBlue": rgb(0, 122, 255),
            "systemOrange": rgb(255, 149, 0), "systemYellow": rgb(255, 204, 0), "systemPink": rgb(255, 45, 85),
            "systemPurple": rgb(175, 82, 222), "systemTeal": rgb(48, 176, 199), "systemIndigo": rgb(88, 86, 214),
            "systemBrown": rgb(162, 132, 94), "systemMint": rgb(0, 199, 190), "systemCyan": rgb(50, 173, 230),
            "systemGray": rgb(142, 142, 147), "systemGray2": rgb(174, 174, 178), "systemGray3": rgb(199, 199, 204),
            "systemGray4": rgb(209, 209, 214), "systemGray5": rgb(229, 229, 234), "systemGray6": rgb(242, 242, 247),
            "systemBackground": (1, 1, 1, 1), "secondarySystemBackground": rgb(242, 242, 247),
            "tertiarySystemBackground": (1, 1, 1, 1), "systemGroupedBackground": rgb(242, 242, 247),
            "label": (0, 0, 0, 1), "secondaryLabel": rgb(60, 60, 67, 0.6), "tertiaryLabel": rgb(60, 60, 67, 0.3),
            "placeholderText": rgb(60, 60, 67, 0.3), "separator": rgb(60, 60, 67, 0.29), "link": rgb(0, 122, 255),
            "tintColor": rgb(0, 122, 255),
        ]
    }()
}
