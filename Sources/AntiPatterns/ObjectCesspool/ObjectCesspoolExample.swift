import ExampleKit
import Futubra

/// Plays three writers sharing one pooled composer, first from a pool that takes composers
/// back as they are, then from one that clears them.
public struct ObjectCesspoolExample: Example {
    public static let id = "object-cesspool"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        let drafts = [
            DraftScript(author: SampleFeed.anna, text: "Congrats!", mentions: [SampleFeed.chen]),
            DraftScript(author: SampleFeed.bob, text: "Nice talk", mentions: nil),
            DraftScript(author: SampleFeed.eve, text: nil, mentions: nil),
        ]
        transcript.section("what each writer does")
        transcript.line(
            "anna types \"Congrats!\" and mentions chen; bob types \"Nice talk\"; eve opens it and taps send")
        transcript.section("a pool that takes composers back as they are")
        let cesspool = CesspoolComposerPool()
        for draft in drafts {
            transcript.line("sent \(draft.send(using: cesspool))")
        }
        transcript.section("a pool that clears each composer it takes back")
        let pool = ResettingComposerPool()
        for draft in drafts {
            transcript.line("sent \(draft.send(using: pool))")
        }
    }
}
