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
        let (dirty, clean, kept) = await Self.play(drafts)
        transcript.section("a pool that takes composers back as they are")
        for sent in dirty {
            transcript.line("sent \(sent)")
        }
        transcript.section("a pool that clears each composer it takes back")
        for sent in clean {
            transcript.line("sent \(sent)")
        }
        transcript.line("six composers checked out at once and back: the pool keeps \(kept), its capacity")
    }

    @MainActor
    private static func play(_ drafts: [DraftScript]) -> (dirty: [String], clean: [String], kept: Int) {
        let cesspool = CesspoolPool<CommentComposer>()
        let dirty = drafts.map { $0.send(using: cesspool) }
        let pool = ResettingPool<CommentComposer>(capacity: 4)
        let clean = drafts.map { $0.send(using: pool) }
        let many = (0..<6).map { _ in pool.checkOut() }
        for composer in many {
            pool.checkIn(composer)
        }
        return (dirty, clean, pool.idleCount)
    }
}
