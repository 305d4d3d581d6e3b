import ContractSupport
import Futubra
import Testing

@testable import Principles

/// A kind of attachment the module has never heard of, added later.
private struct PollAttachment: OpenClosed.PostAttachment {
    let question: String
    let options: [String]

    func lines() -> [String] {
        ["[poll] \(question)"] + options.map { "( ) \($0)" }
    }
}

/// Checks that `render` draws every attachment with its own lines: the sample feed's and a
/// poll from outside the module.
private func checkDrawsEveryKind(
    render: ([any OpenClosed.PostAttachment]) -> [String], sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let poll = PollAttachment(question: "Tabs or spaces?", options: ["tabs", "spaces"])
    var attachments = try SampleFeed.feed().posts.map { OpenClosed.attachment(for: $0.content) }
    attachments.append(poll)
    let expected = attachments.flatMap { $0.lines() }
    #expect(render(attachments) == expected, sourceLocation: sourceLocation)
}

/// The open-closed principle: a new kind is new code, never an edit of the renderer.
@Suite("Open-closed", .timeLimit(.minutes(1)), .watchdog)
struct OpenClosedTests {
    @Test("the open renderer draws every kind it is given, the sample feed's and one added later")
    func openRendererDrawsANewKind() throws {
        try checkDrawsEveryKind(render: OpenClosed.AttachmentRenderer().lines(for:))
        let poll = PollAttachment(question: "Tabs or spaces?", options: ["tabs", "spaces"])
        expect(
            OpenClosed.AttachmentRenderer().lines(for: [poll]),
            equals: ["[poll] Tabs or spaces?", "( ) tabs", "( ) spaces"])
    }

    @Test(
        "a renderer that switches on the kinds it knows shows the new kind as unsupported, and the check catches it",
        .tags(.control))
    func kindSwitchFailsTheCheck() {
        withKnownIssue {
            try checkDrawsEveryKind(render: OpenClosed.KindSwitchRenderer().lines(for:))
        }
    }

    @Test("for the kinds it was written for, the switching renderer draws exactly what the open one does")
    func bothDrawTheKnownKinds() throws {
        let attachments = try SampleFeed.feed().posts.map { OpenClosed.attachment(for: $0.content) }
        expect(
            OpenClosed.KindSwitchRenderer().lines(for: attachments),
            equals: OpenClosed.AttachmentRenderer().lines(for: attachments))
        let poll = PollAttachment(question: "Tabs or spaces?", options: ["tabs"])
        expect(OpenClosed.KindSwitchRenderer().lines(for: [poll]), equals: ["(unsupported attachment)"])
    }
}
