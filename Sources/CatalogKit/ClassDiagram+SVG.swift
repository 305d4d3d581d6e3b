// STUB until site-b's renderer lands: the lead takes site-b's file at the merge.

extension ClassDiagram {
    /// The diagram as an inline SVG image titled `title` (a stub: a box with the title).
    package func svg(title: String) -> String {
        let escaped = title.map { character -> String in
            switch character {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            default: String(character)
            }
        }.joined()
        let id = "class-" + String(title.utf8.reduce(UInt32(5381)) { ($0 &* 33) ^ UInt32($1) }, radix: 16)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" role="img" aria-labelledby="\(id)-title \(id)-desc" \
            width="320" height="40" viewBox="0 0 320 40"><title id="\(id)-title">\(escaped)</title>\
            <desc id="\(id)-desc">\(classes.count) classes, \(relations.count) relations</desc>\
            <rect x="0.5" y="0.5" width="319" height="39" fill="none" stroke="currentColor"/>\
            <text x="10" y="25" fill="currentColor">\(escaped)</text></svg>
            """
    }
}
