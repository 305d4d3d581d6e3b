/// What a learner knows: every question graded and every drill checked, and the questions
/// to ask on a given day.
///
/// A value: ``ProgressFile`` reads it, the command changes it, and the file writes it back
/// under a lock. Questions are known by their ``QuestionID``; the caller passes the
/// catalogue's current questions to every query, so a question that was removed or
/// reworded since it was graded is counted nowhere (its record stays in the file).
///
/// ```swift
/// try file.update { progress in
///     progress.grade(question, .knew, on: today)
/// }
/// let due = try file.load().due(catalogueQuestions, on: today)
/// ```
public struct StudyProgress: Equatable, Sendable {
    /// Every question ever graded, by identity.
    public var questions: [QuestionID: QuestionRecord]
    /// Every drill ever checked, by drill id (the entry's id).
    public var drills: [String: DrillRecord]
    /// How many hints of each drill were shown, by drill id.
    public var hints: [String: Int]

    /// A learner who has graded nothing and checked no drill.
    public init() {
        questions = [:]
        drills = [:]
        hints = [:]
    }

    public init(
        questions: [QuestionID: QuestionRecord], drills: [String: DrillRecord], hints: [String: Int] = [:]
    ) {
        self.questions = questions
        self.drills = drills
        self.hints = hints
    }

    /// Shows the next of `count` hints of drill `id`: returns how many are shown now, the
    /// last of them the new one (1 the first time); once all `count` are shown it stays at
    /// `count`. Nil when the drill has no hints.
    public mutating func nextHint(of id: String, count: Int) -> Int? {
        guard count > 0 else { return nil }
        let shown = min((hints[id] ?? 0) + 1, count)
        hints[id] = shown
        return shown
    }

    /// Records the learner's grade for `question` on `day`, by ``LeitnerSchedule``.
    public mutating func grade(_ question: StudyQuestion, _ grade: Grade, on day: StudyDay) {
        questions[question.id] = LeitnerSchedule.record(
            of: question.text, after: questions[question.id], grade: grade, on: day)
    }

    /// Records one run of drill `id`'s checks on `day`.
    public mutating func recordDrill(_ id: String, passed: Bool, on day: StudyDay) {
        drills[id] = DrillRecord.after(drills[id], passed: passed, on: day)
    }

    /// Where `question` stands on `day`.
    public func status(of question: StudyQuestion, on day: StudyDay) -> QuestionStatus {
        questions[question.id]?.status(on: day) ?? .new
    }

    /// The questions among `questions` that are due on `day`: the longest overdue first,
    /// then the weaker (lower box) first, then in the order given. New questions are not
    /// due; a session adds them as it likes.
    public func due(_ questions: [StudyQuestion], on day: StudyDay) -> [StudyQuestion] {
        questions.enumerated()
            .compactMap { offset, question -> (StudyQuestion, QuestionRecord, Int)? in
                guard let record = self.questions[question.id], record.due <= day else { return nil }
                return (question, record, offset)
            }
            .sorted { ($0.1.due, $0.1.box, $0.2) < ($1.1.due, $1.1.box, $1.2) }
            .map(\.0)
    }

    /// The first day after `day` on which some of `questions` fall due, and how many do
    /// then; nil when none of them was ever graded.
    public func nextReview(_ questions: [StudyQuestion], after day: StudyDay) -> (day: StudyDay, count: Int)? {
        let later = Set(questions.map(\.id)).compactMap { self.questions[$0]?.due }.filter { $0 > day }
        guard let first = later.min() else { return nil }
        return (first, later.count { $0 == first })
    }

    /// The questions and drills of each group on `day`: `group` maps an entry id (a
    /// question's entry, a drill's id) to its group, such as the entry's family or the entry
    /// itself. Only `questions` and `drills` are counted, once each.
    public func tally(
        _ questions: [StudyQuestion], drills: [String], on day: StudyDay, by group: (String) -> String
    ) -> [String: Tally] {
        var tallies: [String: Tally] = [:]
        for question in Set(questions) {
            tallies[group(question.entry), default: Tally()].count(status(of: question, on: day))
        }
        for id in Set(drills) {
            tallies[group(id), default: Tally()].countDrill(passed: self.drills[id]?.passed ?? false)
        }
        return tallies
    }
}

/// How many questions of a group are in each state on a day, and how many of its drills
/// were passed.
public struct Tally: Equatable, Sendable {
    public var new = 0
    public var due = 0
    public var learning = 0
    public var known = 0
    public var drills = 0
    public var drillsPassed = 0

    public init(new: Int = 0, due: Int = 0, learning: Int = 0, known: Int = 0, drills: Int = 0, drillsPassed: Int = 0) {
        self.new = new
        self.due = due
        self.learning = learning
        self.known = known
        self.drills = drills
        self.drillsPassed = drillsPassed
    }

    /// Every question counted, whatever its state.
    public var questions: Int { new + due + learning + known }

    mutating func count(_ status: QuestionStatus) {
        switch status {
        case .new: new += 1
        case .due: due += 1
        case .learning: learning += 1
        case .known: known += 1
        }
    }

    mutating func countDrill(passed: Bool) {
        drills += 1
        if passed { drillsPassed += 1 }
    }
}
