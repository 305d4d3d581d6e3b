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
        // Split on the bytes of the line break and the tab (both ASCII, so never inside a
        // character): splitting the whole file Character by Character took a third of `study`.
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() {
            // A comment is `# ` and text: a row's keywords may start with `#` (`#selector`).
            if line.isEmpty || line.elementsEqual("#".utf8) || line.starts(with: "# ".utf8) { continue }
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
                .map { String(Substring($0)) }
            guard fields.count == 4 else {
                malformed.append("line \(number + 1): \(fields.count) fields, not four")
                continue
            }
            rows.append(
                InterviewQuestion(
                    keywords: fields[0], question: fields[1],
                    answers: fields[2].split(separator: ",").map(String.init), source: fields[3]))
        }
        return (rows, malformed)
    }

    /// Only what the study path ranks by, each row's answering entries and its source, read
    /// from a file in that format without building the other fields (malformed lines are
    /// left out; ``rows(of:)`` reports them).
    package static func asked(in text: String) -> [StudyPath.AskedQuestion] {
        var asked: [StudyPath.AskedQuestion] = []
        for line in text.utf8.split(separator: UInt8(ascii: "\n"))
        where !line.elementsEqual("#".utf8) && !line.starts(with: "# ".utf8) {
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            guard fields.count == 4 else { continue }
            asked.append(
                StudyPath.AskedQuestion(
                    answers: Substring(fields[2]).split(separator: ",").map(String.init),
                    source: String(Substring(fields[3]))))
        }
        return asked
    }
}
