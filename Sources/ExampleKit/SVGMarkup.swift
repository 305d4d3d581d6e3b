/// What the class and sequence pictures share: escaping, ids, numbers, the cell size and the
/// style sheet that colours them for light and dark mode.
package enum SVGMarkup {
    /// The size of a layout's cell in pixels, and the margin around a picture.
    package static let cellWidth = 8.0
    package static let cellHeight = 18.0
    package static let margin = 8.0

    /// `text` safe in an SVG's text and in a double- or single-quoted attribute.
    package static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    /// An id made of `prefix` and the title's letters and digits, lowercased, words joined by
    /// `-` (a letter beyond ASCII as `u` and its code): the same title gives the same id.
    package static func identifier(_ prefix: String, title: String) -> String {
        var slug = ""
        for scalar in title.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if scalar.properties.isAlphabetic {
                slug += "u" + String(scalar.value, radix: 16)
            } else if !slug.isEmpty, slug.last != "-" {
                slug += "-"
            }
        }
        while slug.last == "-" { slug.removeLast() }
        return slug.isEmpty ? prefix : prefix + "-" + slug
    }

    /// `value` with at most one decimal, and none when it is whole.
    package static func number(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let size = abs(tenths)
        return size % 10 == 0 ? sign + String(size / 10) : sign + String(size / 10) + "." + String(size % 10)
    }

    /// The opening of a picture: its size, its accessible name (`<title>`) and description
    /// (`<desc>`), and the style sheet.
    package static func open(id: String, kind: String, width: Double, height: Double, title: String, desc: String)
        -> String
    {
        let w = number(width)
        let h = number(height)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" id="\(id)" class="uml-diagram \(kind)" width="\(w)" \
            height="\(h)" viewBox="0 0 \(w) \(h)" role="img" aria-labelledby="\(id)-title \(id)-desc">
            <title id="\(id)-title">\(escaped(title))</title>
            <desc id="\(id)-desc">\(escaped(desc))</desc>
            <style>\(style)</style>

            """
    }

    /// Colours through custom properties a page may set (`--diagram-ink`, `--diagram-paper`,
    /// `--diagram-box`, `--diagram-note`), with fallbacks for light and for dark mode; lines and
    /// text in `currentColor`; text over lines (`halo`) is outlined in the paper's colour so it stays
    /// readable where it crosses a lifeline or a route.
    package static let style = """
        .uml-diagram{color:var(--diagram-ink,#1f2328);\
        font:13px ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace}\
        .uml-diagram text{fill:currentColor}\
        .uml-diagram .box{fill:var(--diagram-box,#f6f8fa);stroke:currentColor}\
        .uml-diagram .note-box{fill:var(--diagram-note,#fff8c5);stroke:currentColor}\
        .uml-diagram .line{fill:none;stroke:currentColor;stroke-width:1.2}\
        .uml-diagram .dashed{stroke-dasharray:6 4}\
        .uml-diagram .lifeline{stroke-dasharray:3 4;opacity:.6}\
        .uml-diagram .activation{fill:currentColor;opacity:.5}\
        .uml-diagram .solid{fill:currentColor;stroke:currentColor}\
        .uml-diagram .hollow{fill:var(--diagram-paper,#ffffff);stroke:currentColor}\
        .uml-diagram .halo{paint-order:stroke;stroke:var(--diagram-paper,#ffffff);stroke-width:4px;\
        stroke-linejoin:round}\
        .uml-diagram .name{font-weight:bold}\
        .uml-diagram .small{font-size:11px}\
        @media (prefers-color-scheme:dark){.uml-diagram{color:var(--diagram-ink,#e6edf3)}\
        .uml-diagram .box{fill:var(--diagram-box,#161b22)}\
        .uml-diagram .note-box{fill:var(--diagram-note,#3d3000)}\
        .uml-diagram .hollow{fill:var(--diagram-paper,#0d1117)}\
        .uml-diagram .halo{stroke:var(--diagram-paper,#0d1117)}}
        """

    /// A text, its characters escaped, at `x`, `y` (the baseline).
    package static func text(_ content: String, x: Double, y: Double, anchor: String? = nil, kind: String? = nil)
        -> String
    {
        let anchor = anchor.map { " text-anchor=\"\($0)\"" } ?? ""
        let kind = kind.map { " class=\"\($0)\"" } ?? ""
        return "<text x=\"\(number(x))\" y=\"\(number(y))\"\(anchor)\(kind)>\(escaped(content))</text>"
    }

    /// The baseline of a line of text in the layout's row `row`.
    package static func baseline(row: Double) -> Double {
        margin + (row + 0.72) * cellHeight
    }

    package static func x(_ column: Double) -> Double { margin + column * cellWidth }
    package static func y(_ row: Double) -> Double { margin + row * cellHeight }
}
