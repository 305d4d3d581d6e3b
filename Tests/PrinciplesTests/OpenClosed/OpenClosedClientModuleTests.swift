import ContractSupport
import Principles
import Testing

// This file imports Principles without `@testable`, as a client module would: it cannot edit
// the module, and sees only what the module made public.

/// A kind of attachment a client module adds: a poll.
private struct ClientPoll: OpenClosed.PostAttachment {
    let question: String
    let options: [String]

    func lines() -> [String] {
        ["[poll] \(question)"] + options.map { "( ) \($0)" }
    }
}

/// The open-closed principle, seen from a client module.
@Suite("Open-closed from a client module", .timeLimit(.minutes(1)), .watchdog)
struct OpenClosedClientModuleTests {
    @Test("a new kind of attachment declared in a client module is drawn by the renderer with no edit to the module")
    func clientAddsAKind() {
        let poll = ClientPoll(question: "Tabs or spaces?", options: ["tabs", "spaces"])
        expect(
            OpenClosed.AttachmentRenderer().lines(for: [poll]),
            equals: ["[poll] Tabs or spaces?", "( ) tabs", "( ) spaces"])
    }
}
