import ExampleKit
import Futubra

/// Plays the builder: a feed query assembled step by step, branched, and rejected when a
/// combination makes no sense.
package struct BuilderExample: Example {
    package static let id = "builder"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        let feed = try SampleFeed.feed()

        transcript.section("step by step")
        var builder = FeedQueryBuilder()
        transcript.line("no steps yet: \(try builder.build())")
        builder = builder.kinds(.image, .video)
        transcript.line("step kinds(.image, .video)")
        builder = builder.sorted(by: .mostLiked)
        transcript.line("step sorted(by: .mostLiked)")
        builder = builder.limit(2)
        transcript.line("step limit(2)")
        let media = try builder.build()
        transcript.line("built: \(media)")
        transcript.line("results: \(list(media.run(on: feed)))")

        transcript.section("one half-built builder, two queries")
        let liked = FeedQueryBuilder().minimumLikes(1)
        let byAnna = try liked.by(SampleFeed.anna).build()
        let byDana = try liked.by(SampleFeed.dana).build()
        transcript.line("liked = minimumLikes(1)")
        transcript.line("liked.by(anna): \(list(byAnna.run(on: feed)))")
        transcript.line("liked.by(dana): \(list(byDana.run(on: feed)))")
        transcript.line("liked itself is unchanged: \(list(try liked.build().run(on: feed)))")

        transcript.section("rejected when built")
        let attempts: [(String, FeedQueryBuilder)] = [
            ("kinds(.text).withCaption()", FeedQueryBuilder().kinds(.text).withCaption()),
            ("limit(0)", FeedQueryBuilder().limit(0)),
            ("by(anna).excluding(anna)", FeedQueryBuilder().by(SampleFeed.anna).excluding(SampleFeed.anna)),
            ("containing(\"  \")", FeedQueryBuilder().containing("  ")),
        ]
        for (steps, attempt) in attempts {
            do {
                let query = try attempt.build()
                transcript.line("\(steps): built (\(query))")
            } catch {
                transcript.line("\(steps): \(error)")
            }
        }
        let fixed = try FeedQueryBuilder().limit(0).limit(3).build()
        transcript.line("limit(0).limit(3): built (\(fixed)): only the final combination is judged")
    }

    private func list(_ posts: [Post]) -> String {
        posts.isEmpty ? "none" : posts.map { "\($0.id) \($0.author) (\($0.likeCount))" }.joined(separator: ", ")
    }
}
