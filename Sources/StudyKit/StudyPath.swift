/// The study path: the entries interviews ask about most, first.
///
/// The measure is the project's fixture of real interview questions, each taken from a
/// public list of iOS, Swift or design-pattern interview questions and marked with every
/// entry whose page answers it. An entry's weight is the number of those questions it
/// answers (a question that two entries answer counts for both, once each). Ties go to the
/// entry asked about by more different lists (a topic many lists ask is more common than
/// one a single list asks many times), then to the id in alphabetical order, so the path is
/// the same on every run. Ids the catalogue does not hold and entries no question asks
/// about are not on the path.
///
/// ```swift
/// let path = StudyPath.ranked(fixture.map { .init(answers: $0.answers, source: $0.source) },
///                             entries: catalog.entries.map(\.id), limit: 20)
/// ```
package enum StudyPath {
    /// One question of the fixture: the entries that answer it, and the list it comes from.
    package struct AskedQuestion: Sendable {
        package var answers: [String]
        package var source: String

        package init(answers: [String], source: String) {
            self.answers = answers
            self.source = source
        }
    }

    /// One entry on the path: how many questions ask about it, from how many lists.
    package struct Stop: Equatable, Sendable, CustomStringConvertible {
        package var entry: String
        package var questions: Int
        package var sources: Int

        package init(entry: String, questions: Int, sources: Int) {
            self.entry = entry
            self.questions = questions
            self.sources = sources
        }

        package var description: String { "\(entry) (\(questions) questions, \(sources) lists)" }
    }

    /// The entries of `entries` that `asked` asks about, most asked first, at most `limit`.
    package static func ranked(_ asked: [AskedQuestion], entries: [String], limit: Int = .max) -> [Stop] {
        let known = Set(entries)
        var questions: [String: Int] = [:]
        var sources: [String: Set<String>] = [:]
        for question in asked {
            for entry in Set(question.answers) where known.contains(entry) {
                questions[entry, default: 0] += 1
                sources[entry, default: []].insert(question.source)
            }
        }
        let stops = questions.map { Stop(entry: $0.key, questions: $0.value, sources: sources[$0.key]?.count ?? 0) }
        return Array(
            stops.sorted { ($1.questions, $1.sources, $0.entry) < ($0.questions, $0.sources, $1.entry) }
                .prefix(max(0, limit)))
    }
}
