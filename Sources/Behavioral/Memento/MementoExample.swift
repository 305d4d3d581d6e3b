import ExampleKit
import Foundation
import Futubra

/// Plays Memento: anna's draft is saved as opaque checkpoints, wiped, restored exactly, and
/// survives a relaunch through its `Codable` archive.
package struct MementoExample: Example {
    package static let id = "memento"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        try await play(in: transcript)
    }

    @MainActor
    private func play(in transcript: Transcript) throws {
        let composer = PostComposer(author: SampleFeed.anna)
        var checkpoints = DraftCheckpoints()

        transcript.section("write and save")
        composer.type("Hello Futubra")
        composer.mention(SampleFeed.bob)
        checkpoints.save(try composer.snapshot())
        transcript.line("checkpoint 1: \(composer.preview)")
        composer.attachImage(try MediaURL("https://img.futubra.example/sunset.jpg"))
        composer.moveCursor(to: 5)
        composer.type(",")
        checkpoints.save(try composer.snapshot())
        transcript.line("checkpoint 2: \(composer.preview)")

        transcript.section("an accident, then restore")
        composer.clear()
        transcript.line("cleared:      \(composer.preview)")
        if let latest = checkpoints.takeLast() {
            try composer.restore(latest)
        }
        transcript.line("restored 2:   \(composer.preview)")
        if let first = checkpoints.takeLast() {
            checkpoints.save(first)
            try composer.restore(first)
        }
        transcript.line("restored 1:   \(composer.preview)")

        transcript.section("the app relaunches")
        let archived = try FutubraJSON.encode(checkpoints)
        transcript.line("checkpoints archived to JSON (\(checkpoints.count) saved)")
        var reloaded = try FutubraJSON.decode(DraftCheckpoints.self, from: archived)
        let fresh = PostComposer(author: SampleFeed.anna)
        if let saved = reloaded.takeLast() {
            try fresh.restore(saved)
        }
        transcript.line("new composer: \(fresh.preview)")
        let post = try fresh.makePost(id: PostID(5))
        transcript.line("publishes:    \(post.id) \(post.content)")
    }
}
