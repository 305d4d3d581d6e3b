/// JavaScript literals written by Swift: the data files the site's scripts read
/// (`assets/search-index.js`, `assets/quiz-data.js`) are one JSON value assigned to a global.
enum ScriptLiteral {
    /// `text` as a JSON string, safe inside a script: quotes, backslashes and control
    /// characters escaped, and `<`, U+2028 and U+2029 too (so no `</script>` or line
    /// separator can end the value early wherever the text is pasted).
    static func string(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "<": out += "\\u003c"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A JSON array of `items`, each already a JSON value.
    static func array(_ items: [String]) -> String {
        "[" + items.joined(separator: ",") + "]"
    }

    /// A JSON array of strings.
    static func strings(_ items: [String]) -> String {
        array(items.map(string))
    }
}
