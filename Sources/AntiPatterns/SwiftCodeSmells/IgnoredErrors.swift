import Futubra

/// Ignoring errors: imports comments line by line with `try?`, so a line that fails is
/// dropped without a trace.
///
/// Each line is `author: text`. A bad author name or a blank text throws, `try?` turns the
/// error into `nil`, and the import reports how many it added: nobody learns which lines
/// were lost, or why.
enum SilentCommentImport {
    /// Adds the readable lines to `post` and returns how many it added.
    static func run(_ lines: [String], into post: inout Post) -> Int {
        var added = 0
        for line in lines {
            guard let comment = try? CommentLine.parse(line) else { continue }
            post.addComment(by: comment.author, content: comment.content)
            added += 1
        }
        return added
    }
}

/// The same import that keeps every error: the lines it added and, for each line it did
/// not, the line number and the reason.
enum CommentImport {
    /// What an import did: comments added and lines refused, with why.
    struct Report: Equatable, Sendable {
        var added = 0
        var refused: [SmellError] = []
    }

    /// Adds the readable lines to `post`; every other line is in the report's `refused`.
    static func run(_ lines: [String], into post: inout Post) -> Report {
        var report = Report()
        for (index, line) in lines.enumerated() {
            do throws(FutubraError) {
                let comment = try CommentLine.parse(line)
                post.addComment(by: comment.author, content: comment.content)
                report.added += 1
            } catch {
                report.refused.append(.unreadable(line: index + 1, reason: error.description))
            }
        }
        return report
    }
}

/// One line of a comment import: `anna: Welcome!`.
struct CommentLine: Equatable, Sendable {
    let author: UserName
    let content: Content

    /// Reads `author: text`; throws when the name or the text breaks Futubra's rules.
    static func parse(_ line: String) throws(FutubraError) -> CommentLine {
        let parts = line.split(separator: ":", maxSplits: 1).map(String.init)
        let name = parts.first ?? ""
        let text = parts.count > 1 ? parts[1] : ""
        return CommentLine(author: try UserName(name), content: try .text(text))
    }
}
