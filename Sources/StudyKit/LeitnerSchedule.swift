/// The spaced-repetition scheme: a Leitner system with intervals that double from box to
/// box, for a two-button grade ("knew it" or "did not").
///
/// Every question sits in one of eight boxes. A question in box *b* waits 2^(b-1) days:
/// 1, 2, 4, 8, 16, 32, 64, then 128 days in the last box.
///
/// - "Knew it" on or after the day it is due moves it up one box (the last box keeps it)
///   and makes it due again after that box's interval, counted from today.
/// - "Did not", on any day and from any box, sends it back to box 1, due tomorrow: one miss
///   is enough to bring a question back every day until it is known again.
/// - "Knew it" before the day it is due (a quiz asked it early, or asked again the question
///   just missed) changes neither box nor date: remembering what you read minutes ago is not
///   the spaced recall the longer wait rewards, so quizzing one question ten times in an
///   evening cannot push it months ahead.
/// - A question never graded is new; its first "knew it" puts it in box 2, its first "did
///   not" in box 1.
///
/// Why Leitner and not SM-2 (the SuperMemo scheme most flash-card apps started from): SM-2
/// adapts each card's interval through an ease factor computed from a 0–5 quality of recall,
/// and, as published, a quality below 3 restarts the card without touching that factor. With
/// two buttons ("knew it" = 5, "did not" below 3), the ease factor could only ever grow, by
/// the same step for every card, so the adaptation SM-2 exists for never happens; what is
/// left is a growing interval with a reset on a miss, which is exactly a Leitner system, with
/// rules a learner can predict. Sebastian Leitner described the boxes in 1972; doubling
/// intervals are a common way to give each box its wait.
///
/// ```swift
/// var record = LeitnerSchedule.record(of: text, after: nil, grade: .knew, on: today)  // box 2, due in 2 days
/// record = LeitnerSchedule.record(of: text, after: record, grade: .missed, on: today.adding(days: 2))  // box 1
/// ```
package enum LeitnerSchedule {
    /// The boxes, from the one reviewed every day to the one reviewed every 128 days.
    package static let boxes: ClosedRange<Int> = 1...8

    /// Days a question waits in `box` before it is due again: 2^(box-1).
    package static func interval(ofBox box: Int) -> Int {
        1 << (min(max(box, boxes.lowerBound), boxes.upperBound) - 1)
    }

    /// The record of the question `text` after the learner graded it `grade` on `day`, from
    /// its last record (nil when it was never graded).
    package static func record(
        of text: String, after record: QuestionRecord?, grade: Grade, on day: StudyDay
    ) -> QuestionRecord {
        guard var next = record else {
            let box = grade == .knew ? 2 : 1
            return QuestionRecord(
                question: text, box: box, due: day.adding(days: interval(ofBox: box)), lastGrade: grade,
                firstReviewed: day, lastReviewed: day, reviews: 1, misses: grade == .missed ? 1 : 0)
        }
        next.question = text
        next.reviews += 1
        next.lastGrade = grade
        next.lastReviewed = max(next.lastReviewed, day)
        switch grade {
        case .missed:
            next.misses += 1
            next.box = boxes.lowerBound
            next.due = day.adding(days: interval(ofBox: boxes.lowerBound))
        case .knew where next.due <= day:
            next.box = min(next.box + 1, boxes.upperBound)
            next.due = day.adding(days: interval(ofBox: next.box))
        case .knew:
            break  // early: neither box nor date moves
        }
        return next
    }
}
