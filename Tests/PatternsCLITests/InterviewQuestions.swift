import Foundation

/// A real interview question, as a learner would search for it, with the entries that answer it.
///
/// The rows are data, in `InterviewQuestions.tsv` next to this file (the four tab-separated
/// columns of `Scripts/search-unseen.tsv`): `keywords` is what a learner types, `question` the
/// question as asked, `answers` every entry id whose page answers it (a search passes when one
/// of them is in its top three), `source` the public list it was taken from.
struct InterviewQuestion: Sendable, Equatable {
    var keywords: String
    var question: String
    var answers: [String]
    var source: String

    /// The rows of a file in that format, and the lines that are neither a row nor a comment.
    static func rows(of text: String) -> (rows: [InterviewQuestion], malformed: [String]) {
        var rows: [InterviewQuestion] = []
        var malformed: [String] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        // A comment is `# ` and text: a row's keywords may start with `#` (`#selector`).
        where !line.isEmpty && line != "#" && !line.hasPrefix("# ") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
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

    /// The fixture file's text (empty when it cannot be read: the fixture test then fails).
    static let fixture =
        (try? String(contentsOfFile: "\(packageRoot)/Tests/PatternsCLITests/InterviewQuestions.tsv", encoding: .utf8))
        ?? ""
}

/// The search-quality fixture: 1,085 questions from public interview lists.
let interviewQuestions = InterviewQuestion.rows(of: InterviewQuestion.fixture).rows
