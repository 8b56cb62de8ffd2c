/// A self-contained web page around a chart's `MarbleSVG`: the picture, then a legend table of the marks, the
/// letters that stand for long values, and each subscription's full expression.
public struct MarbleHTML {
    /// The page, from `<!DOCTYPE html>` on.
    public let document: String

    public init(_ chart: MarbleChart) {
        let svg = MarbleSVG(chart)
        typealias S = MarbleSVG
        let y = 18.0
        let marks: [(String, String)] = [
            (S.subscribedGlyph(x: 18, y: y - 8) + S.laneLine(from: 18, to: 40, y: y), "subscribed (^)"),
            (S.valueGlyph(x: 22, y: y, text: "1", isLetter: false, value: "1"), "a value (next)"),
            (S.completedGlyph(x: 22, y: y), "completed (|)"),
            (S.errorGlyph(x: 22, y: y, message: nil), "error (#), with its message"),
            (S.disposedGlyph(x: 22, y: y), "disposed before an end of its own (!)"),
            (S.laneLine(from: 4, to: 36, y: y) + S.runningGlyph(x: 40, y: y), "still running"),
        ]
        var rows = marks.map { glyph, meaning in
            "<tr><td><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"44\" height=\"36\" viewBox=\"0 0 44 36\">"
                + glyph + "</svg></td><td>\(meaning)</td></tr>"
        }
        for (title, entries) in svg.legends {
            // Several groups' letters are told apart by their group's title.
            let owner =
                svg.legends.count > 1 ? " <small>(" + XMLText.escaped(MarbleSVG.oneLine(title)) + ")</small>" : ""
            rows += entries.map { entry in
                "<tr><td class=\"letter\">\(XMLText.escaped(entry.symbol))</td><td>\(XMLText.escaped(entry.value))"
                    + owner + "</td></tr>"
            }
        }
        rows += chart.groups.map { group in
            "<tr><td>subscription</td><td><code>\(XMLText.escaped(MarbleSVG.oneLine(group.title)))</code></td></tr>"
        }
        document = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Marble lanes</title>
            <style>
            body { margin: 24px; color: #263238; background: #ffffff; font-family: \(MarbleSVG.fontFamily); }
            table { border-collapse: collapse; margin-top: 16px; font-size: 15px; }
            th, td { border: 1px solid #cfd8dc; padding: 4px 12px; text-align: left; vertical-align: middle; }
            td.letter { font-weight: bold; color: #bf360c; }
            </style>
            </head>
            <body>
            <figure>
            \(svg.element)</figure>
            <table class="legend">
            <tr><th scope="col">mark</th><th scope="col">meaning</th></tr>
            \(rows.joined(separator: "\n"))
            </table>
            </body>
            </html>

            """
    }
}
