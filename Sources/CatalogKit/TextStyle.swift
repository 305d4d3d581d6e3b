/// How terminal text is styled: ANSI colours on a terminal, plain text anywhere else.
package struct TextStyle: Equatable, Sendable {
    /// Whether ANSI escape codes are written.
    package var colors: Bool
    /// The width to wrap prose at.
    package var width: Int

    package init(colors: Bool, width: Int = 80) {
        self.colors = colors
        self.width = max(40, width)
    }

    /// Plain text, 80 columns: for pipes, files and tests.
    package static let plain = TextStyle(colors: false, width: 80)

    func paint(_ text: String, _ codes: String) -> String {
        colors && !text.isEmpty ? "\u{1B}[\(codes)m\(text)\u{1B}[0m" : text
    }

    package func bold(_ text: String) -> String { paint(text, "1") }
    package func heading(_ text: String) -> String { paint(text, "1;36") }
    package func code(_ text: String) -> String { paint(text, "33") }
    package func dim(_ text: String) -> String { paint(text, "2") }
    package func error(_ text: String) -> String { paint(text, "1;31") }

    /// `text` with `inline code` painted.
    func inline(_ text: String) -> String {
        guard colors, text.contains("`") else { return text }
        var out = ""
        var inCode = false
        var run = ""
        for character in text {
            if character == "`" {
                out += inCode ? code(run) : run
                run = ""
                inCode.toggle()
            } else {
                run.append(character)
            }
        }
        out += inCode ? "`" + run : run
        return out
    }

    /// Words of `text` wrapped into lines no wider than `width`, the first prefixed by
    /// `first` and the rest by `rest`.
    static func wrap(_ text: String, width: Int, first: String = "", rest: String = "") -> [String] {
        var lines: [String] = []
        var line = first
        var lineHasWord = false
        for word in text.split(separator: " ") {
            if lineHasWord, line.count + 1 + word.count > width {
                lines.append(line)
                line = rest
                lineHasWord = false
            }
            line += (lineHasWord ? " " : "") + word
            lineHasWord = true
        }
        if lineHasWord || lines.isEmpty { lines.append(line) }
        return lines
    }
}
