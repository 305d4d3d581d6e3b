import ExampleKit
import Futubra

/// Plays bob's image card drawn by a four-level hierarchy and by one flat type, and counts
/// how often the reader changes class: the class of each visit is read from the code.
public struct YoYoProblemExample: Example {
    public static let id = "yo-yo-problem"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        let post = try SampleFeed.post(3)
        transcript.section("bob's image card through YoYoImageCard")
        let before = transcript.events.count
        let lines = YoYoCard.card(for: post).render()
        let visits = transcript.events.dropFirst(before).map(\.from)
        for line in lines {
            transcript.line("  \(line)")
        }
        transcript.line("code visited, by class: \(visits.joined(separator: " > "))")
        transcript.line(
            "\(visits.count) visits, \(Set(visits).count) classes, \(YoYoVisit.changes(in: visits)) changes of class")
        transcript.section("the same card through FlatPostCard")
        let flatStart = transcript.events.count
        let flat = FlatPostCard(post: post).render()
        let flatVisits = transcript.events.dropFirst(flatStart).map(\.from)
        transcript.line("same lines: \(flat == lines)")
        transcript.line(
            "\(flatVisits.count) visit, \(Set(flatVisits).count) type, \(YoYoVisit.changes(in: flatVisits)) changes")
    }
}
