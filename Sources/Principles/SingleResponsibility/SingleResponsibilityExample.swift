import ExampleKit
import Futubra

/// Plays the designers' change request against a type that serves two teams and against
/// two types that serve one each.
package struct SingleResponsibilityExample: Example {
    package static let id = "single-responsibility"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        let post = try SampleFeed.post(4)
        let reason = "spam, reported by eve"
        let shorter = SingleResponsibility.PreviewRule.firstWords(3)

        transcript.section("one type, two teams: PostDesk")
        let before = SingleResponsibility.PostDesk()
        let after = SingleResponsibility.PostDesk(preview: shorter)
        show("card before", before.card(for: post), transcript)
        show("report before", before.report(on: post, reason: reason), transcript)
        transcript.line("the designers ask for three words on a card; the change goes into PostDesk")
        show("card after", after.card(for: post), transcript)
        show("report after", after.report(on: post, reason: reason), transcript)

        transcript.section("one type per team: PostTeaser and ModerationReport")
        let report = SingleResponsibility.ModerationReport()
        show("card before", SingleResponsibility.PostTeaser().lines(for: post), transcript)
        show("report before", report.lines(for: post, reason: reason), transcript)
        transcript.line("the same request changes PostTeaser only")
        show("card after", SingleResponsibility.PostTeaser(preview: shorter).lines(for: post), transcript)
        show("report after", report.lines(for: post, reason: reason), transcript)
    }

    private func show(_ title: String, _ lines: [String], _ transcript: Transcript) {
        transcript.line("\(title):")
        for line in lines {
            transcript.line("  \(line)")
        }
    }
}
