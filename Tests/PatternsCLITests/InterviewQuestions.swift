import Foundation

import StudyKit

extension InterviewQuestion {
    /// The fixture's text, `Catalog/search/interview-questions.tsv` (empty when it cannot be
    /// read: the fixture test then fails). The tool embeds the same file for its study path.
    static let fixture =
        (try? String(contentsOfFile: "\(packageRoot)/Catalog/search/interview-questions.tsv", encoding: .utf8))
        ?? ""
}

/// The search-quality fixture: 1,254 questions from public interview lists.
let interviewQuestions = InterviewQuestion.rows(of: InterviewQuestion.fixture).rows
