/// What the progress file remembers of one question: its box, when it is due, and its
/// history.
///
/// ``LeitnerSchedule/record(after:grade:on:)`` makes each new record from the last one; the
/// properties are settable so the file can be read back, and the file format checks them
/// (a box from 1 to 8, at least one review, no more misses than reviews).
package struct QuestionRecord: Equatable, Sendable {
    /// The question's text when it was last graded: for a person reading the file, and to
    /// find the record again by hand after the question is reworded. Not its identity
    /// (``QuestionID`` is).
    package var question: String
    /// The Leitner box, 1 (missed last time, or never known on a due day) to 8.
    package var box: Int
    /// The day it is due again.
    package var due: StudyDay
    /// The last grade given.
    package var lastGrade: Grade
    /// The first and the last day it was graded.
    package var firstReviewed: StudyDay
    package var lastReviewed: StudyDay
    /// How many times it was graded, and how many of those were misses.
    package var reviews: Int
    package var misses: Int

    package init(
        question: String, box: Int, due: StudyDay, lastGrade: Grade, firstReviewed: StudyDay,
        lastReviewed: StudyDay, reviews: Int, misses: Int
    ) {
        self.question = question
        self.box = box
        self.due = due
        self.lastGrade = lastGrade
        self.firstReviewed = firstReviewed
        self.lastReviewed = lastReviewed
        self.reviews = reviews
        self.misses = misses
    }

    /// Where the question stands on `day`.
    package func status(on day: StudyDay) -> QuestionStatus {
        if due <= day { return .due }
        return box >= 2 ? .known : .learning
    }
}

/// Where a question stands on a given day; every question is in exactly one state.
package enum QuestionStatus: String, Sendable, CaseIterable {
    /// Never graded.
    case new
    /// Graded before, and its day has come (or passed).
    case due
    /// Not due, in the first box: missed the last time its day came, or never known on a due day.
    case learning
    /// Not due, in box 2 or higher: known on the last day it was due.
    case known
}
