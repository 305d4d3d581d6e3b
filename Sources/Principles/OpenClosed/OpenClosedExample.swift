import ExampleKit
import Futubra

/// A kind of attachment added after the renderers were written, in this file, without
/// editing either renderer.
private struct PollAttachment: OpenClosed.PostAttachment {
    let question: String
    let options: [String]

    func lines() -> [String] {
        ["[poll] \(question)"] + options.map { "  ( ) \($0)" }
    }
}

/// Plays both renderers on the sample feed's attachments, then on a poll added later.
package struct OpenClosedExample: Example {
    package static let id = "open-closed"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        let open = OpenClosed.AttachmentRenderer()
        let switching = OpenClosed.KindSwitchRenderer()
        let attachments = try SampleFeed.feed().posts.map { OpenClosed.attachment(for: $0.content) }

        transcript.section("the kinds both renderers were written for")
        let same = open.lines(for: attachments) == switching.lines(for: attachments)
        transcript.line("text, image, video and text: \(same ? "both draw the same lines" : "they differ")")
        for line in open.lines(for: attachments) {
            transcript.line("  \(line)")
        }

        transcript.section("a poll, added later in another file")
        let poll = PollAttachment(question: "Tabs or spaces?", options: ["tabs", "spaces"])
        transcript.line("AttachmentRenderer, unchanged:")
        for line in open.lines(for: [poll]) {
            transcript.line("  \(line)")
        }
        transcript.line("KindSwitchRenderer, unchanged:")
        for line in switching.lines(for: [poll]) {
            transcript.line("  \(line)")
        }
        transcript.line("to draw the poll, KindSwitchRenderer needs a new branch; AttachmentRenderer needs nothing")
    }
}
