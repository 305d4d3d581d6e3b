/// What the learner says after reading an answer: they knew it, or they did not.
///
/// Two buttons, on purpose: a learner grading themselves the night before an interview
/// answers "did I know it?" honestly and fast; a finer scale ("hard", "good", "easy") asks for
/// a judgement people make inconsistently. ``LeitnerSchedule`` is the scheme built for it.
package enum Grade: String, Sendable, CaseIterable {
    /// "Knew it": the learner could have given the answer.
    case knew
    /// "Did not": the learner could not.
    case missed
}
