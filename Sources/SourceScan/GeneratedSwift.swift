import Foundation

/// Helpers for the build tools that write Swift: literals that need no escaping, and files
/// written only when their text changes.
public enum GeneratedSwift {
    /// `text` as a raw multi-line string literal that needs no escaping: its `#` delimiter is
    /// one longer than the longest run of `#` in `text`.
    public static func rawLiteral(_ text: String) -> String {
        var longest = 0
        var current = 0
        for byte in text.utf8 {
            current = byte == UInt8(ascii: "#") ? current + 1 : 0
            longest = max(longest, current)
        }
        let hashes = String(repeating: "#", count: longest + 1)
        return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
    }

    /// Reads the files `listFile` names (one path a line, relative to `root`), with line
    /// endings normalised; stops the tool with a `file:1: error:` line if one is not UTF-8.
    public static func readFiles(root: URL, listFile: String) -> [(path: String, text: String)] {
        let listing = (try? String(contentsOfFile: listFile, encoding: .utf8)) ?? ""
        return listing.split(separator: "\n").map(String.init).map { path in
            let url = root.appending(path: path)
            guard let data = FileManager.default.contents(atPath: url.path),
                let raw = String(data: data, encoding: .utf8)
            else {
                FileHandle.standardError.write(Data("\(url.path):1: error: not readable as UTF-8 text\n".utf8))
                exit(1)
            }
            return (path, raw.replacingOccurrences(of: "\r\n", with: "\n"))
        }
    }

    /// `let embeddedFiles: [(path: String, text: String)]` holding `files`.
    public static func embeddedFiles(_ files: [(path: String, text: String)]) -> String {
        var swift = "let embeddedFiles: [(path: String, text: String)] = [\n"
        for file in files {
            swift += "    (path: \(rawLiteral(file.path)), text: \(rawLiteral(file.text))),\n"
        }
        return swift + "]\n"
    }

    /// Writes `text` to `url` unless the file already holds exactly that, so an unchanged
    /// output does not make the build compile its target again; stops the tool on failure.
    public static func write(_ text: String, to url: URL) {
        guard FileManager.default.contents(atPath: url.path) != Data(text.utf8) else { return }
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("error: cannot write \(url.path): \(error)\n".utf8))
            exit(1)
        }
    }
}
