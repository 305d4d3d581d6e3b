import ExampleKit
import Futubra

/// Plays five Swift smells, each next to its fix on the same input: forced reads, ignored
/// errors, string keys, needless layers, and a method named with "And".
public struct SwiftCodeSmellsExample: Example {
    public static let id = "swift-code-smells"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        let feed = try SampleFeed.feed()
        forcedReads(feed, transcript)
        try ignoredErrors(transcript)
        stringKeys(transcript)
        needlessComplexity(feed, transcript)
        andMethods(feed, transcript)
    }

    private func forcedReads(_ feed: Feed, _ transcript: Transcript) {
        transcript.section("force unwrapping and force casting")
        let good: [String: Any] = ["likes": 3]
        transcript.line(
            "#4 with likes 3: forced \(ForcedReads.likes(of: PostID(4), payload: good, feed: feed)), "
                + "checked \(checked(PostID(4), good, feed))")
        transcript.line(
            "#4 with likes \"3\": forced stops the app; checked: \(checked(PostID(4), ["likes": "3"], feed))")
        transcript.line("#9 with likes 3: forced stops the app; checked: \(checked(PostID(9), good, feed))")
    }

    private func checked(_ id: PostID, _ payload: [String: Any], _ feed: Feed) -> String {
        do throws(SmellError) {
            return try CheckedReads.likes(of: id, payload: payload, feed: feed)
        } catch {
            return "error: \(error)"
        }
    }

    private func ignoredErrors(_ transcript: Transcript) throws {
        transcript.section("ignoring errors")
        let lines = ["anna: Great shot", "an na: hi", "bob:   ", "chen: Love it"]
        transcript.line("import: \(lines.map { "\"\($0)\"" }.joined(separator: ", "))")
        var silent = try SampleFeed.post(3)
        var kept = silent
        transcript.line("with try?: \(SilentCommentImport.run(lines, into: &silent)) added, nothing else said")
        let report = CommentImport.run(lines, into: &kept)
        transcript.line("keeping errors: \(report.added) added, \(report.refused.count) refused:")
        for refusal in report.refused {
            transcript.line("  \(refusal)")
        }
    }

    private func stringKeys(_ transcript: Transcript) {
        transcript.section("string literals as identifiers")
        let likers = [SampleFeed.bob, SampleFeed.chen, SampleFeed.dana]
        var keyed = StringKeyedBadge(post: PostID(4))
        var misspelled = MisspelledBadge(post: PostID(4))
        var typed = LikeEventBadge(post: PostID(4))
        for user in likers {
            keyed.receive(StringKeyedLikes.event(PostID(4), by: user))
            misspelled.receive(StringKeyedLikes.event(PostID(4), by: user))
            typed.receive(LikeEvent(post: PostID(4), user: user))
        }
        transcript.line("three likes on #4")
        transcript.line("StringKeyedBadge (reads \"postID\"): \(keyed.count)")
        transcript.line("MisspelledBadge (reads \"postId\"): \(misspelled.count), and it compiled")
        transcript.line("LikeEventBadge (reads event.post): \(typed.count)")
    }

    private func needlessComplexity(_ feed: Feed, _ transcript: Transcript) {
        transcript.section("needless complexity")
        guard let post = feed.post(id: PostID(4)) else { return }
        let service = LikeTextService(factory: DefaultLikeTextStrategyFactory())
        let start = transcript.events.count
        let layered = service.text(for: post)
        let layers = transcript.events.dropFirst(start).map(\.from)
        let simpleStart = transcript.events.count
        let simple = LikeText.text(for: post)
        let simpleLayers = transcript.events.dropFirst(simpleStart).map(\.from)
        transcript.line("LikeTextService says \"\(layered)\" through \(layers.joined(separator: " > "))")
        transcript.line("LikeText says \"\(simple)\" in \(simpleLayers.joined(separator: " > "))")
    }

    private func andMethods(_ feed: Feed, _ transcript: Transcript) {
        transcript.section("a method named with \"And\" inside one big catch")
        let attempts: [(String, String, PostID)] = [
            ("Nice!", "eve", PostID(3)), ("Nice!", "an na", PostID(3)), ("  ", "eve", PostID(3)),
            ("Nice!", "eve", PostID(9)),
        ]
        var tangledFeed = feed
        var feedAfter = feed
        for (text, name, id) in attempts {
            let tangled = TangledCommentDesk.validateAndPublish(text, by: name, on: id, in: &tangledFeed)
            let split = CommentDesk.submit(text, by: name, on: id, in: &feedAfter)
            transcript.line("\(name) on \(id), \"\(text)\":")
            transcript.line("  validateAndPublish: \(tangled)")
            transcript.line("  validate, publish:  \(split)")
        }
        transcript.line("same feed afterwards: \(tangledFeed == feedAfter)")
    }
}
