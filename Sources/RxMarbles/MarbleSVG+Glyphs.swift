import TextWidth

extension MarbleSVG {
    /// Sizes, in pixels, chosen to stay readable on a projector.
    enum Metrics {
        static let margin = 24.0
        static let fontSize = 15.0
        /// A monospace character's advance at `fontSize`.
        static let charWidth = 9.0
        static let titleHeight = 34.0
        static let laneHeight = 52.0
        static let radius = 15.0
        static let indent = 18.0
        /// The pixels the time axis gets for its whole span.
        static let plotWidth = 760.0
        /// The least room between two marks that happen (nearly) at once.
        static let gap = 4.0
        static let legendLine = 22.0
    }

    /// The colours of the picture.
    enum Colors {
        static let line = "#546e7a"
        static let valueFill = "#e3f2fd", valueStroke = "#1565c0", valueText = "#0d47a1"
        static let letterFill = "#fff3e0", letterStroke = "#e65100", letterText = "#bf360c"
        static let completed = "#263238"
        static let error = "#c62828"
        static let disposed = "#ef6c00"
        static let subscribed = "#2e7d32"
        static let text = "#263238"
        static let grid = "#e0e0e0"
    }

    static let fontFamily = "DejaVu Sans Mono, Menlo, Consolas, Liberation Mono, monospace"

    /// How wide a value's marble is: a circle for up to two columns, a rounded box for more.
    static func valueWidth(_ text: String) -> Double {
        let columns = DisplayWidth.of(text)
        return columns <= 2 ? 2 * Metrics.radius : Double(columns) * Metrics.charWidth + 16
    }

    /// A value centred at `x` on the lane through `y`: its text in a circle or box, the full value as a tooltip.
    static func valueGlyph(x: Double, y: Double, text: String, isLetter: Bool, value: String) -> String {
        let width = valueWidth(text)
        let (fill, stroke, ink) =
            isLetter
            ? (Colors.letterFill, Colors.letterStroke, Colors.letterText)
            : (Colors.valueFill, Colors.valueStroke, Colors.valueText)
        let shape =
            width == 2 * Metrics.radius
            ? "<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"\(n(Metrics.radius))\""
            : "<rect x=\"\(n(x - width / 2))\" y=\"\(n(y - Metrics.radius))\" width=\"\(n(width))\" "
                + "height=\"\(n(2 * Metrics.radius))\" rx=\"\(n(Metrics.radius))\""
        return "<g class=\"value\"><title>\(XMLText.escaped(value))</title>"
            + shape + " fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"2\"/>"
            + "<text x=\"\(n(x))\" y=\"\(n(baseline(y)))\" text-anchor=\"middle\" font-size=\"\(n(Metrics.fontSize))\" "
            + "fill=\"\(ink)\">\(XMLText.escaped(text))</text></g>"
    }

    /// `|`: a vertical bar across the lane.
    static func completedGlyph(x: Double, y: Double) -> String {
        "<line class=\"completed\" x1=\"\(n(x))\" y1=\"\(n(y - Metrics.radius))\" x2=\"\(n(x))\" "
            + "y2=\"\(n(y + Metrics.radius))\" stroke=\"\(Colors.completed)\" stroke-width=\"3\"/>"
    }

    /// `#`: an X, with the error's text after it when given.
    static func errorGlyph(x: Double, y: Double, message: String?) -> String {
        let arm = Metrics.radius * 0.6
        var glyph =
            "<g class=\"error\"><path d=\"M\(n(x - arm)) \(n(y - arm))L\(n(x + arm)) \(n(y + arm))"
            + "M\(n(x + arm)) \(n(y - arm))L\(n(x - arm)) \(n(y + arm))\" stroke=\"\(Colors.error)\" "
            + "stroke-width=\"3\" stroke-linecap=\"round\"/>"
        if let message {
            glyph +=
                "<text x=\"\(n(x + arm + 8))\" y=\"\(n(baseline(y)))\" font-size=\"14\" "
                + "fill=\"\(Colors.error)\">\(XMLText.escaped(message))</text>"
        }
        return glyph + "</g>"
    }

    /// `!`: a disposal, drawn as an exclamation mark across the lane.
    static func disposedGlyph(x: Double, y: Double) -> String {
        "<g class=\"disposed\"><line x1=\"\(n(x))\" y1=\"\(n(y - Metrics.radius))\" x2=\"\(n(x))\" "
            + "y2=\"\(n(y + Metrics.radius - 10))\" stroke=\"\(Colors.disposed)\" stroke-width=\"4\" "
            + "stroke-linecap=\"round\"/><circle cx=\"\(n(x))\" cy=\"\(n(y + Metrics.radius - 3))\" r=\"2.5\" "
            + "fill=\"\(Colors.disposed)\"/></g>"
    }

    /// `^`: a subscription, a caret under the lane's start.
    static func subscribedGlyph(x: Double, y: Double) -> String {
        "<path class=\"subscribed\" d=\"M\(n(x - 7)) \(n(y + 11))L\(n(x)) \(n(y + 2))L\(n(x + 7)) \(n(y + 11))\" "
            + "fill=\"none\" stroke=\"\(Colors.subscribed)\" stroke-width=\"3\" stroke-linejoin=\"round\"/>"
    }

    /// A lane still running at the end of the picture: an arrowhead.
    static func runningGlyph(x: Double, y: Double) -> String {
        "<path class=\"running\" d=\"M\(n(x - 8)) \(n(y - 6))L\(n(x)) \(n(y))L\(n(x - 8)) \(n(y + 6))Z\" "
            + "fill=\"\(Colors.line)\"/>"
    }

    /// The lane's line from `x1` to `x2`.
    static func laneLine(from x1: Double, to x2: Double, y: Double, dotted: Bool = false) -> String {
        "<line x1=\"\(n(x1))\" y1=\"\(n(y))\" x2=\"\(n(x2))\" y2=\"\(n(y))\" stroke=\"\(Colors.line)\" "
            + "stroke-width=\"2\"" + (dotted ? " stroke-dasharray=\"2 6\" class=\"lost\"/>" : "/>")
    }

    /// Text of `size` pixels starting at `x` on the baseline `y`.
    static func label(
        _ text: String, x: Double, y: Double, size: Double = Metrics.fontSize, bold: Bool = false,
        anchor: String = "start", fill: String = Colors.text
    ) -> String {
        "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\"" + (bold ? " font-weight=\"bold\"" : "")
            + (anchor == "start" ? "" : " text-anchor=\"\(anchor)\"")
            + " fill=\"\(fill)\">\(XMLText.escaped(text))</text>"
    }

    /// The baseline that centres text of the marble font on `y`.
    static func baseline(_ y: Double) -> Double { y + Metrics.fontSize * 0.35 }

    /// A coordinate with at most one decimal (`12`, `12.5`), the same on every run.
    static func n(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let whole = abs(tenths) / 10, fraction = abs(tenths) % 10
        return sign + String(whole) + (fraction == 0 ? "" : "." + String(fraction))
    }

    /// `text` cut to `limit` columns, ending with `…` when cut.
    static func truncated(_ text: String, to limit: Int) -> String {
        guard DisplayWidth.of(text) > limit else { return text }
        var result = ""
        var columns = 0
        for character in text {
            let width = DisplayWidth.of(character)
            if columns + width > limit - 1 { break }
            result.append(character)
            columns += width
        }
        return result + "…"
    }

    /// One line: runs of white space (line breaks too) as one space.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
