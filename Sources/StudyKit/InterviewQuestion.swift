/// A real interview question, as a learner would search for it, with the entries that answer it:
/// one row of the project's question fixture (`Catalog/search/interview-questions.tsv`), which
/// the search is held to and the study path is ranked by.
///
/// A row is four tab-separated fields: `keywords` (what a learner types), `question` (the
/// question as asked), `answers` (every entry id whose page answers it, comma-separated) and
/// `source` (the public list it was taken from). Lines that start with `# ` are comments.
package struct InterviewQuestion: Sendable, Equatable {
    package var keywords: String
    package var question: String
    package var answers: [String]
    package var source: String

    package init(keywords: String, question: String, answers: [String], source: String) {
        self.keywords = keywords
        self.question = question
        self.answers = answers
        self.source = source
    }

    /// The rows of a file in that format, and the lines that are neither a row nor a comment
    /// (`line N: K fields, not four`).
    package static func rows(of text: String) -> (rows: [InterviewQuestion], malformed: [String]) {
        var rows: [InterviewQuestion] = []
        var malformed: [String] = []
        forEachLine(of: text) { number, fields in
            guard fields.count == 4 else {
                malformed.append("line \(number): \(fields.count) fields, not four")
                return
            }
            let text = fields.map { String(Substring($0)) }
            rows.append(
                InterviewQuestion(
                    keywords: text[0], question: text[1], answers: text[2].split(separator: ",").map(String.init),
                    source: text[3]))
        }
        return (rows, malformed)
    }

    /// Only what the study path ranks by, each row's answering entries and its source, read
    /// without building the other fields (malformed lines are left out; ``rows(of:)``
    /// reports them).
    package static func asked(in text: String) -> [StudyPath.AskedQuestion] {
        var asked: [StudyPath.AskedQuestion] = []
        forEachLine(of: text) { _, fields in
            guard fields.count == 4 else { return }
            asked.append(
                StudyPath.AskedQuestion(
                    answers: Substring(fields[2]).split(separator: ",").map(String.init),
                    source: String(Substring(fields[3]))))
        }
        return asked
    }

    /// Calls `body` with the number (from 1) and the tab-separated fields of each line of
    /// `text` that is neither empty nor a comment. It splits on the bytes of the line break and
    /// the tab (both ASCII, so never inside a character): splitting the whole file Character
    /// by Character took a third of `patterns study`.
    private static func forEachLine(
        of text: String, _ body: (_ number: Int, _ fields: [Substring.UTF8View]) -> Void
    ) {
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            // A comment is `# ` and text: a row's keywords may start with `#` (`#selector`).
            if line.isEmpty || line.elementsEqual("#".utf8) || line.starts(with: "# ".utf8) { continue }
            body(index + 1, line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false))
        }
    }
}
