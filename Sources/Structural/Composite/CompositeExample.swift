import ExampleKit
import Futubra

/// Plays the composite: a feed of threads of messages, asked the same questions at every level.
package struct CompositeExample: Example {
    package static let id = "composite"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        let posts = try SampleFeed.feed().posts
        let threads = posts.map(ThreadGroup.thread(of:))
        let pinned = ThreadGroup(title: "pinned", children: Array(threads.prefix(1)))
        let feed = ThreadGroup(title: "feed", children: [pinned] + threads.dropFirst())

        transcript.section("the tree")
        for line in feed.outline(depth: 0) {
            transcript.line(line)
        }

        transcript.section("the same questions at every level")
        let comment = MessageItem(author: SampleFeed.eve, content: try .text("Glad you are here."), likes: 0)
        let elements: [(String, any ThreadElement)] = [
            ("one comment", comment), ("post #1's thread", threads[3]), ("the whole feed", feed),
        ]
        for (name, element) in elements {
            let authors = element.authors.sorted().map(\.rawValue).joined(separator: ", ")
            transcript.line(
                "\(name): \(element.messageCount) message\(element.messageCount == 1 ? "" : "s"), \(element.likeCount) likes, by \(authors)"
            )
        }
    }
}
