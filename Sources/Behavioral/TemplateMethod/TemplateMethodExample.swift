import ExampleKit
import Futubra

/// Plays Template Method: every post rendered by the same card algorithm, with the steps its
/// kind of content overrides.
public struct TemplateMethodExample: Example {
    public static let id = "template-method"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        let feed = try SampleFeed.feed()

        transcript.section("one algorithm, steps per kind")
        for post in feed.posts {
            let renderer = post.content.kind.cardRenderer
            transcript.trace(from: "App", to: "\(type(of: renderer))", "render(\(post.id))")
            for line in renderer.render(post) {
                transcript.line(line)
            }
        }

        transcript.section("a hook turned off: compact cards")
        let compact = CompactCardRenderer()
        for id in [PostID(1), PostID(3)] {
            guard let post = feed.post(id: id) else { continue }
            transcript.trace(from: "App", to: "CompactCardRenderer", "render(\(post.id))")
            for line in compact.render(post) {
                transcript.line(line)
            }
        }
    }
}
